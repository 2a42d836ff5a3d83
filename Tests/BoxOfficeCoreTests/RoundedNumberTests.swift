import XCTest

@testable import BoxOfficeCore

/// Sentences round by myriads in Korean and by thousands in English (docs/NUMBERS.md), keeping two figures at
/// least in both: 92,263 admissions read "9.2만 명" (not "9만 명", 2.5 % off) as English reads "92,263 admissions".
final class RoundedNumberTests: XCTestCase {
    let ko = NumberFormatting(.korean)
    let en = NumberFormatting(.english)

    override func setUp() { KoreanCatalogue.installWords() }

    func testAdmissionsKeepTwoFiguresInKorean() {
        XCTAssertEqual(ko.roundedAudience(9_999), "9,999명")
        XCTAssertEqual(ko.roundedAudience(10_000), "1만 명")
        XCTAssertEqual(ko.roundedAudience(14_949), "1.5만 명")
        XCTAssertEqual(ko.roundedAudience(92_263), "9.2만 명")
        XCTAssertEqual(ko.roundedAudience(90_049), "9만 명")
        XCTAssertEqual(ko.roundedAudience(99_949), "10만 명")
        XCTAssertEqual(ko.roundedAudience(99_950), "10만 명")
        XCTAssertEqual(ko.roundedAudience(180_332), "18만 명")
        XCTAssertEqual(ko.roundedAudience(12_166_659), "1,217만 명")
        XCTAssertEqual(ko.roundedAudience(215_721_000), "2억 1,572만 명")
        XCTAssertEqual(en.roundedAudience(92_263), "92,263 admissions")
        XCTAssertEqual(en.roundedAudience(6_635_895), "6.6 million admissions")
    }

    func testMoneyKeepsTwoFiguresInKorean() {
        XCTAssertEqual(ko.roundedMoney(89_123_456), "8,912만 원")
        XCTAssertEqual(ko.roundedMoney(100_000_000), "1억 원")
        XCTAssertEqual(ko.roundedMoney(894_999_999), "8.9억 원")
        XCTAssertEqual(ko.roundedMoney(995_000_000), "10억 원")
        XCTAssertEqual(ko.roundedMoney(1_684_250_170), "17억 원")
        XCTAssertEqual(ko.roundedMoney(Int64.max), "9,223,372조 369억 원")  // no overflow on the largest value
        XCTAssertEqual(en.roundedMoney(894_999_999), "₩895.0 million")
    }
}
