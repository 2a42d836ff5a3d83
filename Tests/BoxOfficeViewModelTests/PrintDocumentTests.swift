import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// What is printed (the view-models' `printDocument`) and how it is paged (`PrintPagination`, pure).
final class PrintDocumentTests: ViewModelTestCase {
    func testTheDaysChartPrintsEveryColumnOfTheTableAndEveryRow() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api).chart
            XCTAssertNil(vm.printDocument, "nothing to print before the chart is on screen")
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            vm.filterText = "경관"  // the search hides rows on screen, not on paper
            guard let doc = vm.printDocument else { return XCTFail("no document") }
            XCTAssertEqual(doc.kind, .chart)
            XCTAssertTrue(doc.prefersLandscape)
            XCTAssertEqual(doc.title, "Daily box office · 2022년 1월 5일 (수)")
            XCTAssertNil(doc.subtitle)
            XCTAssertEqual(doc.source, "Source: KOBIS (Korean Box Office Information System)")
            XCTAssertEqual(doc.sections.count, 1)
            guard let table = doc.sections.first?.table else { return XCTFail("no table") }
            XCTAssertEqual(
                table.columns.map(\.header),
                [
                    "Rank", "±", "Title", "Opened", "Days", "Audience", "±%", "Total", "Sales", "Share", "Screens",
                    "Shows", "/screen", "/show", "Ticket"
                ])
            XCTAssertEqual(table.columns.filter { $0.alignment == .leading }.map(\.header), ["Title", "Opened"])
            XCTAssertEqual(table.stretching, 2, "the title takes the page's spare width")
            XCTAssertEqual(table.rows.count, 10)
            XCTAssertEqual(
                table.rows.first,
                [
                    "1", "신작", "경관의 피", "2022년 1월 5일", "1", "64,050", "+100%", "69,228", "584,559,330", "34.2%",
                    "1,171", "4,416", "54.7", "14.5", "9,127"
                ])

            vm.setSegment(ChartSegment(nation: .korean, films: .diversity, region: "0105001"))
            try await self.waitUntil("the segment") { vm.phase == .loaded && vm.segment.region != nil }
            XCTAssertEqual(vm.printDocument?.subtitle, "Korean films · Diversity films · 서울시")
        }
    }

    private func document(rows: Int, lines: [String] = [], title: String? = nil) -> PrintDocument {
        let table = PrintDocument.Table(
            columns: [.init("Rank", .trailing), .init("Title", .leading)],
            rows: (1...max(1, rows)).prefix(rows).map { ["\($0)", "Film \($0)"] })
        return PrintDocument(
            kind: .run, title: "T", subtitle: nil,
            sections: [.init(title: title, lines: lines, table: table), .init(title: "Milestones", lines: ["a", "b"])],
            source: "S")
    }

    func testALongTableRepeatsItsColumnHeadingsOnEveryPageItRunsOnto() {
        XCTAssertEqual(PrintPagination.bodyLines(bodyHeight: 500, lineHeight: 12.6), 39)
        XCTAssertEqual(PrintPagination.bodyLines(bodyHeight: 10, lineHeight: 12.6), 3, "never fewer than 3")
        XCTAssertEqual(PrintPagination.bodyLines(bodyHeight: 500, lineHeight: 0), 3)

        let pages = PrintPagination.pages(document(rows: 10), bodyLines: 5)
        XCTAssertEqual(pages.count, 4)
        XCTAssertEqual(
            pages[0].lines, [.columns(section: 0)] + (0..<4).map { .row(section: 0, index: $0) })
        XCTAssertEqual(pages[1].lines, [.columns(section: 0)] + (4..<8).map { .row(section: 0, index: $0) })
        // The last rows; the milestones' heading would be alone under them, so it goes over with its lines.
        XCTAssertEqual(pages[2].lines, [.columns(section: 0), .row(section: 0, index: 8), .row(section: 0, index: 9)])
        XCTAssertEqual(pages[3].lines, [.heading("Milestones"), .text("a"), .text("b")])
        XCTAssertEqual(
            pages.map { $0.lines.first }, Array(repeating: pages[0].lines.first, count: 3) + [pages[3].lines.first])

        let one = PrintPagination.pages(document(rows: 10), bodyLines: 40)
        XCTAssertEqual(one.count, 1)
        XCTAssertEqual(one[0].lines.count, 1 + 10 + 1 + 3)
        XCTAssertEqual(PrintPagination.pages(document(rows: 0), bodyLines: 40).first?.lines.first, .columns(section: 0))
        XCTAssertEqual(PrintDocument.pageNumber(0, of: 2), "1 / 2")
    }

    func testAHeadingIsNeverLeftAloneAtTheBottomOfAPage() {
        // Four lines of text then a table: its heading and column headings go over with the first row.
        let doc = PrintDocument(
            kind: .market, title: "T", subtitle: nil,
            sections: [
                .init(lines: ["1", "2", "3"]),
                .init(
                    title: "Films",
                    table: .init(columns: [.init("Title", .leading)], rows: [["A"], ["B"]]))
            ],
            source: "S")
        let pages = PrintPagination.pages(doc, bodyLines: 6)
        XCTAssertEqual(pages.count, 2)
        XCTAssertEqual(pages[0].lines, [.text("1"), .text("2"), .text("3")], "no gap left at the bottom")
        XCTAssertEqual(
            pages[1].lines,
            [.heading("Films"), .columns(section: 1), .row(section: 1, index: 0), .row(section: 1, index: 1)])
    }

    /// 메이즈 러너: 데스 큐어 with 2018-01-17 and 01-19 kept: its days as the CSV lists them, the missing one said so.
    func testAFilmsRunPrintsItsDaysAndMilestones() throws {
        try run { [self] in
            let api = try FixtureAPI()
            let app = app(api)
            _ = try await app.charts.dailyChart(Day("2018-01-17")!)
            _ = try await app.charts.dailyChart(Day("2018-01-19")!)
            let model = FilmRunViewModel(movieCode: "20175054", history: app.services.history, fill: nil)
            guard let doc = model.printDocument else { return XCTFail("no document") }
            XCTAssertEqual(doc.kind, .run)
            XCTAssertFalse(doc.prefersLandscape)
            XCTAssertEqual(doc.title, "메이즈 러너: 데스 큐어 · Run since opening")
            XCTAssertEqual(doc.subtitle, "opened Jan 17, 2018")
            let table = try XCTUnwrap(doc.sections.first?.table)
            XCTAssertEqual(
                table.columns.map(\.header), ["D", "Date", "Rank", "Audience", "Total", "Sales", "Screens", "Share"])
            XCTAssertEqual(
                table.rows,
                [
                    ["D1", "2018-01-17", "1", "225,510", "230,471", "1,752,986,100", "919", "36.2%"],
                    ["D2", "2018-01-18", "missing", "", "", "", "", ""],
                    ["D3", "2018-01-19", "1", "181,345", "578,236", "1,563,358,480", "1,020", "30.0%"]
                ])
            XCTAssertEqual(doc.sections.last?.title, "Milestones")
            XCTAssertEqual(doc.sections.last?.lines.first, "Latest total audience: 578,236 admissions (D3 2018-01-19)")
        }
    }

    func testTheMarketsYearPrintsItsFiguresAndMonths() throws {
        try MainActor.assumeIsolated {
            let dir = makeTemporaryDirectory("market-print")
            defer { try? FileManager.default.removeItem(at: dir) }
            try MarketHistory.copy(into: dir)
            let cache = try DiskCache(directory: dir)
            let latest = Day(year: 2018, month: 12, day: 31)!
            let model = MarketViewModel(
                history: HistoryStore(database: cache.database), fill: nil, language: .english, latest: { latest })
            XCTAssertNil(model.printDocument, "nothing read yet")
            model.setActive(true)
            guard let doc = model.printDocument else { return XCTFail("no document") }
            XCTAssertEqual(doc.kind, .market)
            XCTAssertEqual(doc.title, "Market · 2018")
            // The figures as the view words them, then the twelve months' bars as a table.
            XCTAssertEqual(doc.sections[0].lines, ["Jan 1–Dec 31, 2018 · 365 of 365 days in history"])
            XCTAssertEqual(
                doc.sections[0].table?.rows.prefix(2),
                [
                    ["Sales ≈", "₩1.814 trillion", "no day of 2017 in history"],
                    ["Admissions ≈", "215.7 million admissions", "no day of 2017 in history"]
                ])
            // No day of 2017 in history: no line, so no line's column; January's Korean and foreign shares.
            XCTAssertEqual(doc.sections[1].title, "Sales ≈ by month")
            XCTAssertEqual(
                doc.sections[1].table?.columns.map(\.header),
                ["Month", "Sales ≈", "Korean admissions", "Korean sales", "Foreign admissions", "Foreign sales"])
            XCTAssertEqual(doc.sections[1].table?.rows.count, 12)
            XCTAssertEqual(
                doc.sections[1].table?.rows.first, ["Jan", "₩183.1 billion", "61.4%", "61.6%", "38.6%", "38.4%"])
            XCTAssertEqual(doc.sections[1].table?.rows[1], ["Feb", "₩126.4 billion", "—", "—", "—", "—"])
            XCTAssertEqual(doc.sections[2].title, "Films by admissions in the period")
            XCTAssertEqual(doc.sections[2].table?.rows.count, MarketViewModel.filmsShown, "the films the view lists")
            XCTAssertEqual(doc.sections[2].table?.rows.first?.prefix(2), ["신과함께-인과 연", "12,261,650 admissions"])
        }
    }
}
