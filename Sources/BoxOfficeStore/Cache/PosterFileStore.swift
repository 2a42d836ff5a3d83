import BoxOfficeCore
import Foundation

/// Poster images as files beside the database, indexed there, evicted least-recently-used first
/// once their total size passes the cap.
public final class PosterFileStore: @unchecked Sendable {
    public static let defaultCapBytes: Int64 = 200 * 1_048_576
    public let directory: URL
    public let capBytes: Int64
    private let database: CacheDatabase
    private let warn: @Sendable (String) -> Void

    public init(
        directory: URL, database: CacheDatabase, capBytes: Int64 = PosterFileStore.defaultCapBytes,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.directory = directory
        self.database = database
        self.capBytes = capBytes
        self.warn = warn
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chmod(directory.path, 0o700)
    }

    /// A file name this store writes ("poster-20199882.img"); a name read back from the database that is
    /// anything else (an edited row: "../../x") is never opened or deleted.
    static func isOwnFileName(_ name: String) -> Bool {
        guard name.hasPrefix("poster-"), name.hasSuffix(".img"), name.utf8.count <= 80 else { return false }
        let middle = name.utf8.dropFirst(7).dropLast(4)
        return !middle.isEmpty
            && middle.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }

    public struct Poster: Sendable, Equatable {
        public let data: Data
        public let sourceURL: String
        public let fetchedAt: Date
    }

    public func poster(movieCode: String, now: Date) -> Poster? {
        guard let record = database.poster(movieCode: movieCode, usedAt: now) else { return nil }
        guard Self.isOwnFileName(record.fileName) else {
            database.removePoster(movieCode: movieCode)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(record.fileName).path)
        else {
            database.removePoster(movieCode: movieCode)  // file deleted behind our back
            return nil
        }
        return Poster(data: data, sourceURL: record.sourceURL, fetchedAt: record.fetchedAt)
    }

    /// The saved poster's file for the desktop's search to show, or nil: read only (neither its use is recorded
    /// nor a stale row removed, that is the app's work), and only a name this store writes.
    public func savedFile(movieCode: String) -> URL? {
        guard let name = database.posterFileName(movieCode: movieCode), Self.isOwnFileName(name) else { return nil }
        let url = directory.appendingPathComponent(name)
        return access(url.path, R_OK) == 0 ? url : nil
    }

    public func store(movieCode: String, sourceURL: String, data: Data, fetchedAt: Date) {
        // Codes are KOBIS film codes ("20199882", "2023C168"); keep file names to safe characters.
        let safe = movieCode.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) && $0.isASCII }
        let fileName = "poster-" + String(String.UnicodeScalarView(safe)) + ".img"
        let url = directory.appendingPathComponent(fileName)
        do {
            try data.write(to: url, options: .atomic)
            chmod(url.path, 0o600)
        } catch {
            warn("could not save the poster for \(movieCode) (\(error.localizedDescription))")
            return
        }
        database.storePoster(
            .init(
                movieCode: movieCode, sourceURL: sourceURL, fileName: fileName,
                bytes: Int64(data.count), fetchedAt: fetchedAt))
        evictOverCap()
    }

    public var totalBytes: Int64 { Self.sum(database.postersByLastUse().map(\.bytes)) }

    /// Sizes read back from the database, added without a trap (an edited row may say Int64.max).
    static func sum(_ sizes: [Int64]) -> Int64 {
        sizes.reduce(0) { total, size in
            let (next, overflow) = total.addingReportingOverflow(size)
            return overflow ? .max : next
        }
    }

    private func evictOverCap() {
        var records = database.postersByLastUse()
        var total = Self.sum(records.map(\.bytes))
        while total > capBytes, !records.isEmpty {
            let oldest = records.removeFirst()
            if Self.isOwnFileName(oldest.fileName) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(oldest.fileName))
            }
            database.removePoster(movieCode: oldest.movieCode)
            total -= oldest.bytes
        }
    }
}
