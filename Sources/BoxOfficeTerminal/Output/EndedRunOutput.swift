import BoxOfficeCore
import Foundation

/// A film whose run has ended, asked with no day: no forecast, but where it ended and what the forecast said
/// at D3, D7 and D14, as a table, JSON or CSV.
enum EndedRunOutput {
    static func table(_ e: EndedRunForecasts, language: DisplayLanguage) -> String {
        let numbers = NumberFormatting(language)
        var out = [
            OutsideText.clean(e.title, limit: 120) + " (\(e.movieCode)) · "
                + tr("opened {date}", ["date": e.openDate.iso]),
            e.endedSentence(numbers)
        ]
        guard !e.past.isEmpty else { return out.joined(separator: "\n") }
        out += ["", tr("What the forecast said")]
        let rows = e.past.map { p in
            [
                "D\(p.day)", "≈ " + numbers.roundedAudience(p.median),
                "≈ " + numbers.roundedAudience(p.low) + " – " + numbers.roundedAudience(p.high),
                FilmForecast.Outcome.errorText(p.error)
            ]
        }
        let header = [tr("Made on"), tr("Where it may end"), tr("80% range"), tr("Error")]
        out += AlignedColumns.lines([header] + rows, right: []).map { "  " + $0 }
        return out.joined(separator: "\n")
    }

    static func json(_ e: EndedRunForecasts) -> String {
        let doc: [String: JSONValue] = [
            "movieCd": .text(e.movieCode), "title": .text(e.title), "openDate": .text(e.openDate.iso),
            "ended": .object(["final": .int(e.final), "lastDay": .text(e.lastDay.iso)]),
            "past": .list(
                e.past.map { p in
                    .object([
                        "day": .int(Int64(p.day)), "median": .int(p.median), "low": .int(p.low), "high": .int(p.high),
                        "error": .number(p.error)
                    ])
                })
        ]
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    static func csv(_ e: EndedRunForecasts) -> String {
        let header = ["movieCd", "title", "openDate", "final", "lastDay", "day", "median", "low", "high", "error"]
        let rows = e.past.map { p in
            [
                e.movieCode, e.title, e.openDate.iso, String(e.final), e.lastDay.iso, String(p.day), String(p.median),
                String(p.low), String(p.high), ForecastBacktestOutput.decimal(p.error)
            ]
        }
        return ChartExport.csv(rows: [header] + rows)
    }
}
