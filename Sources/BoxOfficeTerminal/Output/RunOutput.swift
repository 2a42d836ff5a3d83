import BoxOfficeCore
import Foundation

/// `boxoffice run` in its three formats. Missing days are printed as missing, never estimated.
struct RunOutput {
    let run: FilmRun
    let comparison: RunComparison?
    let language: DisplayLanguage

    // MARK: table

    func table() -> String {
        var out = [heading(), ""]
        if let comparison {
            out += aligned(
                [["D", run.title, comparison.other.title]]
                    + comparison.points.map { p in
                        [
                            "D\(p.dNumber)", p.value.map(NumberFormatting.grouped) ?? "—",
                            p.otherValue.map(NumberFormatting.grouped) ?? "—"
                        ]
                    }, right: [1, 2])
            out += ["", comparison.sentence ?? tr("The two runs have no day with figures in common")]
            return out.joined(separator: "\n")
        }
        let header = [
            "D", trCtx("command line", "Date"), trCtx("command line", "Rank"), trCtx("command line", "Audience"),
            trCtx("command line", "Total"), trCtx("command line", "Sales (KRW)"), trCtx("command line", "Screens"),
            trCtx("command line", "Shows"), trCtx("command line", "Share")
        ]
        let rows = run.days.map { d -> [String] in
            let lead = ["D\(d.dNumber)", d.day.iso]
            switch d.status {
            case .ranked(let r):
                return lead + [
                    String(r.rank), NumberFormatting.grouped(r.audience), NumberFormatting.grouped(r.audienceTotal),
                    NumberFormatting.grouped(r.sales), NumberFormatting.grouped(r.screens),
                    NumberFormatting.grouped(r.shows),
                    NumberFormatting.percent(r.salesShare)
                ]
            case .outsideTop10: return lead + ["-", tr("not in the top 10")]
            case .missing: return lead + ["", tr("missing")]
            }
        }
        out += aligned([header] + rows, right: [2, 3, 4, 5, 6, 7, 8])
        out += ["", tr("Milestones")]
        let lines = RunMilestones(run).lines
        let width = lines.map { TextWidth.columns($0.label) }.max() ?? 0
        out += lines.map { "  " + TextWidth.padRight($0.label, to: width) + "  " + $0.value }
        return out.joined(separator: "\n")
    }

    private func heading() -> String {
        let missing = run.missingDays.count
        var text = "\(run.title) (\(run.movieCode))"
        if let open = run.openDate { text += " · " + tr("opened {date}", ["date": open.iso]) }
        // The D-numbers below count from it.
        if run.isReRelease, let d1 = run.opening { text += " · " + tr("re-released {date}", ["date": d1.iso]) }
        let values = [
            "days": String(run.days.count), "missing": String(missing), "outside": String(run.outsideCount)
        ]
        // Days asked without the film in the top 10 (kept, or answered empty) are not missing: said apart.
        text +=
            " · "
            + (run.outsideCount > 0
                ? trPlural(
                    "{days} day, {missing} missing, not in the top 10 on {outside}",
                    "{days} days, {missing} missing, not in the top 10 on {outside}", count: run.days.count, values)
                : trPlural(
                    "{days} day, {missing} missing", "{days} days, {missing} missing", count: run.days.count, values))
        return text
    }

    private func aligned(_ rows: [[String]], right: Set<Int>) -> [String] { AlignedColumns.lines(rows, right: right) }

    // MARK: CSV (RFC 4180 line ends; every cell is a number, a date, a D-number or a status word)

    func csv() -> String {
        guard let comparison else { return RunExport.csv(run) }  // the film window's Export writes the same
        // Each film's total under its title, as a spreadsheet's legend reads it; two films of one title
        // keep their codes apart. Quoted as every CSV cell is (a title may hold a comma).
        let other = comparison.other
        let same = run.title == other.title
        let header = [
            "d", same ? "\(run.title) (\(run.movieCode))" : run.title,
            same ? "\(other.title) (\(other.movieCode))" : other.title
        ]
        return ChartExport.csv(
            rows: [header]
                + comparison.points.map {
                    ["\($0.dNumber)", $0.value.map { "\($0)" } ?? "", $0.otherValue.map { "\($0)" } ?? ""]
                })
    }

    static func status(_ s: FilmRun.Status) -> String { RunExport.status(s) }

    // MARK: JSON

    func json() -> String {
        let m = RunMilestones(run)
        var doc: [String: JSONValue] = [
            "movieCode": .text(run.movieCode), "title": .text(run.title),
            "openDate": run.openDate.map { .text($0.iso) } ?? .null,
            "days": .list(
                run.days.map { d in
                    var o: [String: JSONValue] = [
                        "d": .int(Int64(d.dNumber)), "date": .text(d.day.iso), "status": .text(Self.status(d.status))
                    ]
                    if let r = d.row {
                        o.merge([
                            "rank": .int(Int64(r.rank)), "audience": .int(r.audience),
                            "audienceTotal": .int(r.audienceTotal),
                            "sales": .int(r.sales), "salesTotal": .int(r.salesTotal), "screens": .int(r.screens),
                            "shows": .int(r.shows), "salesShare": .text(r.salesShare)
                        ]) { $1 }
                    }
                    return .object(o)
                }),
            "milestones": .object([
                "opening": m.opening.map(Self.figure) ?? .null,
                "bestDay": m.bestDay.map(Self.figure) ?? .null,
                // False where missing days could change the figure: it holds for the saved days only.
                "missingDays": .int(Int64(m.missingDayCount)),
                "bestDayComplete": .bool(m.bestDayIsComplete),
                "daysAtNumberOne": .int(Int64(m.daysAtNumberOne)),
                "daysAtNumberOneComplete": .bool(m.daysAtNumberOneIsComplete),
                "longestStreakAtNumberOne": .int(Int64(m.longestStreakAtNumberOne)),
                "longestStreakAtNumberOneComplete": .bool(m.longestStreakIsComplete),
                // A mark a re-release had passed in the film's first run is not one this run crossed.
                "crossings": .list(
                    m.crossings.filter { !$0.beforeRun }.map { c in
                        .object([
                            "threshold": .int(c.threshold), "d": .int(Int64(c.dNumber)), "date": .text(c.day.iso),
                            "exact": .bool(c.exact)
                        ])
                    }),
                "weekendDrop": m.weekendDrop.map { w in
                    .object([
                        "firstWeekend": .text(w.first.iso), "secondWeekend": .text(w.second.iso),
                        "firstAudience": .int(w.firstAudience), "secondAudience": .int(w.secondAudience),
                        "percent": .number((w.percent * 10).rounded() / 10)
                    ])
                } ?? .null,
                "weekendMissingDays": .list(m.weekendDaysMissing.map { .text($0.day.iso) })
            ])
        ]
        if let comparison {
            doc["compare"] = .object([
                "movieCode": .text(comparison.other.movieCode), "title": .text(comparison.other.title),
                "commonD": comparison.commonDNumber.map { .int(Int64($0)) } ?? .null,
                "percentAhead": comparison.percentAhead.map { .number(($0 * 10).rounded() / 10) } ?? .null,
                "sentence": comparison.sentence.map(JSONValue.text) ?? .null,
                "points": .list(
                    comparison.points.map { p in
                        .object([
                            "d": .int(Int64(p.dNumber)), "audienceTotal": p.value.map(JSONValue.int) ?? .null,
                            "otherAudienceTotal": p.otherValue.map(JSONValue.int) ?? .null
                        ])
                    })
            ])
        }
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    private static func figure(_ f: RunMilestones.DayFigure) -> JSONValue {
        .object([
            "d": .int(Int64(f.dNumber)), "date": .text(f.day.iso), "audience": .int(f.audience),
            "rank": .int(Int64(f.rank))
        ])
    }
}
