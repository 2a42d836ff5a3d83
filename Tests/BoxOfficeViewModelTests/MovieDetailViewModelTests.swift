import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

final class MovieDetailViewModelTests: ViewModelTestCase {
    @MainActor func row(_ app: AppModel, code: String) async throws -> ChartRowModel {
        let loaded = try await app.charts.dailyChart(Day("2012-01-01")!)
        let entry = loaded.value.entries.first { $0.movieCode == code } ?? ChartEntry(
            rank: 1, movieCode: code, title: "광해, 왕이 된 남자", rankChange: .new, openDate: nil, audience: 0, audienceChange: 0,
            audienceChangePercent: "0", audienceTotal: 0, sales: 0, salesChange: 0, salesChangePercent: "0", salesShare: "0",
            salesTotal: 0, screens: 0, shows: 0)
        return ChartRowModel(entry, language: .korean)
    }

    func testInfoAndPosterLoadInParallel() throws {
        try run {
            let api = try FixtureAPI()
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20124079.json"), delayMilliseconds: 300) }
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            vm.start()
            try await self.waitUntil("both requests sent") { api.server.requests(to: "/kakao").count == 1 }
            XCTAssertEqual(vm.info, .loading, "the poster search started before the details came back")
            try await self.waitUntil("finished") { vm.isFinished }
            guard case .loaded(let m) = vm.info, case .loaded(let poster) = vm.poster else { return XCTFail("\(vm.info) \(vm.poster)") }
            XCTAssertEqual(m.title, "광해, 왕이 된 남자")
            XCTAssertEqual(m.subtitle, "Masquerade")
            XCTAssertEqual(m.facts.map(\.label), ["Directors", "Production year", "Release date", "Running time", "Rating", "Nations", "Genres"])
            XCTAssertEqual(m.facts[3].value, "131분")
            XCTAssertEqual(m.actors.count, 36)
            XCTAssertTrue(m.actorsPreview.hasSuffix("and 31 more"), m.actorsPreview)
            XCTAssertEqual(poster.width, 60)
        }
    }

    func testClosingCancelsBothRequests() throws {
        try run {
            let api = try FixtureAPI()
            api.server.route("/kobis/movie") { _ in .init(body: FixtureAPI.fixture("movie_20124079.json"), delayMilliseconds: 800) }
            api.server.route("/kakao/") { _ in .init(body: FixtureAPI.fixture("kakao_image_empty_result.json"), delayMilliseconds: 800) }
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            var changes = 0
            vm.observers.add { changes += 1 }
            vm.start()
            try await Task.sleep(nanoseconds: 100_000_000)
            vm.close()
            try await Task.sleep(nanoseconds: 1_200_000_000)
            XCTAssertEqual(changes, 0)
            XCTAssertEqual(vm.info, .loading)
            XCTAssertEqual(vm.poster, .loading)
        }
    }

    func testPlaceholderReasonsAndSampleWithoutDetails() throws {
        try run {
            let app = self.app(nil, kobisKey: nil, kakaoKey: nil)
            let vm = app.detail(for: try await self.row(app, code: "20112207"))
            vm.start()
            try await self.waitUntil("finished") { vm.isFinished }
            XCTAssertEqual(vm.poster, .placeholder("Posters need a Kakao API key (BOXOFFICE_KAKAO_KEY)."))
            XCTAssertEqual(vm.info, .failed("The sample data has no details for movie 20112207 (set BOXOFFICE_KOBIS_KEY for real data)"))
            XCTAssertEqual(vm.title, "미션임파서블:고스트프로토콜")
        }
    }
}
