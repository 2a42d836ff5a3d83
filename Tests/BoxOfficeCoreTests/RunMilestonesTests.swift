import XCTest

@testable import BoxOfficeCore

/// Milestones, streaks, the weekend drop and the compare sentence on a synthetic run of 경관의 피 built
/// from its real rows (its opening day in daily_20220105.json, a later day in daily_20220121.json).
final class RunMilestonesTests: XCTestCase {
    static func realRow(_ fixture: String, _ code: String) throws -> HistoryRow {
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data(fixture)), kind: .daily)
        let entry = try XCTUnwrap(chart.entries.first { $0.movieCode == code })
        return HistoryRow(entry, day: chart.lastDay, segmentKey: "")
    }

    static func day(_ d: Int) -> Day { Day(year: 2022, month: 1, day: d)! }

    /// D1 = 2022-01-05 (a Wednesday). D6 is missing, D9 is kept with the film outside the top 10.
    static func run() throws -> FilmRun {
        let strong = try realRow("daily_20220105.json", "20199882")  // 64,050 admissions, #1
        let weak = try realRow("daily_20220121.json", "20199882")  // 10,535 admissions, #4
        let plan: [(Int, HistoryRow, Int, Int64)] = [
            (5, strong, 1, 69_228), (6, strong, 1, 133_278), (7, strong, 1, 197_328), (8, strong, 2, 261_378),
            (9, strong, 1, 325_428), (11, strong, 1, 1_000_100), (12, strong, 1, 5_000_000),
            (14, weak, 4, 5_010_535), (15, weak, 4, 5_021_070), (16, weak, 4, 5_031_605)
        ]
        let rows = plan.map { $0.1.moved(to: day($0.0), audienceTotal: $0.3, rank: $0.2) }
        let known = Set(rows.map(\.day) + [day(13)])
        return try XCTUnwrap(FilmRun(movieCode: "20199882", rows: rows, knownDays: known))
    }

    func testMilestonesAndStreaks() throws {
        let m = RunMilestones(try Self.run())
        XCTAssertEqual(m.opening, .init(day: Self.day(5), dNumber: 1, audience: 64_050, rank: 1))
        // The first of equals
        XCTAssertEqual(m.bestDay, .init(day: Self.day(5), dNumber: 1, audience: 64_050, rank: 1))
        XCTAssertEqual(m.daysAtNumberOne, 6)
        XCTAssertEqual(m.longestStreakAtNumberOne, 3)  // D1–D3; D4 was #2, and the gap at D6 splits D5 from D7
        XCTAssertEqual(
            m.crossings,
            [
                .init(threshold: 1_000_000, day: Self.day(11), dNumber: 7, exact: false),  // D6 missing: "by D7"
                .init(threshold: 5_000_000, day: Self.day(12), dNumber: 8, exact: true)
            ])
        let drop = try XCTUnwrap(m.weekendDrop)
        XCTAssertEqual([drop.first, drop.second], [Self.day(7), Self.day(14)])
        XCTAssertEqual([drop.firstAudience, drop.secondAudience], [192_150, 31_605])
        XCTAssertEqual(drop.percent, (31_605.0 - 192_150.0) / 192_150.0 * 100)
        // D6 is missing: it could have been the best day, a day at #1, and joined D5 and D7 in a streak of 4.
        XCTAssertEqual(m.missingDayCount, 1)
        XCTAssertFalse(m.bestDayIsComplete)
        XCTAssertFalse(m.longestStreakIsComplete)
        XCTAssertEqual(
            m.lines.map(\.value),
            [
                "64,050 admissions, #1", "D1 2022-01-05: 64,050 admissions (best of the saved days, 1 missing)",
                "at least 6 (longest streak at least 3, in the saved days)",
                "by D7 2022-01-11 (days before are missing)", "D8 2022-01-12", "not within the saved days",
                "-83.6% against the first (192,150 → 31,605)"
            ])
    }

    /// With every day kept the figures are the film's own and say so plainly; a mark not reached is
    /// still "not within the saved days", since history stops at the last kept day.
    func testACompleteRunStatesItsFiguresPlainly() throws {
        let run = try Self.run()
        let complete = try XCTUnwrap(
            FilmRun(movieCode: run.movieCode, rows: run.ranked, knownDays: Set(run.days.map(\.day))))
        let m = RunMilestones(complete)
        XCTAssertEqual(m.missingDayCount, 0)
        XCTAssertTrue(m.bestDayIsComplete && m.daysAtNumberOneIsComplete && m.longestStreakIsComplete)
        XCTAssertEqual(
            m.lines.map(\.value)[1...3], ["D1 2022-01-05: 64,050 admissions", "6 (longest streak 3)", "D7 2022-01-11"])
        XCTAssertEqual(m.lines.map(\.value)[5], "not within the saved days")
        // Only D9 missing (after the D7–D8 streak): it could add a day at #1 but no streak longer than 3.
        let known = Set(run.days.map(\.day)).subtracting([Self.day(13)])
        let m9 = RunMilestones(try XCTUnwrap(FilmRun(movieCode: run.movieCode, rows: run.ranked, knownDays: known)))
        XCTAssertEqual([m9.missingDayCount, m9.longestStreakAtNumberOne], [1, 3])
        XCTAssertTrue(m9.longestStreakIsComplete)
        XCTAssertEqual(m9.lines.map(\.value)[2], "at least 6 (longest streak 3, in the saved days)")
    }

    static func endgameDay(_ d: Int) -> Day { Day(year: 2019, month: 4, day: 24)!.adding(days: d - 1) }

    /// 어벤져스: 엔드게임 (opened Wednesday 2019-04-24) with D1–D7 never saved, as in issue 23: history holds
    /// D8 (2019-05-01, the 911,374) to `through`. D8's total is as reported that day; the later daily
    /// figures are plausible, not KOBIS's, with totals summed from them. #1 to D20 (20 days in truth), then #2.
    static func endgame(through last: Int = 22) throws -> FilmRun {
        let audiences: [Int64] = [
            911_374, 402_731, 523_118, 864_905, 858_144, 639_386, 171_204, 162_380, 150_112,
            198_765, 412_506, 360_881, 91_257, 84_033, 80_611
        ]
        var total: Int64 = 8_242_728 - 911_374
        let rows = (8...last).map { d -> HistoryRow in
            let audience = audiences[d - 8]
            total += audience
            return HistoryRow(
                day: endgameDay(d), segmentKey: "", movieCode: "20184889", rank: d <= 20 ? 1 : 2, audience: audience,
                sales: audience * 9_100, screens: 2_000, shows: 9_000, audienceTotal: total, salesTotal: total * 9_100,
                salesShare: "80.0", title: "어벤져스: 엔드게임", openDate: endgameDay(1))
        }
        return try XCTUnwrap(FilmRun(movieCode: "20184889", rows: rows, knownDays: Set(rows.map(\.day))))
    }

    func testMissingOpeningDaysQualifyEveryFigureTheyCouldChange() throws {
        let run = try Self.endgame()
        XCTAssertEqual(run.missingDays, (1...7).map(Self.endgameDay))
        let m = RunMilestones(run)
        // The issue gives the true best day as D4 (1,662,469) and #1 through D20: no saved day may claim either.
        XCTAssertEqual(m.bestDay, .init(day: Self.endgameDay(8), dNumber: 8, audience: 911_374, rank: 1))
        XCTAssertEqual(m.missingDayCount, 7)
        XCTAssertFalse(m.bestDayIsComplete)
        XCTAssertEqual([m.daysAtNumberOne, m.longestStreakAtNumberOne], [13, 13])
        XCTAssertFalse(m.daysAtNumberOneIsComplete)
        XCTAssertFalse(m.longestStreakIsComplete)
        XCTAssertEqual(m.crossings.map(\.exact), [false, false, true])
        // The first weekend (D3–D5) is missing, so there is no drop, and the text says why.
        XCTAssertNil(m.weekendDrop)
        XCTAssertEqual(m.weekendDaysMissing.map(\.dNumber), [3, 4, 5])
        XCTAssertEqual(
            m.lines.map(\.value),
            [
                "—", "D8 2019-05-01: 911,374 admissions (best of the saved days, 7 missing)",
                "at least 13 (longest streak at least 13, in the saved days)",
                "by D8 2019-05-01 (days before are missing)", "by D8 2019-05-01 (days before are missing)",
                "D11 2019-05-04",
                "weekend days are missing (D3, D4, D5)"
            ])
        let korean = try KoreanCatalogue.inKorean { m.lines }
        XCTAssertEqual(
            korean.map(\.label),
            [
                "개봉일", "최고 흥행일", "1위 일수", "누적 관객 100만 명 돌파", "누적 관객 500만 명 돌파",
                "누적 관객 1,000만 명 돌파", "둘째 주말"
            ])
        XCTAssertEqual(
            korean.map(\.value),
            [
                "—", "D8 2019-05-01: 관객 911,374명 (저장된 날짜 중 최고, 기록 없는 날 7일)",
                "최소 13일 (최장 연속 최소 13일, 저장된 날짜 기준)",
                "D8 2019-05-01까지 (이전 날짜 기록 없음)", "D8 2019-05-01까지 (이전 날짜 기록 없음)", "D11 2019-05-04",
                "주말 날짜 기록 없음 (D3, D4, D5)"
            ])
    }

    /// History ending at D10 (9,168,577 in all) has not seen 10 million: not "never", just not yet saved.
    func testAMarkNotReachedIsNotWithinTheSavedDays() throws {
        let m = RunMilestones(try Self.endgame(through: 10))
        XCTAssertEqual(m.crossings.map(\.threshold), [1_000_000, 5_000_000])
        XCTAssertEqual(m.lines[5].value, "not within the saved days")
        XCTAssertEqual(try KoreanCatalogue.inKorean { m.lines[5].value }, "저장된 날짜 중에는 없음")
        XCTAssertEqual(try KoreanCatalogue.inKorean { m.lines[2].value }, "최소 3일 (최장 연속 최소 3일, 저장된 날짜 기준)")
    }

    func testGapsStayGapsAndAreNeverInterpolated() throws {
        let run = try Self.run()
        XCTAssertEqual(run.days.count, 12)
        XCTAssertEqual(run.days[5].status, .missing)
        XCTAssertEqual(run.days[8].status, .outsideTop10)
        XCTAssertEqual(run.missingDays, [Self.day(10)])
        XCTAssertNil(run.totalsByDNumber[6])
        XCTAssertEqual(run.ranked.count, 10)
        // Without both full weekends there is no drop, rather than an estimate.
        let partial = FilmRun(
            movieCode: run.movieCode, rows: run.ranked.filter { $0.day != Self.day(15) }, knownDays: [])
        let m = RunMilestones(try XCTUnwrap(partial))
        XCTAssertNil(m.weekendDrop)
        XCTAssertEqual(m.weekendDaysMissing.map(\.day), [Self.day(15)])
        XCTAssertEqual(m.lines.last?.value, "weekend days are missing (D11)")
    }

    func testPreviewsAreD0AndEarlierAndAReReleaseStartsAtItsFirstKeptDay() throws {
        let row = try Self.realRow("daily_20220105.json", "20192354")  // 특송 previews on 2022-01-05, opens 2022-01-12
        let run = try XCTUnwrap(FilmRun(movieCode: row.movieCode, rows: [row], knownDays: []))
        XCTAssertEqual(run.days.map(\.dNumber), [-6])
        XCTAssertFalse(run.isReRelease)
        let lion = try Self.realRow("daily_20120101.json", "19940256")  // 라이온 킹, opened 1994-07-02
        let again = try XCTUnwrap(FilmRun(movieCode: lion.movieCode, rows: [lion], knownDays: []))
        XCTAssertEqual(again.days.map(\.day), [Day(year: 2012, month: 1, day: 1)!])
        // Counted from the re-release's own start, as its forecast counts it (`ReferenceRun`): not D6393 since 1994.
        XCTAssertEqual(again.days.map(\.dNumber), [1])
        XCTAssertTrue(again.isReRelease)
        XCTAssertEqual(
            RunMilestones(again).opening,
            .init(day: Day(year: 2012, month: 1, day: 1)!, dNumber: 1, audience: 45_750, rank: 6))
    }

    func testTheCompareSentence() throws {
        let run = try Self.run()
        let base = try Self.realRow("daily_20220121.json", "20218764")
        func other(_ total: Int64, title: String = "범죄도시3") -> FilmRun {
            let rows = [
                HistoryRow(
                    day: Self.day(1), segmentKey: "", movieCode: "20223278", rank: 1, audience: 50_000, sales: 1,
                    screens: 1, shows: 1, audienceTotal: 50_000, salesTotal: 1, salesShare: "1.0", title: title,
                    openDate: Self.day(1)),
                base.moved(to: Self.day(12), audienceTotal: total)
            ]
            return FilmRun(
                movieCode: "20223278",
                rows: rows.map {
                    HistoryRow(
                        day: $0.day, segmentKey: "", movieCode: "20223278", rank: $0.rank, audience: $0.audience,
                        sales: $0.sales,
                        screens: $0.screens, shows: $0.shows, audienceTotal: $0.audienceTotal,
                        salesTotal: $0.salesTotal,
                        salesShare: $0.salesShare, title: title, openDate: Self.day(1))
                }, knownDays: [])!
        }
        let ahead = RunComparison(run, against: other(4_492_504))
        XCTAssertEqual(ahead.commonDNumber, 12)
        XCTAssertEqual(ahead.sentence, "12% ahead of 범죄도시3 at D12")
        XCTAssertEqual(ahead.points.first, .init(dNumber: 1, value: 69_228, otherValue: 50_000))
        XCTAssertEqual(ahead.points.first { $0.dNumber == 6 }, nil)  // neither has D6: no point at all
        XCTAssertEqual(RunComparison(other(4_492_504), against: run).sentence, "11% behind 경관의 피 at D12")
        XCTAssertEqual(RunComparison(run, against: other(5_031_605)).sentence, "Level with 범죄도시3 at D12")
        let apart = FilmRun(movieCode: "x", rows: [base.moved(to: Self.day(20))], knownDays: [])!
        XCTAssertNil(RunComparison(run, against: apart).sentence)
    }
}
