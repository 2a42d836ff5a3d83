import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Weekly kinds and segments through the repository and KobisClient against the loopback KOBIS:
/// exactly the parameters KOBIS documents, each chart under its own cache key, weekly settled-ness,
/// the sample's periods, and the region list.
final class ChartQueryRepositoryTests: RepositoryTestCase {
    static let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"
    static let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
    static let codes = "/kobis/code/searchCodeList"
    let key = FixtureAPI.kobisKey

    func query(_ kind: ChartKind, _ day: String, _ segment: ChartSegment = .everything) -> ChartQuery {
        ChartQuery(period: ChartPeriod(kind, containing: Day(day)!), segment: segment)
    }

    func testEachKindSendsItsWeekGbAndItsFirstDay() throws {
        try run {
            let api = try FixtureAPI()
            let repository = try self.repository(api)
            let cases: [(ChartKind, [String: String], Int)] = [
                (.weekend, ["weekGb": "1", "targetDt": "20111230"], 10),
                (.week, ["weekGb": "0", "targetDt": "20111226"], 10),
                (.weekdays, ["weekGb": "2", "targetDt": "20111226"], 0)
            ]
            for (kind, sent, rows) in cases {
                let loaded = try await repository.chart(self.query(kind, "2011-12-31"))
                XCTAssertEqual(
                    api.server.requests(to: Self.weekly).last?.query, sent.merging(["key": self.key]) { $1 }, "\(kind)")
                XCTAssertEqual(loaded.value.entries.count, rows, "\(kind)")
                guard case .week(let first, let last, let weekGb, let yearWeek) = loaded.value.period else {
                    return XCTFail("\(kind): \(loaded.value.period)")
                }
                let period = ChartPeriod(kind, containing: Day("2011-12-31")!)
                XCTAssertEqual([first, last], [period.first, period.last])
                XCTAssertEqual(weekGb, kind.weekGb)
                XCTAssertEqual(yearWeek, "201152")
            }
            _ = try await repository.chart(self.query(.daily, "2022-01-05"))
            XCTAssertEqual(
                api.server.requests(to: Self.daily).map(\.query), [["key": self.key, "targetDt": "20220105"]])
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 4)
        }
    }

    func testEachSegmentSendsExactlyItsParameters() throws {
        try run {
            let api = try FixtureAPI()
            let client = KobisClient(
                http: HTTPClient(timeoutSeconds: 2), endpoints: KobisEndpoints(baseURL: api.kobisURL, key: self.key))
            let segments = [
                ChartSegment(nation: .korean), ChartSegment(nation: .foreign), ChartSegment(films: .diversity),
                ChartSegment(films: .commercial), ChartSegment(region: "0105017"),
                ChartSegment(nation: .foreign, films: .commercial, region: "0105001")
            ]
            for segment in segments {
                for kind in [ChartKind.daily, .weekend] {
                    let (chart, body) = try await client.chart(self.query(kind, "2012-01-01", segment))
                    XCTAssertEqual(chart.entries.count, 10)
                    XCTAssertFalse(body.isEmpty)
                    let path = kind == .daily ? Self.daily : Self.weekly
                    var sent = segment.queryItems.merging([
                        "key": self.key, "targetDt": kind == .daily ? "20120101" : "20111230"
                    ]) { $1 }
                    if kind == .weekend { sent["weekGb"] = "1" }
                    XCTAssertEqual(api.server.requests(to: path).last?.query, sent, "\(kind) \(segment)")
                }
            }
            // A value KOBIS does not know is its fault sentence (HTTP 200, code 320105), key redacted.
            do {
                _ = try await client.chart(self.query(.weekend, "2012-01-01", ChartSegment(region: "0105099")))
                XCTFail("a bad region must fail")
            } catch let error as BoxOfficeError {
                XCTAssertTrue(error.sentence.contains("320105"), error.sentence)
                XCTAssertFalse(error.sentence.contains(self.key))
            }
        }
    }

    func testEachQueryIsSavedUnderItsOwnKey() throws {
        try run {
            let api = try FixtureAPI()
            let repository = try self.repository(api)
            let korean = ChartSegment(nation: .korean)
            @MainActor func requests() -> Int { api.server.requests(to: "/kobis").count }
            let first = try await repository.chart(self.query(.weekend, "2011-12-30"))
            XCTAssertEqual(first.origin, .network)
            _ = try await repository.chart(self.query(.weekend, "2012-01-01"))
            XCTAssertEqual(requests(), 1, "the same weekend, asked by another of its days")
            _ = try await repository.chart(self.query(.weekend, "2011-12-30", korean))
            XCTAssertEqual(requests(), 2, "another segment is another chart")
            _ = try await repository.chart(
                self.query(.weekend, "2011-12-30", ChartSegment(nation: .korean, region: "0105001")))
            _ = try await repository.chart(self.query(.week, "2011-12-30"))
            _ = try await repository.chart(self.query(.daily, "2011-12-30", korean))
            XCTAssertEqual(requests(), 5)
            // A new launch on the same cache: all settled on disk, none asked again.
            let again = try self.repository(api)
            for q in [
                self.query(.weekend, "2011-12-31"), self.query(.weekend, "2011-12-31", korean),
                self.query(.week, "2011-12-27"),
                self.query(.weekend, "2011-12-30", ChartSegment(nation: .korean, region: "0105001")),
                self.query(.daily, "2011-12-30", korean)
            ] {
                let loaded = try await again.chart(q)
                XCTAssertEqual(loaded.origin, .disk, "\(q)")
            }
            XCTAssertEqual(requests(), 5)
            let cache = try DiskCache(directory: self.dir).database
            XCTAssertNotNil(cache.body(kind: "weekend", key: "20111230"))
            XCTAssertNotNil(cache.body(kind: "weekend", key: "20111230|repNationCd=K"))
            XCTAssertNotNil(cache.body(kind: "weekend", key: "20111230|repNationCd=K&wideAreaCd=0105001"))
            XCTAssertNotNil(cache.body(kind: "week", key: "20111226"))
            XCTAssertNotNil(cache.body(kind: "daily", key: "20111230|repNationCd=K"))
            XCTAssertNil(cache.body(kind: "weekdays", key: "20111226"))
        }
    }

    /// A weekly chart follows the daily rules by its last day: settled once fetched after noon (KST) of
    /// the day after its Sunday; until then revalidated hourly; an empty one never settles.
    func testWeeklySettlednessFollowsItsLastDay() throws {
        try run {
            let api = try FixtureAPI()
            // KOBIS has numbers for the weekend 2022-01-07~09 (the real weekend's rows under that range).
            let text = String(decoding: FixtureAPI.fixture("weekly_20111230-20120101_weekend.json"), as: UTF8.self)
                .replacingOccurrences(of: "20111230~20120101", with: "20220107~20220109")
            api.server.route(Self.weekly) { r in
                r.query["weekGb"] == "1"
                    ? .json(text)
                    : .json(
                        #"{"boxOfficeResult":{"boxofficeType":"주간 박스오피스","showRange":"20220103~20220109","yearWeekTime":"202201","weeklyBoxOfficeList":[]}}"#
                    )
            }
            @MainActor func requests() -> Int { api.server.requests(to: Self.weekly).count }
            let repository = try self.repository(api)  // Monday 2022-01-10, 09:00 KST
            XCTAssertEqual(repository.latestPeriod(.weekend), ChartPeriod(.weekend, containing: Day("2022-01-09")!))
            XCTAssertEqual(repository.latestPeriod(.week).first, Day("2022-01-03")!)
            XCTAssertEqual(repository.latestPeriod(.weekdays).last, Day("2022-01-06")!)
            let weekend = self.query(.weekend, "2022-01-08")
            _ = try await repository.chart(weekend)
            self.clock.advance(1800)
            var origin = try await repository.chart(weekend).origin
            XCTAssertEqual(origin, .memory, "fresh for an hour")
            XCTAssertEqual(requests(), 1)
            self.clock.set("2022-01-10T03:30:00Z")  // 12:30 KST: an hour and a half old, fetched before noon
            origin = try await repository.chart(weekend).origin
            XCTAssertEqual(origin, .network)
            XCTAssertEqual(requests(), 2)
            self.clock.set("2022-01-20T00:00:00Z")  // fetched after noon of the Monday: settled
            origin = try await repository.chart(weekend).origin
            XCTAssertEqual(origin, .memory)
            origin = try await self.repository(api).chart(weekend).origin
            XCTAssertEqual(origin, .disk)
            XCTAssertEqual(requests(), 2)
            // The week KOBIS had no numbers for: asked again once the empty answer is an hour old, a week later too.
            let week = self.query(.week, "2022-01-05")
            let empty = try await repository.chart(week)
            XCTAssertEqual(empty.value.entries, [])
            self.clock.advance(1800)
            _ = try await repository.chart(week)
            XCTAssertEqual(requests(), 3)
            self.clock.advance(3600)
            _ = try await repository.chart(week)
            XCTAssertEqual(requests(), 4)
            // A period that has not ended by yesterday cannot be asked for.
            do {
                _ = try await repository.chart(self.query(.weekend, "2022-01-21"))
                XCTFail("the weekend of 2022-01-21 has not ended")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .dayNotAvailable(day: Day("2022-01-23")!, latest: Day("2022-01-16")!))
            }
            XCTAssertEqual(requests(), 4)
        }
    }

    func testTheSampleHasTheWeekendAndTheWeekOfAllFilmsOnly() throws {
        try run {
            let repository = try self.repository(nil, kobisKey: nil)
            let weekend = ChartPeriod(.weekend, containing: Day("2011-12-30")!)
            let week = ChartPeriod(.week, containing: Day("2011-12-30")!)
            XCTAssertEqual(repository.samplePeriods(.weekend), [weekend])
            XCTAssertEqual(repository.samplePeriods(.week), [week])
            XCTAssertEqual(repository.samplePeriods(.weekdays), [])
            XCTAssertEqual(
                repository.samplePeriods(.daily).map(\.first.iso), ["2012-01-01", "2022-01-05", "2022-01-21"])
            XCTAssertEqual(repository.latestPeriod(.weekend), weekend)
            XCTAssertEqual(repository.latestPeriod(.week), week)
            let loaded = try await repository.chart(ChartQuery(period: weekend))
            XCTAssertEqual(loaded.origin, .sample)
            XCTAssertEqual(
                loaded.value.period, .week(first: weekend.first, last: weekend.last, weekGb: 1, yearWeek: "201152"))
            XCTAssertEqual(loaded.value.entries.first?.title, "미션임파서블:고스트프로토콜")
            let weekChart = try await repository.chart(ChartQuery(period: week))
            XCTAssertEqual(weekChart.value.entries.count, 10)
            for segment in [
                ChartSegment(nation: .korean), ChartSegment(films: .diversity), ChartSegment(region: "0105001")
            ] {
                for period in [weekend, ChartPeriod(.daily, containing: Day("2022-01-05")!)] {
                    do {
                        _ = try await repository.chart(ChartQuery(period: period, segment: segment))
                        XCTFail("\(segment) \(period)")
                    } catch let error as BoxOfficeError {
                        XCTAssertEqual(error, .noSampleSegment)
                    }
                }
            }
            do {
                _ = try await repository.chart(ChartQuery(period: weekend.previous))
                XCTFail("the sample has one weekend")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .noSampleData(day: Day("2011-12-23")!, sampleDays: [weekend.first]))
            }
            // Offline with a key, the sample still answers for its periods.
            let offline = try self.repository(nil, offline: true)
            let sampled = try await offline.chart(ChartQuery(period: week))
            XCTAssertEqual(sampled.origin, .sample)
            XCTAssertEqual(offline.samplePeriods(.week), [], "with a key, no sample periods are offered")
        }
    }

    func testRegionsAreFetchedOnceThenSavedForThirtyDays() throws {
        try run {
            let api = try FixtureAPI()
            @MainActor func requests() -> [[String: String]] { api.server.requests(to: Self.codes).map(\.query) }
            let regions = try await self.repository(api).regions()
            XCTAssertEqual(regions, Region.bundled, "KOBIS's names, with the bundled English names filled in")
            XCTAssertEqual(requests(), [["key": self.key, "comCode": "0105000000"]])
            let repository = try self.repository(api)
            _ = await repository.regions()
            _ = await repository.regions()
            XCTAssertEqual(requests().count, 1)
            self.clock.advance(31 * 86_400)
            _ = await repository.regions()
            XCTAssertEqual(requests().count, 2, "a month later, asked again")
            // Offline, the saved list (even old); without a key, the saved or bundled list; no request either way.
            self.clock.advance(31 * 86_400)
            let offline = try await self.repository(api, offline: true).regions()
            let keyless = try await self.repository(api, kobisKey: nil).regions()
            XCTAssertEqual(offline, Region.bundled)
            XCTAssertEqual(keyless, Region.bundled)
            XCTAssertEqual(requests().count, 2)
        }
    }

    func testRegionsFallBackToTheBundledListWhenKobisFails() throws {
        try run {
            let api = try FixtureAPI()
            api.server.route(Self.codes) { _ in .json(#"{"faultInfo":{"message":"점검 중","errorCode":"320999"}}"#) }
            for _ in 0..<2 {
                let regions = try await self.repository(api).regions()
                XCTAssertEqual(regions, Region.bundled)
            }
            XCTAssertEqual(api.server.requests(to: Self.codes).count, 2, "a failure is not saved")
            // A renamed region in KOBIS's answer is kept as KOBIS names it.
            api.server.route(Self.codes) { _ in
                .json(
                    #"{"codes":[{"fullCd":"0105003","korNm":"강원특별자치도","engNm":""},{"fullCd":"0105001","korNm":"서울시","engNm":""}]}"#
                )
            }
            let renamed = try await self.repository(api).regions()
            XCTAssertEqual(renamed, [Region(code: "0105003", korean: "강원특별자치도", english: "Gangwon"), Region.bundled[0]])
            XCTAssertEqual(Region.find("강원도", in: renamed)?.code, "0105003")
            // KOBIS unreachable: the saved list answers without asking.
            let saved = try await self.repository(nil).regions()
            XCTAssertEqual(saved, renamed)
        }
    }
}
