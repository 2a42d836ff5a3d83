import Foundation
import XCTest

@testable import BoxOfficeCore

/// Found by meson-helpers/fuzz.sh: values from outside reached sentences and the terminal as they were —
/// a newline split an error over two lines, an escape sequence recoloured the terminal, a 1 MB value made a
/// 1 MB error line, and a 1 MB "share" was printed as a percentage.
final class OutsideTextTests: XCTestCase {
    override func setUp() { KoreanCatalogue.installWords() }

    func testControlCharactersBecomeSpacesAndLengthIsBounded() {
        XCTAssertEqual(OutsideText.clean(" 경관의 피 \n감독판\u{1B}[31m\t "), "경관의 피 감독판 [31m")
        XCTAssertEqual(
            OutsideText.clean(String(repeating: "가", count: 1_000)), String(repeating: "가", count: 200) + "…")
        XCTAssertEqual(
            OutsideText.quoted(String(repeating: "9", count: 100)), "\"" + String(repeating: "9", count: 40) + "…\"")
        XCTAssertEqual(OutsideText.clean("프렌즈: 몬스터섬의비밀 "), "프렌즈: 몬스터섬의비밀", "KOBIS's trailing space")
    }

    func testSentencesStayOneLine() {
        let error = BoxOfficeError.kobisFault(code: "320011", message: "줄\n바꿈\r\n그리고 \u{1B}[2J")
        XCTAssertEqual(error.sentence, "KOBIS refused the request (error 320011: 줄 바꿈 그리고 [2J)")
    }

    /// A newline inside a number: one line naming the field and the film.
    func testAValueWithANewlineIsNamedOnOneLine() throws {
        var text = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"showCnt\":\"4416\"", with: "\"showCnt\":\"44\\n16\"")
        XCTAssertThrowsError(try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))) { error in
            XCTAssertEqual(
                (error as? BoxOfficeError)?.sentence,
                "KOBIS sent data that could not be read (showCnt \"44 16\" for 20199882)")
        }
    }

    func testPercentagesMustBeNumbers() throws {
        let fixture = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        for bad in ["NaN", "1e400", "34.2.1", "", "-", String(repeating: "1", count: 20)] {
            let text = fixture.replacingOccurrences(of: "\"salesShare\":\"34.2\"", with: "\"salesShare\":\"\(bad)\"")
            XCTAssertThrowsError(try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8))), bad) { error in
                XCTAssertEqual(
                    error as? BoxOfficeError,
                    .invalidData(service: .kobis, detail: "salesShare \(OutsideText.quoted(bad)) for 20199882"))
            }
        }
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(fixture.utf8)))
        XCTAssertEqual(chart.entries.map(\.salesShare).prefix(3), ["34.2", "29.6", "22.2"])
    }

    /// A title longer than any real one is cut, so the table and the sentences stay bounded.
    func testAHugeTitleIsCut() throws {
        var text = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "\"movieNm\":\"경관의 피\"", with: "\"movieNm\":\"\(String(repeating: "A", count: 1_048_576))\"")
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))
        XCTAssertEqual(chart.entries[0].title, String(repeating: "A", count: 200) + "…")
    }

    /// Found in review: numbers at the edge of Int64 trapped (negating Int.min, Int64(UInt64 2^63)).
    func testExtremeNumbersAreDataErrorsOrPrintedNotTraps() throws {
        let fixture = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        let text = fixture.replacingOccurrences(
            of: "\"rankInten\":\"-1\"", with: "\"rankInten\":\"-9223372036854775808\"")
        XCTAssertNotEqual(text, fixture)
        XCTAssertThrowsError(try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))) { error in
            XCTAssertEqual(
                error as? BoxOfficeError,
                .invalidData(service: .kobis, detail: "rankInten \"-9223372036854775808\" for 20210028"))
        }
        XCTAssertEqual(NumberFormatting(.english).money(.min), "-₩9,223,372,036,854,775,808")
        XCTAssertEqual(NumberFormatting(.english).money(-1_500), "-₩1,500")
        XCTAssertEqual(NumberFormatting(.korean).money(.min), "-92,233,720,368억 5,477만 5,808원")
    }

    /// The chart's kind (KOBIS's boxofficeType) is printed as the table's title: one bounded line.
    func testTheChartKindIsCleaned() throws {
        let fixture = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        let text = fixture.replacingOccurrences(
            of: "\"boxofficeType\":\"일별 박스오피스\"",
            with: "\"boxofficeType\":\"일별\\n\\u001b[2J박스오피스\"")
        XCTAssertNotEqual(text, fixture)
        XCTAssertEqual(try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8))).kind, "일별 [2J박스오피스")
    }

    /// A key echoed across the length limit: redacted first, then cut, so no part of it is left.
    func testAKeyEchoedAcrossTheLengthLimitLeavesNoPart() {
        let key = "0123456789abcdef0123456789abcdef"
        let message = String(repeating: "가", count: 295) + key
        let error = BoxOfficeError.kobisFault(code: "320011", message: message).redacting([key])
        guard case .kobisFault(_, let shown) = error else { return XCTFail("\(error)") }
        XCTAssertFalse(shown.contains("01234"), shown)
        XCTAssertEqual(shown, String(repeating: "가", count: 295) + "REDAC…")
    }

    func testOnlyTrueLoopbackAddressesCountAsLocal() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "[::1]", "::1"] {
            XCTAssertTrue(Endpoint.isLoopback(host: host), host)
        }
        for host in ["127.example.com", "1270.0.0.1", "127.0.0", "128.0.0.1", "example.com", "127.0.0.256"] {
            XCTAssertFalse(Endpoint.isLoopback(host: host), host)
        }
    }
}
