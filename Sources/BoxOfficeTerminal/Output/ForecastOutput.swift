import BoxOfficeCore
import Foundation

/// `boxoffice forecast` as a table, JSON or CSV (`ForecastBacktestOutput`: `--backtest`; `EndedRunOutput`: an
/// ended run).
enum ForecastOutput {
    /// `stops`: the history stops before the latest day (said, with `fill`, the fill hint).
    static func table(_ f: FilmForecast, language: DisplayLanguage, stops: Bool = false, fill: String? = nil)
        -> String
    {
        let numbers = NumberFormatting(language)
        var out = [
            OutsideText.clean(f.title, limit: 120) + " (\(f.movieCode)) · "
                + tr("opened {date}", ["date": f.openDate.iso]),
            tr("{audience} so far", ["audience": numbers.audience(f.audienceToDate)]) + " · " + f.madeFrom, ""
        ]
        let lines = f.lines(numbers)
        let width = lines.map { TextWidth.columns($0.label) }.max() ?? 0
        out += lines.map { "  " + TextWidth.padRight($0.label, to: width) + "  " + $0.value }
        // What happened after the day forecast from, apart from the forecast (as the window shows it).
        if let outcome = f.outcomeAfterAsOf {
            out += ["", outcome.endedSentence(numbers), outcome.sentence(median: f.median, numbers)]
        }
        if stops, let sentence = f.historyEndsSentence { out += ["", sentence] + (fill.map { [$0] } ?? []) }
        out += ["", f.similarSentence]
        if let note = f.strongerNote { out.append(note) }
        out += ["", tr("Similar runs (nearest first)")]
        // All of them: the sentence above tells of them all.
        let rows = f.similar.map { s in
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
        var doc: [String: JSONValue] = [
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
        if let outcome = f.outcomeAfterAsOf {
            doc["outcome"] = .object([
                "final": .int(outcome.final), "lastDay": .text(outcome.lastDay.iso), "error": .number(outcome.error)
            ])
        }
        if let day = f.historyEnds { doc["historyEnds"] = .text(day.iso) }
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    /// One row: the forecast's figures, and what happened when the run has ended since.
    static func csv(_ f: FilmForecast) -> String {
        let header = [
            "movieCd", "title", "openDate", "asOf", "day", "audienceToDate", "median", "low", "high", "historyEnds",
            "final", "lastDay", "error"
        ]
        let outcome = f.outcomeAfterAsOf
        let row = [
            f.movieCode, f.title, f.openDate.iso, f.asOf.iso, String(f.day), String(f.audienceToDate), String(f.median),
            String(f.low), String(f.high), f.historyEnds?.iso ?? "", outcome.map { String($0.final) } ?? "",
            outcome?.lastDay.iso ?? "", outcome.map { ForecastBacktestOutput.decimal($0.error) } ?? ""
        ]
        return ChartExport.csv(rows: [header, row])
    }
}
