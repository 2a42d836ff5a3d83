import BoxOfficeCore
import Foundation

extension MarketViewModel {
    public static var nothingToPrint: String { tr("The market has nothing to print for this period.") }

    /// The Market page as shown, for the printer: the headline figures, the bars' values as a table (months,
    /// days or weekends, with the line's), then the lists (films, #1 films, past 10 million, distributors,
    /// weekends). Nil when the page shows nothing.
    public var printDocument: PrintDocument? {
        guard phase == .shown else { return nil }
        var sections: [PrintDocument.Section] = [
            .init(
                lines: (coverage.map { [$0] } ?? []) + (yearToDate.map { [$0] } ?? []),
                table: .init(
                    columns: [.init(tr("Figure"), .leading), .init(tr("Value"), .trailing), .init("", .leading)],
                    rows: figures.map { [$0.label, $0.value, $0.detail ?? ""] }, stretching: 2))
        ]
        let bars = self.bars
        if bars.contains(where: { $0.value != nil || $0.previous != nil }) {
            let period: String
            switch selection.scope {
            case .year: period = tr("Month")
            case .month: period = tr("Day")
            case .weekends: period = tr("Weekend")
            case .holidays: period = tr("Holiday")
            case .records: period = ""
            }
            let numbers = self.numbers
            let money = { (value: Double?) in
                value.map { numbers.roundedMoney(Int64(exactly: $0.rounded()) ?? 0) } ?? "—"
            }
            // Last year's column only where the line is drawn.
            let line = hasLine
            // Korean films' and foreign films' shares by month or day, where their chart is kept.
            let split = bars.contains { $0.korean != nil }
            let percent = { (x: Double?) in x.map { NumberFormatting.percent($0, decimals: 1) } ?? "—" }
            let splitColumns: [PrintDocument.Column] =
                split
                ? [
                    tr("Korean admissions"), tr("Korean sales"), tr("Foreign admissions"), tr("Foreign sales")
                ].map { .init($0, .trailing) } : []
            sections.append(
                .init(
                    title: barsSummary,
                    table: .init(
                        columns: [.init(period, .leading), .init(tr("Sales ≈"), .trailing)]
                            + (line ? [.init(lineLegend, .trailing)] : []) + splitColumns,
                        rows: bars.map { b in
                            [b.label, money(b.value)] + (line ? [money(b.previous)] : [])
                                + (split
                                    ? [
                                        percent(b.korean?.audienceShare), percent(b.korean?.salesShare),
                                        percent(b.korean?.otherAudienceShare), percent(b.korean?.otherSalesShare)
                                    ] : [])
                        })))
        }
        // `heading`: what the rows name (films, unless said); `note`: the list's note as the window shows it.
        func list(_ title: String, _ lines: [MarketLine], value: String, heading: String? = nil, note: String? = nil) {
            guard !lines.isEmpty || note != nil else { return }
            sections.append(
                .init(
                    title: title, lines: note.map { [$0] } ?? [],
                    table: lines.isEmpty
                        ? nil
                        : .init(
                            columns: [
                                .init(heading ?? tr("Title"), .leading), .init(value, .trailing), .init("", .leading)
                            ],
                            rows: lines.map { [$0.title, $0.value, $0.subtitle] }, stretching: 2)))
        }
        list(tr("Films by admissions in the period"), films, value: tr("Audience"))
        list(tr("#1 films"), numberOnes, value: tr("Days at #1"))
        list(tr("Past 10 million admissions"), tenMillion, value: tr("Date"))
        list(
            tr("Distributors"), distributorLines, value: tr("Share %"), heading: tr("Distributor"),
            note: distributorsNote)
        list(tr("Weekends"), weekendLines, value: tr("Sales ≈"), heading: tr("Weekend"))
        list(tr("Holidays"), holidayLines, value: tr("Sales ≈"), heading: tr("Holiday"))
        for records in recordLists { list(records.heading, records.lines, value: tr("Figure")) }
        return PrintDocument(
            kind: .market, title: tr("Market") + " · " + title, subtitle: nil, sections: sections,
            source: ChartViewModel.imageSource)
    }
}
