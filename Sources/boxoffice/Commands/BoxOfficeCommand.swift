import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
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

