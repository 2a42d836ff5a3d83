import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Every documented key of the main window pressed through the X server, each with its effect on
/// screen (the shortcut-table test checks the table; this one checks the keys do what it says).
final class ShortcutKeysTests: UITestCase {
    func testEveryDocumentedKeyDoesWhatTheTableSays() throws {
        try MainActor.assumeIsolated {
            // Each key after the last one's result is painted: a person is slower than a frame (a key sent
            // while the list swaps its rows can land on a row widget being let go).
            // The real days of 2018 (yesterday 2018-01-18): a key that loads the wrong day shows other figures.
            clock.set("2018-01-19T01:00:00Z")
            try launch { $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json" }
            waitForFrame()
            // The #1's title and audience as the list shows them, and the date button's label.
            @MainActor func shows(_ day: String, _ title: String, _ audience: String) -> Bool {
                let texts = visibleTexts(window.list.root)
                return chart.phase == .loaded && texts.contains(title) && texts.contains(audience)
                    && chart.rows.first.map { [$0.title, $0.audience] } == [title, audience]
                    && String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))) == day
            }
            waitFor("2018-01-18 shown") { shows("2018년 1월 18일 (목)", "메이즈 러너: 데스 큐어", "166,420명") }
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            @MainActor func asked() -> Int { api.server.requests(to: daily).count }

            // F5 and Ctrl+R ask KOBIS again.
            for (key, control) in [(GDK_KEY_F5, false), (GDK_KEY_r, true)] {
                let before = asked()
                press(Int32(key), control: control)
                waitFor("a refresh by \(key)") {
                    asked() == before + 1 && self.chart.phase == .loaded && !self.chart.isRefreshing
                }
                XCTAssertEqual(settledRequestCount(to: daily), before + 1, "one request for one key")
                waitForFrame()
            }
            // Alt+Left and Alt+Right move a day; Ctrl+T goes back to the latest.
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("the day before") { shows("2018년 1월 17일 (수)", "메이즈 러너: 데스 큐어", "225,510명") }
            waitForFrame()
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("two days before") { shows("2018년 1월 16일 (화)", "1987", "116,339명") }
            waitForFrame()
            press(Int32(GDK_KEY_Right), alt: true)
            waitFor("the day after") { shows("2018년 1월 17일 (수)", "메이즈 러너: 데스 큐어", "225,510명") }
            waitForFrame()
            for (key, control) in [(GDK_KEY_t, true)] {
                press(Int32(GDK_KEY_Left), alt: true)
                waitFor("a day back") { shows("2018년 1월 16일 (화)", "1987", "116,339명") }
                waitForFrame()
                // With the keyboard in the chart, as after launch (where Home and End move between films).
                waitFor("the chart has the keyboard") { self.isInside(self.focusedWidget(), self.window.list.list) }
                press(Int32(key), control: control)
                waitFor("the latest day by \(key)") { shows("2018년 1월 18일 (목)", "메이즈 러너: 데스 큐어", "166,420명") }
                waitForFrame()
            }
            // Alt+2, 3, 4 and 1: the kinds; Alt+0 clears a filter.
            for (key, kind) in [
                (GDK_KEY_2, ChartKind.weekend), (GDK_KEY_3, .week), (GDK_KEY_4, .weekdays), (GDK_KEY_1, .daily)
            ] {
                press(Int32(key), alt: true)
                waitFor("the \(kind) chart") { self.chart.kind == kind && self.chart.phase != .loading }
                waitForFrame()
            }
            XCTAssertTrue(Actions.activate(window.window, WinAction.nation.with("korean")))
            waitFor("Korean films") { self.chart.segment.nation == .korean && self.chart.phase == .loaded }
            waitForFrame()
            // Ctrl+E: the save dialog proposes a name that says the filter (never the whole market's file).
            press(Int32(GDK_KEY_e), control: true)
            guard let dialog = saveDialogReady() else { return XCTFail("no save dialog") }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-2018-01-18-korean.csv")
            cancelSaveDialog()
            press(Int32(GDK_KEY_0), alt: true)
            waitFor("every film again") { self.chart.segment == .everything && self.chart.phase == .loaded }
            waitForFrame()
            // Ctrl+2, Ctrl+3, Ctrl+1: the layouts.
            for (key, layout) in [(GDK_KEY_2, ChartLayout.grid), (GDK_KEY_3, .table), (GDK_KEY_1, .list)] {
                press(Int32(key), control: true)
                waitFor("the \(layout)") { self.chart.layout == layout && self.visiblePage == layout.rawValue }
                waitForFrame()
            }
            // Ctrl+C copies the chart.
            press(Int32(GDK_KEY_c), control: true)
            waitFor("the chart copied") { self.clipboardText()?.hasPrefix("Rank\tChange\tTitle") ?? false }
            // Ctrl+F opens the chart's search; Esc closes it.
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the chart's search open") { self.window.ui.searchBar.isSearchModeEnabled }
            let revealer = firstDescendant(of: window.ui.searchBar.widget, type: gtk_revealer_get_type())
            waitFor("the search bar shown whole") {
                revealer.map { gtk_revealer_get_child_revealed(cast($0)) != 0 } ?? true
            }
            press(Int32(GDK_KEY_Escape))
            waitFor("the chart's search closed") { !self.window.ui.searchBar.isSearchModeEnabled }
            // Enter opens the film under the focus; Esc closes its window.
            waitFor("the chart has the keyboard back") { self.isInside(self.focusedWidget(), self.window.list.list) }
            press(Int32(GDK_KEY_Return))
            waitFor("the film's window") {
                self.app.details["20175054"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let detail = app.details["20175054"] else { return }
            press(Int32(GDK_KEY_Escape), in: detail.window)
            waitFor("the film's window closed") { gtk_widget_get_mapped(detail.window) == 0 }
            // Ctrl+K: Search KOBIS; Ctrl+W closes it.
            press(Int32(GDK_KEY_k), control: true)
            waitFor("Search KOBIS") { self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            guard let search = app.searchWindow else { return }
            press(Int32(GDK_KEY_w), control: true, in: search.window)
            waitFor("Search KOBIS closed") { self.app.searchWindow == nil || gtk_widget_get_mapped(search.window) == 0 }
            // Ctrl+, : Preferences.
            press(Int32(GDK_KEY_comma), control: true)
            waitFor("Preferences") { self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
            if let prefs = app.preferences { gtk_window_close(cast(prefs.window)) }
            // Ctrl+? : the shortcuts window.
            press(Int32(GDK_KEY_question), shift: true, control: true)
            waitFor("the shortcuts window") { self.shortcutsWindow().map { gtk_widget_get_mapped($0) != 0 } ?? false }
            if let shortcuts = shortcutsWindow() { gtk_window_destroy(cast(shortcuts)) }
            // F10: the main menu.
            press(Int32(GDK_KEY_F10))
            waitFor("the main menu") {
                self.window.ui.menuButton.popover?.isMapped ?? false
            }
        }
    }
}
