import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

final class FilmAndPosterCommandTests: CommandLineTestCase {
    func testMovieJSONHasExactlyTheDocumentedKeysAndValues() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let r = try boxoffice(["movie", "20124079", "--format", "json"], env: environment(api))
        XCTAssertEqual(r.status, 0, r.stderr)
        assertNoKeys(r)
        let film = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(
            Set(film.keys),
            [
                "code", "title", "titleEnglish", "productionYear", "openDate", "runtimeMinutes",
                "nations", "genres", "directors", "actors", "watchGrade", "companies", "showTypes"
            ])
        let info = try ResponseDecoding.kobisMovieInfo(FixtureAPI.fixture("movie_20124079.json"))
        XCTAssertEqual(film["code"] as? String, "20124079")
        XCTAssertEqual(film["title"] as? String, info.movieNm)
        XCTAssertEqual(film["titleEnglish"] as? String, info.movieNmEn)
        XCTAssertEqual(film["productionYear"] as? Int, Int(info.prdtYear))
        XCTAssertEqual(film["openDate"] as? String, Day(info.openDt)!.iso)
        XCTAssertEqual(film["runtimeMinutes"] as? Int, 131)
        XCTAssertEqual(film["genres"] as? [String], info.genres.map(\.genreNm))
        XCTAssertEqual(film["directors"] as? [String], info.directors.map(\.peopleNm))
        let actors = film["actors"] as! [[String: String]]
        XCTAssertEqual(actors.count, info.actors.count)
        XCTAssertEqual(actors.first, ["name": info.actors[0].peopleNm, "role": info.actors[0].cast])
        XCTAssertEqual(film["watchGrade"] as? String, info.audits[0].watchGradeNm)
        XCTAssertEqual((film["companies"] as! [[String: String]]).count, 14)
        XCTAssertEqual((film["showTypes"] as! [String]).count, 6)
    }

    func testPosterIsSavedFromTheFirstDocumentThatIsAnImage() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated { api.htmlImagePaths = ["20190103153601230nltn.jpg"] }
        let file = cacheDir.appendingPathComponent("poster.png")
        let r = try boxoffice(["poster", "20124079", "--output", file.path], env: environment(api))
        XCTAssertEqual(r.status, 0, r.stderr)
        assertNoKeys(r)
        XCTAssertEqual(try Data(contentsOf: file), FixtureAPI.fixture("poster.png"))
        XCTAssertTrue(r.stdout.contains("광해, 왕이 된 남자 (60×90"), r.stdout)
        let search = MainActor.assumeIsolated { api.server.requests(to: "/kakao").first }
        XCTAssertEqual(search?.query["query"], "광해, 왕이 된 남자 2012 영화 포스터")
    }

    func testPosterFailuresAreSentences() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let file = cacheDir.appendingPathComponent("poster.png").path
        let noKey = try boxoffice(["poster", "20124079", "--output", file], env: environment(api, kakaoKey: nil))
        XCTAssertEqual(noKey.status, 1)
        XCTAssertEqual(noKey.stderr, "boxoffice: No Kakao API key is set.\n")
        let badKey = try boxoffice(["poster", "20124079", "--output", file], env: environment(api, kakaoKey: "bad"))
        XCTAssertEqual(badKey.status, 1)
        XCTAssertTrue(badKey.stderr.hasPrefix("boxoffice: Kakao rejected the API key (HTTP 401"), badKey.stderr)
        assertNoKeys(badKey)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    }

    func testSampleFilmWithoutDetailsSaysSo() throws {
        let r = try boxoffice(["movie", "20210028"], env: environment(nil, kobisKey: nil, kakaoKey: nil))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(
            r.stderr,
            "boxoffice: The sample data has no details for movie 20210028 (add a KOBIS API key for real data).\n")
    }
}
