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
            try launch {
                $0.dailyTemplate = "daily_20220105.json"
                $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
            }
            waitForFrame()
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            @MainActor func asked() -> Int { api.server.requests(to: daily).count }

            // F5 and Ctrl+R ask KOBIS again.
            for (key, control) in [(GDK_KEY_F5, false), (GDK_KEY_r, true)] {
                let before = asked()
                press(Int32(key), control: control)
                waitFor("a refresh by \(key)") {
                    asked() == before + 1 && self.chart.phase == .loaded && !self.chart.isRefreshing
                }
                waitForFrame()
            }
            // Alt+Left and Alt+Right move a day; Ctrl+T goes back to the latest.
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("the day before") { self.chart.day == Day("2022-01-04") && self.chart.phase == .loaded }
            waitForFrame()
            press(Int32(GDK_KEY_Right), alt: true)
            waitFor("the day after") { self.chart.day == Day("2022-01-05") && self.chart.phase == .loaded }
            waitForFrame()
            for (key, control) in [(GDK_KEY_t, true)] {
                press(Int32(GDK_KEY_Left), alt: true)
                waitFor("a day back") { self.chart.day == Day("2022-01-04") && self.chart.phase == .loaded }
                waitForFrame()
                // With the keyboard in the chart, as after launch (where Home and End move between films).
                waitFor("the chart has the keyboard") { self.isInside(self.focusedWidget(), self.window.list.list) }
                press(Int32(key), control: control)
                waitFor("the latest day by \(key)") {
                    self.chart.day == Day("2022-01-05") && self.chart.phase == .loaded
                }
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
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-2022-01-05-korean.csv")
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
            waitFor("the chart's search open") { self.window.search.root.isSearchModeEnabled }
            let revealer = firstDescendant(of: window.search.root.widget, type: gtk_revealer_get_type())
            waitFor("the search bar shown whole") {
                revealer.map { gtk_revealer_get_child_revealed(cast($0)) != 0 } ?? true
            }
            press(Int32(GDK_KEY_Escape))
            waitFor("the chart's search closed") { !self.window.search.root.isSearchModeEnabled }
            // Enter opens the film under the focus; Esc closes its window.
            waitFor("the chart has the keyboard back") { self.isInside(self.focusedWidget(), self.window.list.list) }
            press(Int32(GDK_KEY_Return))
            waitFor("the film's window") {
                self.app.details["20199882"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let detail = app.details["20199882"] else { return }
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
                self.window.header.menuButton.popover?.isMapped ?? false
            }
        }
    }
}
