import BoxOfficeCore
import Foundation

/// `boxoffice records` in its three formats: the lists best first, with the period the data holds.
struct RecordsOutput {
    let records: FilmRecords
    let language: DisplayLanguage
    /// English titles by film code, shown in the table (`MarketPrinting.displayTitles`).
    var titles: [String: String] = [:]

    /// A list, its figure's JSON key and heading, for the lists printed alike.
    private struct List {
        let key: String
        let heading: String
        let column: String
        let records: [FilmRecord]
    }

    private var lists: [List] {
        [
            List(
                key: "openingDays", heading: tr("Biggest opening days", in: language),
                column: tr("Admissions", in: language), records: records.openingDays),
            List(
                key: "biggestDays", heading: tr("Biggest single days", in: language),
                column: tr("Admissions", in: language), records: records.biggestDays),
            List(
                key: "biggestWeekends", heading: tr("Biggest Friday–Sunday weekends", in: language),
                column: tr("Admissions", in: language), records: records.biggestWeekends),
            List(
                key: "daysAtNumberOne", heading: tr("Most days at #1", in: language),
                column: tr("Days at #1", in: language), records: records.daysAtNumberOne),
            List(
                key: "longestStreaks", heading: tr("Longest streaks at #1 (days in a row)", in: language),
                column: tr("Days in a row", in: language), records: records.longestStreaks),
            List(
                key: "widestReleases", heading: tr("Widest releases (screens on a day)", in: language),
                column: tr("Screens", in: language), records: records.widestReleases),
            List(
                key: "screenShare",
                heading: tr("Highest share of the day's top 10 screens (days with the whole top 10)", in: language),
                column: tr("Share", in: language), records: records.screenShare),
            List(
                key: "showShare",
                heading: tr("Highest share of the day's top 10 shows (days with the whole top 10)", in: language),
                column: tr("Share", in: language), records: records.showShare),
            List(
                key: "secondWeekendHolds",
                heading: tr("Biggest second-weekend holds (second Friday–Sunday ÷ first)", in: language),
                column: tr("Hold", in: language), records: records.secondWeekendHolds)
        ]
    }

    private func markHeading(_ admissions: Int64) -> String {
        switch admissions {
        case 1_000_000: return tr("Fastest to 1 million", in: language)
        case 3_000_000: return tr("Fastest to 3 million", in: language)
        case 5_000_000: return tr("Fastest to 5 million", in: language)
        default: return tr("Fastest to 10 million", in: language)
        }
    }

    private static func percent(_ r: FilmRecord) -> String {
        r.ratio.map { String(format: "%.1f%%", $0 * 100) } ?? ""
    }

    private func figure(_ r: FilmRecord) -> String {
        r.base == nil ? NumberFormatting.grouped(r.figure) : Self.percent(r)
    }

    // MARK: table

    func table() -> String {
        guard let from = records.from, let to = records.to else {
            return tr("No records: no runs are held.", in: language)
        }
        var out = [
            tr(
                "Records {from} – {to} ({days} days held)",
                ["from": from.iso, "to": to.iso, "days": NumberFormatting.grouped(Int64(records.daysCovered))],
                in: language)
        ]
        let day = tr("Day", in: language)
        let date = tr("Date", in: language)
        let title = tr("Title", in: language)
        for mark in records.fastest {
            out += ["", markHeading(mark.admissions)]
            out += AlignedColumns.lines(
                [["#", title, day, date]]
                    + mark.films.map { ["\($0.rank)", titles[$0.movieCode] ?? $0.title, "D\($0.dNumber)", $0.day.iso] },
                right: [0, 2])
        }
        for list in lists {
            out += ["", list.heading]
            out += AlignedColumns.lines(
                [["#", title, list.column, day, date]]
                    + list.records.map {
                        ["\($0.rank)", titles[$0.movieCode] ?? $0.title, figure($0), "D\($0.dNumber)", $0.day.iso]
                    },
                right: [0, 2, 3])
        }
        return out.joined(separator: "\n")
    }

    // MARK: JSON

    private static func film(_ r: FilmRecord) -> [String: JSONValue] {
        [
            "movieCd": .text(r.movieCode), "title": .text(r.title),
            "day": .int(Int64(r.dNumber)), "date": .text(r.day.iso)
        ]
    }

    private static func entry(_ r: FilmRecord, _ key: String) -> JSONValue {
        var object = film(r)
        switch key {
        case "daysAtNumberOne": object["days"] = .int(r.figure)
        case "widestReleases": object["screens"] = .int(r.figure)
        case "screenShare":
            object["screens"] = .int(r.figure)
            object["topTenScreens"] = r.base.map { .int($0) } ?? .null
            object["share"] = r.ratio.map { .number(($0 * 10000).rounded() / 10000) } ?? .null
        case "showShare":
            object["shows"] = .int(r.figure)
            object["topTenShows"] = r.base.map { .int($0) } ?? .null
            object["share"] = r.ratio.map { .number(($0 * 10000).rounded() / 10000) } ?? .null
        case "secondWeekendHolds":
            object["secondWeekend"] = .int(r.figure)
            object["firstWeekend"] = r.base.map { .int($0) } ?? .null
            object["hold"] = r.ratio.map { .number(($0 * 10000).rounded() / 10000) } ?? .null
        default: object["admissions"] = .int(r.figure)
        }
        return .object(object)
    }

    func json() -> String {
        var doc: [String: JSONValue] = [
            "from": records.from.map { .text($0.iso) } ?? .null, "to": records.to.map { .text($0.iso) } ?? .null,
            "fastest": .list(
                records.fastest.map { mark in
                    .object([
                        "admissions": .int(mark.admissions), "films": .list(mark.films.map { .object(Self.film($0)) })
                    ])
                })
        ]
        for list in lists where list.key != "longestStreaks" {
            doc[list.key] = .list(list.records.map { Self.entry($0, list.key) })
        }
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    // MARK: CSV

    func csv() -> String {
        let header = ["list", "rank", "movieCd", "title", "figure", "of", "day", "date"]
        var rows: [[String]] = []
        func add(_ name: String, _ records: [FilmRecord]) {
            rows += records.map { r in
                [
                    name, "\(r.rank)", r.movieCode, r.title, "\(r.figure)", r.base.map { "\($0)" } ?? "",
                    "\(r.dNumber)", r.day.iso
                ]
            }
        }
        for mark in records.fastest { add("fastest\(mark.admissions)", mark.films) }
        for list in lists { add(list.key, list.records) }
        return ChartExport.csv(rows: [header] + rows)
    }
}
