import BoxOfficeCore
import Foundation

/// `boxoffice market --holidays`: each holiday period of each year with its days, its sales and admissions ≈,
/// its #1, and its sales and admissions against the same holiday a year earlier, in total and per day (breaks
/// differ in length), and its sales against the average of the years before, in three formats. A period the
/// history holds no day of says so, with the command that fills it.
struct HolidayOutput {
    let holidays: [HolidayFigures]
    let language: DisplayLanguage
    /// Titles in the display language by film code (English titles from saved details when shown in English).
    var titles: [String: String] = [:]

    private func title(_ film: MarketFilm?) -> String {
        guard let film else { return "—" }
        return titles[film.movieCode] ?? film.title
    }

    func table() -> String {
        let numbers = NumberFormatting(language)
        let change = { (x: Double?) in x.map { NumberFormatting.percent($0, decimals: 1, signed: true) } ?? "—" }
        let lines = AlignedColumns.lines(
            [
                [
                    tr("Holiday"), tr("From"), tr("To"), trCtx("holiday", "Days"), tr("Days in history"),
                    tr("Sales ≈"),
                    tr("Admissions ≈"), tr("Sales on last year"), tr("Per day"), tr("Admissions on last year"),
                    tr("Per day"), tr("Average before"), tr("#1 film")
                ]
            ]
                + holidays.map { h in
                    let held = h.daysCovered > 0
                    return [
                        MarketHolidayNames.name(h.period.name) + " " + String(h.period.year), h.period.first.iso,
                        h.period.last.iso, String(h.period.dayCount), "\(h.daysCovered)/\(h.period.dayCount)",
                        held ? numbers.estimatedMoney(h.totals.sales) : tr("No record"),
                        held ? NumberFormatting.grouped(h.totals.audience) : "—",
                        change(h.salesChangeFromLastYear), change(h.salesPerDayChangeFromLastYear),
                        change(h.audienceChangeFromLastYear), change(h.audiencePerDayChangeFromLastYear),
                        change(h.salesChangeFromAverage), title(h.numberOne)
                    ]
                }, right: [3, 4, 5, 6, 7, 8, 9, 10, 11]
        )
        let unheld = holidays.filter { $0.daysCovered == 0 }
        guard let first = unheld.first?.period.first, let last = unheld.last?.period.last else {
            return lines.joined(separator: "\n")
        }
        // The fill offered: one command for the periods without a record (days held already cost nothing).
        let fill = tr(
            "No record of {count} holidays: boxoffice history --from {from} --to {to} fills them.",
            ["count": String(unheld.count), "from": first.iso, "to": last.iso])
        return (lines + ["", fill]).joined(separator: "\n")
    }

    func json() -> String {
        ChartJSON.encode(
            JSONValue.object([
                "holidays": .list(
                    holidays.map { h in
                        let held = h.daysCovered > 0
                        return .object([
                            "name": .text(h.period.name.rawValue), "year": .int(Int64(h.period.year)),
                            "from": .text(h.period.first.iso), "to": .text(h.period.last.iso),
                            "days": .int(Int64(h.period.dayCount)), "daysCovered": .int(Int64(h.daysCovered)),
                            "sales": held ? .int(h.totals.sales) : .null,
                            "audience": held ? .int(h.totals.audience) : .null,
                            "number1": h.numberOne.map {
                                .object(["movieCd": .text($0.movieCode), "title": .text($0.title)])
                            } ?? .null,
                            "salesChangeFromLastYear": MarketOutput.percent(h.salesChangeFromLastYear),
                            "salesPerDayChangeFromLastYear": MarketOutput.percent(h.salesPerDayChangeFromLastYear),
                            "audienceChangeFromLastYear": MarketOutput.percent(h.audienceChangeFromLastYear),
                            "audiencePerDayChangeFromLastYear": MarketOutput.percent(
                                h.audiencePerDayChangeFromLastYear),
                            "salesChangeFromAverage": MarketOutput.percent(h.salesChangeFromAverage)
                        ])
                    })
            ]), fallback: "{}")
    }

    func csv() -> String {
        let header = [
            "name", "year", "from", "to", "days", "daysCovered", "sales", "audience", "number1MovieCd", "number1Title",
            "salesChangeFromLastYear", "salesPerDayChangeFromLastYear", "audienceChangeFromLastYear",
            "audiencePerDayChangeFromLastYear", "salesChangeFromAverage"
        ]
        let percent = { (x: Double?) in x.map { String(format: "%.1f", $0) } ?? "" }
        let rows = holidays.map { h in
            let held = h.daysCovered > 0
            return [
                h.period.name.rawValue, String(h.period.year), h.period.first.iso, h.period.last.iso,
                "\(h.period.dayCount)", "\(h.daysCovered)", held ? "\(h.totals.sales)" : "",
                held ? "\(h.totals.audience)" : "", h.numberOne?.movieCode ?? "", h.numberOne?.title ?? "",
                percent(h.salesChangeFromLastYear), percent(h.salesPerDayChangeFromLastYear),
                percent(h.audienceChangeFromLastYear), percent(h.audiencePerDayChangeFromLastYear),
                percent(h.salesChangeFromAverage)
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
