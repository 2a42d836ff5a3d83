import BoxOfficeCore

/// The Market view's lists: the period's films by audience, the #1s, the distributors, the films past
/// 10 million, and a year's weekends. Each row opens what it names.
extension MarketViewModel {
    /// By audience within the period; the first `filmsShown` until all are asked for. A film still in the
    /// chart on the period's last day adds its forecast total beside its total to date.
    public var films: [MarketLine] {
        guard let report else { return [] }
        let shown = showsAllFilms ? report.films[...] : report.films.prefix(Self.filmsShown)
        return shown.map { f in
            let title = filmTitle(f.movieCode, f.title)
            var details: [String] = []
            if let open = f.openDate { details.append(tr("opened {day}", ["day": dates.medium(open)])) }
            details.append(tr("sales {sales}", ["sales": numbers.roundedMoney(f.sales)]))
            details.append(tr("{days} days in the top 10", ["days": String(f.days)]))
            if f.bestRank > 0 { details.append(tr("best #{rank}", ["rank": String(f.bestRank)])) }
            details.append(tr("{total} to date", ["total": numbers.roundedAudience(f.audienceTotal)]))
            if let forecast = forecasts[f.movieCode] {
                details.append(
                    tr(
                        "forecast {median} ({madeFrom})",
                        ["median": forecast.medianText(numbers), "madeFrom": forecast.madeFrom]))
            }
            return MarketLine(
                title: title, subtitle: details.joined(separator: " · "), value: numbers.audience(f.audience),
                target: .film(code: f.movieCode, title: title, year: f.openDate?.year))
        }
    }

    /// The films not listed until "Show all" is chosen.
    public var filmsLeft: Int { showsAllFilms ? 0 : max(0, (report?.films.count ?? 0) - Self.filmsShown) }

    public var numberOnes: [MarketLine] {
        (report?.numberOnes ?? []).map { n in
            let title = filmTitle(n.movieCode, n.title)
            return MarketLine(
                title: title, subtitle: tr("first at #1 on {day}", ["day": dates.medium(n.firstDay)]),
                value: tr("{days} days", ["days": String(n.days)]),
                target: .film(code: n.movieCode, title: title, year: nil))
        }
    }

    /// Each distributor's films (a film distributed by two counts half to each, as KOFIC counts), sales
    /// within the period and share of the market's sales ≈.
    public var distributorLines: [MarketLine] {
        guard let report else { return [] }
        return DistributorShare.shares(
            films: report.films, distributors: distributors, marketSales: report.totals.sales
        ).map { d in
            MarketLine(
                title: d.name,
                subtitle: tr(
                    "{films} films · sales {sales}",
                    ["films": Self.filmCount(d.films), "sales": numbers.roundedMoney(d.sales)]),
                value: d.share.map { NumberFormatting.percent($0, decimals: 1) } ?? "—")
        }
    }

    /// "13.5" films, "3" films.
    static func filmCount(_ n: Double) -> String {
        n.rounded() == n ? String(Int(n)) : String(format: "%.1f", n)
    }

    /// How many of the period's films have no saved details (so no distributor), when some have none.
    public var distributorsNote: String? {
        guard let report, !report.films.isEmpty else { return nil }
        let without = DistributorShare.filmsWithoutDetails(films: report.films, distributors: distributors)
        guard without > 0 else { return nil }
        return tr(
            "{count} of {films} films have no saved details yet, so no distributor: Fill History saves them with the missing days, and opening a film saves its own.",
            ["count": String(without), "films": String(report.films.count)])
    }

    /// The films whose total passed 10 million within the period, and the day it did.
    public var tenMillion: [MarketLine] {
        (report?.tenMillion ?? []).map { c in
            let title = filmTitle(c.movieCode, c.title)
            return MarketLine(
                title: title,
                subtitle: c.exact
                    ? tr("passed 10 million admissions")
                    : tr("passed 10 million admissions (or on a day before it missing from history)"),
                value: dates.medium(c.day), target: .film(code: c.movieCode, title: title, year: nil))
        }
    }

    /// A year's weekends, newest first, each opening its weekend chart.
    public var weekendLines: [MarketLine] {
        weekends.reversed().map { w in
            var details: [String] = []
            if let one = w.number1 { details.append(tr("#1 {title}", ["title": filmTitle(one.movieCode, one.title)])) }
            if w.daysCovered > 0 {
                details.append(tr("top 10 {sales}", ["sales": numbers.roundedMoney(w.totals.topTenSales)]))
            }
            if w.daysCovered < 3 {
                details.append(tr("{covered} of 3 days in history", ["covered": String(w.daysCovered)]))
            }
            if let c = w.salesChangeFromPrevious {
                details.append(
                    tr(
                        "{change} on the weekend before",
                        ["change": NumberFormatting.percent(c, decimals: 1, signed: true)]))
            }
            if let c = w.salesChangeFromLastYear {
                details.append(
                    tr(
                        "{change} on 52 weeks earlier",
                        ["change": NumberFormatting.percent(c, decimals: 1, signed: true)]))
            }
            return MarketLine(
                title: dates.range(w.friday, w.sunday, withYear: false), subtitle: details.joined(separator: " · "),
                value: w.daysCovered > 0 ? "≈ " + numbers.roundedMoney(w.totals.sales) : "—",
                target: w.daysCovered > 0 ? .weekend(w.friday) : nil)
        }
    }
}
