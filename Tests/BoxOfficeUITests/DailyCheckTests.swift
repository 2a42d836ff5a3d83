import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Preferences' "Check every day": the switch enables and starts the daily check's systemd user timer, and
/// stops and disables it, through the user manager on the session bus (a fake one the test owns: the exact
/// calls `systemctl --user enable --now` and `disable --now` make).
final class DailyCheckTests: KoreanUITestCase {
    private static let timer = "'boxoffice-check.timer'"
    private static let read = "GetUnitFileState (\(timer),)"
    private static let enabling = [
        "EnableUnitFiles ([\(timer)], false, false)", "Reload ()", "StartUnit (\(timer), 'replace')"
    ]
    private static let disabling = [
        "StopUnit (\(timer), 'replace')", "DisableUnitFiles ([\(timer)], false)", "Reload ()"
    ]

    @MainActor private func openPreferences() -> PreferencesWindow? {
        activate(AppAction.preferences)
        guard let prefs = app.preferences else {
            XCTFail("no preferences window")
            return nil
        }
        waitForFrame(prefs.window)
        scrollIntoView(prefs.ui.dailyCheckSwitch.widget, in: prefs.ui.dailyCheckGroup.widget)
        return prefs
    }

    @MainActor private func closePreferences() {
        guard let prefs = app.preferences else { return }
        gtk_window_close(cast(prefs.window))
        waitFor("the preferences closed") { self.app.preferences == nil }
    }

    /// A click turns it on; reopened, it reads on; Alt+C (the row's mnemonic) turns it off.
    func testTheSwitchEnablesAndDisablesTheTimer() throws {
        try MainActor.assumeIsolated {
            let manager = try FakeUserManager(unitFileState: "disabled")
            defer { manager.stop() }
            try launch(initialDay: Day("2022-01-05"))
            guard let prefs = openPreferences() else { return }
            let toggle = prefs.ui.dailyCheckSwitch
            waitFor("the timer's state read") { toggle.isSensitive }
            XCTAssertFalse(toggle.isActive)
            XCTAssertEqual(manager.calls, [Self.read])
            XCTAssertTrue(
                visibleTexts(prefs.window).contains(
                    "Every day at 12:10 Korea time, once KOBIS has settled the day before, BoxOffice checks the films you follow and last weekend's chart, and notifies you of what changed."
                ))
            clickShown(toggle)
            waitFor("enabled and started") { manager.calls.count == 4 && toggle.isSensitive }
            XCTAssertEqual(manager.calls, [Self.read] + Self.enabling)
            XCTAssertTrue(toggle.isActive)
            XCTAssertEqual(manager.unitFileState, "enabled")
            XCTAssertFalse(prefs.ui.dailyCheckNote.isVisible, "no sentence under a switch that worked")
            closePreferences()

            guard let again = openPreferences() else { return }
            waitFor("the state read again") { again.ui.dailyCheckSwitch.isSensitive }
            XCTAssertTrue(again.ui.dailyCheckSwitch.isActive, "reopened, it reads what systemd has")
            press(Int32(GDK_KEY_c), alt: true, in: again.window)
            waitFor("stopped and disabled: \(manager.calls)") {
                manager.calls.count == 8 && again.ui.dailyCheckSwitch.isSensitive
            }
            XCTAssertEqual(Array(manager.calls.suffix(4)), [Self.read] + Self.disabling)
            XCTAssertFalse(again.ui.dailyCheckSwitch.isActive)
            XCTAssertEqual(manager.unitFileState, "disabled")
        }
    }

    /// systemd refuses: the switch goes back and the reason is said under it.
    func testARefusedSwitchGoesBackAndSaysWhy() throws {
        try MainActor.assumeIsolated {
            let manager = try FakeUserManager(unitFileState: "disabled")
            defer { manager.stop() }
            manager.failing["EnableUnitFiles"] = ("org.freedesktop.DBus.Error.AccessDenied", "Access denied")
            try launch(initialDay: Day("2022-01-05"))
            guard let prefs = openPreferences() else { return }
            let toggle = prefs.ui.dailyCheckSwitch
            waitFor("the timer's state read") { toggle.isSensitive }
            clickShown(toggle)
            waitForText("Could not switch the daily check: Access denied.") { prefs.window }
            XCTAssertEqual(manager.calls, [Self.read, "EnableUnitFiles ([\(Self.timer)], false, false)"])
            XCTAssertFalse(toggle.isActive)
            XCTAssertTrue(toggle.isSensitive, "it can be tried again")
        }
    }

    /// Run from the build folder the timer is not installed; without systemd's user manager nothing can switch
    /// it. Either way the switch is off and insensitive, and a sentence says why (in Korean too).
    func testWhereTheSwitchCannotWorkASentenceSaysWhy() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            let manager = try FakeUserManager(unitFileState: nil)
            try launch(initialDay: Day("2022-01-05"))
            guard let prefs = openPreferences() else { return }
            waitForText(
                "매일 확인은 설치된 박스오피스(meson install 또는 .deb)에 들어 있습니다. 이 사본은 빌드 폴더에서 실행 중입니다."
            ) { prefs.window }
            XCTAssertEqual(manager.calls, [Self.read])
            XCTAssertFalse(prefs.ui.dailyCheckSwitch.isSensitive)
            XCTAssertFalse(prefs.ui.dailyCheckSwitch.isActive)
            gtk_window_set_default_size(cast(prefs.window), 560, 1000)  // the whole page in the picture
            waitFor("the window grown") { gtk_widget_get_height(prefs.window) > 900 }
            waitForFrame(prefs.window)
            screenshot("preferences-daily-check-ko", prefs.window)
            closePreferences()

            manager.stop()
            guard let again = openPreferences() else { return }
            waitForText("매일 확인에는 systemd 사용자 관리자가 필요한데, 이 세션에는 없습니다.") { again.window }
            XCTAssertFalse(again.ui.dailyCheckSwitch.isSensitive)
            XCTAssertEqual(manager.calls, [Self.read], "the stopped manager got no call")
        }
    }
}
