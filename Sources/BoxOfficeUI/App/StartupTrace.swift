import CAdw
import CGtk
import Foundation

/// `BOXOFFICE_TRACE_STARTUP=1` prints milliseconds since the process started at each start-up step,
/// to find where launch time goes (see meson-helpers/benchmark-launch.sh).
public enum StartupTrace {
    static let enabled = getenv("BOXOFFICE_TRACE_STARTUP").map { String(cString: $0) } == "1"

    public static func mark(_ step: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data(String(format: "startup %7.1f ms  %@\n", sinceProcessStart(), step).utf8))
    }

    /// From /proc: the process start time (in clock ticks since boot) against the monotonic clock.
    static func sinceProcessStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return -1 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return -1 }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let started = ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - started) * 1000
    }
}
