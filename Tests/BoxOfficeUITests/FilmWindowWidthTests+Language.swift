import BoxOfficeCore
import CGtk
import XCTest

@testable import BoxOfficeUI

extension FilmWindowWidthTests {
    /// The film window's texts in its templates (GtkBuilder translates them with gettext) are in the
    /// language launched, an English launch after a Korean one in the same process too: the run's heading
    /// and the KOBIS button, as a user reads them.
    func testTheFilmWindowsTemplateTextsFollowTheLanguageLaunched() throws {
        try MainActor.assumeIsolated {
            for (language, heading, kobis) in [
                (Language.korean, "개봉 후 흥행", "KOBIS에서 열기(_K)"), (.english, "Run since opening", "Open on _KOBIS")
            ] {
                try launch(language, width: 1280)
                openFilm(at: 0)
                guard let detail = app.details.values.first else { return XCTFail("\(language): no film window") }
                waitForText(heading, in: { detail.shell.window })
                XCTAssertNotNil(button(in: detail.shell.window, labelled: kobis), "\(language): \(kobis)")
            }
        }
    }
}
