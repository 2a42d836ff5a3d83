import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation
import GLibSupport

extension AppServices {
    /// The command line's graph: no window state, no network monitor; a key file it cannot use is a warning.
    @MainActor static func forCommand(offline: Bool, watchingNetwork: Bool = false) -> AppServices {
        // A command opens GSettings only if it asks for the budget (`boxoffice history fill`).
        let services = AppServices.live(
            offline: offline, forWindow: false, watchingNetwork: watchingNetwork, budgetSetting: { AppSettings() })
        CommandSupport.warnAbout(services.configuration)
        return services
    }
}

extension CommandSupport {
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
}
