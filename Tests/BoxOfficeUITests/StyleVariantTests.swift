import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The main menu's Style (System, Light, Dark, as Text Editor has it) is the GSettings key `style-variant`: a
/// choice there turns every window and the charts' colours dark or light at once, and the next launch keeps it.
final class StyleVariantTests: UITestCase {
    /// The main menu's items of the Style section: label → (action, target).
    @MainActor func styleItems() -> [String: (action: String, target: String)] {
        var items: [String: (action: String, target: String)] = [:]
        func text(_ m: OpaquePointer, _ i: Int32, _ name: String) -> String? {
            guard let value = g_menu_model_get_item_attribute_value(cast(m), i, name, nil) else { return nil }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        func walk(_ m: OpaquePointer) {
            for i in 0..<g_menu_model_get_n_items(cast(m)) {
                if let label = text(m, i, "label"), let action = text(m, i, "action"), action == "app.style-variant" {
                    items[label] = (action, text(m, i, "target") ?? "")
                }
                if let section = g_menu_model_get_item_link(cast(m), i, "section") {
                    walk(OpaquePointer(section))
                    g_object_unref(UnsafeMutableRawPointer(section))
                }
            }
        }
        let menu = HeaderControls.mainMenu(chart)
        walk(menu.model)
        return items
    }

    /// The text colour the charts draw with (`ChartColours`), as the main window's style has it.
    @MainActor func chartTextIsLight() -> Bool {
        let fg = ChartColours.of(window.window).fg
        return fg.red > 0.5 && fg.green > 0.5 && fg.blue > 0.5
    }

    func testDarkFromTheMenuTurnsTheChartsDarkAndIsKept() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            waitForFrame()
            let items = styleItems()
            XCTAssertEqual(items.keys.sorted(), ["Light Style", "S_ystem Style", "_Dark Style"])
            XCTAssertEqual(items["S_ystem Style"]?.target, "default")
            XCTAssertFalse(chartTextIsLight(), "the system's light style at first: dark text")
            // As a click on the item does: the item's action with its target.
            let dark = try XCTUnwrap(items["_Dark Style"])
            g_action_group_activate_action(
                cast(app.application), String(dark.action.dropFirst("app.".count)), g_variant_new_string(dark.target))
            waitFor("the app dark") { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }
            waitFor("the charts' text colour light on the dark background") { self.chartTextIsLight() }
            XCTAssertEqual(
                AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)?.text(.styleVariant), "dark")
            gtk_window_close(cast(window.window))
            waitFor("the window closed") { self.app.mainWindow == nil }
            app = nil
            StyleVariant.apply(.default)
            try launch(language: .english)
            waitForFrame()
            waitFor("dark again on the next launch") {
                adw_style_manager_get_dark(adw_style_manager_get_default()) != 0
            }
            // Set elsewhere (another window, `gsettings set`): followed at once.
            AppSettings(keyFile: settingsFile, schemaFolder: TestSchemas.folder)?.set(.styleVariant, text: "light")
            waitFor("light from the setting") { adw_style_manager_get_dark(adw_style_manager_get_default()) == 0 }
            waitFor("the charts' text dark again") { !self.chartTextIsLight() }
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { StyleVariant.apply(.default) }
        super.tearDown()
    }
}
