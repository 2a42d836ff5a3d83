import CGLib
import Foundation

/// `BOXOFFICE_TRACE_SEARCH=1` prints how long each answer and each read of the cache took, to stderr (the
/// benchmark times the whole call from the caller's side: meson-helpers/benchmark-search-provider.sh).
enum SearchTrace {
    static let enabled = getenv("BOXOFFICE_TRACE_SEARCH").map { String(cString: $0) } == "1"

    /// Runs `work`, printing its milliseconds under `label` when tracing.
    static func timed<T>(_ label: @autoclosure () -> String, _ work: () -> T) -> T {
        guard enabled else { return work() }
        let started = g_get_monotonic_time()
        let result = work()
        let ms = Double(g_get_monotonic_time() - started) / 1000
        fputs(String(format: "search %7.2f ms  %@\n", ms, label()), stderr)
        return result
    }
}
