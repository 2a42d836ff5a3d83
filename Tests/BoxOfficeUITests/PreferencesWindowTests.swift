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
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.sampleBar), 1)
            XCTAssertTrue(visibleTexts(window.sampleBar).contains("Add API Key"))
            activate("app.preferences")
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            settle()
            XCTAssertTrue(visibleTexts(prefs.window).contains("KOBIS key"))
            gtk_editable_set_text(cast(prefs.kobisRow), FixtureAPI.kobisKey)
            gtk_widget_activate(prefs.kobisTest)
            waitFor("test result") { prefs.model.kobisResult != nil }
            settle()
            XCTAssertTrue(visibleTexts(prefs.window).contains("KOBIS: The KOBIS key works."), "\(visibleTexts(prefs.window))")
            for text in visibleTexts(prefs.window) + visibleTexts(window.window) {
                XCTAssertFalse(text.contains(FixtureAPI.kobisKey), "a key is on screen: \(text)")
            }
            screenshot("preferences", prefs.window)
            prefs.save()   // what the row's apply button does
            waitFor("live chart") { !self.chart.isSample && self.chart.phase == .loaded }
            settle()
            XCTAssertEqual(gtk_widget_get_visible(window.sampleBar), 0)
            XCTAssertEqual(try KeyFile(url: dir.appendingPathComponent("keys")).load().kobis, FixtureAPI.kobisKey)
            let title = String(cString: gtk_window_get_title(cast(window.window)))
            XCTAssertFalse(title.contains(FixtureAPI.kobisKey))
        }
    }
}
