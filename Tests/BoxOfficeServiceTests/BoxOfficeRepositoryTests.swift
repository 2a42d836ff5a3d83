import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

final class BoxOfficeRepositoryTests: RepositoryTestCase {
    let jan5 = Day("2022-01-05")!

    func testOldDayIsFetchedOnceThenServedFromDiskWithoutARequest() throws {
        try run {
            let api = try FixtureAPI()
            let first = try await self.repository(api).dailyChart(self.jan5)
            XCTAssertEqual(first.origin, .network)
            XCTAssertEqual(first.value.entries.count, 10)
            // A new repository (a new launch) on the same cache directory.
            let second = try await self.repository(api).dailyChart(self.jan5)
            XCTAssertEqual(second.origin, .disk)
            XCTAssertEqual(second.value, first.value)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 1)
        }
    }

    func testRefreshAsksAgainEvenForASettledDay() throws {
        try run {
            let api = try FixtureAPI()
            _ = try await self.repository(api).dailyChart(self.jan5)
            let refreshed = try await self.repository(api).dailyChart(self.jan5, refresh: true)
            XCTAssertEqual(refreshed.origin, .network, "the user asked")
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 2)
        }
    }

    func testAnEmptyPastDayIsNotFinalAndIsAskedAgainLater() throws {
        try run {
            let api = try FixtureAPI()  // the fixture server answers an empty list for days it has no file for
            let jan4 = Day("2022-01-04")!
            let empty = try await self.repository(api).dailyChart(jan4)
            XCTAssertEqual(empty.value.entries, [])
            self.clock.advance(1800)
            let again = try await self.repository(api).dailyChart(jan4)
            XCTAssertEqual(again.origin, .disk, "within the hour the saved empty answer stands")
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 1)
            self.clock.advance(1900)
            api.server.route("/kobis/boxoffice") { _ in .init(body: FixtureAPI.fixture("daily_20220105.json")) }
            let tallied = try await self.repository(api).dailyChart(jan4)
            XCTAssertEqual(tallied.origin, .network, "an hour later KOBIS is asked again")
            XCTAssertEqual(tallied.value.entries.count, 10)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 2)
        }
    }

    func testYesterdayIsRevalidatedAfterAnHourAndOnRefresh() throws {
        try run {
            let api = try FixtureAPI()
            api.server.route("/kobis/boxoffice") { _ in .init(body: FixtureAPI.fixture("daily_20220105.json")) }
            self.clock.set("2022-01-06T00:00:00Z")  // 09:00 KST on Jan 6: Jan 5 is yesterday
            let repo = try self.repository(api)
            _ = try await repo.dailyChart(self.jan5)
            XCTAssertTrue(repo.mayStillChange(self.jan5))
            self.clock.advance(1800)
            let awaited1 = try await repo.dailyChart(self.jan5).origin
            XCTAssertEqual(awaited1, .memory)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 1)
            self.clock.advance(1900)  // more than an hour since the fetch
            let awaited2 = try await repo.dailyChart(self.jan5).origin
            XCTAssertEqual(awaited2, .network)
            let awaited3 = try await repo.dailyChart(self.jan5, refresh: true).origin
            XCTAssertEqual(awaited3, .network)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 3)
        }
    }

    func testFailedRefreshKeepsTheSavedChartAndDestroysNothing() throws {
        try run {
            let api = try FixtureAPI()
            self.clock.set("2022-01-06T00:00:00Z")
            _ = try await self.repository(api).dailyChart(self.jan5)
            api.server.route("/kobis/") { _ in .json(#"{"boxOfficeResult":{"#) }  // truncated JSON
            let repo = try self.repository(api)
            let stale = try await repo.dailyChart(self.jan5, refresh: true)
            XCTAssertTrue(stale.isStale)
            XCTAssertEqual(stale.refreshError, .invalidData(service: .kobis, detail: "truncated or malformed JSON"))
            XCTAssertEqual(stale.value.entries.count, 10)
            api.server.route("/kobis/") { _ in .init(status: 503, body: Data(), contentType: "text/plain") }
            let awaited4 = try await self.repository(api).dailyChart(self.jan5, refresh: true).refreshError
            XCTAssertEqual(
                awaited4,
                .httpStatus(service: .kobis, status: 503))
            // The disk still holds the good body.
            let cache = try DiskCache(directory: self.dir)
            XCTAssertEqual(
                cache.database.body(kind: "daily", key: "20220105")?.body, FixtureAPI.fixture("daily_20220105.json"))
        }
    }

    func testFutureAndTodayAreRefusedWithoutARequest() throws {
        try run {
            let api = try FixtureAPI()
            let repo = try self.repository(api)
            for day in [Day("2022-01-10")!, Day("2031-01-01")!] {
                do {
                    _ = try await repo.dailyChart(day)
                    XCTFail()
                } catch let e as BoxOfficeError {
                    XCTAssertEqual(e, .dayNotAvailable(day: day, latest: Day("2022-01-09")!))
                }
            }
            XCTAssertEqual(api.server.requests.count, 0)
        }
    }

    func testBadKeyIsAnErrorNotAStaleCopyWhenNothingIsSaved() throws {
        try run {
            let api = try FixtureAPI()
            do {
                _ = try await self.repository(api, kobisKey: "bad").dailyChart(self.jan5)
                XCTFail()
            } catch let e as BoxOfficeError {
                XCTAssertEqual(e.sentence, "KOBIS rejected the API key (error 320010)")
            }
        }
    }

    func testOfflineServesSavedDaysAndExplainsTheRest() throws {
        try run {
            let api = try FixtureAPI()
            _ = try await self.repository(api).dailyChart(self.jan5)
            let offline = try self.repository(api, offline: true)
            let awaited5 = try await offline.dailyChart(self.jan5).value.entries.count
            XCTAssertEqual(awaited5, 10)
            do {
                _ = try await offline.dailyChart(Day("2022-01-04")!)
                XCTFail()
            } catch let e as BoxOfficeError {
                XCTAssertEqual(
                    e.sentence, "The box office for 2022-01-04 is not saved on this computer and needs a connection")
            }
            XCTAssertEqual(api.server.requests.count, 1)
        }
    }

    func testEmptyDayIsAnEmptyChart() throws {
        try run {
            let api = try FixtureAPI()
            let chart = try await self.repository(api).dailyChart(Day("2021-06-01")!)
            XCTAssertEqual(chart.value.entries, [])
        }
    }

    func testSampleModeWithoutAKey() throws {
        try run {
            let repo = try self.repository(nil, kobisKey: nil)
            XCTAssertTrue(repo.isSampleMode)
            XCTAssertEqual(repo.latestDay, Day("2022-01-21"))
            let chart = try await repo.dailyChart(self.jan5)
            XCTAssertTrue(chart.isSample)
            XCTAssertEqual(chart.value.entries.first?.title, "경관의 피")
            do {
                _ = try await repo.dailyChart(Day("2022-01-06")!)
                XCTFail()
            } catch let e as BoxOfficeError {
                XCTAssertEqual(
                    e,
                    .noSampleData(
                        day: Day("2022-01-06")!, sampleDays: [Day("2012-01-01")!, self.jan5, Day("2022-01-21")!]))
            }
            let awaited6 = try await repo.film(code: "20199882").value.title
            XCTAssertEqual(awaited6, "경관의 피")
            do {
                _ = try await repo.film(code: "20210028")
                XCTFail()
            } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .noSampleFilm(code: "20210028"))
            }
        }
    }

    func testFilmIsKeptThirtyDays() throws {
        try run {
            let api = try FixtureAPI()
            _ = try await self.repository(api).film(code: "20124079")
            self.clock.advance(29 * 86_400)
            let awaited7 = try await self.repository(api).film(code: "20124079").origin
            XCTAssertEqual(awaited7, .disk)
            self.clock.advance(2 * 86_400)
            let awaited8 = try await self.repository(api).film(code: "20124079").origin
            XCTAssertEqual(awaited8, .network)
            XCTAssertEqual(api.server.requests(to: "/kobis/movie").count, 2)
        }
    }
}

final class RetryTests: RepositoryTestCase {
    func testTransientFailuresAreRetriedThenSucceed() throws {
        try run {
            let api = try FixtureAPI()
            var calls = 0
            api.server.route("/kobis/") { _ in
                calls += 1
                return calls < 3
                    ? .init(status: 503, body: Data(), contentType: "text/plain")
                    : .init(body: FixtureAPI.fixture("daily_20220105.json"))
            }
            let repo = try self.repository(api)
            repo.retry = RetryPolicy(delays: [0.01, 0.02])
            let chart = try await repo.dailyChart(Day("2022-01-05")!)
            XCTAssertEqual(chart.value.entries.count, 10)
            XCTAssertEqual(calls, 3)
        }
    }

    func testRetriesAreBoundedAndBadKeysAreNotRetried() throws {
        try run {
            let api = try FixtureAPI()
            let repo = try self.repository(api, kobisKey: "bad")
            repo.retry = RetryPolicy(delays: [0.01, 0.02])
            do {
                _ = try await repo.dailyChart(Day("2022-01-05")!)
                XCTFail("expected a failure")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .kobisFault(code: "320010", message: "유효하지않은 키값입니다."))
            }
            XCTAssertEqual(api.server.requests.count, 1, "a rejected key is final")
            api.server.route("/kobis/") { _ in .init(status: 500, body: Data(), contentType: "text/plain") }
            repo.setKobisKey(FixtureAPI.kobisKey)
            do {
                _ = try await repo.dailyChart(Day("2022-01-05")!)
                XCTFail()
            } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .httpStatus(service: .kobis, status: 500))
            }
            XCTAssertEqual(api.server.requests.count, 4, "one try and two retries")
        }
    }
}

final class CorrectionTests: RepositoryTestCase {
    /// KOBIS corrects yesterday until the next morning: a refresh that brings new numbers replaces the saved ones.
    func testARefreshWithCorrectedNumbersUpdatesTheCache() throws {
        try run {
            let api = try FixtureAPI()
            self.clock.set("2022-01-06T00:00:00Z")  // 09:00 KST: 2022-01-05 is yesterday
            let day = Day("2022-01-05")!
            let first = try await self.repository(api).dailyChart(day)
            XCTAssertEqual(first.value.entries[0].audience, 64050)
            let corrected = String(decoding: FixtureAPI.fixture("daily_20220105.json"), as: UTF8.self)
                .replacingOccurrences(of: #""audiCnt":"64050""#, with: #""audiCnt":"64123""#)
            api.server.route("/kobis/") { _ in .json(corrected) }
            let refreshed = try await self.repository(api).dailyChart(day, refresh: true)
            XCTAssertEqual(refreshed.origin, .network)
            XCTAssertEqual(refreshed.value.entries[0].audience, 64123)
            self.clock.set("2022-01-08T00:00:00Z")  // long settled now: served from disk, corrected
            let saved = try await self.repository(api, offline: true).dailyChart(day)
            XCTAssertEqual(saved.value.entries[0].audience, 64123)
        }
    }
}
