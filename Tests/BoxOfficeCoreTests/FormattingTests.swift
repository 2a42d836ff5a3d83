import BoxOfficeCore
import XCTest

final class FormattingTests: XCTestCase {
    override func setUp() { KoreanCatalogue.installWords() }

    let ko = NumberFormatting(.korean), en = NumberFormatting(.english)

    func testAudience() {
        XCTAssertEqual(ko.audience(1_234_567), "1,234,567명")
        XCTAssertEqual(ko.audience(0), "0명")
        XCTAssertEqual(en.audience(64050), "64,050 admissions")
        XCTAssertEqual(en.audience(1), "1 admission")
    }

    func testKoreanMoneyIsExactToTheWon() {
        XCTAssertEqual(ko.money(1_234_560_000), "12억 3,456만 원")
        XCTAssertEqual(ko.money(631_402_330), "6억 3,140만 2,330원")
        XCTAssertEqual(ko.money(62_772_471_900), "627억 7,247만 1,900원")
        XCTAssertEqual(ko.money(100_000_000), "1억 원")
        XCTAssertEqual(ko.money(5_000), "5,000원")
        XCTAssertEqual(ko.money(0), "0원")
        XCTAssertEqual(ko.money(-91_443_730), "-9,144만 3,730원")
        XCTAssertEqual(ko.money(1_234_567_890_123), "12,345억 6,789만 123원")
    }

    /// An estimate in a Korean table: to 0.1억, half up, 조 above 10,000억; English keeps the won.
    func testEstimatesInTablesRoundTo10MillionWonInKorean() {
        XCTAssertEqual(ko.estimatedMoney(121_101_108_922), "1,211.0억 원")
        XCTAssertEqual(ko.estimatedMoney(1_814_057_847_631), "1조 8,140.6억 원")
        XCTAssertEqual(ko.estimatedMoney(1_000_000_000_000), "1조 0.0억 원")
        XCTAssertEqual(ko.estimatedMoney(999_995_000_000), "1조 0.0억 원")
        XCTAssertEqual(ko.estimatedMoney(4_999_999), "0.0억 원")
        XCTAssertEqual(ko.estimatedMoney(5_000_000), "0.1억 원")
        XCTAssertEqual(ko.estimatedMoney(-30_342_823_665), "-303.4억 원")
        XCTAssertEqual(ko.estimatedMoney(.min), "-9,223,372조 368.5억 원", "no trap")
        XCTAssertEqual(en.estimatedMoney(121_101_108_922), "₩121,101,108,922")
    }

    func testEnglishMoneyAndSigns() {
        XCTAssertEqual(en.money(631_402_330), "₩631,402,330")
        XCTAssertEqual(en.money(-5), "-₩5")
        XCTAssertEqual(NumberFormatting.signed(1234), "+1,234")
        XCTAssertEqual(NumberFormatting.signed(-9564), "-9,564")
        XCTAssertEqual(NumberFormatting.percent("34.0"), "34.0%")
    }

    /// One form of percentage in both languages: grouped digits, "%" straight after the number.
    func testPercentagesAreGroupedWithoutASpace() {
        XCTAssertEqual(NumberFormatting.percent("0.2"), "0.2%")
        XCTAssertEqual(NumberFormatting.percent("11149.8"), "11,149.8%")
        XCTAssertEqual(NumberFormatting.percent(""), "—")
        XCTAssertEqual(NumberFormatting.signedPercent("10048.1"), "+10,048.1%")
        XCTAssertEqual(NumberFormatting.signedPercent("-1234567.5"), "-1,234,567.5%")
        XCTAssertEqual(NumberFormatting.signedPercent("+5"), "+5%")
        XCTAssertEqual(NumberFormatting.signedPercent("0"), "0%")
        XCTAssertEqual(NumberFormatting.percent(1234.0), "1,234%")
        XCTAssertEqual(NumberFormatting.percent(-83.64, decimals: 1, signed: true), "-83.6%")
        XCTAssertEqual(NumberFormatting.percent(2, decimals: 1, signed: true), "+2.0%")
        XCTAssertEqual(NumberFormatting.percent(.nan), "—")
    }

    func testDays() {
        let d = Day("2024-02-10")!
        XCTAssertEqual(DayFormatting(.korean).long(d), "2024년 2월 10일 (토)")
        XCTAssertEqual(DayFormatting(.english).long(d), "Sat, Feb 10, 2024")
        XCTAssertEqual(DayFormatting(.korean).medium(Day("20220105")!), "2022년 1월 5일")
    }

    func testRankBadges() {
        XCTAssertEqual(RankChange.up(3).badge(.korean), "▲3")
        XCTAssertEqual(RankChange.down(2).badge(.english), "▼2")
        XCTAssertEqual(RankChange.new.badge(.korean), "신작")
        XCTAssertEqual(RankChange.new.badge(.english), "NEW")
        XCTAssertEqual(RankChange.unchanged.badge(.korean), "–")
        XCTAssertEqual(RankChange.up(3).spoken(.korean), "3계단 상승")
        XCTAssertEqual(RankChange(rankInten: "14", rankOldAndNew: "OLD"), .up(14))
        XCTAssertEqual(RankChange(rankInten: "-1", rankOldAndNew: "OLD"), .down(1))
        XCTAssertNil(RankChange(rankInten: "x", rankOldAndNew: "OLD"))
    }

    func testTextWidthCountsHangulAsTwoColumns() {
        XCTAssertEqual(TextWidth.columns("경관의 피"), 9)
        XCTAssertEqual(TextWidth.padRight("씽2", to: 5), "씽2  ")
    }

    func testLanguageFromEnvironment() {
        XCTAssertEqual(DisplayLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8"]), .korean)
        XCTAssertEqual(DisplayLanguage.fromEnvironment(["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"]), .english)
        XCTAssertEqual(DisplayLanguage.fromEnvironment([:]), .english)
    }
}
