import BoxOfficeCore
import Foundation

/// The disk cache: one SQLite database of responses and a folder of poster files, under one directory.
public final class DiskCache: @unchecked Sendable {
    public let directory: URL
    public let database: CacheDatabase
    public let posters: PosterFileStore

    public init(
        directory: URL, posterCapBytes: Int64 = PosterFileStore.defaultCapBytes,
        busyTimeout: TimeInterval = 5, openNow: Bool = true, recoverDamaged: Bool = true,
        warn: @escaping @Sendable (String) -> Void = Diagnostics.warn
    ) throws {
        self.directory = directory
        // The user's own: what they looked up, searched and saved is no one else's to read.
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chmod(directory.path, 0o700)  // a folder an earlier version made 0755
        database = try CacheDatabase(
            path: directory.appendingPathComponent("cache.sqlite").path, busyTimeout: busyTimeout,
            openNow: openNow, recoverDamaged: recoverDamaged, warn: warn)
        posters = PosterFileStore(
            directory: directory.appendingPathComponent("posters"), database: database,
            capBytes: posterCapBytes, warn: warn)
    }
}
