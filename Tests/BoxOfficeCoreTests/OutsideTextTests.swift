@testable import BoxOfficeCore
import Foundation
import XCTest

/// Found by meson-helpers/fuzz.sh: values from outside reached sentences and the terminal as they were —
/// a newline split an error over two lines, an escape sequence recoloured the terminal, a 1 MB value made a
/// 1 MB error line, and a 1 MB "share" was printed as a percentage.
final class OutsideTextTests: XCTestCase {
    func testControlCharactersBecomeSpacesAndLengthIsBounded() {
        XCTAssertEqual(OutsideText.clean(" 경관의 피 \n감독판\u{1B}[31m\t "), "경관의 피 감독판 [31m")
        XCTAssertEqual(OutsideText.clean(String(repeating: "가", count: 1_000)), String(repeating: "가", count: 200) + "…")
        XCTAssertEqual(OutsideText.quoted(String(repeating: "9", count: 100)), "\"" + String(repeating: "9", count: 40) + "…\"")
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
            XCTAssertEqual((error as? BoxOfficeError)?.sentence,
                           "KOBIS sent data that could not be read (showCnt \"44 16\" for 20199882)")
        }
    }

    func testPercentagesMustBeNumbers() throws {
        let fixture = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        for bad in ["NaN", "1e400", "34.2.1", "", "-", String(repeating: "1", count: 20)] {
            let text = fixture.replacingOccurrences(of: "\"salesShare\":\"34.2\"", with: "\"salesShare\":\"\(bad)\"")
            XCTAssertThrowsError(try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8))), bad) { error in
                XCTAssertEqual(error as? BoxOfficeError,
                               .invalidData(service: .kobis, detail: "salesShare \(OutsideText.quoted(bad)) for 20199882"))
            }
        }
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(fixture.utf8)))
        XCTAssertEqual(chart.entries.map(\.salesShare).prefix(3), ["34.2", "29.6", "22.2"])
    }

    /// A title longer than any real one is cut, so the table and the sentences stay bounded.
    func testAHugeTitleIsCut() throws {
        var text = String(decoding: Fixtures.data("daily_20220105.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"movieNm\":\"경관의 피\"", with: "\"movieNm\":\"\(String(repeating: "A", count: 1_048_576))\"")
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)))
        XCTAssertEqual(chart.entries[0].title, String(repeating: "A", count: 200) + "…")
    }
}
