import BoxOfficeCore
import Foundation
import XCTest

/// The shipped file read as users may have edited it, runs split at their gaps, and the history merged in.
final class ReferenceRunTests: XCTestCase {
    func testTheShippedFileHoldsSixYears() {
        XCTAssertEqual(ShippedRuns.file.first, Day("2017-01-01"))
        XCTAssertEqual(ShippedRuns.file.last, Day("2022-12-31"))
        XCTAssertEqual(ShippedRuns.file.runs.count, 1_831)
        XCTAssertEqual(ShippedRuns.file.runs.map(\.days.count).reduce(0, +), 21_910)
        // Runs cut by the first day or still going on the last do not teach.
        XCTAssertEqual(ShippedRuns.file.completeRuns.count, 1_801)
    }

    func testABadLineIsSkippedAndNumbersNeverTrap() throws {
        let text = """
            # a comment
            span\t20190101\t20190131
            R\t20182530\t20190123\t극한직업
            20190123\t1\t365000\t366000\t1200\t5000\t50.1
            20190124\t1\t999999999999999999999\t1\t1\t1\t1
            20190124\tone\t1\t1\t1\t1\t1
            20190125\t1\t300000\t666000\t1300\t5100\tabc
            R\t20180001\t-\tNo opening day
            20190102\t9\t1000\t1000\t10\t20\t0.5
            garbage
            """
        let file = try XCTUnwrap(ReferenceRunFile(bytes: Array(text.utf8)))
        XCTAssertEqual(file.runs.map(\.movieCode), ["20182530", "20180001"])
        XCTAssertEqual(file.runs[0].days.map(\.audienceTotal), [366_000, 666_000])
        XCTAssertEqual(file.runs[0].days[1].salesShare, 0)
        XCTAssertEqual(file.runs[1].openDate, Day("2019-01-02"), "no opening day: its first ranked day")
        XCTAssertNil(ReferenceRunFile(bytes: Array("R\t1\t-\tx\n".utf8)), "no span line")
    }

    func testARunEndsAfterMoreThanFourteenDaysOutside() throws {
        let day = try XCTUnwrap(Day("2019-01-01"))
        func row(_ offset: Int, _ total: Int64) -> HistoryRow {
            HistoryRow(
                day: day.adding(days: offset), segmentKey: "", movieCode: "1", rank: 5, audience: 100, sales: 1,
                screens: 1,
                shows: 1, audienceTotal: total, salesTotal: 1, salesShare: "1.0", title: "A", openDate: day)
        }
        // 14 days outside (days 2–15) keep the run; 15 days outside (17–31) end it.
        let runs = ReferenceRun.runs(movieCode: "1", rows: [row(0, 100), row(1, 200), row(16, 300), row(32, 400)])
        XCTAssertEqual(runs.map { $0.days.count }, [3, 1])
        XCTAssertEqual(runs[0].finalTotal, 300)
        XCTAssertEqual(runs[0].endKnownOn, day.adding(days: 31))
    }

    /// 말모이 (opened 2019-01-09) was in the top 10 on three preview days, 2018-12-18 … 20, then from 2019-01-05:
    /// the 15 days between end no run (previews belong to the run that opens), so it is one run of 41 days and
    /// no run of its "opens" after it ended. Before, 2018-12-18 … 20 were a first run of their own.
    func testPreviewDaysWeeksBeforeTheOpeningBelongToTheRun() throws {
        let runs = ShippedRuns.library.runs(of: "20184105")
        XCTAssertEqual(runs.count, 1)
        let run = try XCTUnwrap(runs.first)
        XCTAssertEqual(run.openDate, Day("2019-01-09"))
        XCTAssertEqual(run.firstDay, Day("2018-12-18"))
        XCTAssertEqual(run.days.prefix(4).map(\.day.iso), ["2018-12-18", "2018-12-19", "2018-12-20", "2019-01-05"])
        XCTAssertEqual(run.days.count, 41)
        XCTAssertEqual(run.lastDay, Day("2019-02-12"))
        XCTAssertEqual(run.finalTotal, 2_853_913)
        // The same days split by the app's own rule (the history's runs) give the shipped file's run.
        let resplit = ReferenceRun.runs(
            movieCode: run.movieCode, title: run.title, openDate: run.openDate, days: run.days)
        XCTAssertEqual(resplit, [run])
        // A gap after the opening still ends a run: the same days with the opening on 2018-12-18.
        let early = ReferenceRun.runs(
            movieCode: run.movieCode, title: run.title, openDate: run.firstDay, days: run.days)
        XCTAssertEqual(early.map(\.days.count), [3, 38])
    }

    /// Every film's shipped runs (built by meson-helpers/build-reference-runs.py) are the runs the app's own rule
    /// makes of the film's days: the history's runs and the shipped ones are cut alike.
    func testTheShippedRunsAreCutAsTheAppCutsTheHistory() {
        var films: [String: [ReferenceRun]] = [:]
        for run in ShippedRuns.file.runs { films[run.movieCode, default: []].append(run) }
        var differ: [String] = []
        for (code, runs) in films {
            let days = runs.flatMap(\.days).sorted { $0.day < $1.day }
            let resplit = ReferenceRun.runs(
                movieCode: code, title: runs[0].title, openDate: runs[0].openDate, days: days)
            if resplit.map(\.days) != runs.sorted(by: { $0.firstDay < $1.firstDay }).map(\.days) { differ.append(code) }
        }
        XCTAssertEqual(differ.sorted(), [])
    }

    /// A history holding part of a shipped run is the same run; one holding more replaces it.
    func testTheHistorysCopyOfAShippedRun() throws {
        let shipped = try XCTUnwrap(ShippedRuns.library.run(of: "20182530", asOf: nil))
        let part = try XCTUnwrap(shipped.asOf(Day("2019-02-01")!))
        let withPart = ReferenceLibrary(shipped: ShippedRuns.file, history: [part], historyThrough: Day("2019-02-01"))
        XCTAssertEqual(withPart.runs(of: "20182530"), [shipped])
        XCTAssertEqual(withPart.entries.count, ShippedRuns.library.entries.count)
    }

    /// The table's 설날 and 추석 are the lunar calendar's first day of the first month and fifteenth of the
    /// eighth (the Chinese calendar agrees with Korea's in these years).
    func testTheHolidayTableIsTheLunarCalendar() throws {
        var lunar = Calendar(identifier: .chinese)
        lunar.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))
        for year in 2016...2026 {
            for (day, month, dayOfMonth) in [
                (KoreanHolidays.seollal(year), 1, 1), (KoreanHolidays.chuseok(year), 8, 15)
            ] {
                let date = try XCTUnwrap(day).startInKorea.addingTimeInterval(12 * 3600)
                let parts = lunar.dateComponents([.month, .day, .isLeapMonth], from: date)
                XCTAssertEqual([parts.month, parts.day], [month, dayOfMonth], "\(year)")
                XCTAssertEqual(parts.isLeapMonth, false)
            }
        }
        XCTAssertTrue(KoreanHolidays.isHoliday(Day("2024-09-16")!))
        XCTAssertFalse(KoreanHolidays.isHoliday(Day("2024-09-19")!))
    }
}
