import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

final class OfflineTests: ViewModelTestCase {
    func testOfflineBrowsesSavedDaysExplainsTheRestAndRefreshesOnReturn() throws {
        try run {
            let api = try FixtureAPI()
            let network = ManualConnectivity(online: true)
            let configuration = AppConfiguration(kobisKey: FixtureAPI.kobisKey, kakaoKey: FixtureAPI.kakaoKey,
                                                 kobisBaseURL: api.kobisURL, kakaoBaseURL: api.kakaoURL,
                                                 cacheDirectory: self.dir.appendingPathComponent("cache"), sampleDirectory: nil)
            let app = AppModel(services: self.services(configuration, connectivity: network, windowState: false), language: .korean)
            let vm = app.chart
            vm.start()
            try await self.waitUntil("loaded") { vm.phase == .loaded }
            XCTAssertEqual(vm.dataNote, "KOBIS may still correct these numbers until noon (Korea time) the next day.")
            network.isOnline = false
            XCTAssertTrue(vm.isOffline)
            XCTAssertTrue(app.posters.offline)
            vm.previousDay()
            try await self.waitUntil("offline failure") { vm.phase != .loading }
            XCTAssertEqual(vm.phase, .failed(message: "The box office for 2022-01-04 is not saved on this computer and needs a connection"))
            XCTAssertEqual(vm.errorDetail, #"offlineNotCached(what: "The box office for 2022-01-04")"#)
            vm.nextDay()
            try await self.waitUntil("saved day") { vm.phase == .loaded }
            XCTAssertEqual(vm.rows.count, 10, "a saved day is still browsable offline")
            vm.previousDay()
            try await self.waitUntil("offline failure again") { vm.phase != .loading }
            let before = api.server.requests(to: "/kobis").count
            XCTAssertEqual(before, 1)
            network.isOnline = true                    // the connection returns: the failed day loads by itself
            try await self.waitUntil("reloaded") { vm.phase == .empty(message: "KOBIS has no numbers for 2022년 1월 4일 (화): no film was reported for it.") }
            XCTAssertFalse(vm.isOffline)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 2)
        }
    }

    /// The main window closed and opened again: the network changed meanwhile, and the new window knows
    /// before its first request (the monitor is asked at once once it exists).
    func testAWindowOpenedAgainKnowsTheNetworkAtOnce() throws {
        try run {
            let network = ManualConnectivity(online: true)
            let configuration = AppConfiguration(kobisKey: nil, kakaoKey: nil, cacheDirectory: self.dir.appendingPathComponent("cache"),
                                                 sampleDirectory: SampleData.locate(override: nil))
            let app = AppModel(services: self.services(configuration, connectivity: network, windowState: false), language: .korean)
            let vm = app.chart
            vm.start()
            XCTAssertEqual(vm.phase, .loaded)   // the sample, without asking the monitor
            app.launched()                       // after the first frame
            XCTAssertFalse(vm.isOffline)
            vm.stop()
            network.isOnline = false             // while no window is open
            vm.start()
            XCTAssertTrue(vm.isOffline)
            XCTAssertTrue(app.posters.offline)
        }
    }
}
