import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Ctrl+P through GTK's print dialog, "Print to File" as a PDF read back with poppler: the fixture day
/// 2022-01-05's chart with every column of the table.
final class PrintTests: KoreanUITestCase {
    func testCtrlPPrintsTheDaysChartWithEveryColumnOnOnePage() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            // A dark desktop: the paper stays black on white.
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
            defer {
                adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_DEFAULT)
            }
            let pdf = dir.appendingPathComponent("차트.pdf")
            choosePrintToFile(pdf)
            chart.filterText = "경관"  // the search hides rows on screen, not on paper

            press(Int32(GDK_KEY_p), control: true)
            answerPrintDialog()
            waitFor("the PDF written") { !self.window.printer.isPrinting }
            XCTAssertEqual(try pdfPageCount(pdf), 1)
            let lines = try pdfLines(pdf, page: 1)
            XCTAssertEqual(lines.count, 13, lines.joined(separator: "\n"))
            XCTAssertEqual(lines.first, "일별 박스오피스 · 2022년 1월 5일 (수)")
            // Every column of the table, all ten rows though the search shows one.
            XCTAssertEqual(
                lines[1], "순위 변동 영화명 개봉일 개봉 일수 관객수 증감률 누적 매출액 점유율 스크린 수 상영 횟수 스크린당 상영당 관람료")
            XCTAssertEqual(
                lines[2],
                "1 신작 경관의 피 2022년 1월 5일 1 64,050 +100% 69,228 584,559,330 34.2% 1,171 4,416 54.7 14.5 9,127")
            XCTAssertEqual(
                lines[11],
                "10 ▼3 엔칸토: 마법의 세계 2021년 11월 24일 43 291 -72.4% 628,878 2,290,000 0.1% 23 24 12.7 12.1 7,869")
            XCTAssertEqual(try pdfFooter(pdf, page: 1), ["1 / 1", "자료: 영화관입장권통합전산망 (KOBIS)"])
            XCTAssertEqual(chart.visibleRows.count, 1, "the screen still shows the search's one row")
            if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] {
                _ = try poppler("pdftoppm", ["-png", "-r", "80", "-singlefile", pdf.path, folder + "/print-chart"])
            }
        }
    }
}
