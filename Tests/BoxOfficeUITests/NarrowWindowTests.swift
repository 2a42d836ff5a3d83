import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The main window at 360 px, the narrowest the README promises, in Korean and in English: nothing
/// holds it wider, the rows keep their share whole and their titles in one column, the totals line
/// breaks between words, and the header keeps its height when a filter is on.
final class NarrowWindowTests: KoreanUITestCase {
    enum Language: String { case korean = "ko", english = "en" }

    /// Starts the app in `language` with the window left at `width` px, as a user's would reopen.
    @MainActor func launch(_ language: Language, width: Int, layout: String = "list") throws {
        switch language {
        case .korean: try useKorean()
        case .english:
            use(locale: "en_US.UTF-8", catalogue: nil)
            Localization.translator = { $0 }  // no catalogue: the messages as written, after a Korean launch too
        }
        try Data("width=\(width)\nheight=720\nlayout=\(layout)\n".utf8).write(
            to: dir.appendingPathComponent("state.ini"))
        if app != nil {
            gtk_window_destroy(cast(window.window))
            app = nil
        }
        try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
        waitForText("1") { self.window.list.root }
        waitForFrame()
    }

    @MainActor func minimumWidth(_ w: Widget) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(w, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    /// The window's content (header, kind bar, chart, totals) measured as GTK sizes the window: its
    /// minimum width is the narrowest the window can be.
    @MainActor var contentMinimumWidth: Int32 {
        minimumWidth(widget(adw_application_window_get_content(cast(window.window))))
    }

    func testTheWindowShrinksTo360PixelsInKoreanAndEnglish() throws {
        try MainActor.assumeIsolated {
            for language in [Language.korean, .english] {
                try launch(language, width: 360)
                let minimum = contentMinimumWidth
                print(
                    "minimum width (\(language)): content \(minimum), header \(minimumWidth(window.ui.header.widget)), kind bar \(minimumWidth(window.ui.kindBar.widget))"
                )
                XCTAssertLessThanOrEqual(minimum, 360, "\(language): the content's minimum width")
                XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360, "\(language): the window's width")
                screenshot("list-360-\(language.rawValue)", window.window)
            }
        }
    }

    /// Every layout at 1280 and 360 px, in both languages: the list, the grid and the table never hold
    /// the window wider than it is. Screenshots of each.
    func testEveryLayoutFitsAndIsPictured() throws {
        try MainActor.assumeIsolated {
            for language in [Language.korean, .english] {
                for width in [1280, 360] {
                    try launch(language, width: width)
                    for (layout, action) in [("list", WinAction.showList), ("grid", .showGrid), ("table", .showTable)] {
                        activate(action)
                        waitFor("the \(layout)") { self.visiblePage == layout }
                        waitForFrame()
                        XCTAssertLessThanOrEqual(
                            contentMinimumWidth, Int32(width), "\(language) \(layout) at \(width) px")
                        screenshot("\(layout)-\(width)-\(language.rawValue)", window.window)
                    }
                }
            }
        }
    }

    /// At 360 px every row's second line shows the whole share, and every title starts at the same x
    /// whatever its badge says (신작 or NEW, ▲14, ▲6, ▼1 on 2022-01-05).
    func testNarrowRowsKeepTheShareWholeAndTitlesInOneColumn() throws {
        try MainActor.assumeIsolated {
            for language in [Language.korean, .english] {
                try launch(language, width: 360)
                if language == .english { waitForText("The Policeman\u{2019}s Lineage") { self.window.list.root } }
                waitForFrame()
                let rows = chartRows()
                XCTAssertGreaterThanOrEqual(rows.count, 5, "\(language)")
                var titleXs: Set<Float> = []
                var badges: Set<String> = []
                for row in rows {
                    guard let title = label(in: row, classes: ["heading"]),
                        let badge = label(in: row, classes: ["rank-badge"]),
                        let second = label(in: row, classes: ["caption", "numeric"])
                    else {
                        XCTFail("\(language): a row without its labels")
                        continue
                    }
                    badges.insert(text(badge))
                    titleXs.insert(x(of: title))
                    let model = chart.rows.first { $0.title == text(title) }
                    XCTAssertEqual(text(second), model?.secondaryLine, "\(language): the second line")
                    XCTAssertEqual(
                        pango_layout_is_ellipsized(gtk_label_get_layout(cast(second))), 0,
                        "\(language): \"\(text(second))\" is cut")
                }
                XCTAssertTrue(badges.isSuperset(of: ["▲14", "▲6", "▼1"]), "\(language): badges \(badges)")
                XCTAssertEqual(titleXs.count, 1, "\(language): titles start at \(titleXs.sorted())")
            }
        }
    }

    /// "상위 10편 관객 … · 전체 시장 매출 ≈ …" at 360 px: every line break falls between words (after a
    /// space, or a part's own line), never inside one ("전체 시 / 장").
    func testTheKoreanTotalsLineBreaksOnlyBetweenWords() throws {
        try MainActor.assumeIsolated {
            try launch(.korean, width: 360)
            let totals = window.ui.totalsLabel
            XCTAssertTrue(totals.isMapped)
            let bytes = Array(totals.text.utf8)
            let layout = gtk_label_get_layout(totals.pointer)
            let count = pango_layout_get_line_count(layout)
            XCTAssertGreaterThanOrEqual(count, 2, "\(totals.text) fits one line at 360 px")
            for index in 1..<max(count, 1) {
                let start = Int(pango_layout_get_line_readonly(layout, index).pointee.start_index)
                XCTAssertTrue(
                    [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(bytes[start - 1]),
                    "line \(index) starts at \"\(String(decoding: bytes[start...], as: UTF8.self))\"")
            }
        }
    }

    /// A Korean title wrapped on a grid card breaks between words, never inside one ("뽀로로 극장판 공룡섬 대모 /
    /// 험" before, issue 34): at 360 px and at 1280 px, every card of 2018-01-05's chart.
    func testGridTitlesBreakBetweenKoreanWords() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            for width in [360, 1280] {
                try Data("width=\(width)\nheight=1150\nlayout=grid\n".utf8).write(
                    to: dir.appendingPathComponent("state.ini"))
                if app != nil {
                    gtk_window_destroy(cast(window.window))
                    app = nil
                }
                try launch(language: .korean, initialDay: Day("2018-01-05"))
                waitFor("the grid") { self.visiblePage == "grid" && self.chart.phase == .loaded }
                waitForFrame()
                var lines: [String: [String]] = [:]
                // The top of the grid, then its end (at 360 px two cards a row: the sixth is below).
                for step in 0..<2 {
                    if step == 1 {
                        let adjustment = gtk_scrolled_window_get_vadjustment(cast(window.grid.root.widget))
                        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
                        waitForFrame()
                        waitForFrame()
                    }
                    for cssClass in ["card-title", "placeholder-title"] {
                        for title in widgetsWithClass(cssClass, under: window.window) {
                            let text = String(cString: gtk_label_get_text(cast(title)))
                            let layout = gtk_label_get_layout(cast(title))
                            let bytes = Array(text.utf8)
                            var starts: [Int] = []
                            for index in 0..<pango_layout_get_line_count(layout) {
                                starts.append(Int(pango_layout_get_line_readonly(layout, index).pointee.start_index))
                            }
                            for start in starts.dropFirst() where start > 0 && start < bytes.count {
                                XCTAssertEqual(
                                    bytes[start - 1], UInt8(ascii: " "),
                                    "\(width) px, \(cssClass): \"\(text)\" breaks before "
                                        + "\"\(String(decoding: bytes[start...], as: UTF8.self))\"")
                            }
                            if cssClass == "card-title" {
                                lines[text] = zip(starts, starts.dropFirst() + [bytes.count]).map {
                                    String(decoding: bytes[$0..<$1], as: UTF8.self)
                                }
                            }
                        }
                    }
                }
                XCTAssertEqual(lines["뽀로로 극장판 공룡섬 대모험"], ["뽀로로 극장판 공룡섬 ", "대모험"], "\(width) px")
                screenshot("grid-korean-words-\(width)", window.window)
            }
        }
    }

    @MainActor func widgetsWithClass(_ cssClass: String, under root: Widget) -> [Widget] {
        var found: [Widget] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if gtk_widget_has_css_class(w, cssClass) != 0 { found.append(w) }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return found
    }

    /// The header and the kind bar are as tall with a filter on as without, at both widths and in both
    /// languages; screenshots of the weekend chart with a filter.
    func testTheHeaderKeepsItsHeightWithAFilter() throws {
        try MainActor.assumeIsolated {
            for language in [Language.korean, .english] {
                for width in [1280, 360] {
                    try launch(language, width: width)
                    choose(.chartKind, "weekend")
                    waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase != .loading }
                    waitForFrame()
                    let before = [
                        gtk_widget_get_height(window.ui.header.widget),
                        gtk_widget_get_height(window.ui.kindBar.widget)
                    ]
                    choose(.films, "diversity")
                    waitFor("the diversity chart") {
                        self.chart.segment.films == .diversity && self.chart.phase != .loading
                    }
                    waitForFrame()
                    let after = [
                        gtk_widget_get_height(window.ui.header.widget),
                        gtk_widget_get_height(window.ui.kindBar.widget)
                    ]
                    XCTAssertEqual(after, before, "\(language) at \(width) px: header and kind bar heights")
                    XCTAssertLessThanOrEqual(
                        contentMinimumWidth, Int32(width), "\(language) at \(width) px: a weekly title and a filter")
                    XCTAssertTrue(
                        visibleTexts(window.window).contains(chart.segmentTitle ?? "-"),
                        "\(language) at \(width) px: the filter is named")
                    screenshot("weekend-filter-\(width)-\(language.rawValue)", window.window)
                }
            }
        }
    }

    /// A tooltip never covers the popover its button opened: the date button's and the menu button's
    /// go while their popovers are open and come back after.
    func testTooltipsStepAsideWhileTheirPopoversAreOpen() throws {
        try MainActor.assumeIsolated {
            try launch(.english, width: 1280)
            let date = window.header.dateButton
            XCTAssertNotNil(gtk_widget_get_tooltip_text(window.ui.dateButton.widget))
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(date.popover.widget) != 0 }
            XCTAssertNil(
                gtk_widget_get_tooltip_text(window.ui.dateButton.widget),
                "the date button's tooltip while the calendar is open")
            XCTAssertEqual(gtk_widget_get_has_tooltip(window.ui.dateButton.widget), 0)
            gtk_popover_popdown(cast(date.popover.widget))
            waitFor("the calendar closed") { gtk_widget_get_mapped(date.popover.widget) == 0 }
            XCTAssertEqual(
                gtk_widget_get_tooltip_text(window.ui.dateButton.widget).map { String(cString: $0) },
                "Choose a day (showing Wed, Jan 5, 2022)")

            let menuButton = window.ui.menuButton
            guard let menu = openMainMenu(click: true) else { return XCTFail("no menu") }
            XCTAssertNil(menuButton.tooltip, "the menu button's tooltip while the menu is open")
            XCTAssertEqual(gtk_widget_get_has_tooltip(menuButton.widget), 0)
            gtk_popover_popdown(cast(menu))
            waitFor("the menu closed") { gtk_widget_get_mapped(menu) == 0 }
            XCTAssertEqual(menuButton.tooltip, "Main Menu (F10)")
        }
    }

    /// Buttons that show their words need no tooltip repeating them; a title shown whole has none.
    func testTextButtonsAndWholeTitlesHaveNoTooltip() throws {
        try MainActor.assumeIsolated {
            try launch(.english, width: 1280)
            let kinds = allButtons(in: window.ui.kindBar.widget)
            XCTAssertEqual(kinds.count, 4)
            for button in kinds {
                XCTAssertNil(gtk_widget_get_tooltip_text(button), String(cString: gtk_button_get_label(cast(button))))
            }
            XCTAssertNil(window.ui.filterButton.tooltip, "the filter button names its filter")
            for row in chartRows() {
                guard let title = label(in: row, classes: ["heading"]) else { continue }
                XCTAssertNil(gtk_widget_get_tooltip_text(title), text(title))
                XCTAssertNil(CutText.tooltip(for: Label(unchecked: title)), "\(text(title)) is shown whole")
            }
        }
    }

    /// Picks a radio action's target, as its menu item or button does.
    @MainActor func choose(_ action: WinAction, _ target: String) {
        XCTAssertTrue(Actions.activate(window.window, action.with(target)), action.rawValue)
    }

    // MARK: reading the window

    @MainActor func text(_ label: Widget) -> String { String(cString: gtk_label_get_text(cast(label))) }

    @MainActor func x(of w: Widget) -> Float {
        var origin = graphene_point_t()
        var point = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(w, window.window, &origin, &point), 0)
        return point.x
    }

    @MainActor func chartRows() -> [Widget] {
        var rows: [Widget] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
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

    /// The first mapped label under `root` carrying every class in `classes`.
    @MainActor func label(in root: Widget, classes: [String]) -> Widget? {
        firstDescendant(of: root, type: gtk_label_get_type()) { w in
            gtk_widget_get_mapped(w) != 0 && classes.allSatisfy { gtk_widget_has_css_class(w, $0) != 0 }
        }
    }

    @MainActor func allButtons(in root: Widget) -> [Widget] {
        var found: [Widget] = []
        func walk(_ w: Widget) {
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_button_get_type()) {
                found.append(w)
                return
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return found
    }
}
