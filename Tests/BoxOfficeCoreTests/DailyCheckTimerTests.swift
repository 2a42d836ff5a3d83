import Foundation
import XCTest

@testable import BoxOfficeCore

/// The timer meson installs and the time Preferences says are one: `Data/systemd/boxoffice-check.timer` against
/// `DailyCheck`, and the service runs `boxoffice check`.
final class DailyCheckTimerTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/systemd").standardizedFileURL

    private func lines(_ name: String) throws -> [String] {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    func testTheTimerRunsWhenPreferencesSays() throws {
        let timer = try lines(DailyCheck.timerUnit)
        XCTAssertEqual(timer.filter { $0.hasPrefix("OnCalendar=") }, ["OnCalendar=*-*-* 12:10:00 Asia/Seoul"])
        XCTAssertEqual(DailyCheck.onCalendar, "*-*-* 12:10:00 Asia/Seoul")
        XCTAssertEqual(DailyCheck.timeOfDay, "12:10")
        XCTAssertTrue(timer.contains("Persistent=true"), "a machine that was off checks when it is next on")
        XCTAssertTrue(timer.contains("WantedBy=timers.target"), "what EnableUnitFiles links it into")
        // KOBIS settles the day before by noon in Korea: the check runs after it.
        XCTAssertGreaterThan(DailyCheck.hour * 60 + DailyCheck.minute, 12 * 60)
    }

    func testTheServiceRunsTheCheckOnce() throws {
        let service = try lines(DailyCheck.serviceUnit + ".in")
        XCTAssertTrue(service.contains("Type=oneshot"))
        XCTAssertEqual(service.filter { $0.hasPrefix("ExecStart=") }, ["ExecStart=@bindir@/boxoffice check"])
    }
}
