import XCTest

@testable import BoxOfficeCore

/// The events of January 2018 for three followed films, detected day by day from the real charts as a
/// refresh of each day would: its chart, the day before's and the totals known before it.
final class FollowEventsTests: XCTestCase {
    static let followed = [
        FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨"),
        FollowedFilm(movieCode: "20170590", title: "1987"),
        FollowedFilm(movieCode: "20150976", title: "신과함께-죄와 벌")
    ]

    private func day(_ d: Int) -> Day { Day(year: 2018, month: 1, day: d)! }

    private func january(followed: [FollowedFilm] = followed) -> [FollowEvent] {
        let rows = MarketFixtures.year.filter { $0.day.month == 1 }
        var events: [FollowEvent] = []
        var totals: [String: Int64] = [:]
        for d in 1...31 {
            let today = rows.filter { $0.day == day(d) }
            let before = d == 1 ? nil : rows.filter { $0.day == day(d - 1) }
            events += FollowEvents.detect(
                followed: followed, day: day(d), today: today, before: before, totalsBefore: totals)
            for row in today { totals[row.movieCode] = max(totals[row.movieCode] ?? 0, row.audienceTotal) }
        }
        return events
    }

    func testJanuaryEventsOfThreeFollowedFilms() {
        let events = january()
        XCTAssertEqual(
            events.map { "\($0.day.iso) \($0.id) \($0.audienceTotal) \($0.rank)" },
            [
                "2018-01-04 20150976:passed:10000000 10183505 1",
                "2018-01-06 20179462:passed:1000000 1031799 6",
                "2018-01-08 20170590:number-one 4269268 1",
                "2018-01-13 20170590:passed:5000000 5375964 1",
                "2018-01-31 20179462:left-top-ten 1327683 9"
            ])
    }

    func testFilmsNotFollowedSayNothing() {
        XCTAssertEqual(january(followed: []), [])
        XCTAssertEqual(january(followed: [FollowedFilm(movieCode: "20999999", title: "없는 영화")]), [])
    }

    /// Without the day before, neither #1 nor leaving the top 10 is said; without an earlier total no mark is.
    func testUnknownDayBeforeSaysOnlyWhatIsKnown() {
        let rows = MarketFixtures.year
        let eighth = rows.filter { $0.day == day(8) }
        XCTAssertEqual(
            FollowEvents.detect(
                followed: Self.followed, day: day(8), today: eighth, before: nil, totalsBefore: [:]), [])
        let sixth = rows.filter { $0.day == day(6) }
        XCTAssertEqual(
            FollowEvents.detect(
                followed: Self.followed, day: day(6), today: sixth, before: nil, totalsBefore: ["20179462": 987_834]
            ).map(\.id), ["20179462:passed:1000000"])
    }

    /// Without the day before's chart (a refresh that skipped days), a followed film's first day is still told:
    /// never seen in the history, opened at most 14 days before, and the row a first day's (its admissions
    /// before the day no more than the day's own). 염력 opened at #1 on 2018-01-31: 264,711 admissions on
    /// 1,099 screens, 273,292 with 8,581 from previews.
    func testTheFirstDayIsToldWithoutTheDayBeforesChart() {
        let rows = MarketFixtures.year.filter { $0.day.month == 1 }
        func chart(_ d: Int) -> [HistoryRow] { rows.filter { $0.day == day(d) } }
        var totals: [String: Int64] = [:]
        for row in rows where row.day.day < 31 {
            totals[row.movieCode] = max(totals[row.movieCode] ?? 0, row.audienceTotal)
        }
        let yeomnyeok = [FollowedFilm(movieCode: "20168323", title: "염력")]
        let events = FollowEvents.detect(
            followed: yeomnyeok + Self.followed, day: day(31), today: chart(31), before: nil, totalsBefore: totals)
        XCTAssertEqual(events.map { "\($0.id) \($0.audienceTotal) \($0.rank)" }, ["20168323:first-in-chart 273292 1"])
        guard case .firstInChart(let opened, let audience, let screens) = events.first?.kind else {
            return XCTFail("no first day")
        }
        XCTAssertEqual(opened, day(31))
        XCTAssertEqual(audience, 264_711)
        XCTAssertEqual(screens, 1_099)
        // Seen before: not new.
        XCTAssertEqual(
            FollowEvents.detect(
                followed: yeomnyeok, day: day(31), today: chart(31), before: nil, totalsBefore: ["20168323": 8_581]),
            [])
        // The 14-day bound: the same row read on its 14th day after opening is told, on the 15th it is not.
        let february = { (d: Int) in Day(year: 2018, month: 2, day: d)! }
        for (d, told) in [(14, true), (15, false)] {
            XCTAssertEqual(
                FollowEvents.detect(
                    followed: yeomnyeok, day: february(d), today: chart(31), before: nil, totalsBefore: [:]
                ).map(\.id), told ? ["20168323:first-in-chart"] : [], "Feb \(d)")
        }
        // The first check after following, with no history: films already running (1987 opened 2017-12-27,
        // 2,473,546 admissions by Jan 1) are not new.
        XCTAssertEqual(
            FollowEvents.detect(followed: Self.followed, day: day(1), today: chart(1), before: nil, totalsBefore: [:]),
            [])
    }

    func testDueWeekend() {
        // Monday 2018-01-08: the weekend of Jan 5–7; Sunday the 14th still the same one (its own is not over).
        XCTAssertEqual(FollowEvents.dueWeekend(yesterday: day(7)).description, "2018-01-05~2018-01-07")
        XCTAssertEqual(FollowEvents.dueWeekend(yesterday: day(13)).description, "2018-01-05~2018-01-07")
        XCTAssertEqual(FollowEvents.dueWeekend(yesterday: day(14)).description, "2018-01-12~2018-01-14")
    }

    func testWordingInEnglishAndKorean() throws {
        let events = january()
        let ten = FollowEvent(
            kind: events[0].kind, movieCode: events[0].movieCode, title: "Along With the Gods", day: events[0].day,
            audienceTotal: events[0].audienceTotal, rank: 1)
        let english = FollowEventText(.english)
        XCTAssertEqual(english.title(ten), "Along With the Gods passed 10 million admissions")
        XCTAssertEqual(english.body(ten), "Thu, Jan 4, 2018: 10,183,505 admissions in all")
        XCTAssertEqual(
            english.sentence(events[4]),
            "위대한 쇼맨 left the top 10 — Wed, Jan 31, 2018: not in the top 10; #9 the day before, 1,327,683 admissions in all"
        )
        try KoreanCatalogue.inKorean {
            let korean = FollowEventText(.korean)
            XCTAssertEqual(korean.title(events[0]), "신과함께-죄와 벌 관객 1,000만 명 돌파")
            XCTAssertEqual(korean.body(events[0]), "2018년 1월 4일 (목) 누적 관객 10,183,505명")
            XCTAssertEqual(korean.title(events[1]), "위대한 쇼맨 관객 100만 명 돌파")
            XCTAssertEqual(korean.title(events[2]), "1987 박스오피스 1위")
            XCTAssertEqual(korean.title(events[4]), "위대한 쇼맨 박스오피스 10위권 밖으로")
            XCTAssertEqual(korean.body(events[4]), "2018년 1월 31일 (수) 10위권 밖 (전날 9위, 누적 관객 1,327,683명)")
        }
    }
}
