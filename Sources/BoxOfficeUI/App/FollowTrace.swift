import Foundation

/// What the notifications' side says on stderr: refusals always (a warning, as `Diagnostics` words them), and with
/// `BOXOFFICE_TRACE_FOLLOW=1` the end of each follow check, which tests of "said once" wait for.
enum FollowTrace {
    static let enabled = getenv("BOXOFFICE_TRACE_FOLLOW").map { String(cString: $0) } == "1"

    static func mark(_ step: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("follow: \(step)\n".utf8))
    }
}
