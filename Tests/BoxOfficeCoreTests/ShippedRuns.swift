import BoxOfficeCore
import Foundation

/// The runs shipped in `Data/forecast/`, read once for every forecast test.
enum ShippedRuns {
    static let file: ReferenceRunFile = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Data/forecast/reference-runs.tsv")
        guard let data = FileManager.default.contents(atPath: url.path),
            let file = ReferenceRunFile(bytes: [UInt8](data))
        else { fatalError("Data/forecast/reference-runs.tsv is missing: meson-helpers/build-reference-runs.py") }
        return file
    }()

    static let library = ReferenceLibrary(shipped: file, history: [], historyThrough: nil)
}
