import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import XCTest

@testable import BoxOfficeUI

/// Fill History's 90- and 365-day choices say what they will fetch, and a fill under way the time left (from the
/// throttle's pace: the test's clock stands still, so four requests a second).
final class FillHistoryChoicesTests: KoreanUITestCase {
    func testTheLongerChoicesSayTheirPriceAndTheFillItsTimeLeft() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let fill = try openFillHistoryOn2018() else { return }
            guard let quarter = fillChoice("최근 90일", in: fill), let year = fillChoice("최근 365일", in: fill) else {
                return XCTFail("no 90- or 365-day choice")
            }
            // The 31st is kept (launch): its 10 films' details, 364 charts and an estimate of their new films.
            click(year)
            waitForText("KOBIS 요청 약 675회 (오늘 남은 2,499회 중)") { fill.window }
            click(quarter)
            waitForText("KOBIS 요청 약 180회 (오늘 남은 2,499회 중)") { fill.window }
            waitForFrame(fill.window)
            screenshot("fill-history-90-ko", fill.window)

            // Started with KOBIS holding its answers: nothing done yet, the whole price at four a second.
            api.server.holding = "/kobis/boxoffice"
            guard let start = button(in: fill.window, labelled: "시작(_S)") else { return XCTFail("no Start button") }
            click(start)
            waitForText("2017년 11월 3일–2018년 1월 31일 (90일)") { fill.window }
            // The kept 31st counts as done; 180 requests at a quarter of a second each.
            waitForText("90일 중 1일 · 약 45초 남음") { fill.window }
            waitForFrame(fill.window)
            screenshot("fill-history-90-time-left-ko", fill.window)
            api.server.release()
        }
    }
}
