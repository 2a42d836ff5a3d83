import Foundation
import XCTest

/// A third language is a catalogue away: a German `boxoffice.mo` in BOXOFFICE_LOCALE_DIR, LANGUAGE=de, and the
/// command line's heading, its date, a column and the rank badge are German, from both executables alike
/// (`boxoffice` answers from its own cached path and loads the catalogue the same way). Titles stay English's.
final class ThirdCatalogueTests: CommandLineTestCase {
    static let germanPO = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgctxt "command line"
        msgid "Daily box office"
        msgstr "Tageskinocharts"

        msgctxt "command line"
        msgid "Audience"
        msgstr "Besucher"

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

    /// The German catalogue compiled with msgfmt into `<folder>/de/LC_MESSAGES/boxoffice.mo`.
    func compileGermanCatalogue() throws -> String {
        let folder = cacheDir.appendingPathComponent("locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let po = cacheDir.appendingPathComponent("de.po")
        try Data(Self.germanPO.utf8).write(to: po)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", folder.appendingPathComponent("boxoffice.mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)
        return cacheDir.appendingPathComponent("locale").path
    }

    func testAGermanCatalogueWordsTheChart() throws {
        let env = environment(
            nil, kobisKey: nil, kakaoKey: nil,
            extra: ["LANG": "en_US.UTF-8", "LANGUAGE": "de", "BOXOFFICE_LOCALE_DIR": try compileGermanCatalogue()])
        let r = try both(["daily", "--date", "2022-01-05"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        guard lines.count > 4 else { return XCTFail("too short: \(r.all)") }
        XCTAssertTrue(lines[0].hasPrefix("Tageskinocharts Mi., 5. Jan. 2022 — "), lines[0])
        XCTAssertEqual(
            lines[2].split(separator: " ").map(String.init),
            ["Rank", "Change", "Title", "Opened", "Besucher", "Total", "Sales", "(KRW)", "Share"])
        XCTAssertTrue(lines[4].contains(" NEU ") && lines[4].contains("경관의 피"), lines[4])
    }
}
