import CAdw
import CGtk
import Foundation
import XCTest

@testable import BoxOfficeUI

/// The About window (its properties in `App/AboutWindow.ui`), opened by the main menu's action, in Korean.
final class AboutWindowTests: KoreanUITestCase {
    func testAboutInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: .korean)
            waitForFrame()
            activate(AppAction.about)
            waitFor("the About window") { self.aboutWindow().map { gtk_widget_get_mapped($0) != 0 } ?? false }
            guard let about = aboutWindow() else { return }
            defer { gtk_window_destroy(cast(about)) }
            func text(_ get: (OpaquePointer?) -> UnsafePointer<CChar>?) -> String? {
                get(OpaquePointer(about.raw)).map { String(cString: $0) }
            }
            XCTAssertEqual(text(adw_about_window_get_application_name), "BoxOffice")
            XCTAssertEqual(text(adw_about_window_get_application_icon), "kr.boxoffice.BoxOffice")
            XCTAssertEqual(text(adw_about_window_get_version), "0.1.0")
            XCTAssertEqual(text(adw_about_window_get_developer_name), "BoxOffice 개발자")
            XCTAssertEqual(
                text(adw_about_window_get_comments), "영화진흥위원회(KOBIS)의 박스오피스와 카카오 이미지 검색으로 찾은 포스터.")
            XCTAssertEqual(text(adw_about_window_get_website), "https://github.com/boxoffice-app/boxoffice")
            XCTAssertEqual(text(adw_about_window_get_issue_url), "https://github.com/boxoffice-app/boxoffice/issues")
            XCTAssertEqual(adw_about_window_get_license_type(OpaquePointer(about.raw)), GTK_LICENSE_MIT_X11)
            let developers = adw_about_window_get_developers(OpaquePointer(about.raw))
            XCTAssertEqual(
                developers?[0].map { String(cString: $0) },
                "BoxOffice developers https://github.com/boxoffice-app/boxoffice")
            XCTAssertNil(developers?[1])
            XCTAssertEqual(
                gtk_window_get_transient_for(cast(about)).map { UnsafeMutableRawPointer($0) }, window.window.raw)
            waitForFrame(about)
            screenshot("about-ko", about)
        }
    }
}
