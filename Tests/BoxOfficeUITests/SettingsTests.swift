import BoxOfficeViewModels
import CGtk
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// What the window remembers lives in GSettings (the test's own key file, `settingsFile`): an earlier version's
/// state.ini is read into it once and removed, and a choice made with a key is there on the next launch.
final class SettingsTests: UITestCase {
    func testStateIniIsReadOnceIntoGSettingsAndRemoved() throws {
        let stateFile = dir.appendingPathComponent("state.ini")
        try Data("width=1100\nheight=640\nlayout=table\n".utf8).write(to: stateFile)
        try MainActor.assumeIsolated {
            try launch()
            waitFor("the table shown") { self.visiblePage == "table" }
            XCTAssertEqual(defaultSize(), [1100, 640])
            XCTAssertFalse(FileManager.default.fileExists(atPath: stateFile.path), "state.ini is read once")
            let saved = try XCTUnwrap(AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder))
            XCTAssertEqual(saved.text(.layout), "table")
            XCTAssertEqual(saved.int(.windowWidth), 1100)
            XCTAssertEqual(saved.int(.windowHeight), 640)
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            // The second launch has no state.ini: the same layout and size come from GSettings.
            try launch()
            waitFor("the table shown") { self.visiblePage == "table" }
            XCTAssertEqual(chart.layout, .table)
            XCTAssertEqual(defaultSize(), [1100, 640])
        }
    }

    /// Ctrl+2 shows the grid: the key file holds layout='grid', and the next launch opens on the grid.
    func testALayoutChosenByKeyIsInGSettingsOnTheNextLaunch() throws {
        try MainActor.assumeIsolated {
            try launch()
            XCTAssertEqual(AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)?.text(.layout), "list")
            press(Int32(GDK_KEY_2), control: true)
            waitFor("the grid shown") { self.visiblePage == "grid" }
            XCTAssertEqual(AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)?.text(.layout), "grid")
            XCTAssertTrue(try String(contentsOf: settingsFile, encoding: .utf8).contains("layout='grid'"))
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            try launch()
            waitFor("the grid shown") { self.visiblePage == "grid" }
            XCTAssertEqual(chart.layout, .grid)
        }
    }

    /// Alt+2 picks the weekend: the chart kind's action is the setting, so the setting says "weekend"; the setting
    /// changed elsewhere (as `gsettings set` does) changes the chart; the next launch opens on the kind last set.
    func testTheChartKindIsTheSetting() throws {
        try MainActor.assumeIsolated {
            try launch { $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json" }
            waitForFrame()
            press(Int32(GDK_KEY_2), alt: true)
            waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase == .loaded }
            let settings = try XCTUnwrap(app.model.settings.persistent)
            XCTAssertEqual(settings.text(.chartKind), "weekend")
            XCTAssertEqual(kindActionState(), "weekend")
            XCTAssertTrue(settings.set(.chartKind, text: "week"))
            waitFor("the week's chart") { self.chart.kind == .week }
            XCTAssertEqual(kindActionState(), "week")
            XCTAssertFalse(settings.set(.chartKind, text: "monthly"), "not one of the schema's choices")
            XCTAssertEqual(chart.kind, .week)
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            try launch()
            XCTAssertEqual(chart.kind, .week)
            XCTAssertEqual(kindActionState(), "week")
        }
    }

    /// Preferences' daily budget is the setting both ways: Up in the spin button writes it (and the fill's budget
    /// follows); the setting changed elsewhere, as `gsettings set` does, shows in the spin button.
    func testTheBudgetSpinButtonIsTheSetting() throws {
        try MainActor.assumeIsolated {
            try launch()
            activate(AppAction.preferences)
            let prefs = try XCTUnwrap(app.preferences)
            waitForFrame(prefs.window)
            let spin = prefs.ui.budgetSpin
            scrollIntoView(spin.widget, in: prefs.ui.budgetGroup.widget)
            XCTAssertEqual(spin.value, 2_500)
            let settings = try XCTUnwrap(app.model.settings.persistent)
            gtk_widget_grab_focus(spin.widget)
            press(Int32(GDK_KEY_Up), in: prefs.window)
            waitFor("the budget set") { settings.int(.dailyBudget) == 2_550 }
            XCTAssertEqual(
                AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)?.int(.dailyBudget), 2_550)
            XCTAssertEqual(app.model.historyFill.budget, 2_550)
            XCTAssertTrue(settings.set(.dailyBudget, text: "1200"))
            waitFor("the spin button showing the setting") { spin.value == 1_200 }
            XCTAssertEqual(app.model.historyFill.budget, 1_200)
        }
    }

    /// A film window's log scale and similar runs are settings: chosen in the window they are in GSettings, and the
    /// setting changed elsewhere changes the open window's chart.
    func testTheRunsScaleAndSimilarRunsAreSettings() throws {
        try MainActor.assumeIsolated {
            clock.set("2018-08-23T01:00:00Z")
            try launch()
            waitForText("신과함께-인과 연") { self.window.list.root }
            openFilm(at: 3)
            let detail = try XCTUnwrap(app.details["20186202"])
            let run = try XCTUnwrap(detail.run)
            waitFor("the run") { run.chart.input.points.count == 22 }
            let settings = try XCTUnwrap(app.model.settings.persistent)
            XCTAssertTrue(Actions.activate(detail.window, RunAction.logScale))
            waitFor("the log scale") { run.chart.input.scale.isLog }
            XCTAssertTrue(settings.bool(.logScale))
            XCTAssertTrue(Actions.activate(detail.window, RunAction.similar))
            waitFor("similar shown") { run.forecast.chart.showsSimilar }
            XCTAssertTrue(settings.bool(.similar))
            XCTAssertTrue(settings.set(.logScale, text: "false"))
            waitFor("linear again") { !run.chart.input.scale.isLog }
            XCTAssertTrue(settings.set(.similar, text: "false"))
            waitFor("similar hidden") { !run.forecast.chart.showsSimilar }
        }
    }

    /// Alt+W picks the market's weekends: GSettings holds market-scope='weekends' and the next launch's market opens
    /// on them (its switch's Weekends button pressed). A month opened from a year's bar changes what is shown only:
    /// the setting keeps the scope last chosen.
    func testTheMarketsScopeChosenByKeyIsShownOnTheNextLaunch() throws {
        clock.set("2019-01-01T00:00:00Z")
        try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        try MainActor.assumeIsolated {
            try launchMarket()
            XCTAssertEqual(scopeShown(), "Yearly")
            press(Int32(GDK_KEY_w), alt: true)
            waitFor("the weekends shown") { self.scopeShown() == "Weekends" }
            let settings = try XCTUnwrap(app.model.settings.persistent)
            XCTAssertEqual(settings.text(.marketScope), "weekends")
            press(Int32(GDK_KEY_y), alt: true)
            waitFor("the year shown") { self.scopeShown() == "Yearly" }
            activate(WinAction.marketMonth.with("3"), on: window.window)  // what a click on its bar fires
            waitFor("March shown") { self.scopeShown() == "Monthly" }
            XCTAssertEqual(settings.text(.marketScope), "year", "a month drilled into is not remembered")
            press(Int32(GDK_KEY_w), alt: true)
            waitFor("the weekends shown") { self.scopeShown() == "Weekends" }
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            XCTAssertTrue(try String(contentsOf: settingsFile, encoding: .utf8).contains("market-scope='weekends'"))
            try launchMarket()
            waitFor("the weekends shown") { self.scopeShown() == "Weekends" }
            XCTAssertEqual(app.model.market.selection.scope, .weekends)
        }
    }

    /// Sales chosen in a film window's run is in GSettings (run-metric) and shown by the next launch's film window:
    /// its Sales button pressed (within a launch a film opens on the launch's metric: DetailWindowTests).
    func testTheRunsMetricIsShownInTheNextFilmWindow() throws {
        try MainActor.assumeIsolated {
            clock.set("2018-08-23T01:00:00Z")
            try launch()
            waitForText("신과함께-인과 연") { self.window.list.root }
            openFilm(at: 3)
            var run = try XCTUnwrap(app.details["20186202"]?.run)
            waitFor("the run") { run.chart.input.points.count == 22 }
            XCTAssertEqual(metricShown(run), "Audience")
            XCTAssertTrue(
                Actions.activate(try XCTUnwrap(app.details["20186202"]).window, RunAction.metric.with("sales")))
            waitFor("sales shown") { self.metricShown(run) == "Sales" }
            XCTAssertEqual(app.model.settings.persistent?.text(.runMetric), "sales")
            // Both windows closed, as a user ends the app: the film's window outlives the main window otherwise, and
            // with it the first launch's registry (`app`) would let go of a window still open.
            gtk_window_close(cast(try XCTUnwrap(app.details["20186202"]).window))
            waitFor("the film's window closed") { self.app.details.isEmpty }
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil && self.app.spareShell == nil }
            app = nil
            try launch()
            waitForText("신과함께-인과 연") { self.window.list.root }
            openFilm(at: 3)
            run = try XCTUnwrap(app.details["20186202"]?.run)
            waitFor("the run") { run.chart.input.points.count == 22 }
            waitFor("sales shown") { self.metricShown(run) == "Sales" }
            XCTAssertEqual(run.model?.metric, .sales)
        }
    }

    @MainActor private func launchMarket() throws {
        try launch()
        press(Int32(GDK_KEY_m), control: true)
        waitFor("the market shown") { self.window.marketShown != nil }
    }

    /// The label of the pressed button in `root` (a linked switch of toggle buttons).
    @MainActor private func pressedLabel(in root: some TypedWidget) -> String? {
        button(in: root) { gtk_toggle_button_get_active(cast($0)) != 0 }
            .flatMap { gtk_button_get_label(cast($0)).map { String(cString: $0) } }
    }

    @MainActor private func scopeShown() -> String? {
        window.market.flatMap { pressedLabel(in: $0.header.scopeSwitch) }
    }
    @MainActor private func metricShown(_ run: RunSection) -> String? { pressedLabel(in: run.ui.metricButtons) }

    @MainActor private func kindActionState() -> String? {
        guard let state = g_action_group_get_action_state(cast(window.windowActions), "chart-kind") else { return nil }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    @MainActor private func defaultSize() -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cast(window.window), &width, &height)
        return [width, height]
    }
}
