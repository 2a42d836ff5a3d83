import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

final class PreferencesViewModelTests: ViewModelTestCase {
    func testTestingKeysReportsInPlainWords() throws {
        try run {
            let api = try FixtureAPI()
            let app = self.app(api)
            let prefs = app.preferences()
            await prefs.test(.kobis, key: FixtureAPI.kobisKey)
            XCTAssertEqual(prefs.kobisResult, "The KOBIS key works.")
            await prefs.test(.kobis, key: "wrong")
            XCTAssertEqual(prefs.kobisResult, "KOBIS rejected this key (error 320010).")
            await prefs.test(.kakao, key: FixtureAPI.kakaoKey)
            XCTAssertEqual(prefs.kakaoResult, "The Kakao key works.")
            await prefs.test(.kakao, key: "wrong")
            XCTAssertEqual(
                prefs.kakaoResult, "Kakao rejected this key (HTTP 401: AccessDeniedError: wrong appKey(null) format).")
            await prefs.test(.kakao, key: "  ")
            XCTAssertEqual(prefs.kakaoResult, "Enter a key first.")
            XCTAssertEqual(api.server.requests.count, 4, "one request per test")
        }
    }

    func testUnreachableServerIsSaidSo() throws {
        try run {
            let app = self.app(nil)  // nothing listens on 127.0.0.1:9
            let prefs = app.preferences()
            await prefs.test(.kobis, key: FixtureAPI.kobisKey)
            XCTAssertTrue(
                prefs.kobisResult?.hasPrefix("Could not test the key: the network is unreachable") ?? false,
                prefs.kobisResult ?? "")
        }
    }

    /// Told apart by what is on screen, not only by `isSample`: the sample's newest day is 2022-01-21, and
    /// the live server's latest day, with this clock, 2018-01-06 (a real day the sample does not have).
    func testSavingAKeyLeavesTheSampleAtOnce() throws {
        clock.set("2018-01-07T01:00:00Z")  // 10:00 in Korea: yesterday is 2018-01-06
        try run {
            let api = try FixtureAPI()
            let app = self.app(api, kobisKey: nil, kakaoKey: nil)
            let keyFile = KeyFile(url: self.dir.appendingPathComponent("keys"))
            app.chart.start()
            try await self.waitUntil("sample") { app.chart.phase == .loaded }
            XCTAssertTrue(app.chart.isSample)
            XCTAssertEqual(app.chart.day, Day("2022-01-21"), "the sample's newest day")
            XCTAssertEqual(app.chart.rows.first.map { [$0.title, $0.audience] }, ["스파이더맨: 노 웨이 홈", "31,569명"])
            let prefs = app.preferences()
            prefs.save(kobis: " \(FixtureAPI.kobisKey)\n", kakao: FixtureAPI.kakaoKey)
            XCTAssertEqual(try keyFile.load(), .init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
            try await self.waitUntil("live chart") { !app.chart.isSample && app.chart.phase == .loaded }
            XCTAssertEqual(app.chart.day, Day("2018-01-06"), "the latest real day")
            XCTAssertEqual(
                app.chart.rows.prefix(2).map { [$0.title, $0.audience] },
                [["신과함께-죄와 벌", "548,337명"], ["1987", "436,755명"]])
            XCTAssertEqual(api.server.requests(to: "/kobis/boxoffice").map { $0.query["targetDt"] }, ["20180106"])
            XCTAssertTrue(app.posters.hasKey)
            prefs.save(kobis: "", kakao: "")
            try await self.waitUntil("back to the sample") { app.chart.isSample && app.chart.phase == .loaded }
            XCTAssertEqual(app.chart.rows.first?.title, "스파이더맨: 노 웨이 홈")
            XCTAssertEqual(api.server.requests(to: "/kobis/boxoffice").count, 1, "the sample asks nothing")
        }
    }

    /// Both keys saved; a run with BOXOFFICE_KOBIS_KEY set changes only the Kakao key: the saved
    /// KOBIS key is still in the file afterwards.
    /// A pasted key with a line break (or any character no key has) is refused with a sentence, and
    /// nothing is written or applied.
    func testAKeyWithOtherCharactersIsRefusedWithASentence() throws {
        try run {
            let keyFile = KeyFile(url: self.dir.appendingPathComponent("keys"))
            let configuration = AppConfiguration.fromEnvironment(
                [
                    "HOME": self.dir.path,
                    "BOXOFFICE_CACHE_DIR": self.dir.appendingPathComponent("cache").path
                ], keyFile: keyFile)
            let app = AppModel(services: self.services(configuration), settings: self.settings, language: .korean)
            let prefs = app.preferences()
            prefs.save(kobis: "0123456789abcdef\nkakao=0123456789abcdef", kakao: "")
            XCTAssertEqual(
                prefs.saveProblem,
                "A KOBIS key is 8 to 128 letters and digits (usually 32); this one has other characters or another length, so it was not saved"
            )
            XCTAssertFalse(FileManager.default.fileExists(atPath: keyFile.url.path))
            XCTAssertTrue(app.chart.isSample, "nothing applied")
        }
    }

    func testSavingKeepsAStoredKeyTheEnvironmentOverrides() throws {
        try run {
            let keyFile = KeyFile(url: self.dir.appendingPathComponent("keys"))
            try keyFile.save(.init(kobis: "savedkobiskey0000", kakao: "savedkakaokey0000"))
            let configuration = AppConfiguration.fromEnvironment(
                [
                    "HOME": self.dir.path, "BOXOFFICE_KOBIS_KEY": FixtureAPI.kobisKey,
                    "BOXOFFICE_CACHE_DIR": self.dir.appendingPathComponent("cache").path
                ], keyFile: keyFile)
            XCTAssertEqual(configuration.kobisKey, FixtureAPI.kobisKey)
            let app = AppModel(services: self.services(configuration), settings: self.settings, language: .korean)
            let prefs = app.preferences()
            prefs.save(kobis: prefs.kobisKey, kakao: "changedkakaokey00")
            XCTAssertEqual(try keyFile.load(), .init(kobis: "savedkobiskey0000", kakao: "changedkakaokey00"))
        }
    }
}
