import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `coming` prints, however the list was read: its warnings on stderr, then the films as a table,
/// JSON or CSV, or "no film" with its own status. Both executables answer through here.
public enum ComingPrinting {
    public static func print(_ films: ComingFilms, warnings: [String], format: ChartFormat) throws {
        for warning in warnings { CommandSupport.printError("boxoffice: " + warning + ".") }
        if films.films.isEmpty {
            CommandSupport.printError(
                "boxoffice: "
                    + tr(
                        "No film is registered to open from {from} to {to}.",
                        ["from": films.from.iso, "to": films.to.iso]))
            throw ExitCode(CommandSupport.noNumbersStatus)
        }
        let output = ComingOutput(films)
        switch format {
        case .json: Swift.print(output.json())
        case .csv: Swift.print(output.csv(), terminator: "")
        default: Swift.print(output.table())
        }
    }

    /// The list from the saved pages alone, when every page the weeks need is fresh today (nil: the app
    /// reads it); distributors from the saved details, as the app names them.
    public static func settled(weeks: Int, cache: DiskCache, saved: SavedCharts, now: Date) -> (
        films: ComingFilms, warnings: [String]
    )? {
        let from = KoreanTime.today(now: now)
        let pages = SavedComingPages(database: cache.database)
        guard let settled = pages.settled(years: ComingFilms.years(from: from, weeks: weeks), now: now) else {
            return nil
        }
        var films = ComingFilms(items: settled.items, from: from, weeks: weeks)
        films.addDistributors { saved.immediateFilm(code: $0)?.value }
        return (films, settled.cut ? [ComingPaging.cutWarning] : [])
    }
}
