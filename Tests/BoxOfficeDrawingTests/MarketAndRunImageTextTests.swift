import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// What the market's and a film's run's shared images say, read back from the texts they drew and where, on
/// the 2018 history: each card's value under its label, each listed film's rank, title and figure on its line,
/// each milestone's value beside its label.
final class MarketAndRunImageTextTests: XCTestCase {
    @MainActor private func history() throws -> HistoryStore {
        let dir = makeTemporaryDirectory("drawn-text")
        try MarketHistory.copy(into: dir)
        return HistoryStore(database: try DiskCache(directory: dir).database)
    }

    func testTheMarketsYearSaysEachFigureUnderItsLabelAndEachFilmsAdmissions() throws {
        try MainActor.assumeIsolated {
            let december31 = try XCTUnwrap(Day("2018-12-31"))
            let model = MarketViewModel(
                history: try history(), fill: nil, language: .english, latest: { december31 })
            model.setActive(true)
            let content = try XCTUnwrap(model.imageContent)
            let recorder = DrawnTextRecorder()
            XCTAssertNotNil(MarketImage.png(content, recorder: recorder))
            let table = DrawnTable(recorder.texts)
            XCTAssertEqual(table.text.first, "Box office market · 2018")
            XCTAssertEqual(
                content.figures.map { [$0.label, table.value(below: $0.label) ?? "-"] },
                content.figures.map { [$0.label, $0.value] })
            XCTAssertEqual(
                content.figures.prefix(3).map { table.value(below: $0.label) },
                ["₩1.814 trillion", "215.7 million admissions", "61.4%"])
            let list = try XCTUnwrap(table.lines.firstIndex { $0.map(\.text) == ["Films by admissions in the period"] })
            // Each film's line: its rank, its title, its admissions at the right, and its detail on the line under.
            let films = stride(from: list + 1, to: list + 21, by: 2).map { table.lines[$0].map(\.text) }
            XCTAssertEqual(
                films.prefix(3),
                [
                    ["1", "신과함께-인과 연", "12,261,650 admissions"], ["2", "어벤져스: 인피니티 워", "11,180,554 admissions"],
                    ["3", "보헤미안 랩소디", "9,221,422 admissions"]
                ])
            XCTAssertEqual(films, content.lines.map { [$0.rank, $0.title, $0.value] })
            // No label, figure, title or admissions cut with "…" (a card's long detail may be).
            let whole = Set(
                content.figures.flatMap { [$0.label, $0.value] } + content.lines.flatMap { [$0.title, $0.value] })
            XCTAssertEqual(table.all.filter { $0.cut && whole.contains($0.text) }.map(\.text), [])
        }
    }

    /// 메이즈 러너: 데스 큐어's run in 2018: the milestones' values beside their labels.
    func testARunsMilestonesAreBesideTheirLabels() throws {
        try MainActor.assumeIsolated {
            let model = FilmRunViewModel(movieCode: "20175054", history: try history(), fill: nil)
            let content = try XCTUnwrap(model.imageContent)
            let recorder = DrawnTextRecorder()
            XCTAssertNotNil(RunImage.png(content, recorder: recorder))
            let table = DrawnTable(recorder.texts)
            XCTAssertEqual(table.text.first, "메이즈 러너: 데스 큐어")
            XCTAssertEqual(
                content.milestones.map { [$0.label, table.value(rightOf: $0.label) ?? "-"] },
                content.milestones.map { [$0.label, $0.value] })
            XCTAssertEqual(
                content.milestones.map { table.value(rightOf: $0.label) },
                [
                    "225,510 admissions, #1", "D4 2018-01-20: 366,720 admissions", "6 (longest streak 6)",
                    "D5 2018-01-21", "not within the saved days", "not within the saved days",
                    "-58.4% against the first (869,065 → 361,211)"
                ])
            XCTAssertEqual(table.all.filter(\.cut).map(\.text), [])
        }
    }
}
