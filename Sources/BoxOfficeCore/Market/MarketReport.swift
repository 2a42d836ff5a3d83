/// The market over a year or a month, from daily history: the estimates, their coverage, the same days last
/// year, Korean films' share, the months, the films, the #1s and the films passing 10 million. Pure: the
/// rows come in, the figures come out. A day missing from history is missing, never interpolated.
public struct MarketReport: Sendable, Equatable {
    public let period: MarketPeriod
    /// Each covered day of the period, in order (the bars of a month).
    public let days: [MarketDay]
    public let totals: MarketTotals
    public let previous: MarketComparison?
    public let korean: SegmentShare?
    /// For a year: its months up to the period's end, each with its own coverage.
    public let months: [Month]
    /// The period's films by audience within it.
    public let films: [MarketFilm]
    public let numberOnes: [NumberOneFilm]
    public let tenMillion: [TenMillionCrossing]

    public struct Month: Sendable, Equatable {
        public let period: MarketPeriod
        public let totals: MarketTotals
    }

    /// `rows`: whole-market rows (segment "") covering the period and, for the comparison, the same days a year
    /// earlier (more is ignored); `koreanRows`: the Korean chart's rows for the period (empty when not kept).
    public init(period: MarketPeriod, rows: [HistoryRow], koreanRows: [HistoryRow] = []) {
        self.period = period
        let whole = MarketDay.days(rows)
        days = period.days.compactMap { whole[$0] }
        totals = MarketTotals(days)
        previous = MarketComparison(period: period, days: whole)
        korean = SegmentShare(
            period: period, segment: MarketDay.days(koreanRows.filter { period.contains($0.day) }), whole: whole)
        months =
            period.kind == .year
            ? period.months.map { m in Month(period: m, totals: MarketTotals(m.days.compactMap { whole[$0] })) }
            : []
        // A day whose rows do not add up is a gap for the films too: its rows are not trusted.
        let inPeriod = rows.filter { period.contains($0.day) && whole[$0.day] != nil }
        films = MarketFilm.films(inPeriod)
        numberOnes = NumberOneFilm.films(films, rows: inPeriod)
        tenMillion = TenMillionCrossing.crossings(in: period, rows: rows)
    }

    public var daysInPeriod: Int { period.dayCount }
    /// Nothing of the period is in history.
    public var isEmpty: Bool { days.isEmpty }
}
