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

    /// Each period: its dates and days; its #1 (with its share), admissions, and sales and admissions against
    /// a year earlier in total and per day, each named; a period without a record says so and offers the fill.
    public var holidayLines: [MarketLine] {
        holidays.map { h in
            let heading =
                Self.holidayName(h.period.name, language) + " · "
                + dates.range(h.period.first, h.period.last, withYear: false) + " · "
                + trPlural("{count} day", "{count} days", count: h.period.dayCount, in: language)
            guard h.daysCovered > 0 else {
                let fillable = fill?.isAvailable ?? false
                return MarketLine(
                    title: heading, subtitle: tr("No day of the break is in history.", in: language),
                    value: fillable ? tr("No record — fill", in: language) : tr("No record", in: language),
                    target: fillable ? .fill(from: h.period.first, to: min(h.period.last, selection.latest)) : nil)
            }
            return MarketLine(
                title: heading, subtitle: holidayDetails(h).joined(separator: " · "),
                value: "≈ " + numbers.roundedMoney(h.totals.sales),
                target: h.numberOne.map {
                    .film(code: $0.movieCode, title: filmTitle($0.movieCode, $0.title), year: $0.openDate?.year)
                })
        }
    }

    /// "1위 안시성 (46.2 %) · ≈ 664만 명 · 매출 전년 대비 +12.0 % (하루 평균 −6.7 %) · 관객 전년 대비 …".
    func holidayDetails(_ h: HolidayFigures) -> [String] {
        let signed = { (x: Double) in NumberFormatting.percent(x, decimals: 1, signed: true) }
        var details: [String] = []
        if let one = h.numberOne {
            let share = h.numberOneShare.map { " (" + NumberFormatting.percent($0, decimals: 1) + ")" } ?? ""
            details.append(tr("#1 {title}", ["title": filmTitle(one.movieCode, one.title)], in: language) + share)
        }
        details.append(tr("≈ {audience}", ["audience": numbers.roundedAudience(h.totals.audience)], in: language))
        if !h.isWhole {
            details.append(
                tr(
                    "{covered} of {days} days in history",
                    ["covered": String(h.daysCovered), "days": String(h.period.dayCount)], in: language))
        }
        let perDay = { (x: Double?) in
            x.map { " (" + tr("per day {change}", ["change": signed($0)], in: self.language) + ")" } ?? ""
        }
        if let c = h.salesChangeFromLastYear {
            details.append(
                tr("Sales on last year {change}", ["change": signed(c)], in: language)
                    + perDay(h.salesPerDayChangeFromLastYear))
        }
        if let c = h.audienceChangeFromLastYear {
            details.append(
                tr("Admissions on last year {change}", ["change": signed(c)], in: language)
                    + perDay(h.audiencePerDayChangeFromLastYear))
        }
        if let c = h.salesChangeFromAverage {
            details.append(tr("{change} on the average of the years before", ["change": signed(c)], in: language))
        }
        return details
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
                target: h.numberOne.map {
                    .film(code: $0.movieCode, title: filmTitle($0.movieCode, $0.title), year: $0.openDate?.year)
                })
        }
    }
}
