import BoxOfficeCore
import Foundation

/// `boxoffice forecast` and `forecast --backtest` as a table or JSON.
enum ForecastOutput {
    /// How many similar runs the table lists (JSON has them all).
    static let similarListed = 10

    static func table(_ f: FilmForecast, language: DisplayLanguage) -> String {
        let numbers = NumberFormatting(language)
        var out = [
            OutsideText.clean(f.title, limit: 120) + " (\(f.movieCode)) · "
                + tr("opened {date}", ["date": f.openDate.iso]),
            tr("{audience} so far", ["audience": numbers.audience(f.audienceToDate)]) + " · " + f.madeFrom, ""
        ]
        let lines = f.lines(numbers)
        let width = lines.map { TextWidth.columns($0.label) }.max() ?? 0
        out += lines.map { "  " + TextWidth.padRight($0.label, to: width) + "  " + $0.value }
        out += ["", f.similarSentence]
        if let note = f.strongerNote { out.append(note) }
        out += ["", tr("Similar runs (nearest first)")]
        let rows = f.similar.prefix(similarListed).map { s in
            [
                OutsideText.clean(s.title, limit: 60), s.openDate.iso, NumberFormatting.grouped(s.audienceAtDay),
                NumberFormatting.grouped(s.final), FilmForecast.multipleText(s.multiple) + "×"
            ]
        }
        let header = [tr("Title"), tr("Opened"), "D\(f.day)", tr("Final"), ""]
        out += AlignedColumns.lines([header] + rows, right: [2, 3, 4]).map { "  " + $0 }
        out += ["", f.basisSentence, FilmForecast.targetSentence]
        return out.joined(separator: "\n")
    }

    static func json(_ f: FilmForecast) -> String {
        func chance(_ c: FilmForecast.Chance) -> JSONValue {
            .object(["admissions": .int(c.admissions), "chance": .number(c.chance)])
        }
        let doc: [String: JSONValue] = [
            "movieCd": .text(f.movieCode), "title": .text(f.title), "openDate": .text(f.openDate.iso),
            "asOf": .text(f.asOf.iso), "day": .int(Int64(f.day)), "audienceToDate": .int(f.audienceToDate),
            "final": .object([
                "median": .int(f.median), "low": .int(f.low), "high": .int(f.high),
                "range": .int(Int64(FilmForecast.rangePercent))
            ]),
            "chances": .list(f.chances.map(chance)),
            "breakEven": f.breakEven.map(chance) ?? .null,
            "similar": .list(
                f.similar.map { s in
                    .object([
                        "movieCd": .text(s.movieCode), "title": .text(s.title), "openDate": .text(s.openDate.iso),
                        "audienceAtDay": .int(s.audienceAtDay), "final": .int(s.final)
                    ])
                }),
            "basis": .object([
                "runs": .int(Int64(f.basis.runs)), "from": .text(f.basis.from.iso), "to": .text(f.basis.to.iso)
            ])
        ]
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    static func json(_ b: ForecastBacktest) -> String {
        func figures(_ f: ForecastBacktest.Figures) -> [String: JSONValue] {
            [
                "films": .int(Int64(f.films)), "medianError": .number(f.medianError), "within20": .number(f.within20),
                "rangeCoverage": .number(f.rangeCoverage)
            ]
        }
        var doc = figures(b.all)
        doc["atDay"] = .int(Int64(b.atDay))
        doc["byYear"] = .list(
            b.byYear.map { y in .object(figures(y.figures).merging(["year": .int(Int64(y.year))]) { $1 }) })
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    static func table(_ b: ForecastBacktest) -> String {
        func percent(_ x: Double) -> String { NumberFormatting.percent(x * 100, decimals: 1) }
        func row(_ name: String, _ f: ForecastBacktest.Figures) -> [String] {
            [
                name, NumberFormatting.grouped(Int64(f.films)), percent(f.medianError), percent(f.within20),
                percent(f.rangeCoverage), f.millionMedianError.map(percent) ?? "—"
            ]
        }
        let header = [
            tr("Opened"), tr("Films"), tr("Median error"), tr("Within ±20%"), tr("In the 80% range"),
            tr("Median error, 1 million or more")
        ]
        var out = [
            tr(
                "Forecasts made on D{d} of every film that opened {from} – {to}, from the runs that had ended before that day",
                ["d": String(b.atDay), "from": b.from.iso, "to": b.to.iso]), ""
        ]
        out += AlignedColumns.lines(
            [header] + b.byYear.map { row(String($0.year), $0.figures) } + [row(tr("All"), b.all)],
            right: [1, 2, 3, 4, 5])
        if b.all.strongerNotes > 0 {
            out += [
                "",
                tr(
                    "\"Running stronger than every similar film\": {count} forecasts; {low} of those films ended above the forecast.",
                    ["count": String(b.all.strongerNotes), "low": String(b.all.strongerNotesLow)])
            ]
        }
        return out.joined(separator: "\n")
    }
}
