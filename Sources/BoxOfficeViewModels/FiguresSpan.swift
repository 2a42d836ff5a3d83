import BoxOfficeCore

/// The period a chart's figures cover, in words: a day's figures name the day, a weekend's or a
/// week's name the whole period, so a Friday–Sunday total is never read as one day's.
struct FiguresSpan {
    /// "2022년 1월 5일 박스오피스", "주말 박스오피스, 2019년 5월 31일–6월 2일".
    let heading: String
    private let period: Chart.Period
    private let days: String
    private let language: DisplayLanguage

    init(_ period: Chart.Period, language: DisplayLanguage) {
        self.period = period
        self.language = language
        let formatting = DayFormatting(language)
        switch period {
        case .day(let day):
            days = formatting.medium(day)
            heading = tr("Box office on {day}", ["day": days])
        case .week(let first, let last, let weekGb, _):
            days = formatting.range(first, last)
            let kind = ChartKind(weekGb: weekGb) ?? .week
            heading = tr("{kind} box office, {range}", ["kind": ChartTitles(language).kind(kind), "range": days])
        }
    }

    /// A summed figure's label: "관객" for a day, "관객 (금–일)" for a weekend.
    func label(_ figure: String) -> String {
        guard case .week(_, _, let weekGb, _) = period else { return figure }
        let span: String
        switch ChartKind(weekGb: weekGb) ?? .week {
        case .weekend: span = tr("Fri–Sun")
        case .weekdays: span = tr("Mon–Thu")
        case .week, .daily: span = tr("Mon–Sun")
        }
        return tr("{figure} ({span})", ["figure": figure, "span": span])
    }

    /// "2022년 1월 5일 관객 64,050명", "2019년 5월 31일–6월 2일 관객 2,789,110명".
    func audience(_ shown: String) -> String {
        switch period {
        case .day: return tr("{audience} on {day}", ["audience": shown, "day": days])
        case .week: return tr("{audience} over {range}", ["audience": shown, "range": days])
        }
    }
}
