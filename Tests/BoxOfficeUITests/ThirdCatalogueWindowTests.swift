import BoxOfficeCore
import BoxOfficeStore
import CGtk
import Foundation
import XCTest

@testable import BoxOfficeUI

/// A third language is a catalogue away: a German `boxoffice.mo` in BOXOFFICE_LOCALE_DIR and LANGUAGE=de, and
/// the window's date, rank badge and audience (a plural message) are German; titles are English's.
final class ThirdCatalogueWindowTests: KoreanUITestCase {
    static let germanPO = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "NEW"
        msgstr "NEU"

        msgid "Wed"
        msgstr "Mi."

        msgid "Jan"
        msgstr "Jan."

        msgid "{weekday}, {month name} {day}, {year}"
        msgstr "{weekday}, {day}. {month name} {year}"

        msgid "{count} admission"
        msgid_plural "{count} admissions"
        msgstr[0] "{count} Besuch"
        msgstr[1] "{count} Besuche"

        """

    override func tearDown() {
        setenv("LANGUAGE", "", 1)
        unsetenv("BOXOFFICE_LOCALE_DIR")
        super.tearDown()
    }

    func testAGermanCatalogueWordsTheWindow() throws {
        let folder = dir.appendingPathComponent("locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let po = dir.appendingPathComponent("de.po")
        try Data(Self.germanPO.utf8).write(to: po)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", folder.appendingPathComponent("boxoffice.mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)
        // As a German session starts the app: the locale's language, the catalogue from BOXOFFICE_LOCALE_DIR.
        setenv("LC_ALL", "en_US.UTF-8", 1)
        setenv("LANGUAGE", "de", 1)
        setenv("BOXOFFICE_LOCALE_DIR", dir.appendingPathComponent("locale").path, 1)
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
                String(cString: gtk_menu_button_get_label(cast(window.header.dateButton.root.widget))),
                "Mi., 5. Jan. 2022")
            waitForFrame()
            screenshot("list-de", window.window)
        }
    }
}
