import BoxOfficeCore
import Foundation

/// `boxoffice market --weekends`: each Friday–Sunday of a year from daily history, in three formats.
struct WeekendOutput {
    let year: Int
    let weekends: [Weekend]
    let language: DisplayLanguage
    /// English titles by film code, shown in the table (`MarketPrinting.displayTitles`).
    var titles: [String: String] = [:]

    func table() -> String {
        let numbers = NumberFormatting(language)
        let covered = weekends.filter { $0.daysCovered == 3 }.count
        var out = [
            tr(
                "Weekends of {year}: {covered} of {count} wholly in history",
                [
                    "year": String(year), "covered": String(covered), "count": String(weekends.count)
                ]), ""
        ]
        out += AlignedColumns.lines(
            [
                [
                    tr("Weekend"), tr("Days in history"), tr("Top 10 sales"), tr("Sales ≈"), tr("Admissions ≈"),
                    tr("Week before"), tr("52 weeks before"), tr("#1 film")
                ]
            ]
                + weekends.map { w in
                    [
                        w.friday.iso + " – " + String(w.sunday.iso.suffix(5)), "\(w.daysCovered)/3",
                        numbers.money(w.totals.topTenSales),
                        numbers.estimatedMoney(w.totals.sales), NumberFormatting.grouped(w.totals.audience),
                        w.salesChangeFromPrevious.map { NumberFormatting.percent($0, decimals: 1, signed: true) }
                            ?? "—",
                        w.salesChangeFromLastYear.map { NumberFormatting.percent($0, decimals: 1, signed: true) }
                            ?? "—",
                        w.number1.map { titles[$0.movieCode] ?? $0.title } ?? "—"
                    ]
                }, right: [1, 2, 3, 4, 5, 6])
        return out.joined(separator: "\n")
    }

    func json() -> String {
        ChartJSON.encode(
            JSONValue.object([
                "year": .int(Int64(year)),
                "weekends": .list(
                    weekends.map { w in
                        .object([
                            "from": .text(w.friday.iso), "to": .text(w.sunday.iso),
                            "daysCovered": .int(Int64(w.daysCovered)),
                            "topTenSales": .int(w.totals.topTenSales), "sales": .int(w.totals.sales),
                            "audience": .int(w.totals.audience),
                            "salesChangeFromPrevious": MarketOutput.percent(w.salesChangeFromPrevious),
                            "salesChangeFromLastYear": MarketOutput.percent(w.salesChangeFromLastYear),
                            "number1": w.number1.map {
                                .object(["movieCd": .text($0.movieCode), "title": .text($0.title)])
                            } ?? .null
                        ])
                    })
            ]), fallback: "{}")
    }

    /// RFC 4180 through the app's one CSV writer: quoted where needed, and a #1 film's title that would run as
    /// a spreadsheet formula guarded, as in every other CSV.
    func csv() -> String {
        let header = [
            "from", "to", "daysCovered", "topTenSales", "sales", "audience", "salesChangeFromPrevious",
            "salesChangeFromLastYear", "number1MovieCd", "number1Title"
        ]
        let rows = weekends.map { w in
            [
                w.friday.iso, w.sunday.iso, "\(w.daysCovered)", "\(w.totals.topTenSales)", "\(w.totals.sales)",
                "\(w.totals.audience)",
                w.salesChangeFromPrevious.map { String(format: "%.1f", $0) } ?? "",
                w.salesChangeFromLastYear.map { String(format: "%.1f", $0) } ?? "",
                w.number1?.movieCode ?? "", w.number1?.title ?? ""
            ]
        }
        return ChartExport.csv(rows: [header] + rows)
    }
}
