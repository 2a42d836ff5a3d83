import BoxOfficeCore
import Foundation

/// `boxoffice market --holidays`: each holiday period of each year with its sales and admissions ≈, its #1,
/// and its sales against the same holiday a year earlier and the average of the years before, in three formats.
struct HolidayOutput {
    let holidays: [HolidayFigures]
    let language: DisplayLanguage

    func table() -> String {
        let numbers = NumberFormatting(language)
        let change = { (x: Double?) in x.map { NumberFormatting.percent($0, decimals: 1, signed: true) } ?? "—" }
        return AlignedColumns.lines(
            [
                [
                    tr("Holiday"), tr("From"), tr("To"), tr("Days in history"), tr("Sales ≈"), tr("Admissions ≈"),
                    tr("Year before"), tr("Average before"), tr("#1 film")
                ]
            ]
                + holidays.map { h in
                    [
                        MarketHolidayNames.name(h.period.name) + " " + String(h.period.year), h.period.first.iso,
                        h.period.last.iso, "\(h.daysCovered)/\(h.period.dayCount)",
                        numbers.estimatedMoney(h.totals.sales), NumberFormatting.grouped(h.totals.audience),
                        change(h.salesChangeFromLastYear), change(h.salesChangeFromAverage),
                        h.numberOne?.title ?? "—"
                    ]
                }, right: [3, 4, 5, 6, 7]
        ).joined(separator: "\n")
    }

    func json() -> String {
        ChartJSON.encode(
            JSONValue.object([
                "holidays": .list(
                    holidays.map { h in
                        .object([
                            "name": .text(h.period.name.rawValue), "year": .int(Int64(h.period.year)),
                            "from": .text(h.period.first.iso), "to": .text(h.period.last.iso),
                            "daysCovered": .int(Int64(h.daysCovered)), "sales": .int(h.totals.sales),
                            "audience": .int(h.totals.audience),
                            "number1": h.numberOne.map {
                                .object(["movieCd": .text($0.movieCode), "title": .text($0.title)])
                            } ?? .null,
                            "salesChangeFromLastYear": MarketOutput.percent(h.salesChangeFromLastYear),
                            "salesChangeFromAverage": MarketOutput.percent(h.salesChangeFromAverage)
                        ])
                    })
            ]), fallback: "{}")
    }

    func csv() -> String {
        let header = [
            "name", "year", "from", "to", "daysCovered", "sales", "audience", "number1MovieCd", "number1Title",
            "salesChangeFromLastYear", "salesChangeFromAverage"
        ]
        let rows = holidays.map { h in
            [
                h.period.name.rawValue, String(h.period.year), h.period.first.iso, h.period.last.iso,
                "\(h.daysCovered)", "\(h.totals.sales)", "\(h.totals.audience)", h.numberOne?.movieCode ?? "",
                h.numberOne?.title ?? "", h.salesChangeFromLastYear.map { String(format: "%.1f", $0) } ?? "",
                h.salesChangeFromAverage.map { String(format: "%.1f", $0) } ?? ""
            ]
        }
        return ChartExport.csv(rows: [header] + rows)
    }
}

/// The periods' names in the display language (the Market view's words).
enum MarketHolidayNames {
    static func name(_ name: HolidayPeriod.Name) -> String {
        switch name {
        case .seollal: return tr("Seollal break")
        case .chuseok: return tr("Chuseok break")
        case .christmas: return tr("Christmas Day")
        case .summer: return tr("Summer peak")
        case .may: return tr("May")
        }
    }
}
