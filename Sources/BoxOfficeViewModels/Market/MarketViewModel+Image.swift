import BoxOfficeCore

/// The market page on screen as its shared image shows it (Copy as Image, Save as Image…, `boxoffice market
/// --format png`): the title, the figures, the bars with last year's line, the first ten of its list.
extension MarketViewModel {
    /// Nil when the page shows nothing (no day of the period in history). The records' image: the fastest to
    /// 10 million (its rows carry their ranks).
    public var imageContent: MarketImageContent? {
        guard phase == .shown else { return nil }
        let record =
            selection.scope == .records
            ? recordLists.first { $0.heading == Self.fastestHeading(10_000_000, language) } : nil
        let weekendsScope = selection.scope == .weekends || selection.scope == .holidays || record != nil
        let bars = bars
        let listed =
            (record?.lines ?? (selection.scope == .holidays ? holidayLines : weekendsScope ? weekendLines : films))
            .prefix(
                MarketImageContent.linesShown)
        return MarketImageContent(
            title: tr("Box office market") + " · " + title, coverage: coverage,
            figures: figures.map { .init(label: $0.label, value: $0.value, detail: $0.detail) },
            bars: bars.map { .init(label: $0.label, value: $0.value, previous: $0.previous, isWeekend: $0.isWeekend) },
            scale: RunAxis.Scale(
                values: bars.flatMap { [$0.value, $0.previous] }, log: false, unit: .marketWon, language: language),
            legend: imageLegend,
            listTitle: record?.heading
                ?? (selection.scope == .holidays
                    ? tr("Holidays") : weekendsScope ? tr("Weekends") : tr("Films by admissions in the period")),
            lines: listed.enumerated().map { i, line in
                .init(
                    rank: weekendsScope ? "" : String(i + 1), title: line.title, detail: line.subtitle,
                    value: line.value)
            },
            source: ChartViewModel.imageSource, appName: "BoxOffice")
    }

    /// "boxoffice-market-2018.png", "boxoffice-market-2018-01.png", "boxoffice-weekends-2018.png".
    public var imageName: String {
        let s = selection
        switch s.scope {
        case .year: return "boxoffice-market-\(s.year).png"
        case .month: return "boxoffice-market-\(s.year)-\(s.month < 10 ? "0" : "")\(s.month).png"
        case .weekends: return "boxoffice-weekends-\(s.year).png"
        case .holidays: return "boxoffice-holidays-\(s.year).png"
        case .records: return "boxoffice-records.png"
        }
    }

    public static var imageCopiedToast: String { tr("Market copied as an image") }
}

extension MarketViewModel {
    public static var nothingToShare: String { tr("There is no market on screen to copy or save.") }
}
