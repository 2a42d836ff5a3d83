import BoxOfficeCore

/// The Market view's chart: estimated sales as bars (a year's 12 months, a month's days, a year's weekends)
/// with last year's as a line, each bar read out in one sentence.
extension MarketViewModel {
    public var bars: [MarketBar] {
        switch selection.scope {
        case .year: return monthBars
        case .month: return dayBars
        case .weekends: return weekendBars
        case .holidays: return holidayBars
        case .records: return []
        }
    }

    /// The bars are named periods (the holidays): the chart names every one, none left out to fit (issue 45, 19).
    public var barsNameEach: Bool { selection.scope == .holidays }

    /// What the chart shows, for its accessible label, the image's caption and the printed table's title; the
    /// line is named only when it is drawn (some bar has last year's figure).
    public var barsSummary: String {
        guard hasLine else {
            switch selection.scope {
            case .year: return tr("Sales ≈ by month")
            case .month: return tr("Sales ≈ by day")
            case .weekends: return tr("Sales ≈ by weekend")
            case .holidays: return tr("Sales ≈ by holiday")
            case .records: return ""
            }
        }
        switch selection.scope {
        case .year: return tr("Sales ≈ by month; the line: {year}", ["year": String(selection.year - 1)])
        case .month: return tr("Sales ≈ by day; the line: the same weekday 52 weeks earlier")
        case .weekends: return tr("Sales ≈ by weekend; the line: the weekend 52 weeks earlier")
        case .holidays: return tr("Sales ≈ by holiday; the line: {year}", ["year": String(selection.year - 1)])
        case .records: return ""
        }
    }

    /// The chart's accessible name, as the run chart's: the period and what the bars (and the line) show, its
    /// headline figure and the days history holds ("2022년: 월별 매출액 ≈. 매출액 ≈ 17억 원. 2022년 1월 1일–…").
    public var barsName: String {
        guard !barsSummary.isEmpty else { return "" }
        let figure = figures.first.map { "\($0.label) \($0.value)" }
        return [title + ": " + barsSummary, figure, coverage].compactMap { $0 }.joined(separator: ". ")
    }

    /// Last year's line is drawn: some bar has its figure.
    public var hasLine: Bool { bars.contains { $0.previous != nil } }

    /// The shared image's caption: what the bars and the line are, and for a month that the darker bars are
    /// its weekends, Friday to Sunday as KOBIS counts them (the image has no shaded weekends).
    public var imageLegend: String {
        selection.scope == .month && bars.contains(where: \.isWeekend)
            ? barsSummary + "; " + tr("the darker bars: the weekends, Friday to Sunday") : barsSummary
    }

    /// The line's name, beside the chart.
    public var lineLegend: String {
        switch selection.scope {
        case .year: return String(selection.year - 1)
        case .month: return tr("52 weeks earlier")
        case .weekends: return tr("52 weeks earlier")
        case .holidays: return String(selection.year - 1)
        case .records: return ""
        }
    }

    private var monthBars: [MarketBar] {
        guard let report else { return [] }
        let year = selection.year
        return (1...12).map { month in
            let shown = report.months.first { $0.period.month == month }
            let totals = shown.map(\.totals)
            let value = totals.flatMap { $0.daysCovered > 0 ? Double($0.sales) : nil }
            let before = MarketTotals(
                (Day(year: year - 1, month: month, day: 1).map { first in
                    first.through(first.adding(months: 1).adding(days: -1))
                } ?? []).compactMap { lastYear[$0] })
            let previous = before.daysCovered > 0 ? Double(before.sales) : nil
            var parts = [Self.monthOfYear(month, year, language)]
            if let totals, let shown, totals.daysCovered > 0 {
                parts.append(figuresSentence(totals, of: shown.period.dayCount))
                if let korean = koreanSentence(shown.korean) { parts.append(korean) }
            } else {
                parts.append(shown == nil ? tr("not over yet") : tr("no day in history"))
            }
            if let previous {
                parts.append(
                    tr(
                        "{year}: {sales} over {days} days",
                        [
                            "year": String(year - 1), "sales": numbers.roundedMoney(Int64(previous)),
                            "days": String(before.daysCovered)
                        ]))
            }
            return MarketBar(
                label: monthLabel(month), value: value, previous: previous, sentence: parts.joined(separator: "; "),
                target: shown == nil ? nil : .month(month), korean: shown?.korean)
        }
    }

    private var dayBars: [MarketBar] {
        guard let report, let first = Day(year: selection.year, month: selection.month, day: 1) else { return [] }
        let byDay = Dictionary(report.days.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        let length = Day.length(ofMonth: selection.month, in: selection.year)
        return (0..<length).map { offset in
            let day = first.adding(days: offset)
            let market = byDay[day]
            let before = lastYear[day.adding(days: -364)]
            var parts = [dates.long(day)]
            let korean = market == nil ? nil : report.korean(on: day)
            if let market {
                parts.append(figuresSentence(MarketTotals([market]), of: 1))
                if let korean = koreanSentence(korean) { parts.append(korean) }
            } else {
                parts.append(day > report.period.last ? tr("not over yet") : tr("no day in history"))
            }
            if let before {
                parts.append(
                    tr(
                        "52 weeks earlier ({day}): {sales}",
                        ["day": dates.medium(before.day), "sales": numbers.roundedMoney(before.sales)]))
            }
            return MarketBar(
                label: String(day.day), value: market.map { Double($0.sales) },
                previous: before.map { Double($0.sales) },
                sentence: parts.joined(separator: "; "), target: market == nil ? nil : .day(day),
                isWeekend: day.isWeekend, korean: korean)
        }
    }

    private var weekendBars: [MarketBar] {
        weekends.map { w in
            let value = w.daysCovered > 0 ? Double(w.totals.sales) : nil
            // The weekend 52 weeks earlier, back from its change (Weekend keeps the change, not the sum).
            let previous = w.salesChangeFromLastYear.map { Double(w.totals.sales) / (1 + $0 / 100) }
            var parts = [dates.range(w.friday, w.sunday)]
            parts.append(w.daysCovered > 0 ? figuresSentence(w.totals, of: 3) : tr("no day in history"))
            if let change = w.salesChangeFromLastYear {
                parts.append(
                    tr(
                        "{change} against 52 weeks earlier",
                        ["change": NumberFormatting.percent(change, decimals: 1, signed: true)]))
            }
            return MarketBar(
                label: dates.axis(w.friday), value: value, previous: previous, sentence: parts.joined(separator: "; "),
                target: w.daysCovered > 0 ? .weekend(w.friday) : nil)
        }
    }

    /// "매출액 ≈ 1,234억 원, 관객 ≈ 1,500만 명 (31일 중 31일)".
    func figuresSentence(_ totals: MarketTotals, of days: Int) -> String {
        tr(
            "sales ≈ {sales}, ≈ {audience} ({covered} of {days} days)",
            [
                "sales": numbers.roundedMoney(totals.sales), "audience": numbers.roundedAudience(totals.audience),
                "covered": String(totals.daysCovered), "days": String(days)
            ])
    }
}
