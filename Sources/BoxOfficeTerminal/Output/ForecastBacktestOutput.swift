import BoxOfficeCore
import Foundation

/// `boxoffice forecast --backtest` as a table, JSON or CSV: all films, then by period, size and opening year,
/// the median signed error (the bias) beside the median absolute one.
enum ForecastBacktestOutput {
    /// One group of films: its name in the table, and its keys in JSON.
    private struct Group {
        let name: String
        let keys: [String: JSONValue]
        let figures: ForecastBacktest.Figures
    }

    private static func periods(_ b: ForecastBacktest) -> [Group] {
        b.byPeriod.map { p in
            let span = p.kind.span
            // The table names the days measured (a --from or --to inside the period narrows it); JSON the period.
            let name = tr(
                "{from} – {to}",
                ["from": max(span.lowerBound, b.from).iso, "to": min(span.upperBound, b.to).iso])
            return Group(
                name: p.kind.heldOut
                    ? tr("{period} (held out)", ["period": name]) : tr("{period} (chosen on)", ["period": name]),
                keys: [
                    "period": .text(p.kind.rawValue), "from": .text(span.lowerBound.iso),
                    "to": .text(span.upperBound.iso), "heldOut": .bool(p.kind.heldOut)
                ], figures: p.figures)
        }
    }

    private static func sizes(_ b: ForecastBacktest) -> [Group] {
        b.bySize.map { s in
            let name: String
            switch (s.from, s.below) {
            case (0, let below?): name = tr("Under {mark}", ["mark": NumberFormatting.grouped(below)])
            case (let from, let below?):
                name = tr(
                    "{from} – {below}",
                    ["from": NumberFormatting.grouped(from), "below": NumberFormatting.grouped(below)])
            case (let from, nil): name = tr("{mark} or more", ["mark": NumberFormatting.grouped(from)])
            }
            return Group(
                name: name, keys: ["from": .int(s.from), "below": s.below.map(JSONValue.int) ?? .null],
                figures: s.figures)
        }
    }

    private static func years(_ b: ForecastBacktest) -> [Group] {
        b.byYear.map { Group(name: String($0.year), keys: ["year": .int(Int64($0.year))], figures: $0.figures) }
    }

    /// A group with no film has no figures: null, empty or "—", never 0.
    private static func figures(_ f: ForecastBacktest.Figures) -> [String: JSONValue] {
        func figure(_ x: Double) -> JSONValue { f.films > 0 ? .number(x) : .null }
        return [
            "films": .int(Int64(f.films)), "medianError": figure(f.medianError),
            "medianSignedError": figure(f.medianSignedError), "within20": figure(f.within20),
            "rangeCoverage": figure(f.rangeCoverage)
        ]
    }

    static func json(_ b: ForecastBacktest) -> String {
        func list(_ groups: [Group]) -> JSONValue {
            .list(groups.map { g in .object(figures(g.figures).merging(g.keys) { $1 }) })
        }
        var doc = figures(b.all)
        doc["atDay"] = .int(Int64(b.atDay))
        doc["from"] = .text(b.from.iso)
        doc["to"] = .text(b.to.iso)
        doc["byPeriod"] = list(periods(b))
        doc["bySize"] = list(sizes(b))
        doc["byYear"] = list(years(b))
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    /// "0.1004": a share or error, four places, for CSV.
    static func decimal(_ x: Double) -> String { x.isFinite ? String(format: "%.4f", x) : "" }

    static func csv(_ b: ForecastBacktest) -> String {
        let header = ["group", "name", "films", "medianError", "medianSignedError", "within20", "rangeCoverage"]
        func rows(_ group: String, _ groups: [Group]) -> [[String]] {
            groups.map { g in
                let f = g.figures
                let shares = f.films > 0 ? [f.medianError, f.medianSignedError, f.within20, f.rangeCoverage] : []
                return [group, g.name, String(f.films)] + (shares.isEmpty ? ["", "", "", ""] : shares.map(decimal))
            }
        }
        let all = Group(name: tr("All"), keys: [:], figures: b.all)
        return ChartExport.csv(
            rows: [header] + rows("all", [all]) + rows("period", periods(b)) + rows("size", sizes(b))
                + rows("year", years(b)))
    }

    static func table(_ b: ForecastBacktest) -> String {
        func percent(_ x: Double) -> String { NumberFormatting.percent(x * 100, decimals: 1) }
        func signed(_ x: Double) -> String { NumberFormatting.percent(x * 100, decimals: 1, signed: true) }
        func section(_ title: String, _ groups: [Group]) -> [String] {
            let header = [
                title, tr("Films"), tr("Median error"), tr("Median signed error"), tr("Within ±20%"),
                tr("In the 80% range"), tr("Median error, 1 million or more")
            ]
            let rows = groups.map { g in
                let f = g.figures
                let shares =
                    f.films > 0
                    ? [
                        percent(f.medianError), signed(f.medianSignedError), percent(f.within20),
                        percent(f.rangeCoverage)
                    ]
                    : ["—", "—", "—", "—"]
                return [g.name, NumberFormatting.grouped(Int64(f.films))] + shares
                    + [f.millionMedianError.map(percent) ?? "—"]
            }
            return [""] + AlignedColumns.lines([header] + rows, right: [1, 2, 3, 4, 5, 6])
        }
        var out = [
            tr(
                "Forecasts made on D{d} of every film that opened {from} – {to} and was in the top 10 on each day from D1, from the runs that had ended by then",
                ["d": String(b.atDay), "from": b.from.iso, "to": b.to.iso])
        ]
        out += section("", [Group(name: tr("All"), keys: [:], figures: b.all)])
        if !b.byPeriod.isEmpty { out += section(tr("Opened"), periods(b)) }
        out += section(tr("Final"), sizes(b))
        out += section(tr("Opened"), years(b))
        out += ["", tr("Signed error: forecast ÷ final − 1; below 0, the forecasts were low.")]
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
