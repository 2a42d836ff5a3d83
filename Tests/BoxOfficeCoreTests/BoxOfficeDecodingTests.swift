import BoxOfficeCore
import XCTest

final class BoxOfficeDecodingTests: XCTestCase {
    func testDaily20220105DecodesEveryRowExactly() throws {
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data("daily_20220105.json")))
        XCTAssertEqual(chart.period, .day(Day("2022-01-05")!))
        XCTAssertEqual(chart.kind, "일별 박스오피스")
        XCTAssertEqual(chart.entries.count, 10)
        XCTAssertEqual(chart.entries.map(\.rank), Array(1...10))
        let first = chart.entries[0]
        XCTAssertEqual(first.movieCode, "20199882")
        XCTAssertEqual(first.title, "경관의 피")
        XCTAssertEqual(first.rankChange, .new)
        XCTAssertEqual(first.openDate, Day("2022-01-05"))
        XCTAssertEqual(first.audience, 64050)
        XCTAssertEqual(first.audienceTotal, 69228)
        XCTAssertEqual(first.sales, 584_559_330)
        XCTAssertEqual(first.salesShare, "34.2")
        XCTAssertEqual(first.salesTotal, 631_402_330)
        XCTAssertEqual(first.screens, 1171)
        XCTAssertEqual(first.shows, 4416)
        let second = chart.entries[1]
        XCTAssertEqual(second.title, "스파이더맨: 노 웨이 홈")
        XCTAssertEqual(second.rankChange, .down(1))
        XCTAssertEqual(second.salesTotal, 62_772_471_900)  // beyond 2^32
        XCTAssertEqual(second.audienceChange, -9564)
        XCTAssertEqual(second.salesChangePercent, "-15.3")
    }

    func testEveryDailyFixtureKeepsConsistencyRules() throws {
        for name in ["daily_20120101.json", "daily_20220105.json", "daily_20220121.json"] {
            let chart = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data(name)))
            XCTAssertEqual(chart.entries.count, 10, name)
            for e in chart.entries {
                XCTAssertEqual(e.title, e.title.trimmingCharacters(in: .whitespaces), name)
                if e.rankChange == .new {
                    XCTAssertEqual(e.salesChange, e.sales, "\(name) \(e.title)")
                }
                // salesChange% ≈ salesInten / (salesAmt − salesInten) × 100
                let previous = e.sales - e.salesChange
                if previous > 0 {
                    let expected = Double(e.salesChange) / Double(previous) * 100
                    XCTAssertEqual(Double(e.salesChangePercent)!, expected, accuracy: 0.051, "\(name) \(e.title)")
                }
            }
        }
    }

    func testTrailingSpaceTitleIsTrimmedAndRankChangesParse() throws {
        // KOBIS sends "프렌즈: 몬스터섬의비밀 " (with the trailing space) at rank 5 on 2012-01-01.
        let raw2012 = try ResponseDecoding.kobisBoxOffice(Fixtures.data("daily_20120101.json"))
        XCTAssertEqual(raw2012.entries[4].movieNm, "프렌즈: 몬스터섬의비밀 ")
        XCTAssertEqual(try Chart(raw2012).entries[4].title, "프렌즈: 몬스터섬의비밀")
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data("daily_20220121.json")))
        let raw = try ResponseDecoding.kobisBoxOffice(Fixtures.data("daily_20220121.json"))
        for (dto, entry) in zip(raw.entries, chart.entries) {
            XCTAssertEqual(entry.rankChange.signedValue, dto.rankOldAndNew == "NEW" ? 0 : Int(dto.rankInten)!)
        }
    }

    func testWeekendFixtureDecodesAsWeekend() throws {
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data("weekly_20111230-20120101_weekend.json")))
        XCTAssertEqual(
            chart.period, .week(first: Day("20111230")!, last: Day("20120101")!, weekGb: 1, yearWeek: "201152"))
        XCTAssertEqual(chart.entries.count, 10)
        XCTAssertEqual(chart.entries[0].title, "미션임파서블:고스트프로토콜")
        XCTAssertEqual(chart.entries[0].audience, 1_007_683)
        XCTAssertEqual(chart.entries[0].salesTotal, 40_541_108_500)
    }

    func testBlankOpenDateBecomesNil() throws {
        let text = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
            .replacingOccurrences(of: #""openDt":"2022-01-05""#, with: #""openDt":" ""#)
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))
        XCTAssertNil(chart.entries[0].openDate)
    }

    func testFaultInfoIsAnErrorEvenWithAValidShape() {
        XCTAssertThrowsError(try ResponseDecoding.kobisBoxOffice(Fixtures.data("kobis_error_320010_invalid_key.json")))
        {
            XCTAssertEqual($0 as? BoxOfficeError, .kobisFault(code: "320010", message: "유효하지않은 키값입니다."))
            XCTAssertEqual(($0 as? BoxOfficeError)?.sentence, "KOBIS rejected the API key (error 320010)")
        }
        XCTAssertThrowsError(
            try ResponseDecoding.kobisMovieInfo(Fixtures.data("kobis_error_320102_missing_targetDt.json"))
        ) {
            guard case .kobisFault(let code, let message)? = $0 as? BoxOfficeError else { return XCTFail("\($0)") }
            XCTAssertEqual(code, "320102")
            XCTAssertTrue(message.hasPrefix("날짜는 필수항목입니다."))
        }
    }

    func testBrokenBodiesNameWhatIsWrong() {
        func detail(_ text: String) -> String? {
            do {
                _ = try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))
                return nil
            } catch {
                guard case .invalidData(.kobis, let d)? = error as? BoxOfficeError else {
                    return "wrong error \(error)"
                }
                return d
            }
        }
        XCTAssertEqual(detail("<html>Service Unavailable</html>"), "not JSON")
        XCTAssertEqual(detail(#"{"boxOfficeResult":{"boxofficeType":"일별"#), "truncated or malformed JSON")
        XCTAssertEqual(detail(""), "an empty body")
        XCTAssertEqual(
            detail(#"{"boxOfficeResult":{"boxofficeType":1,"showRange":"x"}}"#),
            "wrong type at .boxOfficeResult.boxofficeType, expected String")
        XCTAssertEqual(detail(#"{"other":{}}"#), "missing .boxOfficeResult")
        let text = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
            .replacingOccurrences(of: #""audiCnt":"64050""#, with: #""audiCnt":"6만""#)
        XCTAssertEqual(detail(text), "audiCnt \"6만\" for 20199882")
        let numeric = text.replacingOccurrences(of: #""audiCnt":"6만""#, with: #""audiCnt":64050"#)
        XCTAssertEqual(detail(numeric), "wrong type at .boxOfficeResult.dailyBoxOfficeList[0].audiCnt, expected String")
    }
}

/// Tests/Fixtures/SOURCES.md names exactly the files beside it, and the folders of many days (market/…/)
/// it lists exist with files in them.
final class FixtureSourcesTests: XCTestCase {
    func testEveryFixtureIsListedAndEveryListedFileExists() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures")
            .standardizedFileURL
        let text = try String(contentsOf: folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        let names = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| ") else { return nil }
            return String(line.dropFirst(2).prefix { $0 != " " && $0 != "|" })
        }
        let folders = names.filter { $0.hasSuffix("/") }
        for listed in folders {
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(listed).path)) ?? []
            XCTAssertFalse(files.isEmpty, "\(listed) is listed but holds no file")
        }
        let listed = Set(
            names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".png") }
                + folders.map { String($0.prefix { $0 != "/" }) })
        let present = Set(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "SOURCES.md" })
        XCTAssertEqual(listed, present)
    }
}
