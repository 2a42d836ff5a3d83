import BoxOfficeCore

/// The Market view's title and headline figures, worded in the display language. Estimates carry ≈.
extension MarketViewModel {
    var numbers: NumberFormatting { NumberFormatting(language) }
    var dates: DayFormatting { DayFormatting(language) }

    /// "2018년", "2018년 3월", "2018년 주말" / "2018", "March 2018", "Weekends of 2018".
    public var title: String {
        let s = selection
        switch s.scope {
        // TRANSLATORS: the Market view's title for a whole year.
        case .year: return tr("{year}", ["year": String(s.year)], in: language)
        case .month: return Self.monthOfYear(s.month, s.year, language)
        case .weekends: return tr("Weekends of {year}", ["year": String(s.year)], in: language)
        case .holidays: return tr("Holidays of {year}", ["year": String(s.year)], in: language)
        case .records: return tr("Records", in: language)
        }
    }

    /// "2018년 3월" / "March 2018".
    static func monthOfYear(_ month: Int, _ year: Int, _ language: DisplayLanguage) -> String {
        tr(
            "{month name} {year}",
            ["month name": fullMonthName(month, language), "month": String(month), "year": String(year)], in: language)
    }

    /// "3월" / "March".
    static func fullMonthName(_ month: Int, _ language: DisplayLanguage) -> String {
        switch month {
        case 1: return tr("January", in: language)
        case 2: return tr("February", in: language)
        case 3: return tr("March", in: language)
        case 4: return tr("April", in: language)
        // TRANSLATORS: the month's full name (its short name is "May" too).
        case 5: return tr("May", in: language)
        case 6: return tr("June", in: language)
        case 7: return tr("July", in: language)
        case 8: return tr("August", in: language)
        case 9: return tr("September", in: language)
        case 10: return tr("October", in: language)
        case 11: return tr("November", in: language)
        default: return tr("December", in: language)
        }
    }

    /// "3월" / "Mar": a month's bar.
    func monthLabel(_ month: Int) -> String { DayFormatting.monthName(month, language) }

    /// The days the figures are of, and how many of them history holds: "2018년 1월 1일–12월 31일 · 365일 중 365일".
    public var coverage: String? {
        if let report {
            return dates.range(report.period.first, report.period.last) + " · "
                + tr(
                    "{covered} of {days} days in history",
                    [
                        "covered": NumberFormatting.grouped(Int64(report.totals.daysCovered)),
                        "days": NumberFormatting.grouped(Int64(report.daysInPeriod))
                    ])
        }
        if selection.scope == .holidays { return holidayCoverage }
        if selection.scope == .records { return recordsCoverage }
        guard !weekends.isEmpty else { return nil }
        let full = weekends.filter { $0.daysCovered == 3 }.count
        return tr(
            "{covered} of {weekends} weekends in history",
            ["covered": String(full), "weekends": String(weekends.count)])
    }

    /// Sales ≈, admissions ≈ (each against the same days last year), Korean films' share, the top 10's sum.
    public var figures: [MarketFigure] {
        if selection.scope == .weekends { return weekendFigures }
        if selection.scope == .holidays || selection.scope == .records { return [] }
        guard let report else { return [] }
        let t = report.totals
        let previous = report.previous
        let year = String(selection.year - 1)
        func change(_ value: Double?) -> String {
            guard let previous else { return tr("no day of {year} in history", ["year": year]) }
            return tr(
                "{change} against the same {days} days of {year}",
                [
                    "change": value.map { NumberFormatting.percent($0, decimals: 1, signed: true) } ?? "—",
                    "days": NumberFormatting.grouped(Int64(previous.daysCovered)), "year": year
                ])
        }
        var out = [
            MarketFigure(
                label: tr("Sales ≈"), value: numbers.roundedMoney(t.sales), detail: change(previous?.salesChange)),
            MarketFigure(
                label: tr("Admissions ≈"), value: numbers.roundedAudience(t.audience),
                detail: change(previous?.audienceChange))
        ]
        if let korean = report.korean {
            out += koreanFigures(korean)
        } else {
            out.append(
                MarketFigure(
                    label: tr("Korean films' share"), value: "—",
                    detail: tr("their chart is not in history for these days")))
        }
        out.append(
            MarketFigure(
                label: tr("Top 10's admissions"), value: numbers.roundedAudience(t.topTenAudience),
                detail: tr(
                    "their sales {sales}, summed from the daily charts",
                    ["sales": numbers.roundedMoney(t.topTenSales)])))
        return out
    }

    /// Korean films' share of admissions (KOFIC's headline) with their sales share, and the foreign films' rest.
    private func koreanFigures(_ k: SegmentShare) -> [MarketFigure] {
        let percent = { (x: Double?) in x.map { NumberFormatting.percent($0, decimals: 1) } ?? "—" }
        return [
            MarketFigure(
                label: tr("Korean films' share"), value: percent(k.audienceShare),
                detail: tr(
                    "of admissions (≈ {audience}) · {salesShare} of sales (≈ {sales}) · foreign films {foreignAudienceShare} of admissions, {foreignSalesShare} of sales · over the {days} days with their chart",
                    [
                        "audience": numbers.roundedAudience(k.audience), "salesShare": percent(k.salesShare),
                        "sales": numbers.roundedMoney(k.sales), "foreignAudienceShare": percent(k.otherAudienceShare),
                        "foreignSalesShare": percent(k.otherSalesShare),
                        "days": NumberFormatting.grouped(Int64(k.daysCovered))
                    ]))
        ]
    }

    /// "한국 영화 관객 61.4%, 매출액 61.6%": a month's or a day's Korean split, for its bar; nil without their chart.
    func koreanSentence(_ k: SegmentShare?) -> String? {
        guard let k, let audience = k.audienceShare, let sales = k.salesShare else { return nil }
        return tr(
            "Korean films {audienceShare} of admissions, {salesShare} of sales",
            [
                "audienceShare": NumberFormatting.percent(audience, decimals: 1),
                "salesShare": NumberFormatting.percent(sales, decimals: 1)
            ])
    }

    private var weekendFigures: [MarketFigure] {
        let covered = weekends.filter { $0.daysCovered == 3 }
        guard let best = covered.max(by: { $0.totals.sales < $1.totals.sales }) else { return [] }
        let sales = covered.reduce(Int64(0)) { sum, w in
            let (s, overflow) = sum.addingReportingOverflow(w.totals.sales)
            return overflow ? .max : s
        }
        return [
            MarketFigure(
                label: tr("Weekends' sales ≈"), value: numbers.roundedMoney(sales),
                detail: tr("over {count} whole weekends", ["count": String(covered.count)])),
            MarketFigure(
                label: tr("Biggest weekend ≈"), value: numbers.roundedMoney(best.totals.sales),
                detail: dates.range(best.friday, best.sunday, withYear: false)
                    + (best.number1.map { " · " + tr("#1 {title}", ["title": filmTitle($0.movieCode, $0.title)]) } ?? "")
            )
        ]
    }

    /// The year so far against last year: "2018년 12월 31일 기준 2017년보다 0.3% 적음" / "0.3% behind 2017 on
    /// Dec 31". Over the days both years hold; nil without last year's days or for a month.
    public var yearToDate: String? {
        guard selection.scope == .year, let report, let previous = report.previous,
            let change = previous.salesChange, let last = report.days.last?.day
        else { return nil }
        let values = [
            "percent": NumberFormatting.percent(abs(change), decimals: 1), "year": String(selection.year - 1),
            "day": dates.medium(last)
        ]
        if abs(change) < 0.05 { return tr("Level with {year} on {day}", values) }
        return change > 0
            ? tr("{percent} ahead of {year} on {day}", values) : tr("{percent} behind {year} on {day}", values)
    }
}
