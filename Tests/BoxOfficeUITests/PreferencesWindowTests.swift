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

final class PreferencesWindowTests: UITestCase {
    func testAddingAKeyFromTheSampleBar() throws {
        clock.set("2022-01-22T01:00:00Z")
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil, kakaoKey: nil)
            waitForText("Add API Key") { self.window.sampleBar }
            guard let addKey = button(in: window.sampleBar, where: { String(cString: gtk_button_get_label(cast($0))) == "_Add API Key" }) else {
                return XCTFail("no Add API Key button")
            }
            gtk_widget_activate(addKey)   // the click
            waitFor("the preferences window") { self.app.preferences != nil }
            guard let prefs = app.preferences else { return }
            waitForText("KOBIS key") { prefs.window }
            // Typing into the row, as a user does: focus it, then the text.
            XCTAssertNotEqual(gtk_widget_grab_focus(prefs.kobisRow), 0)
            var position: Int32 = 0
            gtk_editable_insert_text(cast(prefs.kobisRow), FixtureAPI.kobisKey, -1, &position)
            gtk_widget_activate(prefs.kobisTest)
            waitForText("KOBIS: The KOBIS key works.") { prefs.window }
            for text in visibleTexts(prefs.window) + visibleTexts(window.window) {
                XCTAssertFalse(text.contains(FixtureAPI.kobisKey), "a key is on screen: \(text)")
            }
            // The row's apply button (shown once the text changed) saves and applies the key.
            waitFor("the apply button") { self.applyButton(of: prefs.kobisRow) != nil }
            guard let apply = applyButton(of: prefs.kobisRow) else { return }
            gtk_widget_activate(apply)
            waitFor("live chart") { !self.chart.isSample && self.chart.phase == .loaded }
            waitFor("the sample bar gone") { gtk_widget_get_visible(self.window.sampleBar) == 0 }
            XCTAssertEqual(try KeyFile(url: dir.appendingPathComponent("keys")).load(), .init(kobis: FixtureAPI.kobisKey))
            let title = String(cString: gtk_window_get_title(cast(window.window)))
            XCTAssertFalse(title.contains(FixtureAPI.kobisKey))
        }
    }

    /// The first mapped button under `root` that satisfies `test`.
    @MainActor func button(in root: Widget, where test: (Widget) -> Bool) -> Widget? {
        if gtk_widget_get_mapped(root) != 0, G_TYPE_CHECK_INSTANCE_TYPE(root.raw, gtk_button_get_type()), test(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if let found = button(in: c, where: test) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// libadwaita's apply button inside an entry row.
    @MainActor func applyButton(of row: Widget) -> Widget? {
        button(in: row) { gtk_button_get_icon_name(cast($0)).map { String(cString: $0) } == "adw-entry-apply-symbolic" }
    }
}
