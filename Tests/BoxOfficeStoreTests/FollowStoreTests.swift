import BoxOfficeCore
import BoxOfficeStore
import Foundation
import XCTest

/// Followed films and what was told, kept across restarts and shared by two openings of one folder (the
/// window and `boxoffice check`).
final class FollowStoreTests: StoreTestCase {
    let showman = FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨")
    let film1987 = FollowedFilm(movieCode: "20170590", title: "1987")

    func testFollowingIsKeptInOrderAndUnfollowingForgets() throws {
        let first = FollowStore(database: try MainActor.assumeIsolated { try opened() }.cache.database)
        first.follow(film1987, at: clock.now())
        first.follow(showman, at: clock.now().addingTimeInterval(60))
        first.follow(film1987, at: clock.now().addingTimeInterval(120))  // again: kept where it was
        let second = FollowStore(database: try MainActor.assumeIsolated { try opened() }.cache.database)
        XCTAssertEqual(second.followed(), [film1987, showman])
        XCTAssertTrue(second.isFollowed("20179462"))
        second.unfollow("20170590")
        XCTAssertEqual(first.followed(), [showman])
        XCTAssertFalse(first.isFollowed("20170590"))
    }

    /// An event is claimed once, ever: by whichever opening asks first.
    func testAnEventIsClaimedOnce() throws {
        let window = FollowStore(database: try MainActor.assumeIsolated { try opened() }.cache.database)
        let command = FollowStore(database: try MainActor.assumeIsolated { try opened() }.cache.database)
        let passed = FollowEvent(
            kind: .passed(threshold: 1_000_000), movieCode: showman.movieCode, title: showman.title,
            day: day("2018-01-06"), audienceTotal: 1_031_799, rank: 6)
        let first = FollowEvent(
            kind: .reachedNumberOne, movieCode: film1987.movieCode, title: film1987.title, day: day("2018-01-08"),
            audienceTotal: 4_269_268, rank: 1)
        XCTAssertEqual(window.claim([passed], at: clock.now()), [passed])
        XCTAssertEqual(command.claim([passed, first], at: clock.now()), [first])
        XCTAssertEqual(window.claim([passed, first], at: clock.now()), [])
        XCTAssertTrue(command.wasSaid("20179462:passed:1000000"))
        XCTAssertFalse(command.wasSaid("20179462:passed:5000000"))
    }

    /// The totals a mark is passed from: the highest kept before the day, in the whole market only.
    func testHighestTotalsBeforeADay() throws {
        let s = try MainActor.assumeIsolated { try opened() }
        for d in ["2018-01-04", "2018-01-05", "2018-01-06"] {
            if let chart = MarketStoreTests.chart(day(d)) { s.store.record(chart, day: day(d), segment: .everything) }
        }
        XCTAssertEqual(
            s.store.highestTotals(["20179462", "20170590", "20999999"], before: day("2018-01-06")),
            ["20179462": 987_834, "20170590": 3_231_390])
        XCTAssertEqual(s.store.highestTotals(["20179462"], before: day("2018-01-04")), [:])
        XCTAssertEqual(s.store.highestTotals([], before: day("2018-01-06")), [:])
    }
}
