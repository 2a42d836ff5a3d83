import BoxOfficeCore

/// One chart item as the list row and the grid card show it: every string ready to display.
public struct ChartRowModel: Equatable, Sendable {
    public typealias Trend = RowTrend

    public let movieCode: String
    /// What Kakao is asked for this film's poster (the same in every language).
    public let posterQuery: PosterQuery
    public let rank: String
    public let title: String
    /// Both titles, for the chart's search bar (the English one is "" until KOBIS's is known).
    public let koreanTitle: String
    public let englishTitle: String
    public let badge: String
    public let badgeSpoken: String
    public let trend: Trend
    public let openDate: String
    public let audience: String
    public let audienceTotal: String
    public let salesShare: String
    /// A weekly chart's audience against the period before ("전주 대비 -18.9%"); nil for a day's chart.
    public let periodChange: String?
    /// The film's figures for the chart's day or period, labelled with the period they cover, for the
    /// detail window.
    public let dayFigures: [FilmDetailModel.Fact]
    /// "2022년 1월 5일 박스오피스", "2019년 5월 31일–6월 2일 주말 박스오피스": the heading of those figures.
    public let dayHeading: String
    /// The total and the share on one line, for a narrow window's second line; a weekly chart's change after them.
    public var secondaryLine: String {
        ([audienceTotal, salesShare] + [periodChange].compactMap { $0 }).joined(separator: " · ")
    }
    /// Everything above in one sentence, for screen readers.
    public let accessibleLabel: String

    /// `englishTitle` (KOBIS movieNmEn) replaces the Korean title in English when there is one.
    /// `period`: the chart's day or week, which the heading and the spoken sentence name (a past day's
    /// audience is not "today's", and a weekend's three days are not one day's). `segment`: the chart's films,
    /// whose share of sales the share is ("한국 영화 중 점유율").
    public init(
        _ e: ChartEntry, language: DisplayLanguage, englishTitle: String? = nil, period: Chart.Period? = nil,
        segment: ChartSegment = .everything
    ) {
        let span = period.map { FiguresSpan($0, language: language) }
        let day = period.map(\.lastDay)
        let numbers = NumberFormatting(language)
        movieCode = e.movieCode
        posterQuery = PosterQuery(e)
        rank = String(e.rank)
        title = language == .english ? (englishTitle.flatMap { $0.isEmpty ? nil : $0 } ?? e.title) : e.title
        koreanTitle = e.title
        self.englishTitle = englishTitle ?? ""
        badge = e.rankChange.badge(language)
        badgeSpoken = e.rankChange.spoken(language)
        switch e.rankChange {
        case .up: trend = .up
        case .down: trend = .down
        case .new: trend = .new
        case .unchanged: trend = .same
        }
        // "2022년 1월 5일 개봉 · 1일째": the day of its run on the chart's (last) day; previews say so.
        let release = day.flatMap(e.daysInRelease).map {
            $0 >= 1 ? tr("day {count}", ["count": String($0)]) : tr("before opening")
        }
        let opened =
            e.openDate.map { tr("Opened {date}", ["date": DayFormatting(language).medium($0)]) }
            ?? tr("Open date unknown")
        openDate = release.map { "\(opened) · \($0)" } ?? opened
        audience = numbers.audience(e.audience)
        audienceTotal = tr("{count} in total", ["count": numbers.audience(e.audienceTotal)])
        let share = ShareWords(segment, language: language)
        salesShare = share.value(NumberFormatting.percent(e.salesShare))
        periodChange = span?.change(e)
        func fact(_ label: String, _ value: String) -> FilmDetailModel.Fact { .init(label: label, value: value) }
        func summed(_ label: String) -> String { span?.label(label) ?? label }
        dayFigures =
            [
                fact(tr("Rank"), "\(e.rank) (\(e.rankChange.badge(language)))"),
                fact(summed(tr("Audience")), numbers.audience(e.audience)),
                fact(tr("Total audience"), numbers.audience(e.audienceTotal))
            ] + [span?.changeFact(e)].compactMap { $0 } + [
                fact(summed(tr("Sales")), numbers.money(e.sales)),
                fact(summed(share.label), NumberFormatting.percent(e.salesShare)),
                fact(tr("Screens"), NumberFormatting.grouped(e.screens)),
                fact(summed(tr("Shows")), NumberFormatting.grouped(e.shows))
            ]
            + [
                release.map { fact(tr("Days in release"), $0) },
                e.audiencePerScreen.flatMap { Int64(exactly: $0.rounded()) }.map {
                    fact(tr("Audience per screen"), numbers.audience($0))
                },
                e.audiencePerShow.flatMap { Int64(exactly: $0.rounded()) }.map {
                    fact(tr("Audience per show"), numbers.audience($0))
                },
                e.averageTicketPrice.flatMap { Int64(exactly: $0.rounded()) }.map {
                    fact(tr("Average ticket price"), numbers.money($0))
                }
            ].compactMap { $0 }
        dayHeading = span?.heading ?? tr("Box office")
        let shown = audience
        let audienceOnDay = span?.audience(shown) ?? shown
        let spoken = tr(
            "Rank {rank}, {change}: {title}. {audienceOnDay}, {total}. {share}.",
            [
                "rank": rank, "change": badgeSpoken, "title": title, "audienceOnDay": audienceOnDay,
                "total": audienceTotal, "share": salesShare
            ])
        accessibleLabel = periodChange.map { "\(spoken) \($0)." } ?? spoken
    }
}
