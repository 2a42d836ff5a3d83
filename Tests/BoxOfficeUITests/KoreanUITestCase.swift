import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import XCTest

@testable import BoxOfficeUI

/// UI tests that switch the process to a locale (Korean with the catalogue compiled from po/ko.po),
/// and back to C afterwards.
class KoreanUITestCase: UITestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardizedFileURL

    /// Compiles po/ko.po the way the build does, into a temporary locale folder.
    func compileCatalogue() throws -> String {
        let folder = dir.appendingPathComponent("locale/ko/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = [
            "--check", "-o", folder.appendingPathComponent("boxoffice.mo").path,
            Self.root.appendingPathComponent("po/ko.po").path
        ]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)
        return dir.appendingPathComponent("locale").path
    }

    func use(locale: String, catalogue: String?) {
        setenv("LC_ALL", locale, 1)
        setenv("LANGUAGE", "", 1)
        // English after a Korean launch in this process: GtkBuilder translates the templates' texts with
        // gettext, which follows the C locale a Korean launch set, not `Localization.translator`.
        if catalogue == nil { setlocale(LC_ALL, "C.UTF-8") }
        Translations.install(localeDirectory: catalogue)
    }

    override func tearDown() {
        super.tearDown()
        setenv("LC_ALL", "C.UTF-8", 1)
        setlocale(LC_ALL, "C.UTF-8")
        Localization.translator = { $0 }
    }

    /// The Korean interface, as a user in a ko_KR session sees it.
    func useKorean() throws {
        use(locale: "ko_KR.UTF-8", catalogue: try compileCatalogue())
    }
}
