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
            let configuration = self.keyedConfiguration(api)
            let app = AppModel(
                services: self.services(configuration, connectivity: network), language: .korean)
            let vm = app.chart
            vm.start()
            try await self.waitUntil("loaded") { vm.phase == .loaded }
            XCTAssertEqual(vm.dataNote, "KOBIS may still correct these numbers until noon (Korea time) the next day.")
            network.isOnline = false
            XCTAssertTrue(vm.isOffline)
            XCTAssertTrue(app.posters.offline)
            vm.previousDay()
            try await self.waitUntil("offline failure") { vm.phase != .loading }
            XCTAssertEqual(
                vm.phase,
                .failed(message: "The box office for 2022-01-04 is not saved on this computer and needs a connection"))
            XCTAssertEqual(vm.errorDetail, #"offlineNotCached(what: "The box office for 2022-01-04")"#)
            vm.nextDay()
            try await self.waitUntil("saved day") { vm.phase == .loaded }
            XCTAssertEqual(vm.rows.count, 10, "a saved day is still browsable offline")
            vm.previousDay()
            try await self.waitUntil("offline failure again") { vm.phase != .loading }
            let before = api.server.requests(to: "/kobis").count
            XCTAssertEqual(before, 1)
            network.isOnline = true  // the connection returns: the failed day loads by itself
            try await self.waitUntil("reloaded") {
                vm.phase == .empty(message: "KOBIS has no numbers for 2022년 1월 4일 (화): no film was reported for it.")
            }
            XCTAssertFalse(vm.isOffline)
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 2)
        }
    }

    /// The main window closed and opened again: the network changed meanwhile, and the new window knows
    /// before its first request (the monitor is asked at once once it exists).
    func testAWindowOpenedAgainKnowsTheNetworkAtOnce() throws {
        try run {
            let network = ManualConnectivity(online: true)
            let configuration = AppConfiguration(
                kobisKey: nil, kakaoKey: nil, cacheDirectory: self.dir.appendingPathComponent("cache"),
                sampleDirectory: SampleData.locate(override: nil))
            let app = AppModel(
                services: self.services(configuration, connectivity: network), language: .korean)
            let vm = app.chart
            vm.start()
            XCTAssertEqual(vm.phase, .loaded)  // the sample, without asking the monitor
            app.launched()  // after the first frame
            XCTAssertFalse(vm.isOffline)
            vm.stop()
            network.isOnline = false  // while no window is open
            vm.start()
            XCTAssertTrue(vm.isOffline)
            XCTAssertTrue(app.posters.offline)
        }
    }

    /// The network is the app's, not the main window's: a search window and a film's window left open
    /// after the main window closed (its model stopped and gone) still switch to saved data when the
    /// network goes, and back to KOBIS when it returns.
    func testWindowsLeftOpenAfterTheMainWindowFollowTheNetwork() throws {
        try run {
            let api = try FixtureAPI()
            let network = ManualConnectivity(online: true)
            let configuration = self.keyedConfiguration(api)
            let services = self.services(configuration, connectivity: network)
            var app: AppModel? = AppModel(services: services, language: .korean)
            weak var chart = app?.chart
            chart?.start()
            try await self.waitUntil("the chart") { chart?.phase == .loaded }
            app?.launched()
            // A search window and a film's window, each shown once online (what they find is saved).
            let search = try XCTUnwrap(app?.search())
            search.setKind(.companies)
            search.setQuery("디즈니")
            search.searchNow()
            try await self.waitUntil("the companies") { !search.rows.isEmpty }
            let shown = try XCTUnwrap(app?.detail(code: "20124079", title: "광해, 왕이 된 남자", year: 2012))
            shown.start()
            try await self.waitUntil("the film") { shown.isFinished }
            shown.close()
            // The film's window, opened again: its model is made now, its film is shown later.
            let film = try XCTUnwrap(app?.detail(code: "20124079", title: "광해, 왕이 된 남자", year: 2012))

            // The main window closes: its model stops, and nothing keeps it.
            chart?.stop()
            app = nil
            XCTAssertNil(chart, "the chart's model is gone")
            // 40 days on, everything saved is past its freshness: online, each would be asked for again.
            self.clock.advance(40 * 86_400)
            let kobis = api.server.requests(to: "/kobis").count
            let kakao = api.server.requests(to: "/kakao").count
            network.isOnline = false
            XCTAssertTrue(services.network.isOffline)
            XCTAssertTrue(services.charts.offline)
            XCTAssertTrue(services.posters.offline)

            search.setQuery("")
            search.setQuery("디즈니")
            search.searchNow()
            try await self.waitUntil("the saved companies") { !search.rows.isEmpty && !search.isSearching }
            XCTAssertEqual(search.rows[0].title, "월트디즈니컴퍼니코리아 유한책임회사")
            XCTAssertNil(search.message)
            XCTAssertNil(search.staleNote, "offline, saved rows are the answer, not a failed refresh")
            film.start()
            try await self.waitUntil("the saved film") { film.isFinished }
            guard case .loaded(let details) = film.info, case .loaded = film.poster else {
                return XCTFail("\(film.info) \(film.poster)")
            }
            XCTAssertEqual(details.title, "광해, 왕이 된 남자")
            XCTAssertEqual(api.server.requests(to: "/kobis").count, kobis, "offline, nothing is asked")
            XCTAssertEqual(api.server.requests(to: "/kakao").count, kakao)

            // Back online: the stale search is asked again.
            network.isOnline = true
            XCTAssertFalse(services.charts.offline)
            search.setQuery("")
            search.setQuery("디즈니")
            search.searchNow()
            try await self.waitUntil("the search asked again") { api.server.requests(to: "/kobis").count == kobis + 1 }
            try await self.waitUntil("its answer") { !search.rows.isEmpty && !search.isSearching }
            film.close()
            search.close()
        }
    }

    /// Both keys, the fixture server, a cache of its own and no sample.
    @MainActor private func keyedConfiguration(_ api: FixtureAPI) -> AppConfiguration {
        AppConfiguration(
            kobisKey: FixtureAPI.kobisKey, kakaoKey: FixtureAPI.kakaoKey,
            kobisBaseURL: api.kobisURL, kakaoBaseURL: api.kakaoURL,
            cacheDirectory: dir.appendingPathComponent("cache"), sampleDirectory: nil)
    }
}
