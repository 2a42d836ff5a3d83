import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The run chart's week marks at 360 px.
extension RunChartTests {
    /// 신과함께-인과 연 opened on Wednesday 2018-08-01: its W1 is five days, and in a 360 px film window its 47
    /// days leave too little room between W1's and W2's marks. W2, the first whole week, keeps its line and
    /// label (issue 34: the window dropped it, where the shared image drew it); W1's gives way.
    func testAMidWeekOpeningKeepsW2sMark() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-09-17T01:00:00Z")  // the chart of 2018-09-16, the film 7th
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForText("신과함께-인과 연") { self.window.list.root }
            openFilm(at: 6)
            guard let detail = app.details["20186202"], let run = detail.run else { return XCTFail("no run") }
            waitFor("the run") { run.chart.input.points.count == 47 }
            XCTAssertEqual(run.chart.input.weeks.prefix(3).map(\.label), ["W1", "W2", "W3"])
            waitForFrame(detail.window)
            gtk_widget_set_visible(detail.window, 0)
            gtk_window_set_default_size(cast(detail.window), 360, 760)
            gtk_window_present(cast(detail.window))
            waitFor("resized for 360 px") { abs(gtk_widget_get_width(detail.window) - 360) <= 12 }
            showChart(run, in: detail.window)
            waitFor("drawn at 360 px") { !run.chart.drawnWeeks.isEmpty }
            XCTAssertEqual(run.chart.drawnWeeks.first?.label, "W2")
            XCTAssertEqual(run.chart.drawnWeeks.first?.date, "8.6")
            screenshot("run-chart-mid-week-360", detail.window)
        }
    }
}
