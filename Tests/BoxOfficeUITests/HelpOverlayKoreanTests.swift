import BoxOfficeCore
import CGtk
import XCTest

@testable import BoxOfficeUI

/// The keyboard shortcuts window (gtk/help-overlay.ui, which GtkApplication loads) in Korean: Ctrl+? opens it,
/// titled as its menu item, with every shortcut's Korean title and the keys its action has.
final class HelpOverlayKoreanTests: KoreanUITestCase {
    func testCtrlQuestionShowsTheShortcutsInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: .korean)
            press(Int32(GDK_KEY_question), shift: true, control: true)
            waitFor("the shortcuts window") { self.shortcutsWindow().map { gtk_widget_get_mapped($0) != 0 } ?? false }
            guard let shortcuts = shortcutsWindow() else { return XCTFail("no shortcuts window") }
            waitForFrame(shortcuts)
            screenshot("shortcuts-ko", shortcuts)
            XCTAssertEqual(
                shortcuts, ApplicationWindow(unchecked: window.window).helpOverlay,
                "GtkApplication's own, from the .ui file")
            XCTAssertEqual(String(cString: gtk_window_get_title(cast(shortcuts))), "키보드 단축키")
            let texts = visibleTexts(Window(unchecked: shortcuts))
            for title in ["새로 고침", "박스오피스", "영화 창"] {
                XCTAssertTrue(texts.contains { $0.contains(title) }, "\(title) in \(texts)")
            }
            gtk_window_destroy(cast(shortcuts))
        }
    }
}
