/// One holiday period of one year in the market: its estimated sales and admissions over the days history
/// holds (the market's own estimate, `MarketDay`), the film most watched in it and that film's share of the
/// period's sales, and its sales against the same holiday a year earlier and against the average of the years
/// before, in total and per day (breaks differ in length: 설 2025 had six days, 2024 four). Comparisons are made
/// only between periods history holds whole: a period with a missing day (or not over yet) is compared with
/// nothing, and nothing is compared with it.
public struct HolidayFigures: Sendable, Equatable {
    public let period: HolidayPeriod
    public let totals: MarketTotals
    /// The period's most watched film (by admissions on its top-10 days in the period).
    public let numberOne: MarketFilm?
    /// The #1's share of the period's estimated sales, in %; nil without sales.
    public let numberOneShare: Double?
    /// In %; nil when the same holiday a year earlier is not held whole (or this one is not).
    public let salesChangeFromLastYear: Double?
    /// Against the average sales of the same holiday in every earlier year held whole, in %.
    public let salesChangeFromAverage: Double?
    /// The same for admissions (the shipped reference runs carry admissions and shares, not sales).
    public let audienceChangeFromLastYear: Double?
    public let audienceChangeFromAverage: Double?
    /// The sales and admissions per day against the same holiday's per day a year earlier, in %; nil as the
    /// totals' changes are.
    public let salesPerDayChangeFromLastYear: Double?
    public let audiencePerDayChangeFromLastYear: Double?
    /// The same holiday a year earlier (its days; nil when it is not known).
    public let lastYearDays: Int?

    public var daysCovered: Int { totals.daysCovered }
    /// Every day of the period is in history.
    public var isWhole: Bool { totals.daysCovered == period.dayCount }

    /// Each year's periods from the first year of `rows` to `latest`'s (latest first; within a year in calendar
    /// order), leaving out those not begun by `latest`. `rows`: whole-market rows (others are left out).
    /// `temporary`: the declared temporary holidays that join a break.
    public static func years(
        rows: [HistoryRow], latest: Day, temporary: TemporaryHolidays = .none
    ) -> [[HolidayFigures]] {
        let whole = rows.filter { $0.segmentKey.isEmpty && $0.day <= latest }
        guard let firstYear = whole.map(\.day.year).min() else { return [] }
        var byYear: [Int: [HistoryRow]] = [:]
        for row in whole { byYear[row.day.year, default: []].append(row) }
        var earlier: [HolidayPeriod.Name: [Int: MarketTotals]] = [:]
        var result: [[HolidayFigures]] = []
        for year in firstYear...max(firstYear, latest.year) {
            let yearRows = byYear[year] ?? []
            let periods = HolidayPeriod.periods(in: year, temporary: temporary).filter { $0.first <= latest }
            let figures = periods.map { period in
                HolidayFigures(
                    period: period, rows: yearRows.filter { period.contains($0.day) },
                    earlier: earlier[period.name] ?? [:])
            }
            for f in figures where f.isWhole { earlier[f.period.name, default: [:]][year] = f.totals }
            result.insert(figures, at: 0)
        }
        return result
    }

    /// `earlier`: the same holiday's totals by year, in the years history held it whole.
    init(period: HolidayPeriod, rows: [HistoryRow], earlier: [Int: MarketTotals]) {
        self.period = period
        let days = MarketDay.days(rows)
        let totals = MarketTotals(period.days.compactMap { days[$0] })
        self.totals = totals
        // A day whose rows do not add up is a gap for the films too.
        numberOne = MarketFilm.films(rows.filter { days[$0.day] != nil }).first
        numberOneShare = numberOne.flatMap { film in
            totals.sales > 0 ? Double(film.sales) / Double(totals.sales) * 100 : nil
        }
        let whole = totals.daysCovered == period.dayCount
        let lastYear = whole ? earlier[period.year - 1] : nil
        let past = whole ? earlier.filter { $0.key < period.year }.sorted { $0.key < $1.key }.map(\.value) : []
        salesChangeFromLastYear = lastYear.flatMap { Self.change(totals.sales, from: $0.sales) }
        audienceChangeFromLastYear = lastYear.flatMap { Self.change(totals.audience, from: $0.audience) }
        salesChangeFromAverage = Self.changeFromAverage(totals.sales, past.map(\.sales))
        audienceChangeFromAverage = Self.changeFromAverage(totals.audience, past.map(\.audience))
        lastYearDays = lastYear.map(\.daysCovered)
        let length = Double(period.dayCount)
        salesPerDayChangeFromLastYear = lastYear.flatMap { last in
            Self.perDayChange(totals.sales, length, from: last.sales, Double(last.daysCovered))
        }
        audiencePerDayChangeFromLastYear = lastYear.flatMap { last in
            Self.perDayChange(totals.audience, length, from: last.audience, Double(last.daysCovered))
        }
    }

    /// (a ÷ b − 1) × 100; nil unless both are known (above zero).
    static func change(_ value: Int64, from base: Int64) -> Double? {
        value > 0 ? MarketTotals.change(value, from: base) : nil
    }

    /// ((a ÷ its days) ÷ (b ÷ its days) − 1) × 100; nil unless both are known.
    static func perDayChange(_ value: Int64, _ days: Double, from base: Int64, _ baseDays: Double) -> Double? {
        guard value > 0, base > 0, days > 0, baseDays > 0 else { return nil }
        return ((Double(value) / days) / (Double(base) / baseDays) - 1) * 100
    }

    static func changeFromAverage(_ value: Int64, _ past: [Int64]) -> Double? {
        let known = past.filter { $0 > 0 }
        guard !known.isEmpty, value > 0 else { return nil }
        let average = known.reduce(0.0) { $0 + Double($1) } / Double(known.count)
        return (Double(value) / average - 1) * 100
    }
}
