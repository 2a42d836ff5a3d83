import Foundation
import LoopbackServer
import XCTest

/// A third language is a catalogue away: a German `boxoffice.mo` in BOXOFFICE_LOCALE_DIR, LANGUAGE=de, and the
/// command line's heading, its date, a column and the rank badge are German, from both executables alike
/// (`boxoffice` answers from its own cached path and loads the catalogue the same way). Titles stay English's.
final class ThirdCatalogueTests: CommandLineTestCase {
    /// The German catalogue compiled with msgfmt; its folder is what BOXOFFICE_LOCALE_DIR names.
    func compileGermanCatalogue() throws -> String {
        try XCTUnwrap(GermanCatalogue.compile(in: cacheDir), "msgfmt refused the catalogue")
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
