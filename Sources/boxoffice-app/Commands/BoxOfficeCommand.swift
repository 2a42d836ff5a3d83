import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal
import Foundation

/// `boxoffice daily|weekly|regions|film|poster|history|run|search|person|company`: the terminal commands.
struct TerminalCommands: ParsableCommand {
    static let names: Set<String> = [
        "daily", "weekly", "regions", "movie", "poster", "history", "run", "market", "forecast", "records", "search",
        "person", "company", "check", "coming", "help"
    ]
    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: tr("The Korean box office (KOBIS) in the terminal."),
        discussion: WindowCommand.environmentHelp,
        subcommands: [
            DailyCommand.self, WeeklyCommand.self, RegionsCommand.self, FilmCommand.self, PosterCommand.self,
            SearchCommand.self, PersonCommand.self, CompanyCommand.self, HistoryCommand.self, RunCommand.self,
            MarketCommand.self, ForecastCommand.self, RecordsCommand.self, CheckCommand.self, ComingCommand.self
        ])

    /// Every terminal command with its abstract, for the window's `--help`: `boxoffice --help` is the
    /// window's, and it is where people look first. Built from the subcommands so it never leaves one out.
    static var list: String {
        let commands = configuration.subcommands.map { $0.configuration }
        let width = commands.map { ($0.commandName ?? "").count }.max() ?? 0
        return tr("Terminal commands (boxoffice help COMMAND shows a command's options):") + "\n"
            + commands.map { c in
                let name = c.commandName ?? ""
                return "  " + name + String(repeating: " ", count: max(0, width - name.count)) + "  " + c.abstract
            }.joined(separator: "\n")
    }
}

extension ParsableCommand {
    /// Like `main()`, but a usage error (an unknown option, a missing argument) is one sentence on
    /// stderr and exit status 64 (EX_USAGE), as every other failure is one sentence; help goes to stdout.
    static func runAsOneSentence() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            // ArgumentParser's own words (headings, its help option, its errors) in the locale's language.
            if code == .success {
                print(ArgumentParserText.help(fullMessage(for: error)))
                Foundation.exit(0)
            }
            let message = OutsideText.clean(
                ArgumentParserText.error(message(for: error).replacingOccurrences(of: "Error: ", with: "")), limit: 300)
            if !message.isEmpty {
                let sentence = message.hasSuffix(".") || message.hasSuffix("?") ? message : message + "."
                CommandSupport.printError("boxoffice: \(sentence) \(ArgumentParserText.seeHelp)")
            }
            Foundation.exit(code.rawValue)
        }
    }
}
