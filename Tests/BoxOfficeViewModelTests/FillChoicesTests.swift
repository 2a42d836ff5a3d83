import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// The Fill History window's choices live in its view-model: the range, "Korean films too", the typed days and
/// their checks, each intent telling `choices` alone.
final class FillChoicesTests: ViewModelTestCase {
    override func setUp() {
        super.setUp()
        clock.set("2018-01-20T01:00:00Z")  // yesterday in Korea: 2018-01-19
    }

    @MainActor private func fill(_ api: FixtureAPI) -> (HistoryFillViewModel, () -> [Set<HistoryFillViewModel.Part>]) {
        let fill = HistoryFillViewModel(services: app(api).services, language: .english)
        var heard: [Set<HistoryFillViewModel.Part>] = []
        fill.changes.observe([.choices]) { heard.append($0) }
        return (fill, { heard })
    }

    func testTheChoicesAndTheirCost() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (fill, heard) = self.fill(api)
            XCTAssertEqual(fill.choices, FillChoices())
            XCTAssertEqual(fill.choices.days, 30)
            XCTAssertEqual(fill.chosenCostText, fill.costText(.lastDays(30)))
            fill.chooseLastDays(90)
            XCTAssertEqual(fill.choices.days, 90)
            XCTAssertEqual(fill.chosenCostText, fill.costText(.lastDays(90)))
            fill.chooseLastDays(8)  // not offered: nothing
            XCTAssertEqual(fill.choices.days, 90)
            fill.setKoreanToo(true)
            XCTAssertEqual(fill.chosenCostText, fill.costText(.lastDays(90), koreanToo: true))
            fill.chooseTypedDays()
            XCTAssertNil(fill.chosenCostText, "no day typed yet")
            fill.typeDays(first: "2018-01-19", last: "2018-01-17")  // either order is priced
            XCTAssertEqual(
                fill.chosenCostText,
                fill.costText(.custom(first: Day("2018-01-17")!, last: Day("2018-01-19")!), koreanToo: true))
            XCTAssertEqual(heard().count, 4, "90, Korean too, typed, the days: each told once")
            XCTAssertTrue(heard().allSatisfy { $0 == [.choices] })
            XCTAssertEqual(fill.changes.sent[.progress] ?? 0, 0, "choosing is not the fill's progress")
            fill.resetChoices()
            XCTAssertEqual(fill.choices, FillChoices())
        }
    }

    /// The budget is a part of its own: Preferences' row and the market's cost follow it, the choices do not.
    func testTheBudgetTellsItsPartOnly() throws {
        try run {
            let api = try FixtureAPI()
            let fill = HistoryFillViewModel(services: self.app(api).services, language: .english)
            var heard: [Set<HistoryFillViewModel.Part>] = []
            fill.changes.observe { heard.append($0) }
            fill.setBudget(100)
            XCTAssertEqual(heard, [[.budget]])
            XCTAssertEqual(fill.usageText, "0 of 100 KOBIS requests used today (Korea time)")
        }
    }

    func testTypedDaysAreCheckedWithASentence() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (fill, heard) = self.fill(api)
            fill.chooseTypedDays()
            fill.typeDays(first: "2018-1-5", last: "2018-01-19")
            fill.startChosen()
            XCTAssertEqual(fill.choices.problem, "\"2018-1-5\" is not a date; use YYYY-MM-DD, for example 2022-01-05")
            fill.typeDays(first: "2018-01-05", last: "2018-02-30")
            fill.startChosen()
            XCTAssertEqual(fill.choices.problem, "There is no 2018-02-30: 2018-02 has 28 days")
            fill.typeDays(first: "2018-01-19", last: "2018-01-17")
            fill.startChosen()
            XCTAssertEqual(fill.choices.problem, "The first day is after the last.")
            XCTAssertNil(fill.progress, "nothing started")
            XCTAssertEqual(heard().count, 7)
            fill.typeDays(first: "2018-01-17", last: "2018-01-19")
            fill.startChosen()
            XCTAssertNil(fill.choices.problem, "a range: the sentence goes")
            try await self.waitUntil("the fill finishes", timeout: 20) { fill.progress?.phase == .finished }
            XCTAssertEqual(fill.jobText, "Jan 17–19, 2018 (3 days)")
            XCTAssertEqual(api.server.requests(to: "/kobis/boxoffice").count, 3, "the three days, each asked once")
        }
    }
}
