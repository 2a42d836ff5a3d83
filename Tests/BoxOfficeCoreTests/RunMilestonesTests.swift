@testable import BoxOfficeCore
import XCTest

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
        let strong = try realRow("daily_20220105.json", "20199882")   // 64,050 admissions, #1
        let weak = try realRow("daily_20220121.json", "20199882")     // 10,535 admissions, #4
        let plan: [(Int, HistoryRow, Int, Int64)] = [
            (5, strong, 1, 69_228), (6, strong, 1, 133_278), (7, strong, 1, 197_328), (8, strong, 2, 261_378),
            (9, strong, 1, 325_428), (11, strong, 1, 1_000_100), (12, strong, 1, 5_000_000),
            (14, weak, 4, 5_010_535), (15, weak, 4, 5_021_070), (16, weak, 4, 5_031_605),
        ]
        let rows = plan.map { $0.1.moved(to: day($0.0), audienceTotal: $0.3, rank: $0.2) }
        let known = Set(rows.map(\.day) + [day(13)])
        return try XCTUnwrap(FilmRun(movieCode: "20199882", rows: rows, knownDays: known))
    }

    func testMilestonesAndStreaks() throws {
        let m = RunMilestones(try Self.run())
        XCTAssertEqual(m.opening, .init(day: Self.day(5), dNumber: 1, audience: 64_050, rank: 1))
        XCTAssertEqual(m.bestDay, .init(day: Self.day(5), dNumber: 1, audience: 64_050, rank: 1))   // the first of equals
        XCTAssertEqual(m.daysAtNumberOne, 6)
        XCTAssertEqual(m.longestStreakAtNumberOne, 3)   // D1–D3; D4 was #2, and the gap at D6 splits D5 from D7
        XCTAssertEqual(m.crossings, [
            .init(threshold: 1_000_000, day: Self.day(11), dNumber: 7, exact: false),   // D6 missing: "by D7"
            .init(threshold: 5_000_000, day: Self.day(12), dNumber: 8, exact: true),
        ])
        let drop = try XCTUnwrap(m.weekendDrop)
        XCTAssertEqual([drop.first, drop.second], [Self.day(7), Self.day(14)])
        XCTAssertEqual([drop.firstAudience, drop.secondAudience], [192_150, 31_605])
        XCTAssertEqual(drop.percent, (31_605.0 - 192_150.0) / 192_150.0 * 100)
        XCTAssertEqual(m.lines.map(\.value), [
            "64,050 admissions, #1", "D1 2022-01-05: 64,050 admissions", "6 (longest streak 3)",
            "by D7 2022-01-11 (days before are missing)", "D8 2022-01-12", "—",
            "-83.6 % against the first (192,150 → 31,605)",
        ])
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
        let partial = FilmRun(movieCode: run.movieCode, rows: run.ranked.filter { $0.day != Self.day(15) }, knownDays: [])
        XCTAssertNil(RunMilestones(try XCTUnwrap(partial)).weekendDrop)
    }

    func testPreviewsAreD0AndEarlierAndAReReleaseStartsAtItsFirstKeptDay() throws {
        let row = try Self.realRow("daily_20220105.json", "20192354")   // 특송 previews on 2022-01-05, opens 2022-01-12
        let run = try XCTUnwrap(FilmRun(movieCode: row.movieCode, rows: [row], knownDays: []))
        XCTAssertEqual(run.days.map(\.dNumber), [-6])
        let lion = try Self.realRow("daily_20120101.json", "19940256")  // 라이온 킹, opened 1994-07-02
        let again = try XCTUnwrap(FilmRun(movieCode: lion.movieCode, rows: [lion], knownDays: []))
        XCTAssertEqual(again.days.map(\.day), [Day(year: 2012, month: 1, day: 1)!])
        XCTAssertEqual(again.days.map(\.dNumber), [6393])
        XCTAssertNil(RunMilestones(again).opening)
    }

    func testTheCompareSentence() throws {
        let run = try Self.run()
        let base = try Self.realRow("daily_20220121.json", "20218764")
        func other(_ total: Int64, title: String = "범죄도시3") -> FilmRun {
            let rows = [HistoryRow(day: Self.day(1), segmentKey: "", movieCode: "20223278", rank: 1, audience: 50_000, sales: 1,
                                   screens: 1, shows: 1, audienceTotal: 50_000, salesTotal: 1, salesShare: "1.0", title: title,
                                   openDate: Self.day(1)),
                        base.moved(to: Self.day(12), audienceTotal: total)]
            return FilmRun(movieCode: "20223278", rows: rows.map {
                HistoryRow(day: $0.day, segmentKey: "", movieCode: "20223278", rank: $0.rank, audience: $0.audience, sales: $0.sales,
                           screens: $0.screens, shows: $0.shows, audienceTotal: $0.audienceTotal, salesTotal: $0.salesTotal,
                           salesShare: $0.salesShare, title: title, openDate: Self.day(1))
            }, knownDays: [])!
        }
        let ahead = RunComparison(run, against: other(4_492_504))
        XCTAssertEqual(ahead.commonDNumber, 12)
        XCTAssertEqual(ahead.sentence, "12 % ahead of 범죄도시3 at D12")
        XCTAssertEqual(ahead.points.first, .init(dNumber: 1, total: 69_228, otherTotal: 50_000))
        XCTAssertEqual(ahead.points.first { $0.dNumber == 6 }, nil)   // neither has D6: no point at all
        XCTAssertEqual(RunComparison(other(4_492_504), against: run).sentence, "11 % behind 경관의 피 at D12")
        XCTAssertEqual(RunComparison(run, against: other(5_031_605)).sentence, "Level with 범죄도시3 at D12")
        let apart = FilmRun(movieCode: "x", rows: [base.moved(to: Self.day(20))], knownDays: [])!
        XCTAssertNil(RunComparison(run, against: apart).sentence)
    }
}
