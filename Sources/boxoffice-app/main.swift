// `boxoffice [--date D]` opens the window; `boxoffice daily|weekly|regions|movie|poster …` prints to the terminal.
// Two parsers, so the window's `--date` never captures a subcommand's `--date`.
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

Translations.install()  // gettext for sentences and labels, following the locale
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
    exit(WindowCommand.openWindow(day: nil, offline: false))
} else if let first = arguments.first, TerminalCommands.names.contains(first) {
    TerminalCommands.runAsOneSentence()
} else {
    WindowCommand.runAsOneSentence()
}
