import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// Issue 48: the Holidays scope in 2014, the first year with a substitute holiday: 추석's row and bar end on
/// Wednesday September 10 (Sunday 9/7 was one of its three days). The history of 9/6–9/10 is composed: the
/// real answers of 추석 2018 (Saturday to Wednesday as well), recorded as the 2014 days of the same weekdays.
final class SubstituteHolidayScopeTests: XCTestCase {
    func testChuseok2014EndsOnItsSubstituteHoliday() throws {
        try MainActor.assumeIsolated {
            let dir = makeTemporaryDirectory("substitute-holiday-vm")
            let cache = try DiskCache(directory: dir)
            let store = HistoryStore(database: cache.database)
            let from2018 = try XCTUnwrap(Day(year: 2018, month: 9, day: 22))
            let from2014 = try XCTUnwrap(Day(year: 2014, month: 9, day: 6))
            for offset in 0..<5 {
                let chart = try XCTUnwrap(
                    MarketHistory.chart("market/2018/\(from2018.adding(days: offset).compact).json"))
                store.record(chart, day: from2014.adding(days: offset), segment: .everything)
            }
            let latest = try XCTUnwrap(Day(year: 2014, month: 12, day: 31))
            let model = MarketViewModel(history: store, fill: nil, language: .english, latest: { latest })
            model.setActive(true)
            model.choose(.holidays)
            XCTAssertEqual(model.title, "Holidays of 2014")
            let chuseok = try XCTUnwrap(model.holidayLines.first { $0.title.hasPrefix("Chuseok") })
            XCTAssertEqual(chuseok.title, "Chuseok break · Sep 6–10 · 5 days")
            XCTAssertEqual(
                model.bars.first { $0.label == "Chuseok break" }?.sentence.hasPrefix(
                    "Chuseok break Sep 6–10, 2014; sales ≈ "), true)
            XCTAssertEqual(
                model.holidayLines.map { $0.title.components(separatedBy: " · ").prefix(2).joined(separator: " · ") },
                [
                    "Seollal break · Jan 30–Feb 2", "May · May 1–31", "Summer peak · Jul 25–Aug 15",
                    "Chuseok break · Sep 6–10", "Christmas Day · Thu, Dec 25"
                ])
        }
    }
}
