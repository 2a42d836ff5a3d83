import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// Replaces this process with `boxoffice-app` from the same folder, with the same arguments (the first
/// included, so the window keeps its program name) and environment.
enum AppHandOff {
    static let name = "boxoffice-app"

    static func exec(_ arguments: [String]) -> Never {
        // Fails closed: without /proc/self/exe there is no trustworthy folder to run a program from.
        guard let folder = AppPaths.executableFolder else {
            CommandSupport.printError("boxoffice: cannot find boxoffice-app: /proc/self/exe cannot be read.")
            exit(127)
        }
        let path = folder.appendingPathComponent(name).path
        let argv = ([CommandLine.arguments.first ?? "boxoffice"] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        CommandSupport.printError("boxoffice: cannot start \(path): \(reason).")
        exit(127)
    }
}
