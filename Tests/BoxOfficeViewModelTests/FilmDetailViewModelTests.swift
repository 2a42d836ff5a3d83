import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

final class FilmDetailViewModelTests: ViewModelTestCase {
    @MainActor func row(_ app: AppModel, code: String) async throws -> ChartRowModel {
        let loaded = try await app.charts.dailyChart(Day("2012-01-01")!)
        let entry =
            loaded.value.entries.first { $0.movieCode == code }
            ?? ChartEntry(
                rank: 1, movieCode: code, title: "광해, 왕이 된 남자", rankChange: .new, openDate: nil, audience: 0,
                audienceChange: 0,
                audienceChangePercent: "0", audienceTotal: 0, sales: 0, salesChange: 0, salesChangePercent: "0",
                salesShare: "0",
                salesTotal: 0, screens: 0, shows: 0)
        return ChartRowModel(entry, language: .korean)
    }

    func testInfoAndPosterLoadInParallel() throws {
        try run {
            let api = try FixtureAPI()
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            api.server.holding = "/kobis/movie"
            vm.start()
            try await self.waitUntil("both requests sent") { api.server.requests(to: "/kakao").count == 1 }
            XCTAssertEqual(api.server.heldCount, 1)
            XCTAssertEqual(vm.info, .loading, "the poster search started before the details came back")
            api.server.release()
            try await self.waitUntil("finished") { vm.isFinished }
            guard case .loaded(let m) = vm.info, case .loaded(let poster) = vm.poster else {
                return XCTFail("\(vm.info) \(vm.poster)")
            }
            XCTAssertEqual(m.title, "광해, 왕이 된 남자")
            XCTAssertEqual(m.subtitle, "Masquerade")
            XCTAssertEqual(
                m.facts.map(\.label),
                ["Directors", "Production year", "Release date", "Running time", "Rating", "Nations", "Genres"])
            XCTAssertEqual(m.facts[3].value, "131분")
            XCTAssertEqual(m.actors.count, 36)
            XCTAssertTrue(m.actorsPreview.hasSuffix("and 31 more"), m.actorsPreview)
            XCTAssertEqual(poster.width, 60)
        }
    }

    func testClosingCancelsBothRequests() throws {
        try run {
            let api = try FixtureAPI()
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            api.server.holds = { $0.path.hasPrefix("/kobis/movie") || $0.path.hasPrefix("/kakao/") }
            var changes = 0
            vm.changes.observe { _ in changes += 1 }
            vm.start()
            try await self.waitUntil("both requests at the server") {
                api.server.requests(to: "/kobis/movie").count == 1 && api.server.requests(to: "/kakao").count == 1
            }
            vm.close()
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            try await self.waitUntil("both requests dropped") { api.server.dropped == 2 }
            XCTAssertEqual(changes, 0)
            XCTAssertEqual(vm.info, .loading)
            XCTAssertEqual(vm.poster, .loading)
        }
    }

    /// A poster host sending a picture that claims 20000×20000 pixels: the placeholder says why.
    func testAnOversizedPosterShowsThePlaceholderWithTheReason() throws {
        try run {
            let api = try FixtureAPI()
            api.imageBodies = ["/img/": TestImages.pngClaiming(width: 20_000, height: 20_000)]
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            vm.start()
            try await self.waitUntil("finished") { vm.isFinished }
            XCTAssertEqual(
                vm.poster,
                .placeholder(
                    "The poster could not be downloaded: The poster is 20000×20000 pixels, "
                        + "larger than the 4096×4096 BoxOffice shows"))
        }
    }

    /// The poster belongs to the film, not to the language: Korean and English windows ask Kakao the
    /// same question (the Korean title and the release year), so they show the same picture.
    func testKoreanAndEnglishAskForTheSamePoster() throws {
        try run {
            let api = try FixtureAPI()
            var queries: [String] = []
            for language in [DisplayLanguage.korean, .english] {
                let configuration = AppConfiguration(
                    kobisKey: FixtureAPI.kobisKey, kakaoKey: FixtureAPI.kakaoKey,
                    kobisBaseURL: api.kobisURL, kakaoBaseURL: api.kakaoURL,
                    cacheDirectory: self.dir.appendingPathComponent("cache-\(language)"),
                    sampleDirectory: nil)
                let app = AppModel(services: self.services(configuration), language: language)
                app.chart.start()
                try await self.waitUntil("chart") { app.chart.phase == .loaded }
                if language == .english {
                    try await self.waitUntil("English titles") {
                        app.chart.rows[0].title == "The Policeman\u{2019}s Lineage"
                    }
                }
                let vm = app.detail(for: app.chart.rows[0])
                vm.start()
                try await self.waitUntil("poster") { vm.isFinished }
                queries.append(api.server.requests(to: "/kakao").last?.query["query"] ?? "")
            }
            XCTAssertEqual(queries, ["경관의 피 2022 영화 포스터", "경관의 피 2022 영화 포스터"])
        }
    }

    func testPlaceholderReasonsAndSampleWithoutDetails() throws {
        try run {
            let app = self.app(nil, kobisKey: nil, kakaoKey: nil)
            let vm = app.detail(for: try await self.row(app, code: "20112207"))
            vm.start()
            try await self.waitUntil("finished") { vm.isFinished }
            XCTAssertEqual(vm.poster, .placeholder("Posters need a Kakao API key: add one in Preferences."))
            XCTAssertEqual(
                vm.info,
                .failed("The sample data has no details for movie 20112207 (add a KOBIS API key for real data)"))
            XCTAssertEqual(vm.title, "미션임파서블:고스트프로토콜")
        }
    }

    /// In English, KOBIS's fixed Korean words are translated; names and unknown values stay as sent.
    func testEnglishDetailsTranslateKobisVocabulary() throws {
        let details = FilmDetails(try ResponseDecoding.kobisMovieInfo(FixtureAPI.fixture("movie_20199882.json")))
        let english = FilmDetailModel(details, language: .english)
        XCTAssertEqual(english.facts.map(\.value)[4...6], ["15 and over", "South Korea", "Crime, Drama"])
        XCTAssertEqual(english.companies.map(\.label), ["Production", "Distribution", "Presented by"])
        XCTAssertEqual(english.companies[0].value, "리양필름(주)", "company names are names")
        let korean = FilmDetailModel(details, language: .korean)
        XCTAssertEqual(korean.facts.map(\.value)[4...6], ["15세이상관람가", "한국", "범죄, 드라마"])
        XCTAssertEqual(korean.companies.map(\.label), ["제작사", "배급사", "제공"])
    }

    /// A key saved while a poster search is in flight: the old search's answer is dropped, and the
    /// window asks again with the new key instead of saying "The request was cancelled".
    func testAKeyChangeDuringTheSearchLoadsThePosterWithTheNewKey() throws {
        try run {
            let api = try FixtureAPI()
            api.server.holding = "/kakao"
            let app = self.app(api)
            let vm = app.detail(for: try await self.row(app, code: "20124079"))
            vm.start()
            try await self.waitUntil("the search held at the server") { api.server.heldCount == 1 }
            app.apply(kakaoKey: FixtureAPI.kakaoKey)  // saved again in Preferences
            api.server.release()
            try await self.waitUntil("the poster") { vm.poster != .loading }
            guard case .loaded = vm.poster else { return XCTFail("\(vm.poster)") }
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 2, "asked again with the new key")
        }
    }
}
