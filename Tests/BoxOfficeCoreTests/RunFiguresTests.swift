import XCTest

@testable import BoxOfficeCore

/// Where a run stands (latest totals, the most screens, the last day in the top 10, the latest weekend
/// against the one before) and the run as CSV / tab-separated text, on `RunMilestonesTests.run()`:
/// D1 = 2022-01-05, D6 (01-10) missing, 01-13 kept with the film outside the top 10, last day D12 = Sunday 01-16.
final class RunFiguresTests: XCTestCase {
    typealias M = RunMilestonesTests
    static func day(_ d: Int) -> Day { M.day(d) }

    func testTheLatestTotalsThePeakAndTheLatestWeekend() throws {
        let f = RunFigures(try M.run())
        XCTAssertEqual(
            f.latest, .init(day: Self.day(16), dNumber: 12, audienceTotal: 5_031_605, salesTotal: 6_000_299_380))
        XCTAssertEqual(
            f.peakScreens, .init(screens: 1_171, day: Self.day(5), dNumber: 1), "the first of equal days set the mark")
        XCTAssertFalse(f.peakScreensIsComplete, "D6 is missing")
        XCTAssertEqual(f.latestWeekendFridays, .init(before: Self.day(7), latest: Self.day(14)))
        XCTAssertEqual(
            f.latestWeekend,
            .init(first: Self.day(7), second: Self.day(14), firstAudience: 192_150, secondAudience: 31_605))
        XCTAssertEqual(
            f.lines(.english).map { "\($0.label): \($0.value)" },
            [
                "Latest total audience: 5,031,605 admissions (D12 2022-01-16)",
                "Total sales: ₩6,000,299,380 (D12 2022-01-16)",
                "Most screens: 1,171 screens, D1 2022-01-05 (most of the saved days, 1 missing)",
                "Last in the top 10: Jan 16, 2022 (D12)",
                "Latest weekend: -83.6% against the weekend before (192,150 → 31,605, weekend of Jan 14, 2022)"
            ])
        let korean = try KoreanCatalogue.inKorean { f.lines(.korean).map { "\($0.label): \($0.value)" } }
        XCTAssertEqual(
            korean,
            [
                "최근 누적 관객수: 5,031,605명 (D12 2022-01-16)",
                "누적 매출액: 6,000,299,380원 (D12 2022-01-16)",
                "최다 스크린 수: 스크린 1,171개, D1 2022-01-05 (저장된 날짜 중 최다, 기록 없는 날 1일)",
                "마지막 10위권: 2022년 1월 16일 (D12)",
                "최근 주말: 전주 대비 -83.6% (192,150 → 31,605, 2022년 1월 14일 주말)"
            ])
    }

    /// Every day kept: the peak is the film's own; the latest weekend is still the one ended by the last day.
    func testACompleteRunsPeakIsPlain() throws {
        let run = try M.run()
        let complete = try XCTUnwrap(
            FilmRun(movieCode: run.movieCode, rows: run.ranked, knownDays: Set(run.days.map(\.day))))
        XCTAssertEqual(RunFigures(complete).lines(.english)[2].value, "1,171 screens, D1 2022-01-05")
    }

    /// A weekend day with no kept chart, or kept with the film outside the top 10, gives no figure: the
    /// line names the day, as the second weekend's milestone does.
    func testALatestWeekendWithADayNotRankedNamesIt() throws {
        let run = try M.run()
        let rows = run.ranked.filter { $0.day != Self.day(15) }
        let known = Set(run.days.filter { $0.status != .missing }.map(\.day))
        let missing = RunFigures(
            try XCTUnwrap(FilmRun(movieCode: run.movieCode, rows: rows, knownDays: known.subtracting([Self.day(15)]))))
        XCTAssertNil(missing.latestWeekend)
        XCTAssertEqual(missing.latestWeekendDaysMissing.map(\.dNumber), [11])
        XCTAssertEqual(missing.lines(.english)[4].value, "weekend days are missing (D11)")
        let outside = RunFigures(try XCTUnwrap(FilmRun(movieCode: run.movieCode, rows: rows, knownDays: known)))
        XCTAssertNil(outside.latestWeekend)
        XCTAssertEqual(outside.latestWeekendDaysOutside.map(\.dNumber), [11])
        XCTAssertEqual(outside.lines(.english)[4].value, "outside the top 10 on weekend days (D11)")
        XCTAssertEqual(try KoreanCatalogue.inKorean { outside.lines(.korean)[4].value }, "주말 날짜에 10위권 밖 (D11)")
    }

    /// Ending on a Saturday, the latest weekend ended is the first (7–9 January): none before it in the run.
    func testTheFirstWeekendHasNoneBeforeIt() throws {
        let run = try M.run()
        let rows = run.ranked.filter { $0.day < Self.day(16) }
        let f = RunFigures(
            try XCTUnwrap(FilmRun(movieCode: run.movieCode, rows: rows, knownDays: Set(rows.map(\.day)))))
        XCTAssertNil(f.latestWeekendFridays)
        XCTAssertNil(f.latestWeekend)
        XCTAssertEqual(f.lines(.english)[3].value, "Jan 15, 2022 (D11)")
        XCTAssertEqual(f.lines(.english)[4].value, "—")
    }

    /// One row a day, ranked, outside the top 10 or missing; plain digits; RFC 4180 line ends; a value that
    /// would run as a formula is guarded, as the chart's export does.
    func testTheRunAsCSVAndTabSeparatedText() throws {
        let strong = try M.realRow("daily_20220105.json", "20199882")
        let odd = HistoryRow(
            day: Self.day(8), segmentKey: "", movieCode: "20199882", rank: 2, audience: 1_000, sales: 9_000_000,
            screens: 12, shows: 30, audienceTotal: 70_228, salesTotal: 640_402_330, salesShare: "@SUM(1)",
            title: "경관의 피", openDate: Self.day(5))
        let run = try XCTUnwrap(
            FilmRun(movieCode: "20199882", rows: [strong, odd], knownDays: [Self.day(5), Self.day(6), Self.day(8)]))
        XCTAssertEqual(
            RunExport.csv(run),
            "d,date,status,rank,audience,audienceTotal,sales,salesTotal,screens,shows,salesShare\r\n"
                + "1,2022-01-05,ranked,1,64050,69228,584559330,631402330,1171,4416,34.2\r\n"
                + "2,2022-01-06,outsideTop10,,,,,,,,\r\n"
                + "3,2022-01-07,missing,,,,,,,,\r\n"
                + "4,2022-01-08,ranked,2,1000,70228,9000000,640402330,12,30,'@SUM(1)\r\n")
        XCTAssertEqual(
            RunExport.tabSeparated(run),
            "d\tdate\tstatus\trank\taudience\taudienceTotal\tsales\tsalesTotal\tscreens\tshows\tsalesShare\n"
                + "1\t2022-01-05\tranked\t1\t64050\t69228\t584559330\t631402330\t1171\t4416\t34.2\n"
                + "2\t2022-01-06\toutsideTop10\t\t\t\t\t\t\t\t\n"
                + "3\t2022-01-07\tmissing\t\t\t\t\t\t\t\t\n"
                + "4\t2022-01-08\tranked\t2\t1000\t70228\t9000000\t640402330\t12\t30\t'@SUM(1)\n")
        XCTAssertEqual(RunExport.fileName(run), "boxoffice-run-20199882.csv")
    }
}
