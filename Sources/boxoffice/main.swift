// `boxoffice`: answers `daily`, `weekly`, `run`, `market`, `forecast`, `records` and a settled `coming`
// from what is saved without loading GTK, GLib or libsoup (a few milliseconds instead of twenty);
// anything else, the window included, is handed on to `boxoffice-app` beside it, which this process
// becomes.
import BoxOfficeTerminal
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if let status = CachedAnswers.answer(arguments) { exit(status) }
AppHandOff.exec(arguments)
