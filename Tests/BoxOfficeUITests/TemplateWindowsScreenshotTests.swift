import BoxOfficeCore
import CAdw
import CGtk
import XCTest

@testable import BoxOfficeUI

/// The windows built from .ui files (Fill History, Search, Preferences, About) in Korean and English, light and dark, at 360 px and
/// wide (or as narrow as it can be): with BOXOFFICE_SCREENSHOT_DIR set each is saved to compare by eye.
final class TemplateWindowsScreenshotTests: KoreanUITestCase {
    func testKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated { try tour("ko") }
    }

    func testEnglish() throws {
        use(locale: "en_US.UTF-8", catalogue: nil)
        Localization.translator = { $0 }  // no catalogue: the messages as written, after a Korean launch too
        try MainActor.assumeIsolated { try tour("en") }
    }

    @MainActor private func tour(_ language: String) throws {
        try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
        waitForFrame()
        guard let fill = openFillHistory() else { return }
        activate(AppAction.search)
        waitFor("the search window") { self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        guard let search = app.searchWindow else { return }
        activate(AppAction.preferences)
        waitFor("Preferences") { self.app.preferences.map { gtk_widget_get_mapped($0.window) != 0 } ?? false }
        guard let preferences = app.preferences else { return }
        activate(AppAction.about)
        waitFor("the About window") { self.aboutWindow().map { gtk_widget_get_mapped($0) != 0 } ?? false }
        guard let about = aboutWindow() else { return }
        defer {
            setDarkStyle(false)
            gtk_window_destroy(cast(about))
        }
        for (name, window) in [
            ("fill-history", fill.window), ("search", search.window), ("preferences", preferences.window),
            ("about", about)
        ] {
            for dark in [false, true] {
                setDarkStyle(dark)
                for width: Int32 in [360, 720] {
                    // A shown window keeps its size: hidden, sized and shown again, as a user's reopening.
                    gtk_widget_set_visible(window, 0)
                    gtk_window_set_default_size(
                        cast(window), width, name == "search" || name == "preferences" ? 640 : -1)
                    gtk_window_present(cast(window))
                    waitForFrame(window)
                    screenshot("template-\(name)-\(language)-\(dark ? "dark" : "light")-\(width)", window)
                }
            }
        }
    }
}
