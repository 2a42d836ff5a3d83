/// The holidays that move the box office: 설날 and 추석 (the lunar day with the days either side), Christmas
/// Eve and Day, New Year's Day, and the summer peak (July 25 – August 15).
///
/// The lunar days are a table, never computed by guess: the Korea Astronomy and Space Science Institute's
/// published dates (Korea's lunar calendar differs from China's in some years, 2027's 설날 among them).
public enum KoreanHolidays {
    /// (설날, 추석) by year, as KASI publishes them.
    static let lunar: [Int: (seollal: (Int, Int), chuseok: (Int, Int))] = [
        2016: ((2, 8), (9, 15)), 2017: ((1, 28), (10, 4)), 2018: ((2, 16), (9, 24)), 2019: ((2, 5), (9, 13)),
        2020: ((1, 25), (10, 1)), 2021: ((2, 12), (9, 21)), 2022: ((2, 1), (9, 10)), 2023: ((1, 22), (9, 29)),
        2024: ((2, 10), (9, 17)), 2025: ((1, 29), (10, 6)), 2026: ((2, 17), (9, 25))
    ]

    /// The years the table holds.
    public static var years: ClosedRange<Int> { (lunar.keys.min() ?? 0)...(lunar.keys.max() ?? 0) }

    public static func seollal(_ year: Int) -> Day? {
        lunar[year].flatMap { Day(year: year, month: $0.seollal.0, day: $0.seollal.1) }
    }
    public static func chuseok(_ year: Int) -> Day? {
        lunar[year].flatMap { Day(year: year, month: $0.chuseok.0, day: $0.chuseok.1) }
    }

    /// 설날 or 추석 (the day before, the day, the day after), Christmas Eve or Day, or New Year's Day.
    public static func isHoliday(_ day: Day) -> Bool {
        if (day.month == 12 && (day.day == 24 || day.day == 25)) || (day.month == 1 && day.day == 1) { return true }
        for lunarDay in [seollal(day.year), chuseok(day.year)] {
            if let lunarDay, abs(lunarDay.days(until: day)) <= 1 { return true }
        }
        return false
    }

    /// July 25 – August 15: the summer holidays' peak.
    public static func isSummerPeak(_ day: Day) -> Bool {
        (day.month == 7 && day.day >= 25) || (day.month == 8 && day.day <= 15)
    }
}
