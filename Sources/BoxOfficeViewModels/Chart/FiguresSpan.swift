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

    /// A weekly chart's audience against the period before, the figure film people quote on Monday:
    /// "전주 대비 -18.9%" / "-18.9% on last weekend"; a film with no admissions then says so (KOBIS sends
    /// "100.0" for it, which is no change anyone quotes). Nil for a day's chart, or with no figure sent.
    func change(_ e: ChartEntry) -> String? {
        guard case .week(_, _, let weekGb, _) = period, let kind = ChartKind(weekGb: weekGb) else { return nil }
        if Self.noneBefore(e) {
            switch kind {
            case .weekend: return tr("none last weekend")
            case .weekdays: return tr("none last Mon–Thu")
            case .week, .daily: return tr("none last week")
            }
        }
        guard Double(e.audienceChangePercent) != nil else { return nil }
        let values = ["percent": NumberFormatting.signedPercent(e.audienceChangePercent)]
        switch kind {
        case .weekend: return tr("{percent} on last weekend", values)
        case .weekdays: return tr("{percent} on last Mon–Thu", values)
        case .week, .daily: return tr("{percent} on last week", values)
        }
    }

    /// The film window's fact for `change`: "전주 대비" – "-18.9% (-234,848명)".
    func changeFact(_ e: ChartEntry) -> FilmDetailModel.Fact? {
        guard case .week(_, _, let weekGb, _) = period, let kind = ChartKind(weekGb: weekGb), let text = change(e)
        else { return nil }
        let label: String
        switch kind {
        case .weekend: label = tr("Change on last weekend")
        case .weekdays: label = tr("Change on last Mon–Thu")
        case .week, .daily: label = tr("Change on last week")
        }
        guard !Self.noneBefore(e) else { return FilmDetailModel.Fact(label: label, value: text) }
        let count = NumberFormatting(language).audience(e.audienceChange)
        let value = tr(
            "{percent} ({change})",
            [
                "percent": NumberFormatting.signedPercent(e.audienceChangePercent),
                "change": e.audienceChange > 0 ? "+" + count : count
            ])
        return FilmDetailModel.Fact(label: label, value: value)
    }

    /// No admissions in the period before: the whole audience is the change.
    private static func noneBefore(_ e: ChartEntry) -> Bool { e.audience > 0 && e.audienceChange == e.audience }

    /// "2022년 1월 5일 관객 64,050명", "2019년 5월 31일–6월 2일 관객 2,789,110명".
    func audience(_ shown: String) -> String {
        switch period {
        case .day: return tr("{audience} on {day}", ["audience": shown, "day": days])
        case .week: return tr("{audience} over {range}", ["audience": shown, "range": days])
        }
    }
}
