import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import CAdw
import CGtk
import CXTest
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// A fill that stops at the day's request budget while no window of the app has the focus is told on the desktop
/// too (FillNotificationTests: one that finishes).
final class FillBudgetNotificationTests: KoreanUITestCase {
    /// In Korean: the day's budget (3 KOBIS requests, as Preferences saves it; the launch's chart takes one) stops a 7-day fill
    /// while no window has the focus: told on the desktop with the budget's sentence, and a click opens Fill History.
    func testAFillStoppingAtTheBudgetUnfocusedIsTold() throws {
        let server = try XCTUnwrap(Self.notifications)
        server.clear()
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-02-01T01:00:00Z")  // yesterday in Korea: 2018-01-31
            let cache = dir.appendingPathComponent("cache")
            try launch { _ in
                guard let saved = try? DiskCache(directory: cache) else { return XCTFail("no cache") }
                RequestCounter(store: HistoryStore(database: saved.database), clock: self.clock).setBudget(3)
            }
            guard let model = runSevenDayFillUnfocused() else { return }
            waitFor("the fill stopped at the budget", timeout: 30) { model.progress?.phase == .budgetReached }
            waitFor("the notification", timeout: 30) { server.received.count == 1 }
            XCTAssertEqual(
                server.received,
                [
                    NotificationServer.Received(
                        appID: "kr.boxoffice.BoxOffice.Test\(Self.launches)", id: "history-fill",
                        title: "오늘의 요청 한도에서 기록 채우기 멈춤",
                        body:
                            "오늘의 요청 한도에 도달해 멈췄습니다: KOBIS 요청 3회 중 3회 사용(한국 시간). 나머지는 한국 시간 자정 이후에 채울 수 있습니다",
                        action: "app.fill-history", target: nil)
                ])
            let fill = app.fillWindow
            activate(AppAction.fillHistory)
            XCTAssertTrue(app.fillWindow === fill, "the click raises Fill History")
        }
    }
}
