import BoxOfficeCore
import Foundation

extension FilmRunViewModel {
    /// The film's run for the printer: every day as its CSV export lists it (D-number, date, rank, audience,
    /// total, sales, screens, share; a day outside the top 10 or missing from history said so), then the
    /// forecast ("Where it may end", or why there is none), the figures and milestones the window shows. Nil
    /// with no history.
    /// Beside a forecast made as of a past day the days, figures and milestones stop there (`run` is cut at
    /// `asOfCut`), and "what happened" is a section of its own.
    public var printDocument: PrintDocument? {
        guard let run else { return nil }
        let grouped = NumberFormatting.grouped
        let columns: [PrintDocument.Column] = [
            .init("D", .trailing), .init(tr("Date"), .leading), .init(tr("Rank"), .trailing),
            .init(tr("Audience"), .trailing), .init(tr("Total"), .trailing), .init(tr("Sales"), .trailing),
            .init(tr("Screens"), .trailing), .init(tr("Share"), .trailing)
        ]
        let rows: [[String]] = run.days.map { d in
            let lead = ["D\(d.dNumber)", d.day.iso]
            switch d.status {
            case .missing: return lead + [tr("missing"), "", "", "", "", ""]
            case .outsideTop10: return lead + [tr("not in the top 10"), "", "", "", "", ""]
            case .ranked(let r):
                return lead + [
                    String(r.rank), grouped(r.audience), grouped(r.audienceTotal), grouped(r.sales), grouped(r.screens),
                    NumberFormatting.percent(r.salesShare)
                ]
            }
        }
        var sections = [PrintDocument.Section(table: .init(columns: columns, rows: rows))]
        if let forecast, let printed = forecast.printLines {
            sections.append(.init(title: forecast.heading, lines: printed))
            if !forecast.outcomeLines.isEmpty {
                sections.append(.init(title: FilmForecastViewModel.outcomeHeading, lines: forecast.outcomeLines))
            }
        }
        let lines = RunFigures(run).lines(language) + RunMilestones(run).lines
        if !lines.isEmpty {
            sections.append(.init(title: tr("Milestones"), lines: lines.map { "\($0.label): \($0.value)" }))
        }
        return PrintDocument(
            kind: .run, title: run.title + " · " + tr("Run since opening"),
            subtitle: run.openDate.map { tr("opened {day}", ["day": DayFormatting(language).medium($0)]) },
            sections: sections, source: ChartViewModel.imageSource)
    }
}
