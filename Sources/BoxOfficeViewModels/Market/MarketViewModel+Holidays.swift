import BoxOfficeCore

/// The holidays scope: a year's 설날, May, summer peak, 추석 and Christmas Day, each with its sales and
/// admissions ≈, its #1 and that film's share, against the same holiday a year earlier and the average of the
/// years before. A row opens its #1's window.
extension MarketViewModel {
    /// "설 연휴" / "Seollal break", …
    public static func holidayName(_ name: HolidayPeriod.Name, _ language: DisplayLanguage) -> String {
        switch name {
        case .seollal: return tr("Seollal break", in: language)
        case .chuseok: return tr("Chuseok break", in: language)
        case .christmas: return tr("Christmas Day", in: language)
        case .summer: return tr("Summer peak", in: language)
        case .may: return tr("May", in: language)
        }
    }

    public var holidayLines: [MarketLine] {
        holidays.map { h in
            var details: [String] = []
            if let one = h.numberOne {
                let share = h.numberOneShare.map { " (" + NumberFormatting.percent($0, decimals: 1) + ")" } ?? ""
                details.append(tr("#1 {title}", ["title": one.title]) + share)
            }
            if h.daysCovered > 0 {
                details.append(tr("≈ {audience}", ["audience": numbers.roundedAudience(h.totals.audience)]))
            }
            if !h.isWhole {
                details.append(
                    tr(
                        "{covered} of {days} days in history",
                        ["covered": String(h.daysCovered), "days": String(h.period.dayCount)]))
            }
            if let c = h.salesChangeFromLastYear {
                details.append(
                    tr(
                        "{change} on {year}",
                        [
                            "change": NumberFormatting.percent(c, decimals: 1, signed: true),
                            "year": String(h.period.year - 1)
                        ]))
            }
            if let c = h.salesChangeFromAverage {
                details.append(
                    tr(
                        "{change} on the average of the years before",
                        ["change": NumberFormatting.percent(c, decimals: 1, signed: true)]))
            }
            return MarketLine(
                title: Self.holidayName(h.period.name, language) + " · "
                    + dates.range(h.period.first, h.period.last, withYear: false),
                subtitle: details.joined(separator: " · "),
                value: h.daysCovered > 0 ? "≈ " + numbers.roundedMoney(h.totals.sales) : "—",
                target: h.numberOne.map { .film(code: $0.movieCode, title: $0.title, year: $0.openDate?.year) })
        }
    }

    /// "5 holidays, 4 held whole in history".
    var holidayCoverage: String? {
        guard !holidays.isEmpty else { return nil }
        return tr(
            "{covered} of {holidays} holidays held whole in history",
            ["covered": String(holidays.filter(\.isWhole).count), "holidays": String(holidays.count)])
    }

    var holidayBars: [MarketBar] {
        holidays.map { h in
            let value = h.daysCovered > 0 ? Double(h.totals.sales) : nil
            let previous = h.salesChangeFromLastYear.map { Double(h.totals.sales) / (1 + $0 / 100) }
            let name = Self.holidayName(h.period.name, language)
            var parts = [name + " " + dates.range(h.period.first, h.period.last)]
            parts.append(
                h.daysCovered > 0 ? figuresSentence(h.totals, of: h.period.dayCount) : tr("no day in history"))
            if let change = h.salesChangeFromLastYear {
                parts.append(
                    tr(
                        "{change} against {year}",
                        [
                            "change": NumberFormatting.percent(change, decimals: 1, signed: true),
                            "year": String(h.period.year - 1)
                        ]))
            }
            return MarketBar(
                label: name, value: value, previous: previous, sentence: parts.joined(separator: "; "),
                target: h.numberOne.map { .film(code: $0.movieCode, title: $0.title, year: $0.openDate?.year) })
        }
    }
}
