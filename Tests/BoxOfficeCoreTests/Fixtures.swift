import Foundation

enum Fixtures {
    static func data(_ name: String) -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").standardizedFileURL
        return FileManager.default.contents(atPath: url.path)!
    }
}
