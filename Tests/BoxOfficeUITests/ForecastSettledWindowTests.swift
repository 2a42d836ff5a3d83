import BoxOfficeCore
import BoxOfficeViewModels
import XCTest

@testable import BoxOfficeUI

/// A settled forecast in a film's window: 아바타's re-release (20090834, its total counting from 2009) opened from
/// the chart of 2018-06-25, its D14, where it was #9. Its last week brought 21,930 (0.16 % of its 13,326,826):
/// settled, and the forecast is its own tail — the figure (≈ 13,348,756) and a narrow range (to 13,414,546), said
/// as settled. The run ended that day.
final class ForecastSettledWindowTests: KoreanUITestCase {
    enum Expected {
        static let median = "≈ 1,335만 명"
        static let madeFrom = "D14, 2018-06-25 기준"
        static let range = "≈ 1,335만 명, 사실상 확정 (80% 범위 1,333만 명–1,341만 명)"
        static let chances = "100만 명: 이미 돌파\n300만 명: 이미 돌파\n500만 명: 이미 돌파\n1,000만 명: 이미 돌파"
        static let printed = ["≈ 1,335만 명 (D14, 2018-06-25 기준)", range]
    }

    func testASettledReReleaseReadsAsSettledWithItsNarrowRange() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard
                let (detail, run) = openFilmFromChart(
                    now: "2018-06-26T01:00:00Z", title: "아바타", at: 8, code: "20090834",
                    until: { $0.forecast.model?.forecast != nil })
            else { return XCTFail("no run section") }
            let section = run.forecast
            waitForText("예상 최종 관객") { section.root }
            XCTAssertEqual(section.ui.median.text, Expected.median)
            XCTAssertEqual(section.ui.madeFrom.text, Expected.madeFrom)
            XCTAssertEqual(section.ui.range.text, Expected.range)
            XCTAssertEqual(section.ui.chances.text, Expected.chances)
            XCTAssertEqual(section.model?.printLines?.prefix(2).map { $0 }, Expected.printed)
            screenshotLightAndDark("forecast-settled-ko", detail, at: section.root.widget, margin: 20)
        }
    }
}
