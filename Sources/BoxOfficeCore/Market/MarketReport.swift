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

    /// The Korean chart's days in the period (each month's and each day's Korean split).
    public let koreanDays: [Day: MarketDay]

    public struct Month: Sendable, Equatable {
        public let period: MarketPeriod
        public let totals: MarketTotals
        /// Korean films' share of the month, over its days with both charts; nil without their chart.
        public let korean: SegmentShare?
    }

    /// `rows`: whole-market rows (segment "") covering the period and, for the comparison, the same days a year
    /// earlier (more is ignored); `koreanRows`: the Korean chart's rows for the period (empty when not kept).
    public init(period: MarketPeriod, rows: [HistoryRow], koreanRows: [HistoryRow] = []) {
        let earlier = rows.filter { $0.day < period.first }
        self.init(
            period: period, rows: rows.filter { period.contains($0.day) }, earlierDays: MarketDay.days(earlier),
            koreanDays: MarketDay.days(koreanRows.filter { period.contains($0.day) }), earlierRows: earlier)
    }

    /// What history reads for it (`HistoryStore.market`): the period's whole-market rows (others are left out), the days before it as
    /// day sums only (the same days last year need no films), the Korean chart's days, and the rows before the
    /// period of the films that may have passed 10 million in it (`TenMillionCrossing.candidates`).
    public init(
        period: MarketPeriod, rows: [HistoryRow], earlierDays: [Day: MarketDay], koreanDays: [Day: MarketDay],
        earlierRows: [HistoryRow]
    ) {
        self.period = period
        // Rows outside the period are left out (the store reads exactly the period: no copy then).
        let rows = rows.allSatisfy { period.contains($0.day) } ? rows : rows.filter { period.contains($0.day) }
        let own = MarketDay.days(rows)
        let whole = own.merging(earlierDays) { mine, _ in mine }
        days = period.days.compactMap { own[$0] }
        totals = MarketTotals(days)
        previous = MarketComparison(period: period, days: whole)
        let koreanDays = koreanDays.filter { period.contains($0.key) }
        self.koreanDays = koreanDays
        korean = SegmentShare(period: period, segment: koreanDays, whole: own)
        months =
            period.kind == .year
            ? period.months.map { m in
                Month(
                    period: m, totals: MarketTotals(m.days.compactMap { own[$0] }),
                    korean: SegmentShare(period: m, segment: koreanDays, whole: own))
            }
            : []
        // A day whose rows do not add up is a gap for the films too: its rows are not trusted.
        let inPeriod = rows.allSatisfy { own[$0.day] != nil } ? rows : rows.filter { own[$0.day] != nil }
        films = MarketFilm.films(inPeriod)
        numberOnes = NumberOneFilm.films(films, rows: inPeriod)
        tenMillion = TenMillionCrossing.crossings(in: period, rows: rows, earlier: earlierRows)
    }

    public var daysInPeriod: Int { period.dayCount }
    /// Korean films' share of one day of the period; nil without both charts that day.
    public func korean(on day: Day) -> SegmentShare? {
        let whole = days.first { $0.day == day }.map { [day: $0] } ?? [:]
        return SegmentShare(days: [day], segment: koreanDays, whole: whole)
    }
    /// Nothing of the period is in history.
    public var isEmpty: Bool { days.isEmpty }
}
