// `boxoffice [--date D]` opens the window; `boxoffice daily|weekly|regions|film|poster …` prints to the terminal;
// `--gapplication-service` (the D-Bus service file's) waits for the desktop's call: a notification's click, or a
// launch from the Shell. Two parsers, so the window's `--date` never captures a subcommand's `--date`.
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

Translations.install()  // gettext for sentences and labels, following the locale
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
    exit(WindowCommand.openWindow(day: nil, offline: false))
} else if Array(arguments) == [WindowCommand.serviceFlag] {
    exit(WindowCommand.openWindow(day: nil, offline: false, asService: true))
} else if let first = arguments.first, TerminalCommands.names.contains(first) {
    TerminalCommands.runAsOneSentence()
} else {
    WindowCommand.runAsOneSentence()
}
