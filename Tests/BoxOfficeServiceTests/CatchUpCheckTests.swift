import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Waits until the test opens it: a test sees the check waiting, and decides when the time is up.
final class GateSleeper: FillSleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var asked: [Double] = []
    func sleep(seconds: Double) async throws {
        await withCheckedContinuation { continuation in
            lock.withLock {
                asked.append(seconds)
                waiting.append(continuation)
            }
        }
    }
    /// Every wait asked for, in order.
    var waits: [Double] { lock.withLock { asked } }
    /// Ends every wait now pending.
    func open() {
        let pending = lock.withLock {
            defer { waiting = [] }
            return waiting
        }
        for continuation in pending { continuation.resume() }
    }
}

/// The timer's `boxoffice check`, often run the moment a machine wakes: it waits for the network, and tries once
/// more when yesterday's chart could not be fetched, so 위대한 쇼맨's million is told that morning.
final class CatchUpCheckTests: RepositoryTestCase {
    private let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"

    /// 2018-01-07 10:00 KST, 2018-01-05 in history, 위대한 쇼맨 followed.
    @MainActor private func services(
        _ api: FixtureAPI, network: ManualConnectivity, budget: Int? = nil, offline: Bool = false
    ) throws -> AppServices {
        clock.set("2018-01-07T01:00:00Z")
        var configuration = configuration(api)
        configuration.dailyBudget = budget
        let services = AppServices(
            configuration: configuration, clock: clock, retry: .none, offline: offline, connectivity: network,
            keyFile: KeyFile(url: dir.appendingPathComponent("keys")))
        let result = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("market/2018/20180105.json"))
        services.history?.record(try Chart(result, kind: .daily), day: Day("20180105")!, segment: .everything)
        services.follow.follows?.follow(
            FollowedFilm(movieCode: "20179462", title: "위대한 쇼맨"), at: Date(timeIntervalSince1970: 1_515_000_000))
        return services
    }

    private func names(_ events: [FollowEvent]) -> [String] { events.map(\.id) }

    @MainActor private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(30)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out waiting for \(what)") }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    /// No network when the timer fires: nothing is asked while it waits; the network back, one request and
    /// the million told.
    func testItWaitsForTheNetworkThenTellsTheDay() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let network = ManualConnectivity(online: false)
            let services = try services(api, network: network)
            let gate = GateSleeper()
            var told: [FollowEvent]?
            Task { told = await services.follow.catchUp(network: services.network, sleeper: gate) }
            try await waitUntil("the wait for the network") { gate.waits == [600] }
            // It is suspended on that wait: nothing was asked, nothing can be until the network or the time.
            XCTAssertEqual(api.server.requests.count, 0)
            XCTAssertNil(told)
            network.isOnline = true
            try await waitUntil("the check") { told != nil }
            XCTAssertEqual(told.map(names), ["20179462:passed:1000000"])
            XCTAssertEqual(api.server.requests(to: daily).map { $0.query["targetDt"] ?? "" }, ["20180106"])
            XCTAssertEqual(gate.waits, [600], "the day fetched: no second try")
            gate.open()
        }
    }

    /// Online, but the first request fails (a name not yet resolved after a wake): after a minute, one more try.
    func testAFailedFetchIsTriedOnceMoreAMinuteLater() throws {
        try run { [self] in
            let api = try FixtureAPI()
            var failures = 1
            api.server.route(daily) { request in
                guard failures == 0 else {
                    failures -= 1
                    return .init(status: 503, body: Data("busy".utf8), contentType: "text/plain")
                }
                return .init(body: FixtureAPI.fixture("market/2018/\(request.query["targetDt"] ?? "").json"))
            }
            let network = ManualConnectivity(online: true)
            let services = try services(api, network: network)
            let gate = GateSleeper()
            var told: [FollowEvent]?
            Task { told = await services.follow.catchUp(network: services.network, sleeper: gate) }
            try await waitUntil("the minute before the second try") { gate.waits == [60] }
            XCTAssertEqual(api.server.requests(to: daily).count, 1)
            XCTAssertNil(told)
            gate.open()
            try await waitUntil("the second try") { told != nil }
            XCTAssertEqual(told.map(names), ["20179462:passed:1000000"])
            XCTAssertEqual(api.server.requests(to: daily).map { $0.query["targetDt"] ?? "" }, ["20180106", "20180106"])
        }
    }

    /// `boxoffice check --offline`: the saved charts only; nothing is waited for or tried again.
    func testOfflineWaitsForNothing() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let services = try services(api, network: ManualConnectivity(online: false), offline: true)
            let gate = GateSleeper()
            let told = await services.follow.catchUp(network: services.network, offline: true, sleeper: gate)
            XCTAssertEqual(told.count, 0)
            XCTAssertEqual(api.server.requests.count, 0)
            XCTAssertEqual(gate.waits, [])
        }
    }

    /// The day's budget spent: no request, no wait, no second try.
    func testASpentBudgetAsksNothingAndWaitsForNothing() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let services = try services(api, network: ManualConnectivity(online: true), budget: 0)
            let gate = GateSleeper()
            let told = await services.follow.catchUp(network: services.network, sleeper: gate)
            XCTAssertEqual(told.count, 0)
            XCTAssertEqual(api.server.requests.count, 0)
            XCTAssertEqual(gate.waits, [])
        }
    }
}
