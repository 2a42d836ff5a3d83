/// A follow event in words, Korean or English: a notification's title and body, and the one line
/// `boxoffice check` prints.
public struct FollowEventText: Sendable {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    /// "신과함께-죄와 벌 관객 1,000만 명 돌파" / "Along With the Gods passed 10 million admissions".
    public func title(_ event: FollowEvent) -> String {
        switch event.kind {
        case .passed(let threshold):
            return tr(
                "{title} passed {millions} million admissions",
                [
                    "title": event.title, "millions": String(threshold / 1_000_000),
                    "tenThousands": NumberFormatting.grouped(threshold / 10_000)
                ])
        case .reachedNumberOne: return tr("{title} is #1 at the box office", ["title": event.title])
        case .leftTopTen: return tr("{title} left the top 10", ["title": event.title])
        case .firstInChart(let opened, let audience, _):
            let values = [
                "title": event.title, "rank": String(event.rank),
                "audience": NumberFormatting(language).roundedAudience(audience)
            ]
            return opened == event.day
                ? tr("{title} opened at #{rank}, {audience}", values)
                : tr("{title} entered the top 10 at #{rank}, {audience}", values)
        case .weekendChart: return tr("Last weekend's box office is out")
        case .forecastCrossed(let crossing): return forecastTitle(event.title, crossing)
        }
    }

    /// The day and the total: "2018년 1월 6일 (토), 누적 관객 1,031,799명".
    public func body(_ event: FollowEvent) -> String {
        let days = DayFormatting(language)
        let total = NumberFormatting.grouped(event.audienceTotal)
        switch event.kind {
        case .passed, .reachedNumberOne:
            return tr("{day}: {total} admissions in all", ["day": days.long(event.day), "total": total])
        case .leftTopTen:
            return tr(
                "{day}: not in the top 10; #{rank} the day before, {total} admissions in all",
                ["day": days.long(event.day), "rank": String(event.rank), "total": total])
        case .firstInChart(_, _, let screens):
            return tr(
                "{day}: {screens} screens, {total} admissions in all",
                ["day": days.long(event.day), "screens": NumberFormatting.grouped(screens), "total": total])
        case .weekendChart(let first):
            return tr(
                "{period}: #1 {title}, {audience} admissions",
                ["period": days.range(first, event.day), "title": event.title, "audience": total])
        case .forecastCrossed(let crossing):
            return tr(
                "Forecast {median} ({madeFrom})",
                [
                    "median": "≈ " + NumberFormatting(language).roundedAudience(crossing.median),
                    "madeFrom": tr("D{d}, {date}", ["d": String(crossing.dNumber), "date": event.day.iso])
                ])
        }
    }

    /// "「서울의 봄」 1,000만 명 돌파 가능성 58%" / "12.12: The Day has a 58% chance of passing 10.0 million admissions".
    private func forecastTitle(_ title: String, _ crossing: ForecastCrossing) -> String {
        let values = [
            "title": title, "mark": FilmForecast.markText(crossing.mark, NumberFormatting(language)),
            "chance": FilmForecast.chanceText(crossing.chance)
        ]
        return crossing.isBreakEven
            ? tr("{title} has a {chance} chance of reaching its break-even of {mark}", values)
            : tr("{title} has a {chance} chance of passing {mark}", values)
    }

    /// Title and body on one line, for the command line.
    public func sentence(_ event: FollowEvent) -> String { title(event) + " — " + body(event) }
}
