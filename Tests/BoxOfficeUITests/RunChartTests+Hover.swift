import BoxOfficeCore
import CGtk
import CXTest
import XCTest

@testable import BoxOfficeUI

/// The pointer over a film's run reads out the day under it.
extension RunChartTests {
    func testHoveringTheRunReadsOutTheDayUnderThePointer() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            waitForFrame(detail.window)
            XCTAssertNotEqual(boxoffice_xtest_focus(detail.window), 0, "no X11 display")
            let area = run.chart.area.widget
            XCTAssertNotEqual(boxoffice_xtest_move(area, 0.02, 0.5), 0)
            waitForText("D1 2018-08-01: 기록 없음") { detail.window }
            XCTAssertNotEqual(boxoffice_xtest_move(area, 0.98, 0.5), 0)
            waitForText(
                "D22 2018-08-22: 4위, 관객 62,694명 (누적 11,543,116명), 매출 487,097,000원, 스크린 737개, 상영 2,491회, 매출 점유율 13.5%"
            ) { detail.window }
        }
    }
}
