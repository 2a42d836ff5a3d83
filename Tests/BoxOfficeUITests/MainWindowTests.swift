import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

final class MainWindowTests: UITestCase {
    func testOpensOnYesterdayWithTheTopTenAsAUserSeesThem() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForText("경관의 피") { self.window.list.root }
            XCTAssertEqual(visiblePage, "list")
            let texts = visibleTexts(window.list.root)
            XCTAssertTrue(
                texts.starts(with: [
                    "1", "신작", "경관의 피", "Opened 2022년 1월 5일 · day 1", "64,050명", "69,228명 in total", "34.2% of sales"
                ]),
                "\(texts.prefix(10))")
            // Each row reads as one sentence to a screen reader.
            let rows = chartRowWidgets()
            XCTAssertEqual(rows.count, 10)
            XCTAssertNil(
                accessibleLabelMismatch(
                    rows[0], "Rank 1, 새로 진입: 경관의 피. 64,050명 on 2022년 1월 5일, 69,228명 in total. 34.2% of sales."))
            XCTAssertNil(
                accessibleLabelMismatch(
                    rows[1],
                    "Rank 2, 1계단 하락: 스파이더맨: 노 웨이 홈. 50,399명 on 2022년 1월 5일, 6,252,827명 in total. 29.6% of sales."))
            for (row, model) in zip(rows, chart.rows) {
                XCTAssertNil(accessibleLabelMismatch(row, model.accessibleLabel), "rank \(model.rank)")
            }
            XCTAssertTrue(texts.contains("스파이더맨: 노 웨이 홈"))
            XCTAssertTrue(texts.contains("▼1"))
            let date = String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget)))
            XCTAssertEqual(date, "2022년 1월 5일 (수)")
            XCTAssertEqual(window.items.count, 10)
            XCTAssertFalse(window.ui.sampleBar.isVisible)
            waitForFrame()
            screenshot("list-en", window.window)
        }
    }

    /// The list rows (the widgets bound to chart items), top to bottom.
    @MainActor func chartRowWidgets() -> [Widget] {
        var rows: [Widget] = []
        func walk(_ w: Widget) {
            if gtk_widget_has_css_class(w, "chart-row") != 0 {
                rows.append(w)
                return
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(window.list.list)
        return rows
    }

    func testEveryControlHasATooltipAndShortcutsAreWired() throws {
        try MainActor.assumeIsolated {
            try launch()
            let h = window.ui
            let controls: [(any TypedWidget, String)] = [
                (h.refresh, "Refresh (F5)"), (h.previous, "Previous Day (Alt+Left)"),
                (h.next, "Next Day (Alt+Right)"), (h.layoutToggle, "Show as Grid (Ctrl+2)"),
                (h.menuButton, "Main Menu (F10)")
            ]
            for (button, expected) in controls {
                XCTAssertEqual(button.tooltip, expected)
            }
            XCTAssertTrue(
                String(cString: gtk_widget_get_tooltip_text(h.dateButton.widget)).hasPrefix("Choose a day"))
            // Screen readers get a name for every control, and each chart row reads as one sentence.
            for control in controls.map(\.0.widget) + [h.dateButton.widget, window.list.list] {
                XCTAssertTrue(gtk_test_accessible_has_property(cast(control), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
            }
            let application = app.application
            @MainActor func accels(_ action: some Actionable) -> [String] { Actions.accelerators(application, action) }
            // Every entry of the shortcut table: its keys are the action's accelerators, and the action exists
            // where the keys are pressed (the window for win.*, the application for app.*).
            for (action, keys) in Actions.acceleratorTable {
                XCTAssertEqual(accels(action), keys, action.detailedName)
                // "win.chart-kind::weekend": the action is named without its target.
                switch action.group {
                case WinAction.group: XCTAssertTrue(Actions.has(window.windowActions, action), action.detailedName)
                case AppAction.group: XCTAssertTrue(Actions.has(app.application, action), action.detailedName)
                case WindowAction.group: XCTAssertTrue(action.isSame(as: WindowAction.close), "GTK's own window action")
                case RunAction.group: break  // a film window's run (RunExportTests presses its keys there)
                case FilmAction.group: break  // a film window's (FollowingTests presses Ctrl+D there)
                default: XCTFail("unknown action group in \(action.detailedName)")
                }
            }
            XCTAssertEqual(accels(WinAction.refresh), ["F5", "<Control>r"], "spelled out once, as the README says")
            // The shortcuts window lists every shortcut with its title and the keys installed, nothing else.
            activate(WinAction.showHelpOverlay)
            guard let shortcuts = shortcutsWindow() else { return XCTFail("no shortcuts window") }
            waitFor("the shortcuts window shown") { gtk_widget_get_mapped(shortcuts) != 0 }
            waitForFrame(shortcuts)
            screenshot("shortcuts", shortcuts)
            let keyLabels = labelTexts(shortcuts)
            XCTAssertTrue(keyLabels.contains("Enter") && !keyLabels.contains("⏎"), "Enter in words, not GTK's ⏎")
            XCTAssertEqual(
                listedShortcuts(shortcuts),
                Self.shortcutsWindowLines)
            XCTAssertEqual(
                String(cString: gtk_window_get_title(cast(shortcuts))), "Keyboard Shortcuts", "titled as its menu item")
            gtk_window_destroy(cast(shortcuts))
        }
    }

    /// The calendar marks the days history holds (the days browsed), not the others: the real days of 2018
    /// (yesterday 2018-01-18), each read as shown before the next key (its #1 and that day's audience).
    func testTheCalendarMarksTheSavedDays() throws {
        try MainActor.assumeIsolated {
            clock.set("2018-01-19T01:00:00Z")  // 10:00 in Korea: yesterday is 2018-01-18
            try launch()
            waitForText("166,420명") { self.window.list.root }
            XCTAssertEqual(chart.rows.first?.title, "메이즈 러너: 데스 큐어")
            for (day, title, audience) in [
                ("2018년 1월 17일 (수)", "메이즈 러너: 데스 큐어", "225,510명"), ("2018년 1월 16일 (화)", "1987", "116,339명")
            ] {
                press(Int32(GDK_KEY_Left), alt: true)
                waitForText(audience) { self.window.list.root }
                XCTAssertEqual(chart.rows.first.map { [$0.title, $0.audience] }, [title, audience], day)
                XCTAssertEqual(
                    String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))), day)
                waitFor("the chart keeps the keyboard") { self.isInside(self.focusedWidget(), self.window.list.list) }
            }
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            let saved = DateButton.dayCells(of: button.calendar).filter { gtk_widget_has_css_class($0, "saved") != 0 }
            XCTAssertEqual(saved.map { String(cString: gtk_label_get_text(cast($0))) }, ["16", "17", "18"])
            XCTAssertEqual(
                saved.first.flatMap { gtk_widget_get_tooltip_text($0) }.map { String(cString: $0) }, "Saved in history")
            waitForFrame(button.popover.widget)
            screenshot(
                "calendar-saved", window.window,
                overlays: [overlay(button.popover.widget, under: window.ui.dateButton.widget)])
            gtk_popover_popdown(cast(button.popover.widget))
        }
    }

    func testPickingADayThroughTheCalendar() throws {
        try MainActor.assumeIsolated {
            try launch()
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            waitForFrame(button.popover.widget)
            screenshot(
                "calendar-en", window.window,
                overlays: [overlay(button.popover.widget, under: window.ui.dateButton.widget)])
            let date = g_date_time_new_local(2012, 1, 1, 12, 0, 0)
            gtk_calendar_select_day(cast(button.calendar.widget), date)
            g_date_time_unref(date)
            waitFor("2012-01-01") { self.chart.day == Day("2012-01-01") && self.chart.phase == .loaded }
            waitFor("the popover closed after a pick") { gtk_widget_get_mapped(button.popover.widget) == 0 }
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))), "2012년 1월 1일 (일)")
            waitForText("미션임파서블:고스트프로토콜") { self.window.list.root }
        }
    }

    func testAFutureDayMovesBackWithAnExplanation() throws {
        try MainActor.assumeIsolated {
            try launch()
            let date = g_date_time_new_local(2022, 1, 9, 12, 0, 0)
            gtk_calendar_select_day(cast(window.header.dateButton.calendar.widget), date)
            g_date_time_unref(date)
            waitForText("There is no box office for 2022년 1월 9일 yet; showing 2022년 1월 5일, the latest day") {
                self.window.ui.toasts
            }
            XCTAssertEqual(chart.day, Day("2022-01-05"))
            XCTAssertEqual(
                DateButton.day(of: window.header.dateButton.calendar), Day("2022-01-05"), "the calendar moved back")
        }
    }

    func testDayNavigationActions() throws {
        try MainActor.assumeIsolated {
            try launch()
            XCTAssertFalse(actionEnabled("next-day"))
            activate(WinAction.previousDay)
            waitForText("KOBIS has no numbers for 2022년 1월 4일 (화): no film was reported for it.") {
                self.window.ui.empty
            }
            XCTAssertEqual(visiblePage, "empty")
            XCTAssertTrue(actionEnabled("next-day"))
            activate(WinAction.latestDay)
            waitFor("back") { self.chart.phase == .loaded }
            XCTAssertEqual(chart.day, Day("2022-01-05"))
        }
    }

    func testListGridToggleShowsCardsWithPosters() throws {
        try MainActor.assumeIsolated {
            try launch()
            activate(WinAction.toggleLayout)
            waitForText("경관의 피") { self.window.grid.root }
            XCTAssertEqual(visiblePage, "grid")
            XCTAssertEqual(
                String(cString: gtk_button_get_icon_name(cast(window.ui.layoutToggle))), "view-list-symbolic")
            XCTAssertEqual(window.ui.layoutToggle.tooltip, "Show as List (Ctrl+1)")
            let texts = visibleTexts(window.grid.root)
            XCTAssertTrue(texts.contains("경관의 피") && texts.contains("64,050명"), "\(texts)")
            // Posters arrive lazily from the loopback Kakao; every visible card shows its own, at the
            // poster's size, decoded once (the 60×90 test image).
            waitFor("posters on the visible cards") {
                self.cardPosterSizes().count >= 4 && self.cardPosterSizes().allSatisfy { $0 != nil }
            }
            for size in cardPosterSizes() {
                XCTAssertEqual(size?.width, 60)
                XCTAssertEqual(size?.height, 90)
            }
            waitForFrame()
            screenshot("grid-en", window.window)
            activate(WinAction.showList)
            waitForText("경관의 피") { self.window.list.root }
            XCTAssertEqual(visiblePage, "list")
            XCTAssertEqual(app.model.chart.layout, .list)
        }
    }

    func testRefreshFailureKeepsTheChartAndShowsAToast() throws {
        try MainActor.assumeIsolated {
            try launch()
            api.server.route("/kobis/") { _ in .init(status: 500, body: Data(), contentType: "text/plain") }
            activate(WinAction.refresh)
            waitForText("Could not refresh; showing saved numbers.") { self.window.ui.toasts }
            waitForText(
                "Showing the numbers saved at 10:00 (Korea time): KOBIS answered with HTTP error 500. "
                    + "KOBIS may still correct these numbers until noon (Korea time) the next day."
            ) { self.window.window }
            XCTAssertEqual(visiblePage, "list")
            XCTAssertTrue(visibleTexts(window.list.root).contains("경관의 피"))
        }
    }

    func testErrorPageWithTryAgain() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: "bad")
            waitForText("KOBIS rejected the API key (error 320010)") { self.window.ui.error }
            XCTAssertEqual(visiblePage, "error")
            let texts = visibleTexts(window.ui.error)
            XCTAssertTrue(texts.contains("Try Again"))
            XCTAssertFalse(texts.joined().contains("bad"), "the key never appears")
        }
    }

    func testSampleModeSaysSo() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil)
            waitForText(
                "Sample data: KOBIS numbers from a few fixed days. Add an API key to see the latest box office."
            ) { self.window.ui.sampleBar }
            XCTAssertTrue(window.ui.sampleBar.isVisible)
            XCTAssertEqual(chart.day, Day("2022-01-21"))
        }
    }

    /// "Title: accelerator" for every GtkShortcutsShortcut shown in the window, in order (the hidden
    /// search page holds copies).
    @MainActor func listedShortcuts(_ root: Widget) -> [String] {
        var out: [String] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_shortcuts_shortcut_get_type()) {
                out.append("\(stringProperty(w, "title")): \(stringProperty(w, "accelerator"))")
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return out
    }

    @MainActor func stringProperty(_ w: Widget, _ name: String) -> String {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(w.raw.assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }

    @MainActor func actionEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(cast(window.windowActions), name) != 0
    }

}

final class StatusBarsTests: UITestCase {
    /// Offline with nothing saved, the sample is shown and said to be the sample; back online, KOBIS's
    /// numbers replace it (the server answers 2022-01-05 with the sample's films but other figures, as a
    /// later correction would: what is on screen tells which one is shown).
    func testOfflineBarAppearsAndGoes() throws {
        try MainActor.assumeIsolated {
            let network = ManualConnectivity(online: false)
            try launch(connectivity: network) { api in
                api.server.route("/kobis/boxoffice/searchDailyBoxOfficeList.json") { _ in
                    .json(
                        String(decoding: FixtureAPI.fixture("daily_20220105.json"), as: UTF8.self)
                            .replacingOccurrences(of: #""audiCnt":"64050""#, with: #""audiCnt":"64051""#))
                }
            }
            waitForText("Offline — showing saved data") { self.window.ui.offlineBar }
            // Nothing saved yet, but the bundled sample has this day: shown, and labelled as the sample.
            waitForText("경관의 피") { self.window.list.root }
            XCTAssertTrue(visibleTexts(window.list.root).contains("64,050명"))
            XCTAssertTrue(chart.isSample)
            XCTAssertTrue(window.ui.sampleBar.isVisible)
            network.isOnline = true
            waitFor("live numbers after reconnecting") { !self.chart.isSample && self.chart.phase == .loaded }
            waitForText("64,051명") { self.window.list.root }
            waitFor("the bars gone") { !self.window.ui.offlineBar.isVisible && !self.window.ui.sampleBar.isVisible }
            XCTAssertEqual(visiblePage, "list")
            XCTAssertEqual(settledRequestCount(to: "/kobis"), 1, "one request, on reconnecting")
        }
    }

    func testYesterdayNoteAndErrorDetails() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForText("KOBIS may still correct these numbers until noon (Korea time) the next day.") {
                self.window.window
            }
            XCTAssertFalse(window.ui.offlineBar.isVisible)
            api.server.route("/kobis/") { _ in .json("<html>점검</html>") }
            activate(WinAction.previousDay)
            waitForText("KOBIS sent data that could not be read") { self.window.ui.error }
            XCTAssertEqual(visiblePage, "error")
            XCTAssertTrue(window.ui.details.isVisible)
            window.ui.details.isExpanded = true
            waitForText("KOBIS: not JSON") { self.window.ui.error }
        }
    }
}

final class WindowStateTests: UITestCase {
    func testSizeAndLayoutAreRememberedAcrossLaunches() throws {
        try MainActor.assumeIsolated {
            try launch()
            gtk_window_set_default_size(cast(window.window), 700, 540)
            activate(WinAction.showGrid)
            gtk_window_close(cast(window.window))  // what the close button and Ctrl+W do
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            try launch()
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(cast(window.window), &width, &height)
            XCTAssertEqual([width, height], [700, 540])
            XCTAssertEqual(chart.layout, .grid)
            waitForText("경관의 피") { self.window.grid.root }
            XCTAssertEqual(visiblePage, "grid")
            // Quitting (Ctrl+Q) with the window open remembers its size too.
            gtk_window_set_default_size(cast(window.window), 820, 600)
            activate(AppAction.quit, on: window.window)
            gtk_window_destroy(cast(window.window))  // what the ended main loop leaves behind
            app = nil
            try launch()
            gtk_window_get_default_size(cast(window.window), &width, &height)
            XCTAssertEqual([width, height], [820, 600])
        }
    }
}

final class AppIconTests: UITestCase {
    /// Run from the source tree (as meson-helpers/run.sh does), the About window finds the app icon.
    func testTheAppIconIsFoundFromTheSourceTree() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            let icon = gtk_icon_theme_lookup_icon(
                theme, "kr.boxoffice.BoxOffice", nil, 128, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))!
            defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
            let file = gtk_icon_paintable_get_file(icon)
            defer { if let file { g_object_unref(UnsafeMutableRawPointer(file)) } }
            let path = file.flatMap { g_file_get_path($0) }.map { p -> String in
                defer { g_free(p) }
                return String(cString: p)
            }
            XCTAssertEqual(
                path.map { URL(fileURLWithPath: $0).lastPathComponent }, "kr.boxoffice.BoxOffice.svg", path ?? "no file"
            )
        }
    }
}
