import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

final class PreferencesWindowTests: UITestCase {
    /// The sample's newest day is 2022-01-21; the live server's latest, on this clock, 2018-01-06: what is
    /// on screen tells them apart.
    func testAddingAKeyFromTheSampleBar() throws {
        clock.set("2018-01-07T01:00:00Z")
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil, kakaoKey: nil)
            waitForText("Add API Key") { self.window.ui.sampleBar }
            XCTAssertEqual(visibleTexts(window.list.root).first, "1")
            XCTAssertTrue(visibleTexts(window.list.root).contains("스파이더맨: 노 웨이 홈"), "the sample's 2022-01-21")
            guard let addKey = button(in: window.ui.sampleBar, labelled: "_Add API Key") else {
                return XCTFail("no Add API Key button")
            }
            clickShown(addKey)
            waitFor("the preferences window") { self.app.preferences != nil }
            guard let prefs = app.preferences else { return }
            waitForText("KOBIS key") { prefs.window }
            // It opens at its top: the heading and the explanation above the first row are in view.
            waitForFrame(prefs.window)
            guard let scrolled = firstDescendant(of: prefs.window, type: gtk_scrolled_window_get_type()) else {
                return XCTFail("no scrolled page")
            }
            XCTAssertEqual(
                gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(cast(scrolled))), 0, "opened scrolled down"
            )
            screenshot("preferences", prefs.window)
            type(FixtureAPI.kobisKey, into: prefs.ui.kobisRow)
            clickShown(prefs.ui.kobisTest)
            waitForText("The KOBIS key works.") { prefs.window }
            for text in visibleTexts(prefs.window) + visibleTexts(window.window) {
                XCTAssertFalse(text.contains(FixtureAPI.kobisKey), "a key is on screen: \(text)")
            }
            // The row's apply button (shown once the text changed) saves and applies the key.
            waitFor("the apply button") { self.applyButton(of: prefs.ui.kobisRow) != nil }
            guard let apply = applyButton(of: prefs.ui.kobisRow) else { return }
            clickShown(apply)
            waitFor("live chart") { !self.chart.isSample && self.chart.phase == .loaded }
            waitFor("the sample bar gone") { !self.window.ui.sampleBar.isVisible }
            waitForText("신과함께-죄와 벌") { self.window.list.root }
            XCTAssertTrue(visibleTexts(window.list.root).contains("548,337명"), "2018-01-06's #1, from KOBIS")
            XCTAssertFalse(visibleTexts(window.list.root).contains("스파이더맨: 노 웨이 홈"))
            XCTAssertEqual(
                try KeyFile(url: dir.appendingPathComponent("keys")).load(), .init(kobis: FixtureAPI.kobisKey))
            let title = String(cString: gtk_window_get_title(cast(window.window)))
            XCTAssertFalse(title.contains(FixtureAPI.kobisKey))
        }
    }

    /// Type a key, Test it, close the window: the key is saved and used (GNOME preferences apply at once).
    func testAKeyThatTestedGoodIsSavedWhenTheWindowCloses() throws {
        clock.set("2018-01-07T01:00:00Z")
        try MainActor.assumeIsolated {
            try launch(kobisKey: nil, kakaoKey: nil)
            activate(AppAction.preferences)
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            let window = prefs.window
            let row = prefs.ui.kobisRow
            let test = prefs.ui.kobisTest
            let result = prefs.ui.kobisResult
            type(FixtureAPI.kobisKey, into: row)
            clickShown(test)
            waitForText("The KOBIS key works.") { window }
            XCTAssertTrue(result.hasCSSClass("success"), "a success looks like one")
            gtk_window_close(cast(window))
            waitFor("the window gone") { self.app.preferences == nil }
            XCTAssertEqual(
                try KeyFile(url: dir.appendingPathComponent("keys")).load(), .init(kobis: FixtureAPI.kobisKey))
            waitFor("the live chart") { !self.chart.isSample && self.chart.phase == .loaded }
            waitForText("신과함께-죄와 벌") { self.window.list.root }
            XCTAssertEqual(chart.day, Day("2018-01-06"))
        }
    }

    /// While a test runs, a spinner and a sentence say so; a rejection is styled as an error.
    func testATestShowsProgressThenAStyledResult() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            activate(AppAction.preferences)
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            api.server.holding = "/kobis/"
            type("00000000000000000000000000000bad", into: prefs.ui.kobisRow)
            clickShown(prefs.ui.kobisTest)
            waitFor("the test's request held at the server") { self.api.server.heldCount == 1 }
            waitForText("Testing the key…") { prefs.window }
            XCTAssertFalse(prefs.ui.kobisTest.isSensitive, "one test at a time")
            api.server.release()
            waitForText("KOBIS rejected this key (error 320010).") { prefs.window }
            XCTAssertTrue(prefs.ui.kobisResult.hasCSSClass("error"))
            XCTAssertFalse(visibleTexts(prefs.window).contains("Testing the key…"))
        }
    }

    /// A key set by the environment is said under its row, in words, not only in a tooltip.
    func testAnEnvironmentKeyIsSaidUnderItsRow() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"), kobisKeyFromEnvironment: true)
            activate(AppAction.preferences)
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            waitForText(
                "This key is set by the BOXOFFICE_KOBIS_KEY environment variable, which wins over what is saved here."
            ) { prefs.window }
            XCTAssertFalse(prefs.ui.kobisRow.isSensitive)
        }
    }

    /// A rejected key's error page leads to its fix.
    func testARejectedKeyOffersPreferences() throws {
        try MainActor.assumeIsolated {
            try launch(kobisKey: "00000000000000000000000000000bad", initialDay: Day("2022-01-05"))
            waitForText("KOBIS rejected the API key (error 320010)") { self.window.ui.error }
            guard let open = button(in: window.ui.error, labelled: "_Open Preferences") else {
                return XCTFail("no Open Preferences")
            }
            clickShown(open)
            waitFor("the preferences window") { self.app.preferences != nil }
        }
    }

    /// Adding a Kakao key while the grid is shown: every visible card loads its poster, no day change.
    func testAddingAKakaoKeyLoadsEveryVisiblePoster() throws {
        try MainActor.assumeIsolated {
            try launch(kakaoKey: nil, initialDay: Day("2022-01-05"))
            activate(WinAction.showGrid)
            waitForText("경관의 피") { self.window.grid.root }
            XCTAssertTrue(cardPosterSizes().allSatisfy { $0 == nil }, "no key, no posters")
            activate(AppAction.preferences)
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            type(FixtureAPI.kakaoKey, into: prefs.ui.kakaoRow)
            waitFor("the apply button") { self.applyButton(of: prefs.ui.kakaoRow) != nil }
            guard let apply = applyButton(of: prefs.ui.kakaoRow) else { return }
            clickShown(apply)
            waitFor("a poster on every visible card") {
                let sizes = self.cardPosterSizes()
                return sizes.count >= 4 && sizes.allSatisfy { $0 != nil }
            }
            XCTAssertEqual(chart.day, Day("2022-01-05"))
        }
    }
}

final class PreferencesOpeningTests: KoreanUITestCase {
    /// Opened with Ctrl+, with both keys from the environment (their rows cannot take the keyboard), in
    /// Korean: at its top, the heading in view (the focus once went to the budget at the bottom, and the
    /// page scrolled past its heading to show it).
    func testPreferencesOpenAtTheirTop() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(
                language: DisplayLanguage.fromEnvironment(), kobisKeyFromEnvironment: true,
                kakaoKeyFromEnvironment: true)
            gtk_window_set_default_size(cast(window.window), 920, 560)
            waitForFrame()
            press(Int32(GDK_KEY_comma), control: true)
            waitFor("the preferences window") {
                self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let prefs = app.preferences else { return }
            waitForFrame(prefs.window)
            guard let scrolled = firstDescendant(of: prefs.window, type: gtk_scrolled_window_get_type()) else {
                return XCTFail("no scrolled page")
            }
            XCTAssertEqual(
                gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(cast(scrolled))), 0, "opened scrolled down"
            )
            screenshot("preferences-ko", prefs.window)
        }
    }
}

extension UITestCase {
    /// A real click (XTest) on `button` once its window has painted it where it is: the user's path,
    /// not `gtk_widget_activate`.
    @MainActor func clickShown(_ typed: some TypedWidget, file: StaticString = #filePath, line: UInt = #line) {
        let button = typed.widget
        waitFor("the button on screen", file: file, line: line) {
            gtk_widget_get_mapped(button) != 0 && gtk_widget_is_sensitive(button) != 0
        }
        if let root = gtk_widget_get_root(button) { waitForFrame(widget(root)) }
        click(button, file: file, line: line)
    }
}
