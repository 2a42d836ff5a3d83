import BoxOfficeCore
import BoxOfficeService
@testable import BoxOfficeUI
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

final class MainWindowTests: UITestCase {
    func testOpensOnYesterdayWithTheTopTenAsAUserSeesThem() throws {
        try MainActor.assumeIsolated {
            try launch()
            settle()
            XCTAssertEqual(visiblePage, "list")
            let texts = visibleTexts(window.list.root)
            XCTAssertTrue(texts.starts(with: ["1", "신작", "경관의 피", "Opened 2022년 1월 5일", "64,050명", "69,228명 in total", "34.2% of sales"]),
                          "\(texts.prefix(10))")
            XCTAssertTrue(texts.contains("스파이더맨: 노 웨이 홈"))
            XCTAssertTrue(texts.contains("▼1"))
            let date = String(cString: gtk_menu_button_get_label(cast(window.header.dateButton.root)))
            XCTAssertEqual(date, "2022년 1월 5일 (수)")
            XCTAssertEqual(window.items.count, 10)
            XCTAssertEqual(gtk_widget_get_visible(window.sampleBar), 0)
            screenshot("list-en", window.window)
        }
    }

    func testEveryControlHasATooltipAndShortcutsAreWired() throws {
        try MainActor.assumeIsolated {
            try launch()
            let h = window.header
            for (button, expected) in [(h.refresh, "Refresh (F5)"), (h.previous, "Previous Day (Alt+Left)"),
                                       (h.next, "Next Day (Alt+Right)"), (h.layoutToggle, "Show as Grid (Ctrl+2)"),
                                       (h.menuButton, "Main Menu (F10)")] {
                XCTAssertEqual(gtk_widget_get_tooltip_text(button).map { String(cString: $0) }, expected)
            }
            XCTAssertTrue(String(cString: gtk_widget_get_tooltip_text(h.dateButton.root)).hasPrefix("Choose a day"))
            // Screen readers get a name for every control, and each chart row reads as one sentence.
            for control in [h.refresh, h.previous, h.next, h.layoutToggle, h.menuButton, h.dateButton.root,
                            window.list.list] {
                XCTAssertTrue(gtk_test_accessible_has_property(cast(control), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
            }
            let application = app.application
            func accels(_ action: String) -> [String] {
                guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
                defer { g_strfreev(list) }
                var out: [String] = []
                var i = 0
                while let s = list[i] { out.append(String(cString: s)); i += 1 }
                return out
            }
            XCTAssertEqual(accels("win.refresh"), ["F5", "<Control>r"])
            XCTAssertEqual(accels("win.show-grid"), ["<Control>2"])
            XCTAssertEqual(accels("win.previous-day"), ["<Alt>Left"])
            XCTAssertEqual(accels("win.latest-day"), ["<Control>t", "Home"])
            XCTAssertEqual(accels("app.quit"), ["<Control>q"])
            XCTAssertFalse(accels("win.show-help-overlay").isEmpty, "Ctrl+? opens the shortcuts window")
            // The shortcuts window is built from the same table the accelerators come from.
            activate("win.show-help-overlay")
            settle()
            let toplevels = gtk_window_get_toplevels()!
            var shortcutsShown = false
            for i in 0..<g_list_model_get_n_items(toplevels) {
                let w = g_list_model_get_item(toplevels, i)!
                if G_TYPE_CHECK_INSTANCE_TYPE(w, gtk_shortcuts_window_get_type()) {
                    shortcutsShown = gtk_widget_get_visible(widget(w)) != 0
                    gtk_window_destroy(cast(w))
                }
                g_object_unref(w)
            }
            XCTAssertTrue(shortcutsShown)
        }
    }

    func testPickingADayThroughTheCalendar() throws {
        try MainActor.assumeIsolated {
            try launch()
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(button.root))
            settle()
            XCTAssertEqual(gtk_widget_get_mapped(button.popover), 1)
            screenshot("calendar-en", window.window, overlays: [(button.popover, popoverX(button), popoverY(button))])
            let date = g_date_time_new_local(2012, 1, 1, 12, 0, 0)
            gtk_calendar_select_day(cast(button.calendar), date)
            g_date_time_unref(date)
            waitFor("2012-01-01") { self.chart.day == Day("2012-01-01") && self.chart.phase == .loaded }
            settle()
            XCTAssertEqual(gtk_widget_get_mapped(button.popover), 0, "the popover closes after a pick")
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(cast(button.root))), "2012년 1월 1일 (일)")
            XCTAssertTrue(visibleTexts(window.list.root).contains("미션임파서블:고스트프로토콜"))
        }
    }

    func testAFutureDayMovesBackWithAnExplanation() throws {
        try MainActor.assumeIsolated {
            try launch()
            let date = g_date_time_new_local(2022, 1, 9, 12, 0, 0)
            gtk_calendar_select_day(cast(window.header.dateButton.calendar), date)
            g_date_time_unref(date)
            settle()
            XCTAssertEqual(chart.day, Day("2022-01-05"))
            XCTAssertEqual(DateButton.day(of: window.header.dateButton.calendar), Day("2022-01-05"), "the calendar moved back")
            XCTAssertTrue(visibleTexts(window.toasts).contains { $0.hasPrefix("There is no box office for 2022년 1월 9일 yet") },
                          "\(visibleTexts(window.toasts))")
        }
    }

    func testDayNavigationActions() throws {
        try MainActor.assumeIsolated {
            try launch()
            XCTAssertFalse(actionEnabled("next-day"))
            activate("win.previous-day")
            waitFor("empty day") { self.chart.phase != .loading }
            settle()
            XCTAssertEqual(visiblePage, "empty")
            XCTAssertTrue(visibleTexts(window.pages.empty).contains("KOBIS has no numbers for 2022년 1월 4일 (화) yet."))
            XCTAssertTrue(actionEnabled("next-day"))
            activate("win.latest-day")
            waitFor("back") { self.chart.phase == .loaded }
            XCTAssertEqual(chart.day, Day("2022-01-05"))
        }
    }

    func testListGridToggleShowsCardsWithPosters() throws {
        try MainActor.assumeIsolated {
            try launch()
            activate("win.toggle-layout")
            settle()
            XCTAssertEqual(visiblePage, "grid")
            XCTAssertEqual(String(cString: gtk_button_get_icon_name(cast(window.header.layoutToggle))), "view-list-symbolic")
            XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(window.header.layoutToggle)), "Show as List (Ctrl+1)")
            let texts = visibleTexts(window.grid.root)
            XCTAssertTrue(texts.contains("경관의 피") && texts.contains("64,050명"), "\(texts)")
            // Posters arrive lazily from the loopback Kakao; every card asked for its own film.
            waitFor("poster searches") { self.api.server.requests(to: "/kakao").count >= 4 }
            settle(0.8)
            screenshot("grid-en", window.window)
            activate("win.show-list")
            settle()
            XCTAssertEqual(visiblePage, "list")
            XCTAssertEqual(app.model.chart.layout, .list)
        }
    }

    func testRefreshFailureKeepsTheChartAndShowsAToast() throws {
        try MainActor.assumeIsolated {
            try launch()
            api.server.route("/kobis/") { _ in .init(status: 500, body: Data(), contentType: "text/plain") }
            activate("win.refresh")
            waitFor("refresh") { !self.chart.isRefreshing }
            settle()
            XCTAssertEqual(visiblePage, "list")
            XCTAssertTrue(visibleTexts(window.list.root).contains("경관의 피"))
            XCTAssertTrue(visibleTexts(window.toasts).contains("Could not refresh: KOBIS answered with HTTP error 500. Showing saved numbers."),
                          "\(visibleTexts(window.toasts))")
        }
    }

    func testErrorPageWithTryAgain() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: "bad")
            settle()
            XCTAssertEqual(visiblePage, "error")
            let texts = visibleTexts(window.pages.error)
            XCTAssertTrue(texts.contains("KOBIS rejected the API key (error 320010)"), "\(texts)")
            XCTAssertTrue(texts.contains("Try Again"))
            XCTAssertFalse(texts.joined().contains("bad"), "the key never appears")
        }
    }

    func testSampleModeSaysSo() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil)
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.sampleBar), 1)
            XCTAssertTrue(visibleTexts(window.sampleBar).first?.hasPrefix("Sample data") ?? false)
            XCTAssertEqual(chart.day, Day("2022-01-21"))
        }
    }

    @MainActor func actionEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(cast(window.window), name) != 0
    }

}

final class StatusBarsTests: UITestCase {
    func testOfflineBarAppearsAndGoes() throws {
        try MainActor.assumeIsolated {
            let network = ManualConnectivity(online: false)
            try launch(connectivity: network)
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.offlineBar), 1)
            XCTAssertTrue(visibleTexts(window.offlineBar).contains("Offline — showing saved data"))
            XCTAssertEqual(visiblePage, "error", "nothing saved yet")
            network.isOnline = true
            waitFor("chart after reconnecting") { self.chart.phase == .loaded }
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.offlineBar), 0)
            XCTAssertEqual(visiblePage, "list")
        }
    }

    func testYesterdayNoteAndErrorDetails() throws {
        try MainActor.assumeIsolated {
            try launch()
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.noteLabel), 1)
            XCTAssertEqual(String(cString: gtk_label_get_text(cast(window.noteLabel))),
                           "KOBIS may still correct these numbers until noon (Korea time) the next day.")
            XCTAssertEqual(gtk_widget_get_visible(window.offlineBar), 0)
            api.server.route("/kobis/") { _ in .json("<html>점검</html>") }
            activate("win.previous-day")
            waitFor("error") { self.chart.phase != .loading }
            settle()
            XCTAssertEqual(visiblePage, "error")
            XCTAssertEqual(gtk_widget_get_visible(window.pages.details), 1)
            gtk_expander_set_expanded(cast(window.pages.details), 1)
            settle()
            XCTAssertTrue(visibleTexts(window.pages.error).contains { $0.contains("invalidData") }, "\(visibleTexts(window.pages.error))")
        }
    }
}

final class WindowStateTests: UITestCase {
    func testSizeAndLayoutAreRememberedAcrossLaunches() throws {
        try MainActor.assumeIsolated {
            try launch()
            gtk_window_set_default_size(cast(window.window), 700, 540)
            activate("win.show-grid")
            window.rememberSize()   // what closing the window does
            gtk_window_destroy(cast(window.window))
            app = nil
            try launch()
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(cast(window.window), &width, &height)
            XCTAssertEqual([width, height], [700, 540])
            XCTAssertEqual(chart.layout, .grid)
            settle()
            XCTAssertEqual(visiblePage, "grid")
        }
    }
}
