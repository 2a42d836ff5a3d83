import BoxOfficeCore
import Foundation

/// Copying and saving the run: the days as `RunExport` writes them (the CSV is `boxoffice run --format csv`'s
/// text), taken when asked, so what was on screen is what is copied or saved.
extension FilmRunViewModel {
    public static var nothingToExport: String { tr("This film has no days in the history to copy or save.") }
    public static var copiedText: String { tr("Copied the run") }

    /// Tab-separated, a header and a row a day: pastes into a spreadsheet as cells. Nil with no history.
    public var clipboardText: String? { run.map(RunExport.tabSeparated) }

    /// "boxoffice-run-20199882.csv".
    public var csvName: String { "boxoffice-run-\(movieCode).csv" }

    /// The run as it is now, for a save dialog to write once answered.
    public var exportableRun: FilmRun? { run }

    /// Writes `run` as CSV (UTF-8 with a byte order mark, for Excel) and says how it went, in one sentence.
    public nonisolated static func writeCSV(_ run: FilmRun, to url: URL) -> String {
        let name = url.lastPathComponent
        do {
            try ChartExport.fileData(RunExport.csv(run)).write(to: url, options: .atomic)
            return tr("Saved {file}", ["file": name])
        } catch {
            return tr("Could not save {file}: {reason}.", ["file": name, "reason": ChartViewModel.reason(error)])
        }
    }
}
