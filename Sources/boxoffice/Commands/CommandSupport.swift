import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation
import GLibSupport

/// What every subcommand shares: options, the repositories, and turning failures into one sentence.
struct CommonOptions: ParsableArguments {
    @Flag(help: "Use saved data and the sample only; no network.")
    var offline = false
}

extension AppServices {
    /// The command line's graph: no window state, no network monitor; a key file it cannot use is a warning.
    @MainActor static func forCommand(offline: Bool) -> AppServices {
        let services = AppServices.live(offline: offline, forWindow: false)
        if let problem = services.configuration.keyFileProblem {
            CommandSupport.printError("boxoffice: warning: \(problem.sentence).")
        }
        return services
    }
}

enum CommandSupport {
    /// `daily` for a day KOBIS has not tallied: no numbers, and no error either.
    static let noNumbersStatus: Int32 = 2

    static func parseDay(_ text: String) throws -> Day {
        guard let day = Day(text), text.count == 10 else { fail(BoxOfficeError.invalidDate(text: text)) }
        return day
    }

    /// Runs async work on the main actor under the GLib loop (libsoup needs it); a failure becomes
    /// one sentence on stderr and exit status 1.
    static func run(timeout: Double = 300, _ work: @escaping @MainActor () async throws -> Void) throws {
        do {
            try MainLoopBridge.run(timeout: timeout, work)
        } catch let error as BoxOfficeError {
            fail(error)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("boxoffice: \(OutsideText.clean("\(error)", limit: 300))")
            throw ExitCode(1)
        }
    }

    static func fail(_ error: BoxOfficeError) -> Never {
        printError("boxoffice: \(error.sentence).")
        Foundation.exit(1)
    }

    /// A usage error found after parsing (an unknown region): one sentence and EX_USAGE, like the parser's.
    static func usageError(_ sentence: String) -> Never {
        // Sentences shared with the window end with their own full stop; the others get one here.
        printError("boxoffice: \(sentence)" + (sentence.hasSuffix(".") || sentence.hasSuffix("다.") ? "" : "."))
        Foundation.exit(64)
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func note<T>(_ loaded: Loaded<T>) {
        if loaded.isSample {
            printError("boxoffice: showing sample data (add a KOBIS API key for live numbers).")
        }
        if let error = loaded.refreshError {
            printError("boxoffice: warning: could not refresh (\(error.sentence)); showing saved data.")
        }
    }
}
