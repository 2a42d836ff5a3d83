import BoxOfficeCore
import Foundation

/// The reference runs shipped with the app (`Data/forecast/reference-runs.tsv`), found like the sample data.
public enum ShippedReferenceRuns {
    public static let fileName = "reference-runs.tsv"
    /// The shipped file is under 1 MB; a file edited past this is not read.
    public static let maxBytes = 16 << 20

    /// `BOXOFFICE_DATA_DIR/forecast`, then the installed `<prefix>/share/<app-id>/forecast`, then the
    /// source tree a debug build was built from.
    public static func locate(override: String?) -> URL? {
        SampleData.dataFolders("forecast", override: override).map { $0.appendingPathComponent(fileName) }.first {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }

    /// The file's runs; nil when it is missing, too large or has no span line.
    public static func load(_ url: URL?) -> ReferenceRunFile? {
        guard let url, let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes else { return nil }
        return ReferenceRunFile(bytes: [UInt8](data))
    }
}
