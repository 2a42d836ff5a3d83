import BoxOfficeCore
import Foundation

/// `boxoffice market` for a year or a month, in its three formats. Estimates are marked ≈ and every figure
/// says how many days of the period history holds; a missing day is missing, never filled in.
struct MarketOutput {
    let report: MarketReport
    /// Each film's distributors from its saved details (films without details are absent).
    let distributors: [String: [String]]
    /// How many of the period's films have no saved details at all (a fill of the market saves them).
    let lackingDetails: Int
    /// The forecast totals of the films still in the chart on the period's last day, by code.
    let forecasts: [String: FilmForecast]
    let language: DisplayLanguage
    /// English titles by film code, shown in the tables (`MarketPrinting.displayTitles`).
    var titles: [String: String] = [:]

    private var numbers: NumberFormatting { NumberFormatting(language) }
    private var shares: [DistributorShare] {
        DistributorShare.shares(films: report.films, distributors: distributors, marketSales: report.totals.sales)
    }

    /// Films listed in the table (JSON lists them all).
    static let tableFilms = 20

    // MARK: table

    func table() -> String {
        let p = report.period
        let t = report.totals
        var out = [
            tr(
                "Market {period}: {covered} of {days} days in history",
                [
                    "period": p.label, "covered": NumberFormatting.grouped(Int64(t.daysCovered)),
                    "days": NumberFormatting.grouped(Int64(report.daysInPeriod))
                ])
                + " (\(p.first.iso) – \(p.last.iso))", ""
        ]
        out += labelled([
            (tr("Sales ≈"), numbers.estimatedMoney(t.sales)),
            (tr("Admissions ≈"), numbers.audience(t.audience)),
            (tr("Top 10 sales"), numbers.money(t.topTenSales)),
            (tr("Top 10 admissions"), numbers.audience(t.topTenAudience)),
            (tr("Same days last year"), previousText()),
            (tr("Korean films"), koreanText()),
            (tr("Foreign films"), foreignText())
        ])
        if !report.months.isEmpty {
            // Korean films' share of each month's admissions and sales, where their chart is kept.
            let split = report.months.contains { $0.korean != nil }
            out += ["", tr("Months")]
            out += AlignedColumns.lines(
                [
                    [tr("Month"), tr("Days in history"), tr("Sales ≈"), tr("Admissions ≈")]
                        + (split ? [tr("Korean admissions"), tr("Korean sales")] : [])
                ]
                    + report.months.map { m in
                        [
                            m.period.label, "\(m.totals.daysCovered)/\(m.period.dayCount)",
                            numbers.estimatedMoney(m.totals.sales),
                            NumberFormatting.grouped(m.totals.audience)
                        ]
                            + (split
                                ? [Self.percentText(m.korean?.audienceShare), Self.percentText(m.korean?.salesShare)]
                                : [])
                    }, right: [1, 2, 3, 4, 5])
        }
        out += ["", tr("Films by admissions in the period")]
        out += AlignedColumns.lines(
            [
                [
                    "#", tr("Title"), tr("Admissions"), tr("Sales"), tr("Days in top 10"), tr("Best rank"),
                    tr("Total to date")
                ] + (forecasts.isEmpty ? [] : [tr("Forecast total")])
            ]
                + report.films.prefix(Self.tableFilms).enumerated().map { i, f in
                    [
                        String(i + 1), titles[f.movieCode] ?? f.title, NumberFormatting.grouped(f.audience),
                        numbers.money(f.sales),
                        String(f.days), String(f.bestRank),
                        NumberFormatting.grouped(f.audienceTotal)
                    ] + (forecasts.isEmpty ? [] : [forecasts[f.movieCode].map { $0.medianText(numbers) } ?? ""])
                }, right: [0, 2, 3, 4, 5, 6, 7])
        if let asOf = MarketForecasts.asOf(report.films), !forecasts.isEmpty {
            out.append(
                tr(
                    "Forecast total: where a film still in the chart may end, forecast as of {date} (the median; boxoffice forecast CODE gives its range).",
                    ["date": asOf.iso]))
        }
        if report.films.count > Self.tableFilms {
            out.append(
                tr(
                    "and {count} more films (--format json lists them all)",
                    ["count": String(report.films.count - Self.tableFilms)]))
        }
        if !report.numberOnes.isEmpty {
            out += ["", tr("#1 films")]
            out += AlignedColumns.lines(
                [[tr("Title"), tr("First day at #1"), tr("Days at #1")]]
                    + report.numberOnes.map { [titles[$0.movieCode] ?? $0.title, $0.firstDay.iso, String($0.days)] },
                right: [2])
        }
        if !report.tenMillion.isEmpty {
            out += ["", tr("Past 10 million admissions")]
            out += report.tenMillion.map { c in
                "  \(c.title): \(c.day.iso)" + (c.exact ? "" : " " + tr("(or a day before it missing from history)"))
            }
        }
        out += ["", tr("Distributors")]
        let shares = shares
        if !shares.isEmpty {
            out += AlignedColumns.lines(
                [[tr("Distributor"), tr("Films"), tr("Sales"), tr("Share")]]
                    + shares.map { d in
                        [
                            d.name, Self.films(d.films), numbers.money(d.sales),
                            d.share.map { NumberFormatting.percent($0, decimals: 1) } ?? "—"
                        ]
                    }, right: [1, 2, 3])
        }
        // Counted in the cache, not from the distributors: a film whose saved details name none has details.
        if lackingDetails > 0 {
            out.append(
                lackingDetails == 1
                    ? tr("1 film has no saved details yet, so no distributor; boxoffice movie CODE saves a film's.")
                    : tr(
                        "{count} films have no saved details yet, so no distributor; boxoffice movie CODE saves a film's.",
                        ["count": NumberFormatting.grouped(Int64(lackingDetails))]))
        }
        return out.joined(separator: "\n")
    }

    private func labelled(_ pairs: [(String, String)]) -> [String] {
        let width = pairs.map { TextWidth.columns($0.0) }.max() ?? 0
        return pairs.map { "  " + TextWidth.padRight($0.0, to: width) + "  " + $0.1 }
    }

    private func previousText() -> String {
        guard let c = report.previous else { return tr("no day of last year in history") }
        return tr(
            "{days} days in both years: sales ≈ {sales} ({change}), admissions ≈ {audience} ({audienceChange})",
            [
                "days": String(c.daysCovered), "sales": numbers.estimatedMoney(c.previous.sales),
                "change": c.salesChange.map { NumberFormatting.percent($0, decimals: 1, signed: true) } ?? "—",
                "audience": NumberFormatting.grouped(c.previous.audience),
                "audienceChange": c.audienceChange.map { NumberFormatting.percent($0, decimals: 1, signed: true) }
                    ?? "—"
            ])
    }

    private func koreanText() -> String {
        guard let k = report.korean else {
            return tr("no Korean films' chart in history (boxoffice history --nation korean fills it)")
        }
        return tr(
            "admissions ≈ {audience}, {audienceShare} of the market · sales ≈ {sales}, {salesShare} of the market ({days} days with both charts)",
            [
                "audience": NumberFormatting.grouped(k.audience), "audienceShare": Self.percentText(k.audienceShare),
                "sales": numbers.estimatedMoney(k.sales), "salesShare": Self.percentText(k.salesShare),
                "days": String(k.daysCovered)
            ])
    }

    /// The market's rest over the Korean chart's days.
    private func foreignText() -> String {
        guard let k = report.korean else { return "—" }
        return tr(
            "admissions ≈ {audience}, {audienceShare} of the market · sales ≈ {sales}, {salesShare} of the market",
            [
                "audience": NumberFormatting.grouped(k.otherAudience),
                "audienceShare": Self.percentText(k.otherAudienceShare), "sales": numbers.estimatedMoney(k.otherSales),
                "salesShare": Self.percentText(k.otherSalesShare)
            ])
    }

    static func percentText(_ x: Double?) -> String { x.map { NumberFormatting.percent($0, decimals: 1) } ?? "—" }

    /// 13.5 films as "13.5", 3 as "3".
    static func films(_ n: Double) -> String {
        let tenths = (n * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int64(tenths / 10)) : String(format: "%.1f", n)
    }

    // MARK: JSON (the keys of issue 26, exactly)

    func json() -> String {
        let t = report.totals
        var doc: [String: JSONValue] = [
            "period": .text(report.period.kind.rawValue), "from": .text(report.period.first.iso),
            "to": .text(report.period.last.iso),
            "daysInPeriod": .int(Int64(report.daysInPeriod)), "daysCovered": .int(Int64(t.daysCovered)),
            "sales": .int(t.sales), "audience": .int(t.audience), "topTenSales": .int(t.topTenSales),
            "topTenAudience": .int(t.topTenAudience),
            "previous": report.previous.map { c in
                .object([
                    "from": .text(c.from.iso), "to": .text(c.to.iso), "daysCovered": .int(Int64(c.daysCovered)),
                    "sales": .int(c.previous.sales), "audience": .int(c.previous.audience),
                    "salesChange": Self.percent(c.salesChange), "audienceChange": Self.percent(c.audienceChange)
                ])
            } ?? .null,
            "korean": Self.korean(report.korean),
            "films": .list(
                report.films.map { f in
                    .object([
                        "movieCd": .text(f.movieCode), "title": .text(f.title), "audience": .int(f.audience),
                        "sales": .int(f.sales),
                        "days": .int(Int64(f.days)), "bestRank": .int(Int64(f.bestRank)),
                        "audienceTotal": .int(f.audienceTotal),
                        "forecast": forecasts[f.movieCode].map { forecast in
                            .object([
                                "median": .int(forecast.median), "low": .int(forecast.low),
                                "high": .int(forecast.high)
                            ])
                        } ?? .null
                    ])
                }),
            "distributors": .list(
                shares.map { d in
                    .object([
                        "name": .text(d.name), "films": .number(d.films), "sales": .int(d.sales),
                        "share": Self.percent(d.share)
                    ])
                })
        ]
        if report.period.kind == .year {
            doc["months"] = .list(
                report.months.map { m in
                    .object([
                        "month": .text(m.period.label), "daysCovered": .int(Int64(m.totals.daysCovered)),
                        "sales": .int(m.totals.sales), "audience": .int(m.totals.audience),
                        "korean": Self.korean(m.korean)
                    ])
                })
        }
        return ChartJSON.encode(JSONValue.object(doc), fallback: "{}")
    }

    /// Korean films over the days with both charts: their estimates and shares of sales and admissions.
    static func korean(_ k: SegmentShare?) -> JSONValue {
        guard let k else { return .null }
        return .object([
            "daysCovered": .int(Int64(k.daysCovered)), "sales": .int(k.sales), "salesShare": percent(k.salesShare),
            "audience": .int(k.audience), "audienceShare": percent(k.audienceShare)
        ])
    }

    /// A percentage to one decimal, as the other JSON outputs give them; null where there is no base.
    static func percent(_ x: Double?) -> JSONValue { x.map { .number(($0 * 10).rounded() / 10) } ?? .null }

    // MARK: CSV: a year by month, a month by day (RFC 4180 line ends)

    func csv() -> String {
        var lines = [
            [
                "period", "daysCovered", "daysInPeriod", "sales", "audience", "topTenSales", "topTenAudience",
                "koreanDaysCovered", "koreanSales", "koreanAudience"
            ].joined(separator: ",")
        ]
        // Korean films over the days with both charts (empty without their chart; the foreign films' are the rest).
        func korean(_ k: SegmentShare?) -> [String] {
            guard let k else { return ["0", "", ""] }
            return ["\(k.daysCovered)", "\(k.sales)", "\(k.audience)"]
        }
        if report.period.kind == .year {
            lines += report.months.map { m in
                ([
                    m.period.label, "\(m.totals.daysCovered)", "\(m.period.dayCount)", "\(m.totals.sales)",
                    "\(m.totals.audience)",
                    "\(m.totals.topTenSales)", "\(m.totals.topTenAudience)"
                ] + korean(m.korean)).joined(separator: ",")
            }
        } else {
            let byDay = Dictionary(report.days.map { ($0.day, $0) }, uniquingKeysWith: { $1 })
            // A missing day is a row with empty figures: missing, not zero.
            lines += report.period.days.map { d in
                guard let m = byDay[d] else {
                    return [d.iso, "0", "1", "", "", "", "", "0", "", ""].joined(separator: ",")
                }
                return
                    ([d.iso, "1", "1", "\(m.sales)", "\(m.audience)", "\(m.topTenSales)", "\(m.topTenAudience)"]
                    + korean(report.korean(on: d))).joined(separator: ",")
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
