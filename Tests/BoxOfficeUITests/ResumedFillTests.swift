import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import CXTest
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// A fill the last run quit in the middle of goes on at start: the main window shows its progress with a way to
/// Fill History, and Ctrl+Q while it runs says it will go on at the next start, and can be cancelled.
final class ResumedFillTests: KoreanUITestCase {
    /// The open window whose texts include `text`, other than the main window.
    @MainActor private func dialog(saying text: String) -> Widget? {
        let toplevels = gtk_window_get_toplevels()!
        for i in 0..<g_list_model_get_n_items(toplevels) {
            let w = g_list_model_get_item(toplevels, i)!
            defer { g_object_unref(w) }
            if widget(w) != window.window, gtk_widget_get_mapped(widget(w)) != 0,
                visibleTexts(widget(w)).contains(where: { $0.contains(text) })
            {
                return widget(w)
            }
        }
        return nil
    }

    func testAResumedFillIsShownAndQuittingWhileItRunsAsksFirst() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-02-01T01:00:00Z")  // yesterday in Korea: 2018-01-31
            // The last run quit while filling January (its job saved, not paused).
            let cache = try DiskCache(directory: dir.appendingPathComponent("cache"))
            let job = FillJob(first: Day("2018-01-01")!, last: Day("2018-01-31")!)
            HistoryStore(database: cache.database).saveFill(.init(job: job, paused: false, done: 0))
            try launch(language: DisplayLanguage.fromEnvironment())
            let fill = app.model.historyFill
            guard let main = app.mainWindow else { return XCTFail("no main window") }
            waitFor("the resumed fill shown") {
                main.resumedFill.shownText?.hasPrefix("지난번에 멈춘 곳부터 기록을 채우는 중: 31일 중 ") ?? false
            }
            XCTAssertTrue(fill.isRunning)
            // On screen, with its button.
            waitFor("the toast drawn") {
                self.visibleTexts(self.window.window).contains { $0.hasPrefix("지난번에 멈춘 곳부터 기록을 채우는 중: ") }
                    && self.button(in: main.ui.toasts, labelled: "기록 채우기…") != nil
            }

            // Ctrl+Q while it runs: asked, and Cancel stays.
            XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0, "no X11 display")
            waitFor("the window focused") { gtk_window_is_active(cast(self.window.window)) != 0 }
            press(Int32(GDK_KEY_q), control: true)
            waitFor("the question asked") { self.dialog(saying: "기록을 채우는 중에 끝낼까요?") != nil }
            guard let question = dialog(saying: "기록을 채우는 중에 끝낼까요?") else { return XCTFail("no question") }
            XCTAssertTrue(
                visibleTexts(question).contains {
                    $0.hasPrefix("기록 채우기는 다음에 BoxOffice를 시작하면 멈춘 곳부터 이어집니다(31일 중 ")
                }, visibleTexts(question).joined(separator: " | "))
            waitForFrame(question)
            screenshot("quit-while-filling-ko", question)
            guard let cancel = button(in: question, labelled: "취소(_C)") else { return XCTFail("no Cancel") }
            click(cancel)
            waitFor("the question gone") { self.dialog(saying: "기록을 채우는 중에 끝낼까요?") == nil }
            XCTAssertNotNil(app.mainWindow, "still running")
            XCTAssertTrue(fill.isRunning)
            // The toast slides up from the bottom edge: half a second of frames for the picture.
            for _ in 0..<30 { waitForFrame() }
            screenshot("resumed-fill-ko", window.window)

            // The toast's button opens Fill History.
            guard let open = button(in: main.ui.toasts, labelled: "기록 채우기…") else { return XCTFail("no button") }
            click(open)
            waitFor("Fill History open") { self.app.fillWindow != nil }

            // When it ends, the toast says how, and goes.
            waitFor("the fill finished", timeout: 60) { fill.progress?.phase == .finished }
            waitFor("the toast gone") { main.resumedFill.shownText == nil }
            XCTAssertEqual(fill.statusText?.hasPrefix("31일 모두 기록됨"), true, fill.statusText ?? "")
        }
    }
}
