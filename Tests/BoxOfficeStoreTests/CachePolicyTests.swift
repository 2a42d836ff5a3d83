import BoxOfficeCore
import BoxOfficeStore
import Foundation
import XCTest

final class CachePolicyTests: XCTestCase {
    let policy = CachePolicy()
    func at(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testOldDaySettledIsFinalButARefreshAsksAgain() {
        // 2022-01-05 fetched on 2022-01-10: long settled.
        let day = Day("2022-01-05")!
        let fetched = at("2022-01-10T00:00:00Z")
        let now = at("2026-11-22T00:00:00Z")
        XCTAssertEqual(policy.chartFreshness(day: day, fetchedAt: fetched, now: now, refreshing: false), .final)
        XCTAssertEqual(policy.chartFreshness(day: day, fetchedAt: fetched, now: now, refreshing: true), .stale)
    }

    func testAnEmptyChartIsNeverFinal() {
        let day = Day("2022-01-05")!
        let fetched = at("2022-01-10T00:00:00Z")
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: fetched, now: fetched + 3599, refreshing: false, isEmpty: true),
            .fresh)
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: fetched, now: fetched + 3601, refreshing: false, isEmpty: true),
            .stale)
        XCTAssertEqual(
            policy.chartFreshness(
                day: day, fetchedAt: fetched, now: at("2026-11-22T00:00:00Z"), refreshing: false,
                isEmpty: true), .stale)
    }

    func testAnEmptyPosterSearchLastsADayAndAFullOneThirty() {
        let t = at("2022-01-10T00:00:00Z")
        XCTAssertTrue(policy.isPosterSearchFresh(fetchedAt: t, now: t + 86_399, isEmpty: true))
        XCTAssertFalse(policy.isPosterSearchFresh(fetchedAt: t, now: t + 86_401, isEmpty: true))
        XCTAssertTrue(policy.isPosterSearchFresh(fetchedAt: t, now: t + 30 * 86_400 - 1, isEmpty: false))
        XCTAssertFalse(policy.isPosterSearchFresh(fetchedAt: t, now: t + 30 * 86_400 + 1, isEmpty: false))
    }

    func testOldDayFetchedBeforeItSettledIsFetchedOnceMore() {
        // Fetched at 09:00 KST the next morning (00:00Z), before noon KST: KOBIS could still correct it.
        let f = policy.chartFreshness(
            day: Day("2022-01-05")!, fetchedAt: at("2022-01-06T00:00:00Z"),
            now: at("2022-01-10T00:00:00Z"), refreshing: false)
        XCTAssertEqual(f, .stale)
    }

    func testYesterdayBeforeNoonIsRevalidatedAfterAnHour() {
        let day = Day("2022-01-05")!
        // Now 10:00 KST on Jan 6.
        let now = at("2022-01-06T01:00:00Z")
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: at("2022-01-06T00:30:00Z"), now: now, refreshing: false), .fresh)
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: at("2022-01-05T23:59:00Z"), now: now, refreshing: false), .stale)
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: at("2022-01-06T00:30:00Z"), now: now, refreshing: true), .stale)
        XCTAssertTrue(policy.mayStillChange(day: day, now: now))
    }

    func testYesterdayAfterNoonFetchedAfterNoonIsFreshUntilRefresh() {
        let day = Day("2022-01-05")!
        let now = at("2022-01-06T10:00:00Z")  // 19:00 KST
        let fetched = at("2022-01-06T04:00:00Z")  // 13:00 KST, after noon
        XCTAssertEqual(policy.chartFreshness(day: day, fetchedAt: fetched, now: now, refreshing: false), .fresh)
        XCTAssertEqual(policy.chartFreshness(day: day, fetchedAt: fetched, now: now, refreshing: true), .stale)
        XCTAssertEqual(
            policy.chartFreshness(day: day, fetchedAt: at("2022-01-06T02:00:00Z"), now: now, refreshing: false), .stale)
        XCTAssertFalse(policy.mayStillChange(day: day, now: now))
    }

    func testFilmAndPosterLifetimes() {
        let fetched = at("2022-01-01T00:00:00Z")
        XCTAssertTrue(policy.isFilmFresh(fetchedAt: fetched, now: at("2022-01-30T00:00:00Z")))
        XCTAssertFalse(policy.isFilmFresh(fetchedAt: fetched, now: at("2022-01-31T00:00:01Z")))
        XCTAssertFalse(policy.isPosterFresh(fetchedAt: fetched, now: at("2022-02-01T00:00:00Z")))
    }

    func testMemoryCacheEvictsLeastRecentlyUsed() {
        let cache = MemoryCache<Int, String>(capacity: 2)
        cache[1] = "a"
        cache[2] = "b"
        _ = cache[1]
        cache[3] = "c"
        XCTAssertEqual(cache[1], "a")
        XCTAssertNil(cache[2])
        XCTAssertEqual(cache.count, 2)
    }
}
