import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Alt+letter in an open menu picks one item: no two items of one popover (its sections together; a submenu is
/// a popover of its own) may share their underlined letter, in English or in Korean.
final class MenuMnemonicTests: KoreanUITestCase {
    /// The underlined letters of each popover of `model`: its items and sections' items, then each submenu.
    @MainActor func mnemonics(_ model: OpaquePointer) -> [[Character]] {
        var own: [Character] = []
        var popovers: [[Character]] = []
        func walk(_ m: OpaquePointer) {
            for i in 0..<g_menu_model_get_n_items(cast(m)) {
                if let value = g_menu_model_get_item_attribute_value(cast(m), i, "label", nil) {
                    let label = String(cString: g_variant_get_string(value, nil))
                    g_variant_unref(value)
                    if let mark = label.firstIndex(of: "_"), label.index(after: mark) < label.endIndex {
                        own.append(Character(label[label.index(after: mark)].uppercased()))
                    }
                }
                if let section = g_menu_model_get_item_link(cast(m), i, "section") {
                    walk(OpaquePointer(section))
                    g_object_unref(UnsafeMutableRawPointer(section))
                }
                if let submenu = g_menu_model_get_item_link(cast(m), i, "submenu") {
                    popovers += mnemonics(OpaquePointer(submenu))
                    g_object_unref(UnsafeMutableRawPointer(submenu))
                }
            }
        }
        walk(model)
        return [own] + popovers
    }

    func testTheMainMenusUnderlinedLettersAreUnique() throws {
        for korean in [false, true] {
            if korean { try useKorean() }
            try MainActor.assumeIsolated {
                if app != nil {
                    gtk_window_destroy(cast(window.window))
                    app = nil
                }
                try launch(language: korean ? .korean : .english)
                let menu = HeaderControls.mainMenu(chart)
                for letters in mnemonics(menu.model) {
                    let repeated = Dictionary(grouping: letters, by: { $0 }).filter { $0.value.count > 1 }.keys
                    XCTAssertTrue(
                        repeated.isEmpty, "\(korean ? "Korean" : "English"): \(repeated.sorted()) in \(letters)")
                }
                XCTAssertGreaterThan(mnemonics(menu.model).first?.count ?? 0, 15, "every item of the main popover read")
            }
        }
    }
}
