import BoxOfficeCore
import CGtk
import XCTest

@testable import BoxOfficeUI

/// Copying the table: what is on screen, in its order.
extension TableTests {
    /// Ctrl+C copies the table as it is shown: sorted by screens, the rows in that order, not the ranks'.
    func testCtrlCCopiesTheTableInTheOrderShown() throws {
        try MainActor.assumeIsolated {
            try launchOnTheTable()
            let table = window.table
            guard let screens = header("Screens", in: table) else { return XCTFail("no Screens header") }
            click(screens)
            waitFor("sorted by screens, most first") {
                self.tableRows(table).map { $0[0] } == ["2", "1", "3", "4", "5", "7", "9", "8", "10", "6"]
            }
            press(Int32(GDK_KEY_c), control: true)
            waitForText("Copied the chart") { self.window.ui.toasts }
            let lines = (clipboardText() ?? "").components(separatedBy: "\n")
            XCTAssertEqual(lines.count, 12, "a header, ten rows and the final line break")
            XCTAssertEqual(
                lines.dropFirst().prefix(10).map { $0.split(separator: "\t").first.map(String.init) ?? "" },
                ["2", "1", "3", "4", "5", "7", "9", "8", "10", "6"], "the ranks in the order on screen")
            XCTAssertEqual(
                lines[1],
                "2\t-1\t스파이더맨: 노 웨이 홈\t20210028\t2021-12-15\t22\t50399\t-15.9\t6252827\t507028380\t29.6\t1357\t4314\t37.1\t11.7\t10060"
            )
            waitForFrame()
            screenshot("table-sorted-copied", window.window)

            // The list shows the chart's own order again: so does the copy.
            press(Int32(GDK_KEY_1), control: true)
            waitFor("the list") { self.chart.layout == .list && self.visiblePage == "list" }
            press(Int32(GDK_KEY_c), control: true)
            waitFor("the list's order copied") {
                self.clipboardText()?.components(separatedBy: "\n").dropFirst().first?.hasPrefix("1\tNEW\t경관의 피")
                    ?? false
            }
        }
    }
}
