import Foundation
import XCTest

@testable import BoxOfficeCore

/// Weekly periods and week numbers as KOBIS counts them (API_NOTES 1.9), the latest ended period,
/// segments' parameters and cache keys, and regions named loosely.
final class ChartPeriodTests: XCTestCase {
    func day(_ text: String) -> Day { Day(text)! }

    func assertPeriod(
        _ kind: ChartKind, _ containing: String, _ first: String, _ last: String, _ yearWeek: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let p = ChartPeriod(kind, containing: day(containing))
        XCTAssertEqual(p.kind, kind, file: file, line: line)
        XCTAssertEqual(p.first, day(first), "\(kind) containing \(containing)", file: file, line: line)
        XCTAssertEqual(p.last, day(last), "\(kind) containing \(containing)", file: file, line: line)
        XCTAssertEqual(p.yearWeekText, yearWeek, "\(kind) containing \(containing)", file: file, line: line)
    }

    func testWeeklyRangesAndWeekNumbersAcrossYearBoundaries() {
        // The observed ones: weekend 2011-12-30~2012-01-01 is 201152, 2014-12-29~2015-01-04 is 201501,
        // 2021-01-04~10 is 202101, and the week 2019-07-08~14 and its weekend are both 201928.
        for d in ["2011-12-30", "2011-12-31", "2012-01-01", "2011-12-26", "2011-12-29"] {
            assertPeriod(.weekend, d, "2011-12-30", "2012-01-01", "201152")
            assertPeriod(.week, d, "2011-12-26", "2012-01-01", "201152")
            assertPeriod(.weekdays, d, "2011-12-26", "2011-12-29", "201152")
        }
        for d in ["2014-12-29", "2015-01-01", "2015-01-04"] {
            assertPeriod(.week, d, "2014-12-29", "2015-01-04", "201501")
            assertPeriod(.weekend, d, "2015-01-02", "2015-01-04", "201501")
        }
        assertPeriod(.week, "2021-01-04", "2021-01-04", "2021-01-10", "202101")
        assertPeriod(.weekend, "2021-01-10", "2021-01-08", "2021-01-10", "202101")
        // 2021-01-03 (a Sunday) still belongs to 2020's last ISO week, 53.
        assertPeriod(.week, "2021-01-03", "2020-12-28", "2021-01-03", "202053")
        assertPeriod(.week, "2019-07-10", "2019-07-08", "2019-07-14", "201928")
        assertPeriod(.weekend, "2019-07-14", "2019-07-12", "2019-07-14", "201928")
        assertPeriod(.daily, "2022-01-05", "2022-01-05", "2022-01-05", "202201")
        XCTAssertEqual(ChartPeriod(.weekend, containing: day("2012-01-01")).description, "2011-12-30~2012-01-01")
        XCTAssertEqual(ChartPeriod(.daily, containing: day("2022-01-05")).description, "2022-01-05")
    }

    func testPreviousAndNextStepAWeekOverTheNewYear() {
        let weekend = ChartPeriod(.weekend, containing: day("2011-12-30"))
        XCTAssertEqual(weekend.next, ChartPeriod(.weekend, containing: day("2012-01-06")))
        XCTAssertEqual(weekend.next.yearWeekText, "201201")
        XCTAssertEqual(weekend.previous.first, day("2011-12-23"))
        XCTAssertEqual(weekend.previous.next, weekend)
        let weekdays = ChartPeriod(.weekdays, containing: day("2015-01-01"))
        XCTAssertEqual(weekdays.previous.first, day("2014-12-22"))
        XCTAssertEqual(weekdays.previous.last, day("2014-12-25"))
        XCTAssertEqual(ChartPeriod(.daily, containing: day("2012-01-01")).previous.first, day("2011-12-31"))
        XCTAssertTrue(weekend.contains(day("2011-12-31")))
        XCTAssertFalse(weekend.contains(day("2011-12-29")))
    }

    /// On a Monday, yesterday (Sunday) ends every kind of period of the week before, whatever the hour.
    func testLatestEndedPeriodOnAMondayAtHalfPastMidnightAndNoonInKorea() {
        let iso = ISO8601DateFormatter()
        for now in ["2022-01-09T15:30:00Z", "2022-01-10T03:00:00Z"] {  // Monday 2022-01-10, 00:30 and 12:00 KST
            let yesterday = KoreanTime.yesterday(now: iso.date(from: now)!)
            XCTAssertEqual(yesterday, day("2022-01-09"), now)
            XCTAssertEqual(
                ChartPeriod.latest(.weekend, yesterday: yesterday), ChartPeriod(.weekend, containing: day("2022-01-07"))
            )
            XCTAssertEqual(ChartPeriod.latest(.week, yesterday: yesterday).first, day("2022-01-03"))
            XCTAssertEqual(ChartPeriod.latest(.week, yesterday: yesterday).last, day("2022-01-09"))
            XCTAssertEqual(ChartPeriod.latest(.weekdays, yesterday: yesterday).last, day("2022-01-06"))
            XCTAssertEqual(ChartPeriod.latest(.daily, yesterday: yesterday).first, day("2022-01-09"))
        }
        // At 23:59 KST on Sunday (yesterday is Saturday) the weekend and the week have not ended.
        let saturday = KoreanTime.yesterday(now: iso.date(from: "2022-01-09T14:59:00Z")!)
        XCTAssertEqual(saturday, day("2022-01-08"))
        XCTAssertEqual(ChartPeriod.latest(.weekend, yesterday: saturday).first, day("2021-12-31"))
        XCTAssertEqual(ChartPeriod.latest(.week, yesterday: saturday).first, day("2021-12-27"))
        XCTAssertEqual(
            ChartPeriod.latest(.weekdays, yesterday: saturday).first, day("2022-01-03"), "Thursday has passed")
        // On a Thursday the weekdays end that day.
        XCTAssertEqual(ChartPeriod.latest(.weekdays, yesterday: day("2022-01-06")).first, day("2022-01-03"))
        XCTAssertEqual(ChartPeriod.latest(.weekdays, yesterday: day("2022-01-05")).first, day("2021-12-27"))
    }

    func testKindsAndWeekGb() {
        XCTAssertEqual(ChartKind.allCases.map(\.weekGb), [nil, 1, 0, 2])
        XCTAssertEqual(ChartKind(weekGb: 0), .week)
        XCTAssertEqual(ChartKind(weekGb: 1), .weekend)
        XCTAssertEqual(ChartKind(weekGb: 2), .weekdays)
        XCTAssertNil(ChartKind(weekGb: 3))
    }

    func testSegmentParametersAndCacheSuffixes() {
        let cases: [(ChartSegment, [String: String], String)] = [
            (.everything, [:], ""),
            (ChartSegment(nation: .korean), ["repNationCd": "K"], "|repNationCd=K"),
            (ChartSegment(nation: .foreign), ["repNationCd": "F"], "|repNationCd=F"),
            (ChartSegment(films: .diversity), ["multiMovieYn": "Y"], "|multiMovieYn=Y"),
            (ChartSegment(films: .commercial), ["multiMovieYn": "N"], "|multiMovieYn=N"),
            (ChartSegment(region: "0105001"), ["wideAreaCd": "0105001"], "|wideAreaCd=0105001"),
            (
                ChartSegment(nation: .korean, films: .diversity, region: "0105011"),
                ["repNationCd": "K", "multiMovieYn": "Y", "wideAreaCd": "0105011"],
                "|multiMovieYn=Y&repNationCd=K&wideAreaCd=0105011"
            )
        ]
        for (segment, items, suffix) in cases {
            XCTAssertEqual(segment.queryItems, items)
            XCTAssertEqual(segment.cacheSuffix, suffix)
            XCTAssertEqual(segment.isEverything, items.isEmpty)
        }
        let weekend = ChartQuery(
            period: ChartPeriod(.weekend, containing: day("2012-01-01")), segment: ChartSegment(nation: .foreign))
        XCTAssertEqual(weekend.cacheKind, "weekend")
        XCTAssertEqual(weekend.cacheKey, "20111230|repNationCd=F")
        XCTAssertEqual(weekend.description, "weekend 2011-12-30~2012-01-01|repNationCd=F")
        // A whole-market day keeps the key days had before segments existed.
        XCTAssertEqual(ChartQuery(day: day("2022-01-05")).cacheKind, "daily")
        XCTAssertEqual(ChartQuery(day: day("2022-01-05")).cacheKey, "20220105")
    }

    func testEndpointsSendExactlyTheKindAndSegmentParameters() {
        let endpoints = KobisEndpoints(baseURL: "https://example.org/rest/", key: "k")
        func url(_ kind: ChartKind, _ segment: ChartSegment = .everything) -> String? {
            endpoints.boxOffice(ChartQuery(period: ChartPeriod(kind, containing: day("2011-12-31")), segment: segment))
                .url?.absoluteString
        }
        let weekly = "https://example.org/rest/boxoffice/searchWeeklyBoxOfficeList.json"
        XCTAssertEqual(url(.weekend), weekly + "?key=k&targetDt=20111230&weekGb=1")
        XCTAssertEqual(url(.week), weekly + "?key=k&targetDt=20111226&weekGb=0")
        XCTAssertEqual(url(.weekdays), weekly + "?key=k&targetDt=20111226&weekGb=2")
        XCTAssertEqual(
            url(.daily, ChartSegment(nation: .korean, films: .commercial, region: "0105002")),
            "https://example.org/rest/boxoffice/searchDailyBoxOfficeList.json"
                + "?key=k&multiMovieYn=N&repNationCd=K&targetDt=20111231&wideAreaCd=0105002")
        XCTAssertEqual(
            endpoints.codeList("0105000000").url?.absoluteString,
            "https://example.org/rest/code/searchCodeList.json?key=k&comCode=0105000000")
    }

    func testRegionsAreFoundByCodeAndByNameInKoreanOrEnglishWithOrWithoutSuffix() {
        let cases: [(String, String)] = [
            ("0105001", "0105001"), ("서울", "0105001"), ("서울시", "0105001"), ("서울특별시", "0105001"),
            ("Seoul", "0105001"), (" seoul ", "0105001"), ("SEOUL", "0105001"),
            ("강원", "0105003"), ("강원도", "0105003"), ("강원특별자치도", "0105003"), ("Gangwon", "0105003"),
            ("전북", "0105008"), ("전라북도", "0105008"), ("전북특별자치도", "0105008"), ("North Jeolla", "0105008"),
            ("충북", "0105004"), ("충청남도", "0105005"), ("경남", "0105007"), ("전남", "0105009"),
            ("제주", "0105010"), ("제주특별자치도", "0105010"), ("부산광역시", "0105011"), ("Busan", "0105011"),
            ("광주", "0105016"), ("세종특별자치시", "0105017"), ("Sejong", "0105017")
        ]
        for (text, code) in cases {
            XCTAssertEqual(Region.find(text)?.code, code, text)
        }
        for text in ["", " ", "Mars", "시", "도", "0105018", "105001", "서울시 강남구"] {
            XCTAssertNil(Region.find(text), text)
        }
        XCTAssertEqual(Region.bundled.count, 17)
        XCTAssertEqual(Set(Region.bundled.map(\.code)).count, 17)
        XCTAssertEqual(Region.bundled[0].name(.korean), "서울시")
        XCTAssertEqual(Region.bundled[0].name(.english), "Seoul")
    }

    /// KOBIS's list has empty English names: the bundled ones fill in; names it may rename still match.
    func testRegionsFromTheCodeListAndRenamedOnes() throws {
        let list = Region.from(try ResponseDecoding.kobisCodeList(Fixtures.data("codes_regions.json")))
        XCTAssertEqual(list, Region.bundled)
        let renamed = [
            Region(code: "0105003", korean: "강원특별자치도", english: "Gangwon"),
            Region(code: "0105008", korean: "전북특별자치도", english: "North Jeolla")
        ]
        XCTAssertEqual(Region.find("강원도", in: renamed)?.code, "0105003")
        XCTAssertEqual(Region.find("전라북도", in: renamed)?.code, "0105008")
        XCTAssertEqual(Region.find("전북", in: renamed)?.code, "0105008")
        XCTAssertNil(Region.find("서울", in: renamed))
        let odd = try ResponseDecoding.kobisCodeList(
            Data(
                #"{"codes":[{"fullCd":"0105018","korNm":"새 지역","engNm":"New"},{"fullCd":"x1","korNm":"나쁜","engNm":""},{"fullCd":"0105001","korNm":"","engNm":""}]}"#
                    .utf8))
        XCTAssertEqual(Region.from(odd), [Region(code: "0105018", korean: "새 지역", english: "New")])
    }
}
