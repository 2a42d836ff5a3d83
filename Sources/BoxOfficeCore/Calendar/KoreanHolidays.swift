/// The holidays that move the box office: 설날 and 추석 (the lunar day with the days either side), Christmas
/// Eve and Day, New Year's Day, and the summer peak (July 25 – August 15).
///
/// The lunar days are a table, never computed by guess: the Korea Astronomy and Space Science Institute's
/// published dates (Korea's lunar calendar differs from China's in some years, 2027's 설날 among them).
public enum KoreanHolidays {
    /// (설날, 추석) by year, as KASI publishes them (2003–2035; `LunarCalendarTests` checks each against the
    /// astronomical lunar calendar in Korean time).
    static let lunar: [Int: (seollal: (Int, Int), chuseok: (Int, Int))] = [
        2003: ((2, 1), (9, 11)), 2004: ((1, 22), (9, 28)), 2005: ((2, 9), (9, 18)), 2006: ((1, 29), (10, 6)),
        2007: ((2, 18), (9, 25)), 2008: ((2, 7), (9, 14)), 2009: ((1, 26), (10, 3)), 2010: ((2, 14), (9, 22)),
        2011: ((2, 3), (9, 12)), 2012: ((1, 23), (9, 30)), 2013: ((2, 10), (9, 19)), 2014: ((1, 31), (9, 8)),
        2015: ((2, 19), (9, 27)),
        2016: ((2, 8), (9, 15)), 2017: ((1, 28), (10, 4)), 2018: ((2, 16), (9, 24)), 2019: ((2, 5), (9, 13)),
        2020: ((1, 25), (10, 1)), 2021: ((2, 12), (9, 21)), 2022: ((2, 1), (9, 10)), 2023: ((1, 22), (9, 29)),
        2024: ((2, 10), (9, 17)), 2025: ((1, 29), (10, 6)), 2026: ((2, 17), (9, 25)),
        2027: ((2, 7), (9, 15)), 2028: ((1, 27), (10, 3)), 2029: ((2, 13), (9, 22)), 2030: ((2, 3), (9, 12)),
        2031: ((1, 23), (10, 1)), 2032: ((2, 11), (9, 19)), 2033: ((1, 31), (9, 8)), 2034: ((2, 19), (9, 27)),
        2035: ((2, 8), (9, 16))
    ]

    /// The years the forecast was calibrated with (`isHoliday` knows 설날 and 추석 only in these: its pinned
    /// figures depend on what it answers).
    static let forecastYears = 2016...2026

    /// The years the table holds.
    public static var years: ClosedRange<Int> { (lunar.keys.min() ?? 0)...(lunar.keys.max() ?? 0) }

    public static func seollal(_ year: Int) -> Day? {
        lunar[year].flatMap { Day(year: year, month: $0.seollal.0, day: $0.seollal.1) }
    }
    public static func chuseok(_ year: Int) -> Day? {
        lunar[year].flatMap { Day(year: year, month: $0.chuseok.0, day: $0.chuseok.1) }
    }

    /// 설날 or 추석 (the day before, the day, the day after), Christmas Eve or Day, or New Year's Day.
    public static func isHoliday(_ day: Day) -> Bool { isHoliday(daysSinceEpoch: day.daysSinceEpoch) }

    /// `isHoliday` of the day `days` after 1970-01-01: read from `table` (the forecast asks it for every day of
    /// thousands of runs), worked out by `computedIsHoliday` outside the table's years.
    static func isHoliday(daysSinceEpoch days: Int) -> Bool {
        let i = days - table.first
        guard i >= 0, i < table.flags.count else { return computedIsHoliday(Day(daysSinceEpoch: days)) }
        return table.flags[i] & Flags.holiday != 0
    }

    /// `isSummerPeak` of the day `days` after 1970-01-01, from `table` as `isHoliday(daysSinceEpoch:)`.
    static func isSummerPeak(daysSinceEpoch days: Int) -> Bool {
        let i = days - table.first
        guard i >= 0, i < table.flags.count else { return isSummerPeak(Day(daysSinceEpoch: days)) }
        return table.flags[i] & Flags.summer != 0
    }

    /// The rule `isHoliday` answers by, worked out for one day (`table` holds its answers for `tableYears`).
    static func computedIsHoliday(_ day: Day) -> Bool {
        if (day.month == 12 && (day.day == 24 || day.day == 25)) || (day.month == 1 && day.day == 1) { return true }
        guard forecastYears.contains(day.year) else { return false }
        for lunarDay in [seollal(day.year), chuseok(day.year)] {
            if let lunarDay, abs(lunarDay.days(until: day)) <= 1 { return true }
        }
        return false
    }

    enum Flags {
        static let holiday: UInt8 = 1
        static let summer: UInt8 = 2
    }

    /// The years `table` holds: every day KOBIS has and the next years'.
    static let tableYears = 2000...2040

    /// Each day of `tableYears`, from January 1 of the first: its `Flags`. Made once, on first use, by marking each
    /// year's few days (15 KB; `KoreanHolidaysTableTests` checks it against `computedIsHoliday` day by day).
    static let table: (first: Int, flags: [UInt8]) = {
        let first = Day.daysSinceEpoch(year: tableYears.lowerBound, month: 1, day: 1)
        let end = Day.daysSinceEpoch(year: tableYears.upperBound + 1, month: 1, day: 1)
        var flags = [UInt8](repeating: 0, count: end - first)
        func mark(_ from: Day?, through last: Day?, _ flag: UInt8) {
            guard let from, let last else { return }
            for n in from.daysSinceEpoch...last.daysSinceEpoch where (first..<end).contains(n) {
                flags[n - first] |= flag
            }
        }
        for year in tableYears {
            let newYear = Day(year: year, month: 1, day: 1)
            mark(newYear, through: newYear, Flags.holiday)
            mark(Day(year: year, month: 12, day: 24), through: Day(year: year, month: 12, day: 25), Flags.holiday)
            mark(Day(year: year, month: 7, day: 25), through: Day(year: year, month: 8, day: 15), Flags.summer)
            guard forecastYears.contains(year) else { continue }
            for lunarDay in [seollal(year), chuseok(year)] {
                mark(lunarDay?.adding(days: -1), through: lunarDay?.adding(days: 1), Flags.holiday)
            }
        }
        return (first, flags)
    }()

    /// July 25 – August 15: the summer holidays' peak.
    public static func isSummerPeak(_ day: Day) -> Bool {
        (day.month == 7 && day.day >= 25) || (day.month == 8 && day.day <= 15)
    }
}
