import BoxOfficeCore
import BoxOfficeStore
import CGtk
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// A third language is a catalogue away: a German `boxoffice.mo` in BOXOFFICE_LOCALE_DIR and LANGUAGE=de, and
/// the window's date, rank badge and audience (a plural message) are German; titles are English's.
final class ThirdCatalogueWindowTests: KoreanUITestCase {
    override func tearDown() {
        setenv("LANGUAGE", "", 1)
        unsetenv("BOXOFFICE_LOCALE_DIR")
        super.tearDown()
    }

    func testAGermanCatalogueWordsTheWindow() throws {
        let locale = try XCTUnwrap(GermanCatalogue.compile(in: dir), "msgfmt refused the catalogue")
        // As a German session starts the app: the locale's language, the catalogue from BOXOFFICE_LOCALE_DIR.
        setenv("LC_ALL", "en_US.UTF-8", 1)
        setenv("LANGUAGE", "de", 1)
        setenv("BOXOFFICE_LOCALE_DIR", locale, 1)
        Translations.install()
        XCTAssertTrue(Translations.catalogueFound)
        XCTAssertEqual(Translations.displayLanguage, .english, "titles: KOBIS's English ones")
        try MainActor.assumeIsolated {
            try launch(language: Translations.displayLanguage)
            waitForText("64,050 Besuche") { self.window.list.root }
            waitForText("The Policeman’s Lineage") { self.window.list.root }  // KOBIS's English title
            let texts = visibleTexts(window.list.root)
            XCTAssertEqual(Array(texts.prefix(2)), ["1", "NEU"], "\(texts.prefix(8))")
            XCTAssertEqual(texts.count > 4 ? texts[4] : nil, "64,050 Besuche", "\(texts.prefix(8))")
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))),
                "Mi., 5. Jan. 2022")
            waitForFrame()
            screenshot("list-de", window.window)
        }
    }
}
