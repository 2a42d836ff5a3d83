import BoxOfficeCore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeService

final class APIClientTests: XCTestCase {
    @MainActor func kobis(_ api: FixtureAPI, key: String = FixtureAPI.kobisKey, timeout: UInt32 = 20) -> KobisClient {
        KobisClient(
            http: HTTPClient(timeoutSeconds: timeout), endpoints: KobisEndpoints(baseURL: api.kobisURL, key: key))
    }

    func expectError(_ expected: BoxOfficeError, _ work: @escaping @MainActor () async throws -> Void) throws {
        try MainLoopBridge.run(timeout: 10) {
            do {
                try await work()
                XCTFail("expected \(expected)")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, expected)
            }
        }
    }

    func testDailyChartOverHTTP() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            let (chart, body) = try await self.kobis(api).dailyChart(Day("2022-01-05")!)
            XCTAssertEqual(chart.entries.count, 10)
            XCTAssertEqual(chart.entries[0].title, "경관의 피")
            XCTAssertEqual(body, FixtureAPI.fixture("daily_20220105.json"))
            let request = api.server.requests.last!
            XCTAssertEqual(request.path, "/kobis/boxoffice/searchDailyBoxOfficeList.json")
            XCTAssertEqual(request.query["targetDt"], "20220105")
            XCTAssertEqual(request.query["key"], FixtureAPI.kobisKey)
        }
    }

    func testWrongKeyIsAFaultSentWithHTTP200() throws {
        try expectError(.kobisFault(code: "320010", message: "유효하지않은 키값입니다.")) {
            let api = try FixtureAPI()
            _ = try await self.kobis(api, key: "wrong").dailyChart(Day("2022-01-05")!)
        }
    }

    func testHTTP500() throws {
        try expectError(.httpStatus(service: .kobis, status: 500)) {
            let api = try FixtureAPI()
            api.server.route("/kobis/") { _ in .init(status: 500, body: Data("oops".utf8), contentType: "text/plain") }
            _ = try await self.kobis(api).dailyChart(Day("2022-01-05")!)
        }
    }

    func testGarbageTruncatedAndMistypedBodies() throws {
        let cases: [(String, String)] = [
            ("<html>점검 중</html>", "not JSON"),
            (#"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"2022"#, "truncated or malformed JSON"),
            (
                #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":20220105}}"#,
                "wrong type at .boxOfficeResult.showRange, expected String"
            )
        ]
        for (body, detail) in cases {
            try expectError(.invalidData(service: .kobis, detail: detail)) {
                let api = try FixtureAPI()
                api.server.route("/kobis/") { _ in .json(body) }
                _ = try await self.kobis(api).dailyChart(Day("2022-01-05")!)
            }
        }
    }

    func testSlowKobisTimesOutWithASentence() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            api.server.route("/kobis/") { _ in
                .init(body: FixtureAPI.fixture("daily_20220105.json"), delayMilliseconds: 2500)
            }
            do {
                _ = try await self.kobis(api, timeout: 1).dailyChart(Day("2022-01-05")!)
                XCTFail("expected timeout")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(error, .timedOut(service: .kobis, seconds: 1))
                XCTAssertEqual(error.sentence, "KOBIS did not answer within 1 seconds; try again later")
            }
        }
    }

    func testMovieInfoOverHTTP() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            let (film, _) = try await self.kobis(api).film(code: "20124079")
            XCTAssertEqual(film.title, "광해, 왕이 된 남자")
            XCTAssertEqual(api.server.requests.last?.query["movieCd"], "20124079")
        }
    }

    func testKakaoSearchSendsTheKeyInTheHeader() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            let kakao = KakaoImageClient(
                http: HTTPClient(), endpoints: KakaoEndpoints(baseURL: api.kakaoURL, key: FixtureAPI.kakaoKey))
            let (candidates, _) = try await kakao.search(
                PosterQuery(movieCode: "20124079", koreanTitle: "광해, 왕이 된 남자 ", releaseYear: 2012).text)
            XCTAssertEqual(candidates.count, 10)
            let request = api.server.requests.last!
            XCTAssertEqual(request.query["query"], "광해, 왕이 된 남자 2012 영화 포스터")
            XCTAssertEqual(request.query["size"], "10")
            XCTAssertEqual(request.headers["Authorization"], "KakaoAK \(FixtureAPI.kakaoKey)")
            let (none, _) = try await kakao.search("없는 영화 영화 포스터")
            XCTAssertEqual(none, [])
        }
    }

    func testKakao401And400() throws {
        try expectError(.kakaoRejected(status: 401, detail: "AccessDeniedError: wrong appKey(null) format")) {
            let api = try FixtureAPI()
            let kakao = KakaoImageClient(
                http: HTTPClient(), endpoints: KakaoEndpoints(baseURL: api.kakaoURL, key: "bad"))
            _ = try await kakao.search("광해")
        }
        try expectError(.kakaoRejected(status: 400, detail: "MissingParameter: query parameter required")) {
            let api = try FixtureAPI()
            let kakao = KakaoImageClient(
                http: HTTPClient(), endpoints: KakaoEndpoints(baseURL: api.kakaoURL, key: FixtureAPI.kakaoKey))
            _ = try await kakao.search("")
        }
    }

    /// KOBIS faults echo request parameters; a fault that quotes the key reaches nobody with it.
    func testAFaultThatEchoesTheKeyIsRedacted() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            api.server.route("/kobis/boxoffice") { r in
                .json(
                    #"{"faultInfo":{"message":"키 확인 실패.[parameterName=key,parameterValue=\#(r.query["key"] ?? "")]","errorCode":"320011"}}"#
                )
            }
            do {
                _ = try await self.kobis(api).dailyChart(Day("2022-01-05")!)
                XCTFail("expected a fault")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(
                    error, .kobisFault(code: "320011", message: "키 확인 실패.[parameterName=key,parameterValue=REDACTED]"))
                XCTAssertEqual(
                    error.sentence,
                    "KOBIS refused the request (error 320011: 키 확인 실패.[parameterName=key,parameterValue=REDACTED])")
                XCTAssertFalse(String(describing: error).contains(FixtureAPI.kobisKey), "the Details text too")
            }
        }
    }

    func testAKakaoErrorThatEchoesTheKeyIsRedacted() throws {
        try MainLoopBridge.run(timeout: 10) {
            let api = try FixtureAPI()
            api.server.route("/kakao") { r in
                .json(
                    #"{"errorType":"AccessDeniedError","message":"wrong appKey(\#(r.headers["Authorization"] ?? "")) format"}"#,
                    status: 401)
            }
            let kakao = KakaoImageClient(
                http: HTTPClient(), endpoints: KakaoEndpoints(baseURL: api.kakaoURL, key: FixtureAPI.kakaoKey))
            do {
                _ = try await kakao.search("광해 영화 포스터")
                XCTFail("expected a rejection")
            } catch let error as BoxOfficeError {
                XCTAssertEqual(
                    error, .kakaoRejected(status: 401, detail: "AccessDeniedError: wrong appKey(REDACTED) format"))
            }
        }
    }
}
