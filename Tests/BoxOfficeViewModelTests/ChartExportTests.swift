import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// The table's cells, its remembered sort, and the CSV file: pure functions, no window.
final class ChartExportTests: XCTestCase {
    static let entry = ChartEntry(
        rank: 2, movieCode: "20210028", title: "스파이더맨: 노 웨이 홈", rankChange: .down(1),
        openDate: Day("2021-12-15"), audience: 50_399, audienceChange: -9_564,
        audienceChangePercent: "-15.9", audienceTotal: 6_252_827, sales: 507_028_380,
        salesChange: -91_443_730, salesChangePercent: "-15.3", salesShare: "29.6",
        salesTotal: 0, screens: 1_357, shows: 4_314)
    static let day = Day("2022-01-05")!

    func testCellsReadAsPeopleReadThem() {
        let cells = ChartTable.columns.map {
            ChartTable.text($0, Self.entry, title: "Spider-Man", lastDay: Self.day, language: .english)
        }
        XCTAssertEqual(
            cells,
            [
                "2", "▼1", "Spider-Man", "Dec 15, 2021", "22", "50,399", "-15.9%", "6,252,827", "507,028,380",
                "29.6%", "1,357", "4,314", "37.1", "11.7", "10,060"
            ])
        XCTAssertEqual(
            ChartTable.text(.openDate, Self.entry, title: "", lastDay: Self.day, language: .korean), "2021년 12월 15일")
        XCTAssertEqual(NumberFormatting.signedPercent("318.3"), "+318.3%")
        XCTAssertEqual(NumberFormatting.signedPercent("0"), "0%")
        let leap = ChartEntry(
            rank: 3, movieCode: "20210001", title: "", rankChange: .up(5), openDate: Day("2021-12-15"),
            audience: 10_049, audienceChange: 10_048, audienceChangePercent: "10048.1", audienceTotal: 20_000,
            sales: 0, salesChange: 0, salesChangePercent: "0", salesShare: "1234.5", salesTotal: 0, screens: 1, shows: 1
        )
        XCTAssertEqual(ChartTable.text(.salesShare, leap, title: "", lastDay: Self.day, language: .english), "1,234.5%")
        XCTAssertEqual(
            ChartTable.text(.audienceChangePercent, leap, title: "", lastDay: Self.day, language: .korean), "+10,048.1%"
        )
        XCTAssertEqual(ChartTable.oneDecimal(12_345.67), "12,345.7")
        XCTAssertEqual(ChartTable.oneDecimal(-0.04), "0.0", "no minus zero")
    }

    /// Previews read as the list says them; absurd sales for one admission print instead of trapping.
    func testPreviewsAndAbsurdValues() {
        let preview = ChartEntry(
            rank: 6, movieCode: "20192354", title: "특송", rankChange: .up(3), openDate: Day("2022-01-12"),
            audience: 1, audienceChange: 0, audienceChangePercent: "0", audienceTotal: 1, sales: Int64.max,
            salesChange: 0, salesChangePercent: "0", salesShare: "0.1", salesTotal: Int64.max, screens: 0, shows: 0)
        XCTAssertEqual(
            ChartTable.text(.daysInRelease, preview, title: "", lastDay: Self.day, language: .english), "D-7")
        XCTAssertEqual(
            ChartTable.text(.averageTicketPrice, preview, title: "", lastDay: Self.day, language: .english),
            "9223372036854775808")
        XCTAssertEqual(
            ChartTable.text(.audiencePerScreen, preview, title: "", lastDay: Self.day, language: .english), "—")
    }

    func testTheSortIsStoredAsColumnAndDirection() throws {
        XCTAssertEqual(ChartSort(stored: "screens,descending"), ChartSort(column: .screens, descending: true))
        XCTAssertEqual(ChartSort(stored: "title"), ChartSort(column: .title, descending: false))
        XCTAssertNil(ChartSort(stored: "nonsense,descending"), "an edited file means no sort, not a crash")
        let dir = makeTemporaryDirectory("boxoffice-sort")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("state.ini")
        let state = AppSettings(inMemoryFrom: file)
        ChartSort.remember(ChartSort(column: .audience, descending: true), in: state)
        XCTAssertEqual(ChartSort.remembered(in: state), ChartSort(column: .audience, descending: true))
        XCTAssertEqual(state.text(.tableSort), "audience,descending")
    }

    func testTheFileNameNamesTheDayOrTheWeek() {
        let daily = Chart(period: .day(Self.day), kind: "일별 박스오피스", entries: [Self.entry])
        XCTAssertEqual(ChartViewModel.csvName(for: daily), "boxoffice-2022-01-05.csv")
        let weekend = Chart(
            period: .week(first: Day("2011-12-30")!, last: Day("2012-01-01")!, weekGb: 1, yearWeek: "201152"),
            kind: "주말 박스오피스", entries: [])
        XCTAssertEqual(ChartViewModel.csvName(for: weekend), "boxoffice-weekend-2011-12-30-to-2012-01-01.csv")
    }

    func testWritingTheCSVSaysHowItWent() throws {
        let dir = makeTemporaryDirectory("boxoffice-csv")
        defer { try? FileManager.default.removeItem(at: dir) }
        let chart = Chart(period: .day(Self.day), kind: "일별 박스오피스", entries: [Self.entry])
        let url = dir.appendingPathComponent("chart.csv")
        XCTAssertEqual(ChartViewModel.writeCSV(chart, to: url), "Saved chart.csv")
        XCTAssertEqual(try Data(contentsOf: url), Data("\u{FEFF}".utf8) + Data(ChartExport.csv(chart).utf8))
        let missing = dir.appendingPathComponent("no such folder/chart.csv")
        XCTAssertEqual(
            ChartViewModel.writeCSV(chart, to: missing), "Could not save chart.csv: No such file or directory.")
    }
}
