import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Film windows from 1280 px down to 360, in Korean and in English: one opened from a weekend chart, a
/// film's run alone and compared with another's. Nothing holds them wider than 360 px (the metric buttons
/// give way to a drop-down), and a metric picked in that drop-down changes the chart. Screenshots of each,
/// with the main chart they were opened from.
final class FilmWindowWidthTests: KoreanUITestCase {
    enum Language: String { case korean = "ko", english = "en" }

    /// Starts the app in `language` with the main window left at `width` px on 2018-02-07 (yesterday): the
    /// real, different days of 2018, so a run holds each day's own figures; any weekend answers with the
    /// 2011-12-30 one.
    @MainActor func launch(_ language: Language, width: Int) throws {
        switch language {
        case .korean: try useKorean()
        case .english:
            use(locale: "en_US.UTF-8", catalogue: nil)
            Localization.translator = { $0 }  // no catalogue: the messages as written, after a Korean launch too
        }
        if app != nil {
            for detail in app.details.values { gtk_window_destroy(cast(detail.window)) }
            gtk_window_destroy(cast(window.window))
            app = nil
            MainLoopBridge.iterate(timeout: 2) { g_main_context_pending(nil) == 0 }
        }
        try Data("width=\(width)\nheight=760\nlayout=list\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        clock.set("2018-02-08T01:00:00Z")  // 10:00 in Korea
        try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2018-02-07")) {
            $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
        }
        waitFor("the chart loaded") { self.chart.phase == .loaded }
        waitForFrame()
    }

    @MainActor func choose(_ action: WinAction, _ target: String) {
        XCTAssertTrue(Actions.activate(window.window, action.with(target)), action.rawValue)
    }

    /// Shows a film's window again at `width` px (a shown window keeps its size; one shown again takes
    /// its new default size).
    @MainActor func resize(_ detail: FilmWindow, to width: Int) {
        waitForFrame(detail.window)  // shown first: hidden before its first frame, it keeps its first size
        gtk_widget_set_visible(detail.window, 0)
        gtk_window_set_default_size(cast(detail.window), Int32(width), 760)
        gtk_window_present(cast(detail.window))
        waitFor("resized for \(width) px") { abs(Int(gtk_widget_get_width(detail.window)) - width) <= 12 }
        if abs(Int(gtk_widget_get_width(detail.window)) - width) > 12 {
            print("resize: \(width) asked, \(gtk_widget_get_width(detail.window)) got, wide \(detail.shell.wide)")
        }
        waitForFrame(detail.window)
    }

    @MainActor func minimumWidth(_ w: Widget) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(w, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return minimum
    }

    /// The film window's content (header, poster, titles, run, groups) measured as GTK sizes the window:
    /// the narrowest it can be.
    @MainActor func contentMinimumWidth(_ detail: FilmWindow) -> Int32 {
        minimumWidth(widget(adw_window_get_content(cast(detail.window))))
    }

    /// The same with the metrics as linked buttons only (as before the drop-down), for the record.
    @MainActor func minimumWidthWithButtonsOnly(_ detail: FilmWindow, _ run: RunSection) -> Int32 {
        run.ui.metricDropDown.isVisible = false  // the squeezer measures its visible children
        defer { run.ui.metricDropDown.isVisible = true }
        return contentMinimumWidth(detail)
    }

    /// No title is cut: every label in the window wraps or fits (ellipsizing only where the code means it:
    /// the compared film's line in its drop-down button).
    @MainActor func cutLabels(_ root: Widget) -> [String] {
        var cut: [String] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_drop_down_get_type()) { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()),
                pango_layout_is_ellipsized(gtk_label_get_layout(cast(w))) != 0
            {
                cut.append(String(cString: gtk_label_get_text(cast(w))))
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return cut
    }

    /// The main chart, a film opened from the weekend chart, a film's run and a comparison, at 1280 and
    /// 360 px in both languages: the film window's minimum width in the layout it has stays within its width
    /// (within 360 px at 360; at 1280 the run stands beside the poster, a layout kept from 860 px up).
    func testFilmWindowsFitAndArePicturedFrom1280To360Pixels() throws {
        try MainActor.assumeIsolated {
            for language in [Language.korean, .english] {
                for width in [1280, 360] {
                    let name = "\(language.rawValue)-\(width)"
                    try launch(language, width: width)
                    screenshot("chart-\(name)", window.window)

                    choose(.chartKind, "weekend")
                    waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase == .loaded }
                    openFilm(at: 0)
                    guard let weekend = app.details["20112207"] else { return XCTFail("\(name): no film window") }
                    waitFor("the film's details answered") { weekend.model.isFinished }
                    resize(weekend, to: width)
                    XCTAssertLessThanOrEqual(
                        contentMinimumWidth(weekend), Int32(width), "\(name): a film from the weekend")
                    XCTAssertEqual(cutLabels(weekend.window), [], "\(name): cut labels")
                    scrollToTop(weekend.window)
                    screenshot("detail-weekend-\(name)", weekend.window)
                    // Its figures are the weekend's three days, named as such (under the failure page: the fixture
                    // server has no details for it).
                    scroll(to: weekend.shell.day.root.widget, in: weekend.window)
                    screenshot("detail-weekend-figures-\(name)", weekend.window)
                    gtk_window_close(cast(weekend.window))
                    waitFor("closed") { self.app.details.isEmpty }

                    choose(.chartKind, "daily")
                    waitFor("the daily chart") { self.chart.kind == .daily && self.chart.phase == .loaded }
                    openFilm(at: 0)
                    guard let detail = app.details["20176104"], let run = detail.run else {
                        return XCTFail("\(name): no run")
                    }
                    waitFor("the run") { run.chart.input.points.count == 22 }
                    XCTAssertTrue(Actions.activate(detail.window, RunAction.fill))
                    waitFor("every day filled", timeout: 30) { run.chart.input.points.allSatisfy { $0.value != nil } }
                    // 그것만이 내 세상's own days: 2018-01-17 (D1), 01-18 and 02-07 (D22), not one day's rows repeated.
                    XCTAssertEqual(
                        [0, 1, 21].map { run.chart.input.points.count == 22 ? run.chart.input.points[$0].value : nil },
                        [126_797, 112_992, 55_124], "\(name)")
                    resize(detail, to: width)
                    XCTAssertEqual(run.metrics.isCompact, width == 360, "\(name): the metrics in a drop-down")
                    let alone = contentMinimumWidth(detail)
                    print(
                        "film window minimum width (\(name), one film): \(alone); with the metric buttons only: \(minimumWidthWithButtonsOnly(detail, run))"
                    )
                    XCTAssertLessThanOrEqual(alone, Int32(width), "\(name): a film's run")
                    XCTAssertEqual(cutLabels(detail.window), [], "\(name): cut labels")
                    showChart(run, in: detail.window)
                    screenshot("run-\(name)", detail.window)

                    waitFor("the films offered") { run.ui.compareDropDown.count > 1 }
                    let titles = run.ui.compareDropDown.strings
                    guard let coco = titles.firstIndex(where: { $0.hasPrefix("코코") || $0.hasPrefix("Coco") }) else {
                        return XCTFail("코코 not offered: \(titles)")
                    }
                    run.ui.compareDropDown.selected = UInt32(coco)
                    waitFor("compared") { run.chart.input.comparing }
                    waitForFrame(detail.window)
                    XCTAssertEqual(
                        run.metrics.isCompact, width == 360, "\(name), comparing: the metrics in a drop-down")
                    let compared = contentMinimumWidth(detail)
                    print(
                        "film window minimum width (\(name), compared): \(compared); with the metric buttons only: \(minimumWidthWithButtonsOnly(detail, run))"
                    )
                    XCTAssertLessThanOrEqual(compared, Int32(width), "\(name): two films compared")
                    XCTAssertEqual(cutLabels(detail.window), [], "\(name): cut labels, comparing")
                    showChart(run, in: detail.window)
                    screenshot("compare-\(name)", detail.window)
                }
            }
        }
    }

    /// At 360 px the metric is a drop-down: opened with a click and a metric clicked in its list, as a user
    /// does, it changes the bars (and, comparing, the lines) through the same `run.metric` action.
    func testAMetricPickedInTheDropDownAt360PixelsChangesTheChart() throws {
        try MainActor.assumeIsolated {
            try launch(.korean, width: 360)
            openFilm(at: 0)
            guard let detail = app.details["20176104"], let run = detail.run else { return XCTFail("no run") }
            waitFor("the run") { run.chart.input.points.count == 22 }
            resize(detail, to: 360)
            XCTAssertTrue(run.metrics.isCompact)
            let dropDown = run.ui.metricDropDown
            XCTAssertTrue(dropDown.isMapped)
            XCTAssertNil(accessibleLabelMismatch(dropDown, "막대가 보여 주는 값"))
            @MainActor func shown() -> [Double?] { run.chart.input.points.map(\.value) }
            XCTAssertEqual(shown().last, 55_124, "the audience on D22, 2018-02-07")

            pick("스크린 수", in: dropDown, window: detail.window)
            waitFor("the screens shown") { shown().last == 860 }
            XCTAssertEqual(run.model?.metric, .screens)
            XCTAssertTrue(visibleTexts(dropDown).contains("스크린 수"), "the drop-down shows the choice")

            // The keyboard: Down in the open list, Enter picks (the next metric, 상영 횟수).
            dropDown.grabFocus()
            press(Int32(GDK_KEY_space), in: detail.window)
            guard let popover = firstDescendant(of: dropDown, type: gtk_popover_get_type()) else {
                return XCTFail("no list")
            }
            waitFor("the list open") { gtk_widget_get_mapped(popover) != 0 }
            waitForFrame(popover)
            press(Int32(GDK_KEY_Down), in: popover)
            press(Int32(GDK_KEY_Return), in: popover)
            waitFor("the shows shown") { shown().last == 3_383 }
            XCTAssertEqual(run.model?.metric, .shows)
            waitFor("the list closed") { gtk_widget_get_mapped(popover) == 0 }
        }
    }

    /// Opens `dropDown`'s list with a click and clicks the entry reading `label`.
    @MainActor func pick(_ label: String, in typed: DropDown, window: Widget) {
        let dropDown = typed.widget
        _ = gtk_widget_grab_focus(dropDown)  // scrolled into view, as the pointer needs it
        waitForFrame(window)
        click(dropDown)
        guard let popover = firstDescendant(of: dropDown, type: gtk_popover_get_type()) else {
            return XCTFail("no list")
        }
        waitFor("the list open") { gtk_widget_get_mapped(popover) != 0 }
        waitForFrame(popover)
        guard
            let entry = firstDescendant(
                of: popover, type: gtk_label_get_type(),
                where: {
                    gtk_widget_get_mapped($0) != 0 && String(cString: gtk_label_get_text(cast($0))) == label
                })
        else { return XCTFail("no \(label) in the list") }
        click(entry)
        waitFor("the list closed") { gtk_widget_get_mapped(popover) == 0 }
    }
}

extension UITestCase {
    /// Scrolls the film window so the run's metrics, chart, legend and read-out are in view, and lets the
    /// buttons' CSS transitions end (a screenshot otherwise catches them half-way).
    @MainActor func showChart(_ run: RunSection, in window: Widget) {
        waitForFrame(window)
        if let scrolled = gtk_widget_get_ancestor(run.ui.chart.widget, gtk_scrolled_window_get_type()) {
            var bounds = graphene_rect_t()
            if gtk_widget_compute_bounds(run.ui.chart.widget, scrolled, &bounds) != 0 {
                let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
                gtk_adjustment_set_value(
                    adjustment, gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) - 110)
            }
        }
        _ = MainLoopBridge.iterate(timeout: 0.5) { false }
        waitForFrame(window)
    }

    /// Scrolls a film window back to its top (poster, titles and, when wide, the run beside them).
    @MainActor func scrollToTop(_ window: Widget) {
        guard let scrolled = firstDescendant(of: window, type: gtk_scrolled_window_get_type()) else {
            return XCTFail("no scrolled window")
        }
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(cast(scrolled)), 0)
        _ = MainLoopBridge.iterate(timeout: 0.3) { false }
        waitForFrame(window)
    }

    /// Scrolls a film window so `w` is at its top.
    @MainActor func scroll(to w: Widget, in window: Widget) {
        guard let scrolled = gtk_widget_get_ancestor(w, gtk_scrolled_window_get_type()) else {
            return XCTFail("not scrolled")
        }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(w, scrolled, &bounds) != 0 else { return XCTFail("not laid out") }
        let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) - 12)
        _ = MainLoopBridge.iterate(timeout: 0.3) { false }
        waitForFrame(window)
    }

    /// Whether all of `w` lies inside its scrolled window's visible part.
    @MainActor func isWhollyShown(_ w: Widget) -> Bool {
        guard let scrolled = gtk_widget_get_ancestor(w, gtk_scrolled_window_get_type()) else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(w, scrolled, &bounds) != 0 else { return false }
        return bounds.origin.y >= 0 && Int32(bounds.origin.y + bounds.size.height) <= gtk_widget_get_height(scrolled)
    }
}
