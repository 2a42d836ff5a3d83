import BoxOfficeCore
import Foundation
import Glibc

/// The merged reference library (shipped runs and the history's) kept as one binary file beside the cache
/// database, so a forecast maps about 3 MB and decodes it in one pass instead of ten years of history rows and the
/// shipped file (docs/PERFORMANCE.md, "The forecast"). It is keyed on what it was made from: the history's
/// change counter and generation (`HistoryStore.changeCount`) and the shipped file's size and time. A file
/// made from anything else, cut short, edited, of another format version or too large is not read, and the
/// next library made replaces it.
public struct ReferenceLibraryCache: Sendable {
    public static let fileName = "forecast-references.bin"
    /// Today's library is about 3 MB; a file past this is not read.
    public static let maxBytes = 256 << 20

    public let url: URL
    let key: ReferenceLibrary.BinaryKey

    /// Nil when the history is in memory or its change counter cannot be read (then nothing is cached).
    /// The key is read before the history is: a row saved in between leaves a file keyed older, made again next time.
    public init?(history: HistoryStore, shipped: URL?) {
        guard let folder = history.folder, let change = history.changeCount else { return nil }
        url = folder.appendingPathComponent(Self.fileName)
        var status = stat()
        if let shipped, stat(shipped.path, &status) == 0 {
            key = .init(
                change.generation, change.count, Int64(status.st_size),
                Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec))
        } else {
            key = .init(change.generation, change.count, -1, 0)
        }
    }

    /// The cached library, nil when there is none made from the same history and shipped file.
    public func read() -> ReferenceLibrary? {
        mapped { ReferenceLibrary(binary: $0, key: key) }
    }

    /// The part of the cached library that the film's forecasts can use (`ReferenceLibrary.part`): a forecast
    /// decodes the runs it can learn from, not ten years of them. Nil as `read()` is.
    public func read(film movieCode: String) -> ReferenceLibrary? {
        mapped { ReferenceLibrary(binary: $0, key: key, film: movieCode) }
    }

    /// `decode` given the file's bytes, mapped for the call.
    private func mapped(_ decode: (UnsafeRawBufferPointer) -> ReferenceLibrary?) -> ReferenceLibrary? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size >= 0,
            status.st_size <= Self.maxBytes
        else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return nil }
        // Mapped, not copied: the page cache's pages are the file's bytes (MAP_POPULATE maps them in one call
        // rather than a fault per 4 KB page). Private and read-only: another process replacing the file renames
        // a new one over it, which leaves this mapping alone.
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0), mapped != MAP_FAILED
        else { return nil }
        defer { munmap(mapped, size) }
        return decode(UnsafeRawBufferPointer(start: mapped, count: size))
    }

    /// Saves the library for the next forecast: written beside and renamed, so a reader never sees half of it.
    /// A failure (a read-only folder, a full disk) only means the next forecast reads everything again.
    public func write(_ library: ReferenceLibrary) {
        guard let bytes = library.binary(key: key) else { return }
        let temporary = url.path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        var written = 0
        bytes.withUnsafeBytes { raw in
            while written < raw.count, let base = raw.baseAddress {
                let n = Glibc.write(fd, base + written, raw.count - written)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                written += n
            }
        }
        close(fd)
        if written != bytes.count || rename(temporary, url.path) != 0 { unlink(temporary) }
    }
}

extension ReferenceLibrary {
    /// The shipped runs and the history's, as a forecast made now may use them: from the cached library when
    /// it was made from the same history and shipped file, else read and merged, and cached for the next.
    public static func load(shipped: URL?, history: HistoryStore?) -> ReferenceLibrary {
        let cache = history.flatMap { ReferenceLibraryCache(history: $0, shipped: shipped) }
        if let library = cache?.read() { return library }
        let library = merge(shipped: shipped, history: history)
        cache?.write(library)
        return library
    }

    /// The shipped file and the history read and merged, no cache.
    public static func merge(shipped: URL?, history: HistoryStore?) -> ReferenceLibrary {
        let saved = history?.referenceRuns() ?? (runs: [], through: nil, days: .none)
        return ReferenceLibrary(
            shipped: ShippedReferenceRuns.load(shipped), history: saved.runs, historyDays: saved.days)
    }
}

extension ReferenceLibrary {
    /// Whether the library holds the film's runs as the history has them now (`runs`: read from the history
    /// by the film's index): each run in it, or a longer copy of it (the shipped one, which a shorter saved run
    /// does not replace). False means a cached library is behind the history: it is made again.
    public func holds(_ runs: [ReferenceRun]) -> Bool {
        guard let code = runs.first?.movieCode else { return true }
        let mine = self.runs(of: code)
        return runs.allSatisfy { run in
            mine.contains { held in
                held.days == run.days
                    || (held.days.count > run.days.count && held.firstDay <= run.lastDay
                        && run.firstDay <= held.lastDay)
            }
        }
    }
}
