import BoxOfficeCore
import Foundation
import XCTest

final class CalendarAndEndpointTests: XCTestCase {
    func date(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    func testYesterdayIsKoreanYesterday() {
        // 23:30 UTC on Jan 5 is 08:30 on Jan 6 in Seoul: yesterday there is Jan 5.
        XCTAssertEqual(KoreanTime.yesterday(now: date("2022-01-05T23:30:00Z")), Day("2022-01-05"))
        XCTAssertEqual(KoreanTime.yesterday(now: date("2022-01-05T14:59:59Z")), Day("2022-01-04"))
        XCTAssertEqual(KoreanTime.yesterday(now: date("2024-03-01T00:00:00Z")), Day("2024-02-29"))
        XCTAssertEqual(KoreanTime.noon(of: Day("2022-01-06")!), date("2022-01-06T03:00:00Z"))
    }

    /// BOXOFFICE_NOW's clock: an instant with its offset; anything else leaves the real clock.
    func testAStoppedClockReadsAnInstantWithItsOffsetOnly() throws {
        let clock = try XCTUnwrap(StoppedClock(iso8601: "2012-01-04T00:30:00+09:00"))
        XCTAssertEqual(clock.now().timeIntervalSince1970, 1_325_604_600)
        XCTAssertEqual(KoreanTime.yesterday(now: clock.now()), Day("2012-01-03"))
        // Read by hand now: the same instants ISO8601DateFormatter gives, a leap day and an offset west included.
        for text in [
            "2024-02-29T23:59:59Z", "1999-12-31T15:00:00-08:00", "2018-02-01T00:00:00Z", "2000-03-01T00:00:00+0530",
            "1970-01-01T00:00:00Z", "2100-03-01T12:00:00+14:00"
        ] {
            XCTAssertEqual(StoppedClock(iso8601: text)?.now(), ISO8601DateFormatter().date(from: text), text)
        }
        XCTAssertEqual(StoppedClock(iso8601: "2024-02-29T23:59:59Z")?.now().timeIntervalSince1970, 1_709_251_199)
        for bad in [
            "2012-01-04", "yesterday", "", "2012-01-04T00:30:00+09:00" + String(repeating: " ", count: 40),
            "2023-02-29T00:00:00Z", "2012-01-04T24:00:00Z", "2012-01-04T00:30:00", "2012-01-04T00:30:00+9:00",
            "2012-01-04 00:30:00Z", "2012-1-04T00:30:00Z", "२०१२-01-04T00:30:00Z", "9999-01-01T00:00:00Z"
        ] {
            XCTAssertNil(StoppedClock(iso8601: bad), bad)
        }
    }

    func testDayParsingAndValidation() {
        XCTAssertEqual(Day("2022-01-05")?.compact, "20220105")
        XCTAssertEqual(Day("20220105")?.iso, "2022-01-05")
        XCTAssertNil(Day(" "))
        XCTAssertNil(Day(""))
        XCTAssertNil(Day("2022-02-30"))
        XCTAssertNil(Day("2022-13-01"))
        XCTAssertNil(Day("22-01-05"))
        XCTAssertNil(Day("２０２２０１０５"))
        XCTAssertEqual(Day("2022-01-31")!.adding(days: 1), Day("2022-02-01"))
        XCTAssertEqual(Day("2022-01-01")!.days(until: Day("2022-01-05")!), 4)
        XCTAssertEqual(Day("2024-02-10")!.weekday, 7)
    }

    func testKobisKeyIsRedacted() {
        let key = "0123456789abcdef0123456789abcdef"
        let e = KobisEndpoints(baseURL: "http://127.0.0.1:1/kobis/", key: key).dailyBoxOffice(Day("2022-01-05")!)
        XCTAssertEqual(
            e.url?.absoluteString,
            "http://127.0.0.1:1/kobis/boxoffice/searchDailyBoxOfficeList.json?key=\(key)&targetDt=20220105")
        XCTAssertFalse(e.description.contains(key))
        XCTAssertTrue(e.description.contains("key=REDACTED"))
    }

    func testKakaoKeyTravelsInHeaderAndIsRedacted() throws {
        let key = "fedcba9876543210fedcba9876543210"
        let query = PosterQuery(movieCode: "20124079", koreanTitle: "광해, 왕이 된 남자 ", releaseYear: 2012)
        let e = KakaoEndpoints(key: key).imageSearch(query: query.text)
        XCTAssertEqual(e.headers["Authorization"], "KakaoAK \(key)")
        let url = try XCTUnwrap(e.url)
        XCTAssertEqual(
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value,
            "광해, 왕이 된 남자 2012 영화 포스터")
        XCTAssertTrue(url.absoluteString.hasPrefix("https://dapi.kakao.com/v2/search/image?"))
        XCTAssertFalse(e.description.contains(key))
        XCTAssertFalse(url.absoluteString.contains(key))
    }

    /// An echoed key is redacted in every encoding a server may write it in, and before any cut: a Kakao
    /// message long enough to be cut at 200 characters once left the key's first part on screen.
    func testAKeyIsRedactedInEveryEncodingAndBeforeTheCut() throws {
        let key = "0123456789abcdef0123456789abcdef"
        let encoded = key.utf8.map { String(format: "%%%02x", $0) }.joined()
        let mixed = "01%32%33456789ABCDEF0123456789abcdef"
        for echo in [key, encoded, encoded.uppercased(), mixed] {
            XCTAssertEqual(Redaction.apply([key], to: "key=\(echo)&x=1"), "key=REDACTED&x=1", echo)
        }
        let long = String(repeating: "가", count: 190) + " KakaoAK " + key + " 끝"
        let body = Data(#"{"errorType":"AccessDeniedError","message":"\#(long)"}"#.utf8)
        let summary = try XCTUnwrap(ResponseDecoding.kakaoError(body)?.summary)
        let shown = BoxOfficeError.kakaoRejected(status: 401, detail: summary).redacting([key]).sentence
        XCTAssertTrue(shown.contains("KakaoAK REDACTED"), shown)
        XCTAssertFalse(shown.contains("0123456789"), "no part of the key: \(shown)")
        XCTAssertTrue(APIKeyFormat.isValid(key))
        for bad in [
            "0123456789abcdef\n0123456789abcdef", "0123456789abcdef 0123456789abcdef", "\"0123456789abcdef\"", "short",
            "키0123456789abcdef"
        ] {
            XCTAssertFalse(APIKeyFormat.isValid(bad), bad)
        }
    }

    func testSentencesNeverNeedTheKey() {
        let all: [BoxOfficeError] = [
            .timedOut(service: .kobis, seconds: 20), .httpStatus(service: .kakao, status: 500),
            .dayNotAvailable(day: Day("2031-01-01")!, latest: Day("2026-11-21")!)
        ]
        XCTAssertEqual(all[2].sentence, "No box office for 2031-01-01: the latest day with data is 2026-11-21")
        XCTAssertEqual(all[0].sentence, "KOBIS did not answer within 20 seconds; try again later")
        XCTAssertTrue(all[0].isTransient && all[1].isTransient && !all[2].isTransient)
    }
}
