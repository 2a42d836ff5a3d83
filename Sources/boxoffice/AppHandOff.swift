import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// Replaces this process with `boxoffice-app` from the same folder, with the same arguments (the first
/// included, so the window keeps its program name) and environment.
enum AppHandOff {
    static let name = "boxoffice-app"

    static func exec(_ arguments: [String]) -> Never {
        let path = AppPaths.executableDirectory.appendingPathComponent(name).path
        let argv = ([CommandLine.arguments.first ?? "boxoffice"] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        CommandSupport.printError("boxoffice: cannot start \(path): \(reason).")
        exit(127)
    }
}
