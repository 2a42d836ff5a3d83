/// Days as people read them: "2024년 2월 10일 (토)" / "Sat, Feb 10, 2024". Each form is a message whose
/// translation places `{year}`, `{month}` (its number), `{month name}`, `{day}` and `{weekday}` as its
/// language writes a date.
public struct DayFormatting: Sendable {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    /// "Sat" / "토".
    public static func weekdayName(_ weekday: Int, _ language: DisplayLanguage) -> String {
        switch weekday {
        case 1: return tr("Sun", in: language)
        case 2: return tr("Mon", in: language)
        case 3: return tr("Tue", in: language)
        case 4: return tr("Wed", in: language)
        case 5: return tr("Thu", in: language)
        case 6: return tr("Fri", in: language)
        default: return tr("Sat", in: language)
        }
    }

    /// "Feb" / "2월": a month's short name.
    public static func monthName(_ month: Int, _ language: DisplayLanguage) -> String {
        switch month {
        case 1: return tr("Jan", in: language)
        case 2: return tr("Feb", in: language)
        case 3: return tr("Mar", in: language)
        case 4: return tr("Apr", in: language)
        case 5: return tr("May", in: language)
        case 6: return tr("Jun", in: language)
        case 7: return tr("Jul", in: language)
        case 8: return tr("Aug", in: language)
        case 9: return tr("Sep", in: language)
        case 10: return tr("Oct", in: language)
        case 11: return tr("Nov", in: language)
        default: return tr("Dec", in: language)
        }
    }

    /// The placeholders a date message may use, for one day.
    static func parts(_ d: Day, _ language: DisplayLanguage, _ prefix: String = "") -> [String: String] {
        [
            prefix + "year": String(d.year), prefix + "month": String(d.month),
            prefix + "month name": monthName(d.month, language), prefix + "day": String(d.day),
            prefix + "weekday": weekdayName(d.weekday, language)
        ]
    }

    /// With the weekday, for the date button.
    public func long(_ d: Day) -> String {
        tr("{weekday}, {month name} {day}, {year}", Self.parts(d, language), in: language)
    }

    /// Without the year, for a narrow window's date button: "1월 5일 (수)" / "Wed, Jan 5".
    public func short(_ d: Day) -> String { tr("{weekday}, {month name} {day}", Self.parts(d, language), in: language) }

    /// Under a chart's axis: "12.20" / "Dec 20".
    public func axis(_ d: Day) -> String { tr("{month name} {day}", Self.parts(d, language), in: language) }

    /// Without the weekday, for open dates.
    public func medium(_ d: Day) -> String { tr("{month name} {day}, {year}", Self.parts(d, language), in: language) }

    /// A period without weekdays: "2023년 4월 21일–23일", "2011년 12월 30일–2012년 1월 1일" /
    /// "Apr 21–23, 2023", "Dec 30, 2011–Jan 1, 2012". A single day reads as `long`.
    public func range(_ first: Day, _ last: Day, withYear: Bool = true) -> String {
        guard first != last else { return withYear ? long(first) : short(first) }
        let p = Self.parts(first, language, "first ").merging(Self.parts(last, language, "last ")) { $1 }
        if first.year != last.year {
            return withYear
                ? tr(
                    "{first month name} {first day}, {first year}–{last month name} {last day}, {last year}", p,
                    in: language)
                : tr("{first month name} {first day}–{last month name} {last day}", p, in: language)
        }
        if first.month != last.month {
            return withYear
                ? tr("{first month name} {first day}–{last month name} {last day}, {last year}", p, in: language)
                : tr("{first month name} {first day}–{last month name} {last day}", p, in: language)
        }
        return withYear
            ? tr("{first month name} {first day}–{last day}, {last year}", p, in: language)
            : tr("{first month name} {first day}–{last day}", p, in: language)
    }
}
