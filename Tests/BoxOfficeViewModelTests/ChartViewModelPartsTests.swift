import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// Each intent of the chart's view-model tells exactly the parts it changed, so a window updates only the
/// widgets bound to them.
final class ChartViewModelPartsTests: ViewModelTestCase {
    /// Every change heard, in order, from the moment it is made.
    @MainActor final class Heard {
        var parts: [Set<ChartViewModel.Part>] = []
        var toasts: [String] = []
        init(_ vm: ChartViewModel) {
            vm.changes.observe { [unowned self] in self.parts.append($0) }
            vm.events.observe { [unowned self] events in for case .toast(let m) in events { self.toasts.append(m) } }
        }
        var union: Set<ChartViewModel.Part> { parts.reduce(into: []) { $0.formUnion($1) } }
    }

    @MainActor private func loaded(_ api: FixtureAPI) async throws -> (ChartViewModel, Heard) {
        let vm = app(api).chart
        vm.start()
        try await waitUntil("loaded") { vm.phase == .loaded }
        return (vm, Heard(vm))
    }

    func testFilteringTellsTheRowsOnly() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (vm, heard) = try await self.loaded(api)
            vm.filterText = "경관"
            XCTAssertEqual(heard.parts, [[.rows]])
            vm.filterText = "경관"  // no change, nothing told
            XCTAssertEqual(heard.parts, [[.rows]])
            XCTAssertEqual(vm.visibleRows.map(\.title), ["경관의 피"])
        }
    }

    func testLayoutAndPostersTellTheirPartOnly() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (vm, heard) = try await self.loaded(api)
            let rowsBefore = vm.changes.sent[.rows] ?? 0
            vm.setLayout(.grid)
            vm.setLayout(.grid)
            XCTAssertEqual(heard.parts, [[.layout]])
            vm.toggleLayout()
            XCTAssertEqual(heard.parts, [[.layout], [.layout]])
            XCTAssertEqual(vm.changes.sent[.rows] ?? 0, rowsBefore, "the rows were not told")
            vm.postersChanged()
            XCTAssertEqual(heard.parts.last, [.rows])
            XCTAssertEqual(vm.changes.sent[.rows], rowsBefore + 1)
        }
    }

    /// Another day (one KOBIS has no film for): its selection, rows and state; never the layout or the regions.
    func testADayTellsItsSelectionRowsAndState() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (vm, heard) = try await self.loaded(api)
            vm.previousDay()
            XCTAssertEqual(heard.parts.first, [.selection, .rows, .state], "the load starts")
            try await self.waitUntil("the day before") { vm.phase != .loading }
            XCTAssertEqual(
                vm.phase, .empty(message: "KOBIS has no numbers for 2022년 1월 4일 (화): no film was reported for it."))
            XCTAssertEqual(heard.union, [.selection, .rows, .state])
            XCTAssertEqual(heard.toasts, [])
        }
    }

    /// A day after the latest: a toast (an event, not state), and the latest day's chart.
    func testALaterDayIsAToastAndTheLatestDay() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (vm, heard) = try await self.loaded(api)
            vm.previousDay()
            try await self.waitUntil("the day before") { vm.phase != .loading }
            heard.parts = []
            vm.select(Day("2022-01-09")!)
            XCTAssertEqual(
                heard.toasts,
                ["There is no box office for 2022년 1월 9일 yet; showing 2022년 1월 5일, the latest day"])
            try await self.waitUntil("the latest day") { vm.phase == .loaded && vm.day == Day("2022-01-05") }
            XCTAssertEqual(heard.union, [.selection, .rows, .state])
        }
    }

    /// The same day picked again: only the selection (the calendar goes back to it), no load.
    func testTheSameDayTellsTheSelectionOnly() throws {
        try run {
            let api = try FixtureAPI()  // serving while the test runs
            let (vm, heard) = try await self.loaded(api)
            vm.select(vm.day)
            XCTAssertEqual(heard.parts, [[.selection]])
        }
    }
}
