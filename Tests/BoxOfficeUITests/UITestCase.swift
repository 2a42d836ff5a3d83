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

/// Starts the real window (GTK under Xvfb) against the fixture API on loopback and reads back what a
/// user sees. Run through `dbus-run-session -- xvfb-run -a`.
class UITestCase: XCTestCase {
    static var gtkReady = false
    static var launches = 0
    var dir: URL!
    var api: FixtureAPI!
    var app: BoxOfficeApplication!
    // 2022-01-06 10:00 KST: yesterday is the fixture day 2022-01-05.
    let clock = ManualClock("2022-01-06T01:00:00Z")

    static let sampleDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/sample").standardizedFileURL

    override func setUp() {
        super.setUp()
        MainLoopBridge.install()
        if !Self.gtkReady {
            gtk_init()
            Self.gtkReady = true
        }
        dir = makeTemporaryDirectory("boxoffice-ui")
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            if let app {
                for window in app.details.values { gtk_window_destroy(cast(window.window)) }
                if let prefs = app.preferences { gtk_window_destroy(cast(prefs.window)) }
                if let main = app.mainWindow { gtk_window_destroy(cast(main.window)) }
            }
            app = nil
            api = nil
        }
        settle(0.05)
        try? FileManager.default.removeItem(at: dir)
        super.tearDown()
    }

    /// Starts the app on the fixture API (or the sample with `kobisKey: nil`) and waits for the chart.
    @MainActor func launch(kobisKey: String? = FixtureAPI.kobisKey, kakaoKey: String? = FixtureAPI.kakaoKey,
                           language: DisplayLanguage = .korean, initialDay: Day? = nil, waitForChart: Bool = true,
                           connectivity: Connectivity? = nil, prepare: @MainActor (FixtureAPI) -> Void = { _ in }) throws {
        api = try FixtureAPI()
        prepare(api)
        let configuration = AppConfiguration(kobisKey: kobisKey, kakaoKey: kakaoKey, kobisBaseURL: api.kobisURL,
                                             kakaoBaseURL: api.kakaoURL, cacheDirectory: dir.appendingPathComponent("cache"),
                                             sampleDirectory: Self.sampleDirectory)
        let services = AppServices(configuration: configuration, clock: clock, retry: .none, connectivity: connectivity,
                                   keyFile: KeyFile(url: dir.appendingPathComponent("keys")),
                                   windowState: WindowStateStore(file: dir.appendingPathComponent("state.ini")))
        let model = AppModel(services: services, language: language, initialDay: initialDay)
        Self.launches += 1
        app = BoxOfficeApplication(model: model, applicationID: "kr.boxoffice.BoxOffice.Test\(Self.launches)", unique: false)
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(cast(app.application), nil, &error)
        XCTAssertNotEqual(registered, 0, consumeError(&error)?.message ?? "")
        app.activate()
        if waitForChart { waitFor("the chart") { self.app.model.chart.phase != .loading } }
    }

    @MainActor var window: MainWindow { app.mainWindow! }
    @MainActor var chart: ChartViewModel { app.model.chart }

    /// Iterates the main loop until `condition` holds.
    func waitFor(_ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
                 _ condition: @escaping @MainActor () -> Bool) {
        let ok = MainLoopBridge.iterate(timeout: timeout) { MainActor.assumeIsolated { condition() } }
        XCTAssertTrue(ok, "timed out waiting for \(what)", file: file, line: line)
    }

    /// Lets GTK lay out and paint.
    func settle(_ seconds: Double = 0.3) {
        let end = Date().addingTimeInterval(seconds)
        MainLoopBridge.iterate(timeout: seconds + 1) { Date() >= end }
    }

    /// Activates an action the way its shortcut or menu item would.
    @MainActor func activate(_ action: String, on w: Widget? = nil) {
        XCTAssertTrue(Actions.activate(w ?? window.window, action), "action \(action) not found")
    }

    /// Every label text under `root` that is drawn (mapped), in tree order.
    @MainActor func visibleTexts(_ root: Widget) -> [String] {
        var texts: [String] = []
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()) {
                texts.append(String(cString: gtk_label_get_text(cast(w))))
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child { walk(c); child = gtk_widget_get_next_sibling(c) }
        }
        walk(root)
        return texts.filter { !$0.isEmpty }
    }

    @MainActor func popoverX(_ b: DateButton) -> Double {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(b.root, window.window, &bounds)
        return Double(bounds.origin.x + bounds.size.width / 2) - Double(gtk_widget_get_width(b.popover)) / 2
    }

    @MainActor func popoverY(_ b: DateButton) -> Double {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(b.root, window.window, &bounds)
        return Double(bounds.origin.y + bounds.size.height)
    }

    @MainActor var visiblePage: String { String(cString: gtk_stack_get_visible_child_name(cast(window.stack))) }

    /// Saves a screenshot when BOXOFFICE_SCREENSHOT_DIR is set (the README's images come from here).
    @MainActor func screenshot(_ name: String, _ w: Widget, overlays: [(Widget, Double, Double)] = []) {
        guard let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] else { return }
        XCTAssertTrue(Screenshot.save(w, to: "\(folder)/\(name).png", overlays: overlays), "screenshot \(name)")
    }
}

/// GTK's type-check macro, which Swift cannot import.
func G_TYPE_CHECK_INSTANCE_TYPE(_ instance: UnsafeMutableRawPointer, _ type: GType) -> Bool {
    g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}
