import BoxOfficeCore
import CGtk
import Foundation
import XCTest

@testable import BoxOfficeUI

/// docs/HACKING.md's "A screen", checked for every window an app action opens: the registry keeps it under a key of
/// its own (so it is presented once and the UI tests' teardown destroys it), the action has its keys, the shortcuts
/// window lists them and the main menu has its item. A screen added without one of them fails here with a sentence
/// naming what it lacks.
final class ScreenRecipeTests: UITestCase {
    /// The app's plain actions that open no window of the app's own.
    static let notScreens: [AppAction: String] = [
        .quit: "it ends the app", .help: "the user guide opens in the help browser, another program"
    ]
    /// Screens reached from the main menu alone, and why they have no keys.
    static let withoutKeys: [AppAction: String] = [
        .about: "GNOME's About windows have none",
        .fillHistory: "it is opened from the main menu, a resumed fill's toast and the fill's notification"
    ]

    func testEveryWindowAnAppActionOpensIsKeptKeyedListedAndInTheMenu() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            let shortcuts = try resource("gtk/help-overlay.ui")
            let menu = try resource("Main/PrimaryMenu.ui")
            var screens: [String] = []
            for action in AppAction.allCases where action.shape == .plain && Self.notScreens[action] == nil {
                let name = action.prefixedName
                let before = toplevels()
                activate(action)
                let opened = toplevels().filter { !before.contains($0) }
                guard let window = opened.first, opened.count == 1 else {
                    XCTFail(
                        "\(name) opened \(opened.count) windows: a plain app action opens one screen's window (or ScreenRecipeTests.notScreens says why not)"
                    )
                    continue
                }
                screens.append(action.name)
                XCTAssertTrue(
                    app.windows.all.contains { $0.window == window },
                    "\(name) opened a window WindowRegistry does not keep: make it with `present(.yourKey) { … }` in WindowRegistry+Opening.swift (a case of WindowRegistry.Key)"
                )
                activate(action)
                XCTAssertEqual(
                    toplevels().count, before.count + 1,
                    "\(name) again made another window: the registry presents the open one")
                if action.keys.isEmpty {
                    XCTAssertNotNil(
                        Self.withoutKeys[action],
                        "\(name) opens a window but has no keys: give AppAction.\(action) its `keys` (or say in ScreenRecipeTests.withoutKeys why not)"
                    )
                } else {
                    XCTAssertTrue(
                        shortcuts.contains("<property name=\"action-name\">\(name)</property>"),
                        "the shortcuts window (App/help-overlay.ui) has no line for \(name): add a GtkShortcutsShortcut naming it"
                    )
                }
                XCTAssertTrue(
                    menu.contains("<attribute name=\"action\">\(name)</attribute>"),
                    "the main menu (Main/PrimaryMenu.ui) has no item for \(name)")
                gtk_window_destroy(cast(window))
            }
            // Those known when this test was written, so that it cannot pass by finding none (a new one needs no line).
            let known = ["preferences", "search", "about", "fill-history", "following", "coming"]
            XCTAssertEqual(known.filter { !screens.contains($0) }, [], "screens not found")
        }
    }

    /// A file of the app's GResource, as GTK reads it.
    @MainActor private func resource(_ file: String) throws -> String {
        var error: UnsafeMutablePointer<GError>?
        let bytes = try XCTUnwrap(g_resources_lookup_data(Resources.path(file), G_RESOURCE_LOOKUP_FLAGS_NONE, &error))
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = try XCTUnwrap(g_bytes_get_data(bytes, &size))
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }
}
