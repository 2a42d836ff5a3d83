import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// January 2018's market through the real service path: the fill asks the loopback server for each day's
/// whole, Korean and foreign chart (the real answers, Tests/Fixtures/market), and the market is read back
/// from history. Expected figures were computed from the files with python3.
final class MarketFillTests: HistoryTestCase {
    // 2018-02-01 09:00 KST: January is settled.
    override func setUp() {
        super.setUp()
        clock.set("2018-02-01T00:00:00Z")
    }

    func testJanuaryFilledThroughTheServiceGivesKOFICsFiguresAndTheFaultDayIsAGap() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let s = try stack(api)
            let january = (first: day("2018-01-01"), last: day("2018-01-31"))
            let whole = await s.fill.run(FillJob(first: january.first, last: january.last))
            XCTAssertEqual([whole.done, whole.fetched], [31, 31])
            let korean = await s.fill.run(
                FillJob(first: january.first, last: january.last, segment: HistoryStore.koreanSegment))
            XCTAssertEqual(korean.phase, .finished)
            // KOBIS answered 1 January's foreign chart with a fault: the fill stops there, saving nothing for it.
            let foreignSegment = ChartSegment(nation: .foreign)
            let fault = await s.fill.run(FillJob(first: january.first, last: january.last, segment: foreignSegment))
            XCTAssertEqual([fault.phase == .failed ? 1 : 0, fault.fetched], [1, 0], fault.sentence ?? "")
            let rest = await s.fill.run(FillJob(first: day("2018-01-02"), last: january.last, segment: foreignSegment))
            XCTAssertEqual(rest.fetched, 30)

            let period = try XCTUnwrap(MarketPeriod(year: 2018, month: 1, latest: s.repository.latestDay))
            let report = s.store.market(period)
            XCTAssertEqual([report.totals.daysCovered, report.daysInPeriod], [31, 31])
            XCTAssertEqual(report.totals.sales, 183_122_138_368)  // KOFIC: 1,831억 원
            XCTAssertEqual(report.totals.audience, 22_901_407)  // KOFIC: 2,294만
            XCTAssertEqual(Double(report.totals.audience) / 22_940_000, 1, accuracy: 0.015)
            let share = try XCTUnwrap(report.korean)
            XCTAssertEqual(share.daysCovered, 31)
            XCTAssertEqual(share.sales, 112_795_157_726)  // KOFIC: 1,127억 원
            XCTAssertEqual(try XCTUnwrap(share.salesShare), 61.6, accuracy: 0.5)
            // The foreign films' chart, the same way: 30 of 31 days, the fault day a gap and never filled in.
            let foreign = try XCTUnwrap(
                SegmentShare(
                    period: period,
                    segment: MarketDay.days(s.store.rows(from: period.first, to: period.last, segment: foreignSegment)),
                    whole: MarketDay.days(s.store.rows(from: period.first, to: period.last))))
            XCTAssertEqual(foreign.daysCovered, 30)
            XCTAssertEqual(foreign.sales, 69_009_289_112)  // KOFIC: 704억 원 for all 31 days
            XCTAssertFalse(s.store.hasDay(january.first, segment: foreignSegment))
        }
    }
}
