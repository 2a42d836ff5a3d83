import Foundation

/// Each part's time inside the process, on stderr, when the benchmark's variable is "1"
/// (`BOXOFFICE_TRACE_FORECAST`, `BOXOFFICE_TRACE_RECORDS`); nothing otherwise.
final class PhaseTrace {
    private let on: Bool
    private var last = DispatchTime.now().uptimeNanoseconds

    init(_ variable: String) { on = getenv(variable).map { String(cString: $0) } == "1" }

    /// The time since the last lap (or the start), named.
    func lap(_ what: String) {
        guard on else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        CommandSupport.printError(String(format: "boxoffice: %@ in %.3f ms", what, Double(now - last) / 1_000_000))
        last = now
    }
}
