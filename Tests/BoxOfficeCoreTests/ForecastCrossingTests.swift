import BoxOfficeCore
import XCTest

/// A followed film's forecast crossing even odds of 1,000만 or of its break-even, detected from the shipped
/// runs day by day as a refresh of each day would: the forecast as of the day against the day before's.
final class ForecastCrossingTests: XCTestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    enum Expected {
        /// 극한직업 (opened 2019-01-23): its chance of 1,000만 passes 50 % on D10 (D12 before issue 44's
        /// method: the recent runs and the regression lift its second week).
        static let extremeJobDay = 10
        static let extremeJobChance = 0.5090
        static let extremeJobMedian: Int64 = 10_194_346
        /// With a break-even of 12 million: its chance passes 50 % on D13 (was D14).
        static let extremeJobBreakEven: Int64 = 12_000_000
        static let extremeJobBreakEvenDay = 13
        static let extremeJobBreakEvenChance = 0.6624
        static let extremeJobBreakEvenMedian: Int64 = 12_443_330
        static let englishText = [
            "극한직업 has a 51% chance of passing 10 million",
            "Forecast ≈ 10.2 million admissions (D10, 2019-02-01)",
            "극한직업 has a 66% chance of reaching its break-even of 12 million"
        ]
        static let koreanText = [
            "「극한직업」 1,000만 명 돌파 가능성 51% — D10, 2019-02-01 기준 예상 ≈ 1,019만 명",
            "「극한직업」 손익분기점 1,200만 명 돌파 가능성 66%",
            "D13, 2019-02-04 기준 예상 ≈ 1,244만 명"
        ]
    }

    static let extremeJob = FollowedFilm(movieCode: "20182530", title: "극한직업")
    static let exit = FollowedFilm(movieCode: "20184621", title: "엑시트")
    let forecaster = Forecaster(library: ShippedRuns.library)

    /// The film's ranked row on its D`d`, as the day's chart holds it.
    private func row(_ film: FollowedFilm, d: Int) throws -> HistoryRow {
        let run = try XCTUnwrap(ShippedRuns.library.runs(of: film.movieCode).first)
        let figures = try XCTUnwrap(run.days.first { $0.day == run.day(ofDNumber: d) }, "not ranked on D\(d)")
        return HistoryRow(
            day: figures.day, segmentKey: "", movieCode: film.movieCode, rank: figures.rank,
            audience: figures.audience, sales: 0, screens: figures.screens, shows: figures.shows,
            audienceTotal: figures.audienceTotal, salesTotal: 0, salesShare: String(figures.salesShare),
            title: run.title, openDate: run.openDate)
    }

    /// Every crossing of the film's first `days` days: (D-number, event).
    private func crossings(_ film: FollowedFilm, days: Int, breakEven: Int64? = nil) throws -> [(Int, FollowEvent)] {
        var found: [(Int, FollowEvent)] = []
        for d in 1...days {
            let today = try row(film, d: d)
            let events = FollowEvents.forecastCrossings(
                followed: [film], day: today.day, today: [today], forecaster: forecaster,
                breakEvens: breakEven.map { [film.movieCode: $0] } ?? [:])
            found += events.map { (d, $0) }
        }
        return found
    }

    /// 극한직업 crosses 50 % of 1,000만 once in its first three weeks; the days before it and after it (above)
    /// tell nothing.
    func testExtremeJobCrossesTenMillionOnce() throws {
        let found = try crossings(Self.extremeJob, days: 21)
        XCTAssertEqual(found.map(\.0), [Expected.extremeJobDay])
        let event = try XCTUnwrap(found.first?.1)
        XCTAssertEqual(event.id, "20182530:forecast:10000000")
        XCTAssertEqual(event.day, Day("2019-01-23")?.adding(days: Expected.extremeJobDay - 1))
        guard case .forecastCrossed(let crossing) = event.kind else { return XCTFail("\(event.kind)") }
        XCTAssertEqual(crossing.mark, 10_000_000)
        XCTAssertFalse(crossing.isBreakEven)
        XCTAssertEqual(crossing.dNumber, Expected.extremeJobDay)
        XCTAssertEqual(crossing.chance, Expected.extremeJobChance, accuracy: 0.0005)
        XCTAssertEqual(crossing.median, Expected.extremeJobMedian)
    }

    /// The day before the crossing is below, the day after already above: neither is a crossing.
    func testTheDayBeforeAndTheDayAfterSayNothing() throws {
        for d in [Expected.extremeJobDay - 1, Expected.extremeJobDay + 1] {
            let today = try row(Self.extremeJob, d: d)
            XCTAssertEqual(
                FollowEvents.forecastCrossings(
                    followed: [Self.extremeJob], day: today.day, today: [today], forecaster: forecaster,
                    breakEvens: [:]), [], "D\(d)")
        }
    }

    /// 엑시트 ended at 9.4 million; its chance of 1,000만 never reached 50 %.
    func testExitNeverCrosses() throws {
        XCTAssertEqual(try crossings(Self.exit, days: 28).map(\.0), [])
    }

    /// A film not in the day's chart, or not followed, says nothing.
    func testOnlyFollowedFilmsInTheDaysChart() throws {
        let today = try row(Self.extremeJob, d: Expected.extremeJobDay)
        XCTAssertEqual(
            FollowEvents.forecastCrossings(
                followed: [Self.exit], day: today.day, today: [today], forecaster: forecaster, breakEvens: [:]), [])
        XCTAssertEqual(
            FollowEvents.forecastCrossings(
                followed: [Self.extremeJob], day: today.day, today: [], forecaster: forecaster, breakEvens: [:]), [])
    }

    /// The user's break-even of 12 million: its own crossing, apart from 1,000만's, with its own id.
    func testBreakEvenCrossing() throws {
        let found = try crossings(Self.extremeJob, days: 21, breakEven: Expected.extremeJobBreakEven)
        XCTAssertEqual(
            found.map { "D\($0.0) \($0.1.id)" },
            [
                "D\(Expected.extremeJobDay) 20182530:forecast:10000000",
                "D\(Expected.extremeJobBreakEvenDay) 20182530:break-even:12000000"
            ])
        guard case .forecastCrossed(let crossing)? = found.last?.1.kind else { return XCTFail("no break-even") }
        XCTAssertTrue(crossing.isBreakEven)
        XCTAssertEqual(crossing.chance, Expected.extremeJobBreakEvenChance, accuracy: 0.0005)
        XCTAssertEqual(crossing.median, Expected.extremeJobBreakEvenMedian)
    }

    /// A break-even already passed, or a mark already passed (a re-release starts past 1,000만), is no news.
    func testAMarkAlreadyPassedSaysNothing() throws {
        XCTAssertEqual(try crossings(Self.extremeJob, days: 5, breakEven: 300_000).map(\.0), [], "392,773 by its D1")
        let now = try forecaster.forecast(movieCode: "20182530", atDay: 20).get()
        XCTAssertGreaterThan(now.audienceToDate, 10_000_000)
        XCTAssertEqual(FollowEvents.crossings(before: nil, now: now), [])
    }

    /// The words of the crossing, in English and Korean (`Expected.text`).
    func testWordingInEnglishAndKorean() throws {
        let found = try crossings(Self.extremeJob, days: 21, breakEven: Expected.extremeJobBreakEven)
        let (tenMillion, breakEven) = (try XCTUnwrap(found.first?.1), try XCTUnwrap(found.last?.1))
        let english = FollowEventText(.english)
        XCTAssertEqual(
            [english.title(tenMillion), english.body(tenMillion), english.title(breakEven)], Expected.englishText)
        try KoreanCatalogue.inKorean {
            let korean = FollowEventText(.korean)
            XCTAssertEqual(
                [korean.sentence(tenMillion), korean.title(breakEven), korean.body(breakEven)], Expected.koreanText)
        }
    }
}
