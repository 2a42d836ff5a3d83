/// What a refresh has to tell about followed films: a pure function of plain values, so the window, the
/// command line and the tests read the same answer.
public enum FollowEvents {
    public static let thresholds: [Int64] = RunMilestones.thresholds

    /// The events of `day` for `followed` films. `today` is the day's daily chart (whole market); `before` is
    /// the day before's, nil when it is not known; `totalsBefore` holds each film's highest audience total
    /// known before `day`. A mark is passed only from a known total below it (a film first seen above it says
    /// nothing); #1 and leaving the top 10 need both days' charts.
    public static func detect(
        followed: [FollowedFilm], day: Day, today: [HistoryRow], before: [HistoryRow]?,
        totalsBefore: [String: Int64]
    ) -> [FollowEvent] {
        var events: [FollowEvent] = []
        let todayByCode = Dictionary(today.map { ($0.movieCode, $0) }, uniquingKeysWith: { a, _ in a })
        let beforeByCode = before.map { Dictionary($0.map { ($0.movieCode, $0) }, uniquingKeysWith: { a, _ in a }) }
        for film in followed {
            if let row = todayByCode[film.movieCode] {
                if let earlier = totalsBefore[film.movieCode] {
                    for threshold in thresholds where earlier < threshold && row.audienceTotal >= threshold {
                        events.append(
                            FollowEvent(
                                kind: .passed(threshold: threshold), movieCode: film.movieCode, title: row.title,
                                day: day, audienceTotal: row.audienceTotal, rank: row.rank))
                    }
                }
                // The first day says its rank itself: no separate "#1" beside it.
                let first = isFirstInChart(
                    row, day: day, seenBefore: totalsBefore[film.movieCode] != nil, before: beforeByCode)
                if first {
                    events.append(
                        FollowEvent(
                            kind: .firstInChart(openDate: row.openDate, audience: row.audience, screens: row.screens),
                            movieCode: film.movieCode, title: row.title, day: day, audienceTotal: row.audienceTotal,
                            rank: row.rank))
                }
                if !first, row.rank == 1, let beforeByCode, beforeByCode[film.movieCode]?.rank != 1 {
                    events.append(
                        FollowEvent(
                            kind: .reachedNumberOne, movieCode: film.movieCode, title: row.title, day: day,
                            audienceTotal: row.audienceTotal, rank: 1))
                }
            } else if !today.isEmpty, let last = beforeByCode?[film.movieCode] {
                events.append(
                    FollowEvent(
                        kind: .leftTopTen, movieCode: film.movieCode, title: last.title, day: day,
                        audienceTotal: last.audienceTotal, rank: last.rank))
            }
        }
        return events
    }

    /// A film never seen before `day`, opened at most two weeks before it: a film followed before it opened,
    /// appearing for the first time. "Never seen" is the history's word (its totals), so the day before's
    /// chart is not needed: when it is known, a film in it is not new; when it is not, the row itself must
    /// show a first day — its admissions before the day (previews) no more than the day's own — or the
    /// first check after following would call every recent film in the chart new. A film without an
    /// opening day is told only against a known day before (nothing bounds its age otherwise).
    static func isFirstInChart(_ row: HistoryRow, day: Day, seenBefore: Bool, before: [String: HistoryRow]?) -> Bool {
        guard !seenBefore, before?[row.movieCode] == nil else { return false }
        guard let opened = row.openDate else { return before != nil }
        guard opened.days(until: day) <= 14 else { return false }
        if before != nil { return true }
        let (earlier, overflow) = row.audienceTotal.subtractingReportingOverflow(row.audience)
        return !overflow && earlier <= row.audience
    }

    /// The weekend just past when it is due: from Monday (Korea time) on, the Fri–Sun weekend that ended by
    /// `yesterday`.
    public static func dueWeekend(yesterday: Day) -> ChartPeriod {
        ChartPeriod.latest(.weekend, yesterday: yesterday)
    }
}
