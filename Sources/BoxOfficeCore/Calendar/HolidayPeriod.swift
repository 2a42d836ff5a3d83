/// A holiday period the box office is compared by, year against year: 설날 and 추석 as the break people had
/// (the three days, a substitute holiday, and every weekend day and public holiday that adjoins them: 개천절,
/// 한글날 and the temporary holidays of `TemporaryHolidays`, the table in `Data/calendar/`), Christmas Day, the
/// summer peak (July 25 – August 15) and May. Breaks differ in length, so comparisons are also made per day.
public struct HolidayPeriod: Sendable, Equatable, Hashable {
    public enum Name: String, Sendable, CaseIterable, Hashable {
        case seollal, chuseok, christmas, summer, may
    }

    public let name: Name
    public let year: Int
    public let first: Day
    public let last: Day

    public init(name: Name, year: Int, first: Day, last: Day) {
        self.name = name
        self.year = year
        self.first = first
        self.last = last
    }

    /// The years 설날 and 추석 are known in (the table's).
    public static var years: ClosedRange<Int> { KoreanHolidays.years }

    /// nil for 설날 or 추석 outside the table's years. `temporary`: the declared temporary holidays (none: the
    /// rule's break alone).
    public init?(_ name: Name, year: Int, temporary: TemporaryHolidays = .none) {
        switch name {
        case .seollal, .chuseok:
            guard let day = name == .seollal ? KoreanHolidays.seollal(year) : KoreanHolidays.chuseok(year) else {
                return nil
            }
            let (first, last) = Self.lunarBreak(around: day, temporary: temporary)
            self.init(name: name, year: year, first: first, last: last)
        case .christmas:
            guard let day = Day(year: year, month: 12, day: 25) else { return nil }
            self.init(name: name, year: year, first: day, last: day)
        case .summer:
            guard let first = Day(year: year, month: 7, day: 25), let last = Day(year: year, month: 8, day: 15) else {
                return nil
            }
            self.init(name: name, year: year, first: first, last: last)
        case .may:
            guard let first = Day(year: year, month: 5, day: 1), let last = Day(year: year, month: 5, day: 31) else {
                return nil
            }
            self.init(name: name, year: year, first: first, last: last)
        }
    }

    /// The year's periods in calendar order (설날, May, summer, 추석, Christmas); 설날 and 추석 only in the table's years.
    public static func periods(in year: Int, temporary: TemporaryHolidays = .none) -> [HolidayPeriod] {
        [.seollal, .may, .summer, .chuseok, .christmas].compactMap {
            HolidayPeriod($0, year: year, temporary: temporary)
        }
    }

    public var days: [Day] { first.through(last) }
    public var dayCount: Int { first.days(until: last) + 1 }
    public func contains(_ day: Day) -> Bool { first <= day && day <= last }

    /// The same holiday `years` earlier (nil when it is not known then).
    public func earlier(by years: Int, temporary: TemporaryHolidays = .none) -> HolidayPeriod? {
        HolidayPeriod(name, year: year - years, temporary: temporary)
    }

    /// The substitute holiday for 설날 and 추석 began in 2014.
    static let firstSubstituteYear = 2014

    /// The day before, the day and the day after `day`; for each of them that is a Sunday or another public
    /// holiday from 2014 on, the next weekday that is not a holiday (the substitute holiday); then every weekend
    /// day and public holiday either side that joins them into one break (추석 2017: the temporary holiday of
    /// October 2 before, 한글날 after, ten days).
    static func lunarBreak(around day: Day, temporary: TemporaryHolidays = .none) -> (Day, Day) {
        let isHoliday = { (d: Day) in isOtherPublicHoliday(d, temporary) }
        let three = [day.adding(days: -1), day, day.adding(days: 1)]
        var last = three[2]
        if day.year >= firstSubstituteYear {
            for _ in three.filter({ isSunday($0) || isHoliday($0) }) {
                var next = last.adding(days: 1)
                while isWeekend(next) || isHoliday(next) { next = next.adding(days: 1) }
                last = next
            }
        }
        var first = three[0]
        while isWeekend(first.adding(days: -1)) || isHoliday(first.adding(days: -1)) { first = first.adding(days: -1) }
        while isWeekend(last.adding(days: 1)) || isHoliday(last.adding(days: 1)) { last = last.adding(days: 1) }
        return (first, last)
    }

    /// `Day.weekday`: 1 is Sunday … 7 Saturday.
    static func isSunday(_ day: Day) -> Bool { day.weekday == 1 }
    static func isWeekend(_ day: Day) -> Bool { day.weekday == 1 || day.weekday == 7 }

    /// The public holidays 설날 (late January – February) and 추석 (September – early October) can meet:
    /// 개천절 (October 3), 한글날 (October 9, a public holiday again from 2013), their substitute when they fall
    /// on a weekend (from 2021, the rule's first year for national days), and the temporary holidays.
    static func isOtherPublicHoliday(_ day: Day, _ temporary: TemporaryHolidays = .none) -> Bool {
        isNationalDay(day) || temporary.contains(day) || isNationalDaySubstitute(day)
    }

    static func isNationalDay(_ day: Day) -> Bool {
        day.month == 10 && (day.day == 3 || (day.day == 9 && day.year >= 2013))
    }

    /// The first weekday after 개천절 or 한글날 on a Saturday or Sunday that is not itself a holiday.
    static func isNationalDaySubstitute(_ day: Day) -> Bool {
        guard day.year >= 2021, day.month == 10, !isWeekend(day), !isNationalDay(day) else { return false }
        return [3, 9].contains { date in
            guard let national = Day(year: day.year, month: 10, day: date), isWeekend(national) else { return false }
            var next = national.adding(days: 1)
            while isWeekend(next) || isNationalDay(next) { next = next.adding(days: 1) }
            return next == day
        }
    }
}
