import BoxOfficeCore
import BoxOfficeStore
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// A saved key is never in a field, a label or a tooltip (GTK 4.8 hands a password entry's whole text to the
/// accessibility tree): the row is empty, its title says a key is saved and how it ends; Test with nothing typed
/// tests the saved key; Remove removes it; a typed key applied replaces it and leaves the field empty again.
final class PreferencesKeySecrecyTests: UITestCase {
    /// Every text a widget under `root` holds: labels, entries, tooltips, a row's title.
    @MainActor func everyText(_ root: Widget) -> [String] {
        var texts: [String] = []
        func walk(_ w: Widget) {
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()) {
                texts.append(String(cString: gtk_label_get_label(cast(w))))
            }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_editable_get_type()) {
                texts.append(String(cString: gtk_editable_get_text(cast(w))))
            }
            if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, adw_preferences_row_get_type()) {
                texts.append(String(cString: adw_preferences_row_get_title(cast(w))))
            }
            if let tip = gtk_widget_get_tooltip_text(w) { texts.append(String(cString: tip)) }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(root)
        return texts
    }

    func testASavedKeyIsNeverInAFieldAndCanBeTestedAndRemoved() throws {
        try MainActor.assumeIsolated {
            try KeyFile(url: dir.appendingPathComponent("keys")).save(
                .init(kobis: FixtureAPI.kobisKey, kakao: FixtureAPI.kakaoKey))
            try launch(language: .english, initialDay: Day("2022-01-05"))
            waitFor("the live chart") { !self.chart.isSample && self.chart.phase == .loaded }
            press(Int32(GDK_KEY_comma), control: true)
            waitFor("the preferences window") {
                self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let prefs = app.preferences else { return }
            XCTAssertEqual(prefs.ui.kobisRow.text, "", "the saved key is not in the field")
            XCTAssertEqual(prefs.ui.kakaoRow.text, "")
            let texts = everyText(prefs.window)
            XCTAssertTrue(
                texts.contains("KOBIS key (saved, ends in \(FixtureAPI.kobisKey.suffix(4)))"), "\(texts)")
            XCTAssertTrue(
                texts.contains("Kakao REST API key (saved, ends in \(FixtureAPI.kakaoKey.suffix(4)))"), "\(texts)")
            for text in texts {
                XCTAssertFalse(text.contains(FixtureAPI.kobisKey.prefix(8)), "a saved key readable: \(text)")
                XCTAssertFalse(text.contains(FixtureAPI.kakaoKey.prefix(8)), "a saved key readable: \(text)")
            }
            // Test with nothing typed: the saved key, with one real request.
            clickShown(prefs.ui.kobisTest)
            waitForText("The KOBIS key works.") { prefs.window }
            // Remove: the key file keeps only the Kakao key, the chart goes back to the sample.
            clickShown(prefs.ui.kobisRemove)
            waitFor("back on the sample") { self.chart.isSample && self.chart.phase == .loaded }
            XCTAssertEqual(
                try KeyFile(url: dir.appendingPathComponent("keys")).load(), .init(kakao: FixtureAPI.kakaoKey))
            waitFor("the row says no key is saved") { prefs.ui.kobisRow.title == "KOBIS key" }
            XCTAssertFalse(prefs.ui.kobisRemove.isVisible, "nothing left to remove")
            // A key typed and applied is saved, and the field is empty again.
            type(FixtureAPI.kobisKey, into: prefs.ui.kobisRow)
            waitFor("the apply button") { self.applyButton(of: prefs.ui.kobisRow) != nil }
            guard let apply = applyButton(of: prefs.ui.kobisRow) else { return }
            clickShown(apply)
            waitFor("live again") { !self.chart.isSample && self.chart.phase == .loaded }
            waitFor("the field emptied") { prefs.ui.kobisRow.text.isEmpty }
            waitFor("nothing left to apply") { self.applyButton(of: prefs.ui.kobisRow) == nil }
            XCTAssertEqual(prefs.ui.kobisRow.title, "KOBIS key (saved, ends in \(FixtureAPI.kobisKey.suffix(4)))")
            XCTAssertTrue(prefs.ui.kobisRemove.isVisible)
            waitForFrame(prefs.window)
            screenshot("preferences-saved-keys", prefs.window)
        }
    }
}
