import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// At 360 px, in Korean and in English: the date button shows the whole day with its year (a weekly range on
/// two lines), never cut, and every page (the chart in each kind, the market in each scope) fits.
final class NarrowDateTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31, a Monday; 2018 in history
    }

    @MainActor private func launch(korean: Bool) throws {
        if korean {
            try useKorean()
        } else {
            use(locale: "en_US.UTF-8", catalogue: nil)
            Localization.translator = { $0 }
        }
        try Data("width=360\nheight=720\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        if app != nil {
            gtk_window_destroy(cast(window.window))
            app = nil
        }
        if !FileManager.default.fileExists(atPath: dir.appendingPathComponent("cache").path) {
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        }
        try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2018-12-27")) {
            $0.dailyTemplate = "daily_20220105.json"
            $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
        }
        waitFor("the narrow window") { self.window.compact }
        waitForFrame()
    }

    @MainActor private var contentMinimumWidth: Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
            widget(adw_application_window_get_content(cast(window.window))), GTK_ORIENTATION_HORIZONTAL, -1,
            &minimum, &natural, nil, nil)
        return minimum
    }

    /// The date button's label as drawn: its text, and whether pango cut it.
    @MainActor private var dateLabel: (text: String, cut: Bool)? {
        guard
            let label = firstDescendant(
                of: window.ui.dateButton, type: gtk_label_get_type(),
                where: { gtk_widget_get_mapped($0) != 0 })
        else { return nil }
        let layout = gtk_label_get_layout(cast(label))
        return (String(cString: gtk_label_get_text(cast(label))), pango_layout_is_ellipsized(layout) != 0)
    }

    /// The header's title (`title`, between previous and next) clear of its neighbours: previous and next (linked
    /// buttons share a pixel of border), and the menu button on its right.
    @MainActor private func assertNothingOverlapsTheTitle(
        _ title: Widget, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        @MainActor func span(_ w: Widget) -> (Double, Double) {
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(w, window.window, &bounds)
            return (Double(bounds.origin.x), Double(bounds.origin.x + bounds.size.width))
        }
        let header = window.ui
        let (left, right) = span(title)
        XCTAssertLessThanOrEqual(
            span(header.previous.widget).1, left + 1.5, "\(name): previous", file: file, line: line)
        XCTAssertLessThanOrEqual(right, span(header.next.widget).0 + 1.5, "\(name): next", file: file, line: line)
        XCTAssertLessThanOrEqual(
            span(header.next.widget).1, span(header.menuButton.widget).0 + 1.5, "\(name): the menu", file: file,
            line: line)
    }

    func testTheWholeDayAndEveryPageAt360Pixels() throws {
        try MainActor.assumeIsolated {
            for korean in [true, false] {
                let name = korean ? "ko" : "en"
                try launch(korean: korean)
                let daily = korean ? "2018년\n12월 27일 (목)" : "Thu, Dec 27,\n2018"
                waitFor("\(name): the whole day") { self.dateLabel?.text == daily }
                waitForFrame()
                waitForFrame()
                XCTAssertEqual(dateLabel?.cut, false, "\(name): the day is not cut")
                assertNothingOverlapsTheTitle(window.ui.dateButton.widget, name)
                XCTAssertLessThanOrEqual(contentMinimumWidth, 360, "\(name): the chart's minimum width")
                XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360, "\(name): the window's width")
                screenshot("date-360-\(name)", window.window)
                press(Int32(GDK_KEY_2), alt: true)
                let weekend = korean ? "2018년\n12월 28일–30일" : "Dec 28–30,\n2018"
                waitFor("\(name): the weekend") { self.chart.kind == .weekend && self.chart.phase != .loading }
                waitFor("\(name): the whole weekend") { self.dateLabel?.text == weekend }
                waitForFrame()
                waitForFrame()
                XCTAssertEqual(dateLabel?.cut, false, "\(name): the weekend is not cut")
                assertNothingOverlapsTheTitle(window.ui.dateButton.widget, name)
                XCTAssertLessThanOrEqual(contentMinimumWidth, 360, "\(name): the weekend's minimum width")
                screenshot("date-360-weekend-\(name)", window.window)
                press(Int32(GDK_KEY_m), control: true)
                waitFor("\(name): the market") { self.window.marketShown != nil }
                for scope in MarketSelection.Scope.allCases {
                    activate(WinAction.marketScope.with(scope.rawValue))
                    waitFor("\(name): \(scope)") { self.app.model.market.selection.scope == scope }
                    waitForFrame()
                    waitForFrame()
                    let titles: [MarketSelection.Scope: String] =
                        korean
                        ? [
                            .year: "2018년", .month: "2018년\n12월", .weekends: "2018년\n주말", .holidays: "2018년\n명절·성수기",
                            .records: "기록"
                        ]
                        : [
                            .year: "2018", .month: "December\n2018", .weekends: "Weekends of\n2018",
                            .holidays: "Holidays of\n2018", .records: "Records"
                        ]
                    guard let title = window.market?.header.title else { return XCTFail("no market title") }
                    XCTAssertEqual(title.label, titles[scope], "\(name): the \(scope) title whole")
                    assertNothingOverlapsTheTitle(title.widget, name)
                    XCTAssertLessThanOrEqual(contentMinimumWidth, 360, "\(name): the market's \(scope) minimum width")
                    XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360, "\(name): \(scope) width")
                    screenshot("market-360-\(scope.rawValue)-\(name)", window.window)
                }
                press(Int32(GDK_KEY_b), control: true)
                waitFor("\(name): the charts") { self.window.marketShown == nil }
            }
        }
    }
}
