import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import CXTest
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Starts the real window (GTK under Xvfb) against the fixture API on loopback and reads back what a
/// user sees. Run through `dbus-run-session -- xvfb-run -a`.
class UITestCase: XCTestCase {
    static var gtkReady = false
    static var launches = 0
    /// The fake `org.gtk.Notifications` every UI test's notifications go to (`FollowNotificationTests`).
    static var notifications: NotificationServer?
    var dir: URL!
    var api: FixtureAPI!
    var app: BoxOfficeApplication!
    /// The launched app's follow checks that have ended (`FollowChecks`).
    var followChecks: FollowChecks!
    // 2022-01-06 10:00 KST: yesterday is the fixture day 2022-01-05.
    let clock = ManualClock("2022-01-06T01:00:00Z")

    static let sampleDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/sample").standardizedFileURL

    override func setUp() {
        super.setUp()
        KoreanWords.install()
        MainLoopBridge.install()
        GLibWarnings.shared.install()  // before gtk_init: its own warnings count too
        if !Self.gtkReady {
            // GTK's file chooser lists what it saves in the recent files: the test process names itself as
            // g_application_run names the app, and keeps that list out of the user's (GLib reads the folder once).
            g_set_prgname("boxoffice-app")
            // Before any notification: GLib picks its notification backend once per process, and every
            // notification of these tests (a fill ending unfocused, a refresh's events) reaches this fake server,
            // never a real desktop.
            Self.notifications = NotificationServer.shared
            setenv("XDG_DATA_HOME", makeTemporaryDirectory("boxoffice-ui-data").path, 1)
            TestSchemas.prepare()  // before GLib first looks for schemas
            gtk_init()
            Self.gtkReady = true
        }
        dir = makeTemporaryDirectory("boxoffice-ui")
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            if let app {
                // A popover destroyed while open leaves GDK's grab behind, and later windows get no keys.
                if let main = app.mainWindow { closePopovers(main.window) }
                // Every window the registry keeps, whichever screen: a new screen needs no line here.
                for window in app.windows.all { gtk_window_destroy(cast(window.window)) }
                if let main = app.mainWindow { gtk_window_destroy(cast(main.window)) }
            }
            app = nil
            api = nil
        }
        // Let GTK finish what the destroyed windows queued.
        MainLoopBridge.iterate(timeout: 2) { g_main_context_pending(nil) == 0 }
        // A modal window left shown (such as the error dialog GTK's file chooser leaves when answered too early,
        // see CSVSaveDialog.finish) takes every key of the process: every later test would lose its keys.
        MainActor.assumeIsolated {
            let left = modalWindows()
            if !left.isEmpty {
                XCTFail("modal window(s) left behind: \(left)")
                closeModalWindows()
                MainLoopBridge.iterate(timeout: 2) { g_main_context_pending(nil) == 0 }
            }
            destroyLeftoverWindows()
            MainLoopBridge.iterate(timeout: 2) { g_main_context_pending(nil) == 0 }
        }
        try? FileManager.default.removeItem(at: dir)
        // The toolkit's warnings are defects: a test fails on any logged while it ran (its windows'
        // destruction included), not only under ASan's fatal-criticals.
        let warnings = GLibWarnings.shared.take()
        if !warnings.isEmpty {
            XCTFail(
                "GTK, GLib, Pango or libadwaita logged \(warnings.count) warning(s):\n"
                    + warnings.joined(separator: "\n"))
        }
        super.tearDown()
    }

    @MainActor private func closePopovers(_ root: Widget) {
        var open: [Widget] = []
        func walk(_ w: Widget) {
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_popover_get_type()), gtk_widget_get_mapped(w) != 0 {
                open.append(w)
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        open.forEach { gtk_popover_popdown(cast($0)) }
        waitFor("popovers closed") { open.allSatisfy { gtk_widget_get_mapped($0) == 0 } }
    }

    /// Starts the app on the fixture API (or the sample with `kobisKey: nil`) and waits for the chart.
    @MainActor func launch(
        kobisKey: String? = FixtureAPI.kobisKey, kakaoKey: String? = FixtureAPI.kakaoKey,
        language: DisplayLanguage = .korean, initialDay: Day? = nil, waitForChart: Bool = true,
        connectivity: Connectivity? = nil, kobisKeyFromEnvironment: Bool = false, kakaoKeyFromEnvironment: Bool = false,
        ownsBusName: Bool = false, applicationID: String? = nil, referenceRuns: URL? = nil,
        prepare: @MainActor (FixtureAPI) -> Void = { _ in }
    ) throws {
        api = try FixtureAPI()
        prepare(api)
        var configuration = AppConfiguration(
            kobisKey: kobisKey, kakaoKey: kakaoKey, kobisBaseURL: api.kobisURL,
            kakaoBaseURL: api.kakaoURL, cacheDirectory: dir.appendingPathComponent("cache"),
            sampleDirectory: Self.sampleDirectory)
        configuration.kobisKeyFromEnvironment = kobisKeyFromEnvironment
        configuration.kakaoKeyFromEnvironment = kakaoKeyFromEnvironment
        configuration.referenceRunsFile = referenceRuns ?? ShippedReferenceRuns.locate(override: nil)
        // The test's own settings, kept in its folder across its launches (the app's are dconf's).
        let opened = AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)
        XCTAssertNotNil(opened, "the schema compiled into \(TestSchemas.folder.path)")
        let settings = AppSettings.forWindow(opened, stateFile: dir.appendingPathComponent("state.ini"))
        let services = AppServices(
            configuration: configuration, clock: clock, retry: .none, connectivity: connectivity,
            keyFile: KeyFile(url: dir.appendingPathComponent("keys")), budgetSetting: { settings.persistent },
            openCacheNow: false)  // as the window does: the database opens when first needed
        let model = AppModel(services: services, settings: settings, language: language, initialDay: initialDay)
        Self.launches += 1
        app = BoxOfficeApplication(
            model: model, applicationID: applicationID ?? "kr.boxoffice.BoxOffice.Test\(Self.launches)",
            unique: ownsBusName)
        followChecks = FollowChecks(model.following)
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(cast(app.application), nil, &error)
        XCTAssertNotEqual(registered, 0, consumeError(&error)?.message ?? "")
        // Wherever an earlier test left the pointer, it is not over this test's windows.
        _ = boxoffice_xtest_park_pointer()
        app.activate()
        if waitForChart { waitFor("the chart") { self.app.model.chart.phase != .loading } }
    }

    /// Where the test's GSettings live (a key file: GSETTINGS_BACKEND=memory would share one store between tests).
    var settingsFile: URL { dir.appendingPathComponent("settings.ini") }

    @MainActor var window: MainWindow { app.mainWindow! }
    @MainActor var chart: ChartViewModel { app.model.chart }

    /// Iterates the main loop until `condition` holds.
    func waitFor(
        _ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
        _ condition: @escaping @MainActor () -> Bool
    ) {
        let ok = MainLoopBridge.iterate(timeout: timeout) { MainActor.assumeIsolated { condition() } }
        XCTAssertTrue(ok, "timed out waiting for \(what)", file: file, line: line)
    }

    /// Waits until `w` (the main window by default) has painted a frame after this call: layout is
    /// done and list rows exist. Then, until no stack under it is still cross-fading.
    @MainActor func waitForFrame(_ w: Widget? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let target = w ?? window.window
        waitFor("a frame clock", file: file, line: line) { gtk_widget_get_frame_clock(target) != nil }
        guard let clock = gtk_widget_get_frame_clock(target) else { return }
        final class Flag { var painted = false }
        let flag = Flag()
        let handler = Signals.connect(clock.raw, "after-paint") { _ in flag.painted = true }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        waitFor("a painted frame", file: file, line: line) { flag.painted }
        g_signal_handler_disconnect(clock.raw, handler)
        waitFor("transitions over", file: file, line: line) { !self.transitionRunning(target) }
    }

    @MainActor private func transitionRunning(_ w: Widget) -> Bool {
        if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_stack_get_type()), gtk_stack_get_transition_running(cast(w)) != 0 {
            return true
        }
        var child = gtk_widget_get_first_child(w)
        while let c = child {
            if transitionRunning(c) { return true }
            child = gtk_widget_get_next_sibling(c)
        }
        return false
    }

    /// Waits until `root` shows a label reading exactly `text`: what a user would see.
    @MainActor func waitForText(
        _ text: String, in root: @escaping @MainActor () -> any TypedWidget,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        waitFor("\"\(text)\" on screen", file: file, line: line) { self.visibleTexts(root().widget).contains(text) }
    }

    /// The first mapped button under `root` that satisfies `test`.
    @MainActor func button(in typedRoot: some TypedWidget, where test: (Widget) -> Bool) -> Widget? {
        let root = typedRoot.widget
        if gtk_widget_get_mapped(root) != 0, G_TYPE_CHECK_INSTANCE_TYPE(root.raw, gtk_button_get_type()), test(root) {
            return root
        }
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if let found = button(in: c, where: test) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// The mapped button under `root` whose label (with its mnemonic underscore) is `label`.
    @MainActor func button(in root: some TypedWidget, labelled label: String) -> Widget? {
        button(in: root) { gtk_button_get_label(cast($0)).map { String(cString: $0) } == label }
    }

    /// libadwaita's apply button inside an entry row (shown once the text was changed).
    @MainActor func applyButton(of row: some TypedWidget) -> Widget? {
        button(in: row) { gtk_button_get_icon_name(cast($0)).map { String(cString: $0) } == "adw-entry-apply-symbolic" }
    }

    /// Types into an entry row as a user does: focus, then the text.
    @MainActor func type(_ text: String, into row: some Editable) {
        XCTAssertTrue(row.grabFocus())
        row.text = ""
        var position: Int32 = 0
        gtk_editable_insert_text(row.opaque, text, -1, &position)
    }

    @MainActor func type(_ text: String, into row: Widget) { type(text, into: AnyEditable(unchecked: row)) }

    /// The paintable size of each mapped card's poster picture (nil while it shows its placeholder).
    @MainActor func cardPosterSizes() -> [(width: Int32, height: Int32)?] {
        var sizes: [(width: Int32, height: Int32)?] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if gtk_widget_has_css_class(w, "card-poster") != 0 {
                let visible = gtk_stack_get_visible_child(cast(w))
                if let visible, G_TYPE_CHECK_INSTANCE_TYPE(visible.raw, gtk_picture_get_type()),
                    let paintable = gtk_picture_get_paintable(cast(visible))
                {
                    sizes.append(
                        (gdk_paintable_get_intrinsic_width(paintable), gdk_paintable_get_intrinsic_height(paintable)))
                } else {
                    sizes.append(nil)
                }
                return
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(window.grid.grid)
        return sizes
    }

    /// Opens the film at `position` (in what the chart shows, filtered or not) as a user does: a click on
    /// its title through the X server (a single click opens), once the row is scrolled into view as a
    /// wheel would. Returns when its window exists, before any further main loop iteration.
    @MainActor func openFilm(
        at position: UInt32, grid: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        let view = grid ? window.grid.grid : window.list.list
        guard let row = chart.row(at: Int(position)) else {
            return XCTFail("no film at \(position)", file: file, line: line)
        }
        // The title as shown now: a film's details can rename it (its English title) while the test waits.
        @MainActor func title() -> Widget? {
            let shown = chart.row(at: Int(position))?.title ?? row.title
            return firstDescendant(of: view, type: gtk_label_get_type()) {
                gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0
                    && String(cString: gtk_label_get_text(cast($0))) == shown
            }
        }
        // The click's wait first: a row rebound during it would let go of a label found before.
        waitOutDoubleClick(file: file, line: line)
        waitFor("\(row.title) on screen", file: file, line: line) { title() != nil }
        guard let label = title() else { return }
        scrollIntoView(label, in: view)
        XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0, "no X11 display", file: file, line: line)
        waitFor("the window focused", file: file, line: line) { gtk_window_is_active(cast(self.window.window)) != 0 }
        click(label, file: file, line: line)
        waitFor("\(row.title)'s window", file: file, line: line) {
            self.app.details[row.movieCode].map { gtk_widget_get_visible($0.window) != 0 } ?? false
        }
    }

    /// Scrolls `view`'s scrolled window until `w` is wholly inside it.
    @MainActor func scrollIntoView(_ w: Widget, in view: Widget) {
        guard let scrolled = gtk_widget_get_ancestor(view, gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
        else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(w, scrolled, &bounds) != 0 else { return }
        let height = Double(gtk_widget_get_height(scrolled))
        let top = Double(bounds.origin.y)
        let bottom = top + Double(bounds.size.height)
        guard top < 0 || bottom > height else { return }
        let value = gtk_adjustment_get_value(adjustment)
        gtk_adjustment_set_value(adjustment, top < 0 ? value + top : value + bottom - height)
        waitForFrame()
    }

    /// The accessible label GTK holds for `w`, compared with `expected` (nil when they match).
    @MainActor func accessibleLabelMismatch(_ w: some TypedWidget, _ expected: String) -> String? {
        guard let message = boxoffice_accessible_check_label(w.widget, expected) else { return nil }
        defer { g_free(message) }
        return String(cString: message)
    }

    /// The desktop's style dark (as a user's "Dark" setting) or back to the default: what a shared image or a
    /// printout must not follow, and what the dark screenshots show.
    @MainActor func setDarkStyle(_ dark: Bool) {
        adw_style_manager_set_color_scheme(
            adw_style_manager_get_default(), dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT)
    }

    /// Activates an action the way its shortcut or menu item would.
    @MainActor func activate(_ action: some Actionable, on w: Widget? = nil) {
        XCTAssertTrue(Actions.activate(w ?? window.window, action), "action \(action.detailedName) not found")
    }

    /// The first widget of `type` under `root` (depth first) that passes `test`.
    @MainActor func firstDescendant(
        of root: some TypedWidget, type: GType, where test: (Widget) -> Bool = { _ in true }
    ) -> Widget? {
        var child = gtk_widget_get_first_child(root.widget)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, type), test(c) { return c }
            if let found = firstDescendant(of: c, type: type, where: test) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// Every label text under `root` that is drawn (mapped), in tree order.
    /// With `beforeMapping`, the labels that will be drawn once the window maps (visible ones).
    @MainActor func visibleTexts(_ root: some TypedWidget, beforeMapping: Bool = false) -> [String] {
        var texts: [String] = []
        func walk(_ w: Widget) {
            guard (beforeMapping ? gtk_widget_get_visible(w) : gtk_widget_get_mapped(w)) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()) {
                texts.append(String(cString: gtk_label_get_text(cast(w))))
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root.widget)
        return texts.filter { !$0.isEmpty }
    }

    /// Opens the main menu the way a user does (F10, or a click on its button) and returns its popover
    /// once it is on screen.
    @MainActor func openMainMenu(click: Bool = false) -> Widget? {
        let button = window.ui.menuButton
        if click, let toggle = gtk_widget_get_first_child(button.widget) {
            self.click(toggle)
        } else {
            press(Int32(GDK_KEY_F10))
        }
        waitFor("the main menu open") { button.popover?.isMapped ?? false }
        return button.popover
    }

    /// `popover` drawn where GTK shows it under `button` (a window screenshot has no popovers): centred
    /// under the button, kept inside the window.
    @MainActor func overlay(_ popover: Widget, under button: Widget) -> (Widget, Double, Double) {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(button, window.window, &bounds)
        let width = Double(gtk_widget_get_width(popover))
        let room = Double(gtk_widget_get_width(window.window)) - width
        let x = Double(bounds.origin.x + bounds.size.width / 2) - width / 2
        return (popover, max(0, min(x, room)), Double(bounds.origin.y + bounds.size.height))
    }

    @MainActor var visiblePage: String { window.ui.stack.visibleChildName ?? "" }

    /// Saves a screenshot when BOXOFFICE_SCREENSHOT_DIR is set (the README's images come from here).
    @MainActor func screenshot(_ name: String, _ w: Widget, overlays: [(Widget, Double, Double)] = []) {
        guard let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] else { return }
        XCTAssertTrue(Screenshot.save(w, to: "\(folder)/\(name).png", overlays: overlays), "screenshot \(name)")
    }
}
