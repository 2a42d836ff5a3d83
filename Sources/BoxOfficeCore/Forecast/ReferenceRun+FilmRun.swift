/// A reference run as a film's run, for drawing a film known only from the shipped runs (`boxoffice forecast
/// --format png`) as a saved film's run is drawn.
extension ReferenceRun {
    /// Every day from its first ranked day to its last: the ranked ones with their figures, the others
    /// outside the top 10 (the shipped file holds every day's chart of its span). Sales are not shipped: 0.
    public var filmRun: FilmRun? {
        let rows = days.map { d in
            HistoryRow(
                day: d.day, segmentKey: "", movieCode: movieCode, rank: d.rank, audience: d.audience, sales: 0,
                screens: d.screens, shows: d.shows, audienceTotal: d.audienceTotal, salesTotal: 0,
                salesShare: String(d.salesShare), title: title, openDate: openDate)
        }
        return FilmRun(movieCode: movieCode, rows: rows, knownDays: Set(firstDay.through(lastDay)))
    }
}
