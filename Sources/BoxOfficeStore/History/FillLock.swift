import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One history fill at a time across processes: an advisory `flock` on a file beside the cache database.
/// Two `boxoffice history` runs, or the window and a run, would otherwise fetch the same days twice.
/// The kernel drops the lock when its holder exits, however it exits.
public final class FillLock: @unchecked Sendable {
    private let path: String
    private var fd: Int32 = -1

    public init(directory: URL) { path = directory.appendingPathComponent("fill.lock").path }

    deinit { release() }

    /// Takes the lock if no other fill holds it; true when this one holds it now.
    public func tryAcquire() -> Bool {
        if fd >= 0 { return true }
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return true }  // no lock file (a read-only folder): nothing to share it with
        guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
            close(opened)
            return false
        }
        fd = opened
        return true
    }

    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    /// Another process (or another lock object) holds it: a fill is running elsewhere.
    public var isHeldElsewhere: Bool {
        guard fd < 0 else { return false }
        guard tryAcquire() else { return true }
        release()
        return false
    }
}
