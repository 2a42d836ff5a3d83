import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeUI
import Foundation

/// `boxoffice daily|movie|poster`: the terminal commands.
struct TerminalCommands: ParsableCommand {
    static let names: Set<String> = ["daily", "movie", "poster", "help"]
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean box office (KOBIS) in the terminal.",
        discussion: WindowCommand.environmentHelp,
        subcommands: [DailyCommand.self, MovieCommand.self, PosterCommand.self])
}

/// `boxoffice [--date YYYY-MM-DD]`: the window.
struct WindowCommand: ParsableCommand {
    static let environmentHelp = """
        Environment: BOXOFFICE_KOBIS_KEY, BOXOFFICE_KAKAO_KEY (without a KOBIS key the bundled sample \
        is shown), BOXOFFICE_KOBIS_URL, BOXOFFICE_KAKAO_URL, BOXOFFICE_CACHE_DIR.
        """
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean box office (KOBIS) in a GNOME window.",
        discussion: """
            Terminal commands: boxoffice daily [--date YYYY-MM-DD] [--format table|json|csv], \
            boxoffice movie CODE [--format table|json], boxoffice poster CODE --output FILE; \
            each takes --offline. See boxoffice help daily.

            """ + environmentHelp)

    @Option(help: "Open the window on this day (YYYY-MM-DD); default: yesterday in Korea.")
    var date: String?

    @Flag(help: "Use saved data and the sample only; no network.")
    var offline = false

    func run() throws {
        let day = try date.map(CommandSupport.parseDay)
        let offline = offline
        // ArgumentParser calls run() on the main thread; GTK lives there.
        let status = MainActor.assumeIsolated {
            BoxOfficeApplication.run(initialDay: day, offline: offline, arguments: [CommandLine.arguments.first ?? "boxoffice"])
        }
        if status != 0 { throw ExitCode(status) }
    }
}
