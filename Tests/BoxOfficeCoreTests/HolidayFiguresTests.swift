import BoxOfficeCore
import XCTest

final class HolidayFiguresTests: XCTestCase {
    /// 2017 from the shipped reference runs (every daily top 10 of 2017: admissions, shares, no sales), 2018
    /// from the real 2018 answers.
    static let rows: [HistoryRow] = {
        let runs2017 = ShippedRuns.file.runs.flatMap { run in
            run.days.filter { $0.day.year == 2017 }.map { d in
                HistoryRow(
                    day: d.day, segmentKey: "", movieCode: run.movieCode, rank: d.rank, audience: d.audience, sales: 0,
                    screens: d.screens, shows: d.shows, audienceTotal: d.audienceTotal, salesTotal: 0,
                    salesShare: String(d.salesShare), title: run.title, openDate: run.openDate)
            }
        }
        return runs2017 + MarketFixtures.year
    }()

    func testChuseok2018AgainstChuseok2017FromRealDays() throws {
        let years = HolidayFigures.years(
            rows: Self.rows, latest: Day("2018-12-31")!, temporary: HolidayPeriodTests.shippedTable)
        XCTAssertEqual(years.map { $0.first?.period.year }, [2018, 2017])
        let chuseok2018 = try XCTUnwrap(years[0].first { $0.period.name == .chuseok })
        let chuseok2017 = try XCTUnwrap(years[1].first { $0.period.name == .chuseok })
        // 2018: Saturday September 22 – Wednesday 26 (Sunday's substitute), every day held.
        XCTAssertEqual(chuseok2018.period.first, Day("2018-09-22"))
        XCTAssertEqual(chuseok2018.period.last, Day("2018-09-26"))
        XCTAssertEqual(chuseok2018.daysCovered, 5)
        XCTAssertEqual(chuseok2018.totals.sales, 57_170_002_353)
        XCTAssertEqual(chuseok2018.totals.audience, 6_635_895)
        XCTAssertEqual(chuseok2018.numberOne?.movieCode, "20176122")
        XCTAssertEqual(chuseok2018.numberOne?.title, "안시성")
        XCTAssertEqual(try XCTUnwrap(chuseok2018.numberOneShare), 46.17, accuracy: 0.005)
        // 2017: the ten days people had, Saturday September 30 (the temporary holiday of Monday October 2,
        // 개천절) – Monday October 9 (한글날); the runs carry no sales, so the sales are compared with nothing.
        XCTAssertEqual(chuseok2017.period.first, Day("2017-09-30"))
        XCTAssertEqual(chuseok2017.period.last, Day("2017-10-09"))
        XCTAssertEqual(chuseok2017.daysCovered, 10)
        XCTAssertEqual(chuseok2017.totals.audience, 11_986_617)
        XCTAssertEqual(chuseok2017.numberOne?.title, "킹스맨: 골든 서클")
        XCTAssertNil(chuseok2017.numberOneShare)
        XCTAssertNil(chuseok2018.salesChangeFromLastYear)
        XCTAssertNil(chuseok2018.salesChangeFromAverage)
        // Five days against ten (issue 45: breaks of different lengths): 6,635,895 against 11,986,617 admissions
        // is 44.6 % fewer in total, and 1,327,179 a day against 1,198,662 is 10.7 % more per day.
        XCTAssertEqual(try XCTUnwrap(chuseok2018.audienceChangeFromLastYear), -44.64, accuracy: 0.005)
        XCTAssertEqual(try XCTUnwrap(chuseok2018.audiencePerDayChangeFromLastYear), 10.72, accuracy: 0.005)
        XCTAssertNil(chuseok2018.salesPerDayChangeFromLastYear)
        XCTAssertEqual(chuseok2018.lastYearDays, 10)
        XCTAssertEqual(try XCTUnwrap(chuseok2018.audienceChangeFromAverage), -44.64, accuracy: 0.005)
        XCTAssertNil(chuseok2017.audienceChangeFromLastYear)
        // The other periods of 2018.
        XCTAssertEqual(
            years[0].map { "\($0.period.name) \($0.daysCovered) \($0.totals.sales) \($0.numberOne?.title ?? "")" },
            [
                "seollal 4 42219245844 블랙 팬서", "may 31 138774814851 어벤져스: 인피니티 워",
                "summer 22 225372614257 신과함께-인과 연", "chuseok 5 57170002353 안시성",
                "christmas 1 16460580112 아쿠아맨"
            ])
    }

    /// Sales against a year earlier and the average of the years before, only between periods held whole.
    func testChangesFromLastYearAndTheAverage() throws {
        func day(_ text: String, sales: Int64) -> HistoryRow {
            HistoryRow(
                day: Day(text)!, segmentKey: "", movieCode: "1", rank: 1, audience: sales / 10_000, sales: sales,
                screens: 1, shows: 1, audienceTotal: 0, salesTotal: 0, salesShare: "50.0", title: "A", openDate: nil)
        }
        let rows = [
            day("2020-12-25", sales: 1_000_000_000), day("2021-12-25", sales: 2_000_000_000),
            day("2022-12-25", sales: 2_250_000_000), day("2023-12-24", sales: 9)
        ]
        let years = HolidayFigures.years(rows: rows, latest: Day("2024-12-31")!)
        let christmas = years.map { $0.first { $0.period.name == .christmas } }
        XCTAssertEqual(christmas.map { $0?.period.year }, [2024, 2023, 2022, 2021, 2020])
        XCTAssertEqual(christmas.map { $0?.totals.sales }, [0, 0, 4_500_000_000, 4_000_000_000, 2_000_000_000])
        XCTAssertEqual(christmas[2]?.salesChangeFromLastYear, 12.5)
        XCTAssertEqual(christmas[2]?.salesChangeFromAverage, 50)
        XCTAssertEqual(christmas[2]?.numberOneShare, 50)
        XCTAssertEqual(christmas[3]?.salesChangeFromLastYear, 100)
        XCTAssertNil(christmas[4]?.salesChangeFromLastYear)
        XCTAssertNil(christmas[4]?.salesChangeFromAverage)
        // 2023 has no Christmas Day in history: nothing to compare, and 2024 has no year earlier to compare with.
        XCTAssertEqual(christmas[1]?.daysCovered, 0)
        XCTAssertNil(christmas[1]?.salesChangeFromLastYear)
        XCTAssertNil(christmas[0]?.salesChangeFromLastYear)
        XCTAssertNil(christmas[0]?.salesChangeFromAverage)
        // Periods not begun by the latest day are left out.
        XCTAssertEqual(
            HolidayFigures.years(rows: rows, latest: Day("2024-07-01")!).first?.map(\.period.name), [.seollal, .may])
    }
}
