/// A film's run as delimited text, one row a day from history (missing days listed as missing, never
/// estimated): CSV for `boxoffice run --format csv` and the film window's Export, tab-separated for its
/// Copy. Plain values (digits without grouping, ISO dates) under stable English column names, so a file
/// reads the same whatever the language it was saved in; quoting and the formula guard are `ChartExport`'s.
public enum RunExport {
    public static let header = [
        "d", "date", "status", "rank", "audience", "audienceTotal", "sales", "salesTotal",
        "screens", "shows", "salesShare"
    ]

    public static func rows(_ run: FilmRun) -> [[String]] {
        [header]
            + run.days.map { d in
                let r = d.row
                return ["\(d.dNumber)", d.day.iso, status(d.status)]
                    + [
                        r.map { "\($0.rank)" }, r.map { "\($0.audience)" }, r.map { "\($0.audienceTotal)" },
                        r.map { "\($0.sales)" },
                        r.map { "\($0.salesTotal)" }, r.map { "\($0.screens)" }, r.map { "\($0.shows)" },
                        r.map(\.salesShare)
                    ]
                    .map { $0 ?? "" }
            }
    }

    public static func csv(_ run: FilmRun) -> String { ChartExport.csv(rows: rows(run)) }

    public static func tabSeparated(_ run: FilmRun) -> String { ChartExport.tabSeparated(rows: rows(run)) }

    /// "boxoffice-run-20199882.csv".
    public static func fileName(_ run: FilmRun) -> String { "boxoffice-run-\(run.movieCode).csv" }

    /// A day's status as a word: ranked, outsideTop10 (kept, not in the top 10) or missing (no chart kept).
    public static func status(_ s: FilmRun.Status) -> String {
        switch s {
        case .ranked: return "ranked"
        case .outsideTop10: return "outsideTop10"
        case .missing: return "missing"
        }
    }
}
