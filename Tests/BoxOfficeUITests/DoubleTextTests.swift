import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// 200 % text (GNOME's text scaling: Xft DPI 192): the main window at its default size and a film's window keep
/// every label whole: each is given at least the size it asks for, none is cut to "…", none runs past the window.
final class DoubleTextTests: KoreanUITestCase {
    @MainActor func setTextScale(_ dpi: Int32) {
        let settings = gtk_settings_get_default()!
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_value_set_int(&value, dpi)
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        g_value_unset(&value)
    }

    /// Every mapped label under `root` that is cut: given less than its minimum size, ellipsized, or past the
    /// window's right edge; as lines to read in a failure.
    @MainActor func cutLabels(in root: Widget) -> [String] {
        let width = Float(gtk_widget_get_width(root))
        var cut: [String] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0, gtk_widget_get_child_visible(w) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()), gtk_widget_get_width(w) > 0 {
                let text = String(cString: gtk_label_get_text(cast(w)))
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(w, root, &bounds)
                var minimum: Int32 = 0
                var natural: Int32 = 0
                gtk_widget_measure(w, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                // The minimum counts the margins; the bounds are the border box.
                let given =
                    Int32(bounds.size.width.rounded()) + gtk_widget_get_margin_start(w) + gtk_widget_get_margin_end(w)
                if !text.isEmpty {
                    if given < minimum {
                        cut.append("narrower than its minimum (\(given) < \(minimum)): \(text)")
                    } else if let layout = gtk_label_get_layout(cast(w)), pango_layout_is_ellipsized(layout) != 0 {
                        cut.append("ellipsized: \(text)")
                    } else if bounds.origin.x + bounds.size.width > width + 0.5 {
                        cut.append("past the window's edge: \(text)")
                    }
                }
            }
            for child in w.children { walk(child) }
        }
        walk(root)
        return cut
    }

    func testTheMainWindowAndAFilmWindowKeepEveryLabelWholeAt200PercentText() throws {
        try useKorean()
        try MainActor.assumeIsolated { checkTheMainAndFilmWindows(forecastHeading: "예상 최종 관객", "") }
    }

    func testTheMainWindowAndAFilmWindowKeepEveryLabelWholeAt200PercentTextInEnglish() throws {
        use(locale: "C.UTF-8", catalogue: nil)
        try MainActor.assumeIsolated { checkTheMainAndFilmWindows(forecastHeading: "Where it may end", "-en") }
    }

    /// The main window and 신과함께-인과 연's window at 200 % text, with screenshots named with `suffix`.
    @MainActor private func checkTheMainAndFilmWindows(forecastHeading: String, _ suffix: String) {
        setTextScale(192 * 1024)
        defer { setTextScale(-1) }
        guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
        waitForText(forecastHeading) { run.forecast.root }
        waitForFrame(window.window)
        screenshot("text-200-main\(suffix)", window.window)
        XCTAssertEqual(cutLabels(in: window.window), [], "main window")
        waitForFrame(detail.window)
        screenshot("text-200-film\(suffix)", detail.window)
        showChart(run, in: detail.window)
        screenshot("text-200-film-chart\(suffix)", detail.window)
        XCTAssertEqual(cutLabels(in: detail.window), [], "film window")
    }

    /// The market at 200 % text, each scope: every label whole.
    func testTheMarketKeepsEveryLabelWholeAt200PercentText() throws {
        try useKorean()
        try MainActor.assumeIsolated { try checkTheMarketsScopes(language: .korean, "ko") }
    }

    func testTheMarketKeepsEveryLabelWholeAt200PercentTextInEnglish() throws {
        use(locale: "C.UTF-8", catalogue: nil)
        try MainActor.assumeIsolated { try checkTheMarketsScopes(language: .english, "en") }
    }

    @MainActor private func checkTheMarketsScopes(language: DisplayLanguage, _ name: String) throws {
        setTextScale(192 * 1024)
        defer { setTextScale(-1) }
        try launchOnTheMarketOf2018(language: language)
        for scope in MarketSelection.Scope.allCases {
            activate(WinAction.marketScope.with(scope.rawValue))
            waitFor("\(name): \(scope)") { self.app.model.market.selection.scope == scope }
            waitForFrame()
            waitForFrame()
            XCTAssertEqual(cutLabels(in: window.window), [], "\(name): the market's \(scope)")
            screenshot("text-200-market-\(scope.rawValue)-\(name)", window.window)
        }
    }

    /// Large Text switched on while the main window is open takes effect at once, without a resize: the 920 px
    /// window takes a 460 px window's forms (the day on two lines), and its own again when switched off.
    func testLargeTextSwitchedOnWhileTheWindowIsOpenAppliesWithoutAResize() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            defer { setTextScale(-1) }
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitForFrame()
            let width = gtk_widget_get_width(window.window)
            XCTAssertFalse(window.compact)
            XCTAssertEqual(window.ui.viewSwitcher.isVisible, true, "the view tabs in the header")
            XCTAssertEqual(dayText(), "2022년 1월 5일 (수)")
            setTextScale(192 * 1024)
            waitFor("the narrow forms") { self.window.compact && self.dayText() == "2022년\n1월 5일 (수)" }
            // The view tabs go to the bottom, the header's leave.
            XCTAssertEqual(window.ui.viewSwitcher.isVisible, false)
            guard
                let revealer = firstDescendant(
                    of: window.ui.switcherBar, type: gtk_revealer_get_type(), where: { _ in true })
            else { return XCTFail("no revealer in the view switcher bar") }
            waitFor("the tabs at the bottom") {
                self.window.ui.switcherBar.reveals && gtk_revealer_get_child_revealed(cast(revealer)) != 0
            }
            waitForFrame()
            XCTAssertEqual(gtk_widget_get_width(window.window), width, "no resize")
            XCTAssertEqual(cutLabels(in: window.window), [])
            screenshot("text-200-live-ko", window.window)
            setTextScale(-1)
            waitFor("the wide forms again") { !self.window.compact && self.dayText() == "2022년 1월 5일 (수)" }
            XCTAssertEqual(window.ui.viewSwitcher.isVisible, true, "the view tabs in the header again")
            XCTAssertFalse(window.ui.switcherBar.reveals)
            XCTAssertEqual(gtk_widget_get_width(window.window), width, "no resize")
        }
    }

    /// The day on the header's date button, as shown (two lines in the narrow form).
    @MainActor private func dayText() -> String? {
        firstDescendant(
            of: window.ui.dateButton, type: gtk_label_get_type(), where: { gtk_widget_get_mapped($0) != 0 }
        ).map { String(cString: gtk_label_get_text(cast($0))) }
    }
}
