import Foundation
import XCTest

@testable import BoxOfficeCore

/// The computed figures, the totals, sorting by every column and the delimited text, with exact values.
final class ChartFiguresTests: XCTestCase {
    func day(_ text: String) -> Day { Day(text)! }

    func entry(
        _ rank: Int, _ title: String, change: RankChange = .unchanged, open: String? = "2022-01-01",
        audience: Int64 = 100, changePercent: String = "0", total: Int64 = 1000, sales: Int64 = 1_000_000,
        share: String = "10.0", screens: Int64 = 10, shows: Int64 = 20, code: String? = nil
    ) -> ChartEntry {
        ChartEntry(
            rank: rank, movieCode: code ?? "2022000\(rank)", title: title, rankChange: change,
            openDate: open.flatMap { Day($0) },
            audience: audience, audienceChange: 0, audienceChangePercent: changePercent, audienceTotal: total,
            sales: sales, salesChange: 0, salesChangePercent: "0", salesShare: share, salesTotal: sales,
            screens: screens, shows: shows)
    }

    func weekend() throws -> Chart {
        try Chart(
            ResponseDecoding.kobisBoxOffice(Fixtures.data("weekly_20111230-20120101_weekend.json")), kind: .weekend)
    }

    func testFiguresOfTheRealWeekend() throws {
        let chart = try weekend()
        let first = chart.entries[0]
        XCTAssertEqual(chart.lastDay, day("2012-01-01"))
        XCTAssertEqual(first.daysInRelease(on: chart.lastDay), 18)
        XCTAssertEqual(first.audiencePerScreen, 1_007_683.0 / 697)
        XCTAssertEqual(first.audiencePerShow, 1_007_683.0 / 9677)
        XCTAssertEqual(first.averageTicketPrice, 7_840_509_500.0 / 1_007_683)
        XCTAssertEqual(
            chart.entries.map { $0.daysInRelease(on: chart.lastDay) }, [18, 12, 12, 12, 4, 32, 6393, 11, 18, 11])
    }

    func testZeroDivisorsMissingOpeningDatesAndPreviews() throws {
        let noScreens = entry(1, "가", audience: 500, screens: 0, shows: 0)
        XCTAssertNil(noScreens.audiencePerScreen)
        XCTAssertNil(noScreens.audiencePerShow)
        XCTAssertEqual(noScreens.averageTicketPrice, 2000)
        let noAudience = entry(2, "나", audience: 0, sales: 0)
        XCTAssertNil(noAudience.averageTicketPrice)
        XCTAssertEqual(noAudience.audiencePerScreen, 0)
        let rerelease = entry(3, "다", open: nil)
        XCTAssertNil(rerelease.daysInRelease(on: day("2022-01-05")))
        // Opening day is day 1; previews before it are 0 or less (특송 ranked on 2022-01-05, opening 2022-01-12).
        XCTAssertEqual(entry(4, "라", open: "2022-01-05").daysInRelease(on: day("2022-01-05")), 1)
        XCTAssertEqual(entry(4, "라", open: "2022-01-06").daysInRelease(on: day("2022-01-05")), 0)
        let daily = try Chart(ResponseDecoding.kobisBoxOffice(Fixtures.data("daily_20220105.json")))
        let preview = try XCTUnwrap(daily.entries.first { $0.title == "특송" })
        XCTAssertEqual(preview.daysInRelease(on: daily.lastDay), -6)
        // Across a year boundary and a leap day.
        XCTAssertEqual(entry(5, "마", open: "2023-12-31").daysInRelease(on: day("2024-03-01")), 62)
    }

    func testTotalsAndTheEstimatedMarket() throws {
        let totals = ChartTotals(try weekend().entries)
        XCTAssertEqual(totals.audience, 2_767_624)
        XCTAssertEqual(totals.sales, 21_473_968_500)
        XCTAssertEqual(totals.estimatedMarketSales, 21_889_876_147)  // the top 10's sales over their 98.1 %
        let half = ChartTotals([entry(1, "가", sales: 300, share: "30.0"), entry(2, "나", sales: 200, share: "20.0")])
        XCTAssertEqual(half.estimatedMarketSales, 1000)
        XCTAssertNil(ChartTotals([entry(1, "가", share: "0.0")]).estimatedMarketSales, "no share, no estimate")
        XCTAssertNil(
            ChartTotals([entry(1, "가", share: "80.0"), entry(2, "나", share: "30.0")]).estimatedMarketSales,
            "shares over 100 % are not a market")
        XCTAssertEqual(
            ChartTotals([entry(1, "가", share: "100.4")]).estimatedMarketSales, 1_000_000, "rounding in KOBIS's shares")
        XCTAssertEqual(ChartTotals([]), ChartTotals([entry(1, "가", audience: 0, sales: 0, share: "0")]))
        // An overflowing sum keeps what it had instead of trapping.
        let huge = ChartTotals([entry(1, "가", audience: .max, sales: .max), entry(2, "나", audience: 5, sales: 5)])
        XCTAssertEqual(huge.audience, .max)
        XCTAssertEqual(huge.sales, .max)
    }

    /// Four rows whose every column orders them differently; unknown values sort after known ones.
    func testSortingByEveryColumn() {
        let lastDay = day("2022-01-05")
        let a = entry(
            1, "나", change: .new, open: "2022-01-05", audience: 400, changePercent: "100", total: 400,
            sales: 4_400_000, share: "40.0", screens: 0, shows: 40, code: "A")
        let b = entry(
            2, "가", change: .up(3), open: nil, audience: 300, changePercent: "-5.5", total: 9000,
            sales: 2_700_000, share: "30.0", screens: 10, shows: 10, code: "B")
        let c = entry(
            3, "라", change: .down(2), open: "2021-12-01", audience: 200, changePercent: "12.5", total: 5000,
            sales: 2_400_000, share: "20.0", screens: 40, shows: 0, code: "C")
        let d = entry(
            4, "다", change: .unchanged, open: "2021-12-20", audience: 0, changePercent: "-50.0", total: 100,
            sales: 0, share: "0.0", screens: 5, shows: 5, code: "D")
        let expected: [ChartColumn: String] = [
            .rank: "ABCD", .change: "CDBA", .title: "BADC", .openDate: "CDAB", .daysInRelease: "ADCB",
            .audience: "DCBA", .audienceChangePercent: "DBCA", .audienceTotal: "DACB", .sales: "DCBA",
            .salesShare: "DCBA", .screens: "ADBC", .shows: "CDBA",
            .audiencePerScreen: "DCBA",  // A has no screens: unknown, last
            .audiencePerShow: "DABC",  // 0, 10, 30, and C with no shows last
            .averageTicketPrice: "BACD"  // 9,000, 11,000, 12,000 won; D has no audience: last
        ]
        XCTAssertEqual(Set(expected.keys), Set(ChartColumn.allCases))
        for column in ChartColumn.allCases {
            let sorted = [a, b, c, d].sorted { column.ascending($0, $1, lastDay: lastDay) }
            XCTAssertEqual(sorted.map(\.movieCode).joined(), expected[column], "\(column)")
        }
    }

    func testPlainValuesAndHeaders() throws {
        let chart = try weekend()
        let lion = chart.entries[6]
        XCTAssertEqual(
            ChartColumn.allCases.map { $0.plainValue(lion, lastDay: chart.lastDay) },
            [
                "7", "NEW", "라이온 킹", "1994-07-02", "6393", "139102", "100.0", "171285", "1503865000", "6.9",
                "246", "2661", "565.5", "52.3", "10811"
            ])
        XCTAssertEqual(ChartColumn.change.plainValue(chart.entries[4], lastDay: chart.lastDay), "+11")
        XCTAssertEqual(ChartColumn.change.plainValue(chart.entries[8], lastDay: chart.lastDay), "-3")
        XCTAssertEqual(ChartColumn.allCases.filter { !$0.isNumeric }, [.title, .openDate])
    }

    func exportChart() -> Chart {
        Chart(
            period: .week(first: day("2011-12-30"), last: day("2012-01-01"), weekGb: 1, yearWeek: "201152"),
            kind: "주말 박스오피스",
            entries: [
                entry(
                    1, "Tab\there, \"quoted\"", change: .down(3), open: "2011-12-30", audience: 1000,
                    changePercent: "-12.5",
                    total: 2000, sales: 8_000_000, share: "50.0", screens: 3, shows: 7, code: "20110001"),
                entry(
                    2, "=HYPERLINK(\"x\")", change: .new, open: nil, audience: 10, changePercent: "100.0", total: 10,
                    sales: 0, share: "0.0", screens: 0, shows: 0, code: "20110002"),
                entry(
                    3, "-5 Lines", change: .unchanged, open: "2012-01-02", audience: 1, changePercent: "6", total: 1,
                    sales: 7000, share: "0.1", screens: 1, shows: 2, code: "20110003")
            ])
    }

    func testTabSeparatedTextExactly() {
        XCTAssertEqual(
            ChartExport.tabSeparated(exportChart()),
            """
            Rank\tChange\tTitle\tMovie code\tOpening\tDays\tAudience\tAudience change %\tTotal audience\tSales\tShare %\tScreens\tShows\tPer screen\tPer show\tAverage ticket
            1\t-3\tTab here, "quoted"\t20110001\t2011-12-30\t3\t1000\t-12.5\t2000\t8000000\t50.0\t3\t7\t333.3\t142.9\t8000
            2\tNEW\t'=HYPERLINK("x")\t20110002\t\t\t10\t100.0\t10\t0\t0.0\t0\t0\t\t\t0
            3\t0\t'-5 Lines\t20110003\t2012-01-02\t0\t1\t6\t1\t7000\t0.1\t1\t2\t1.0\t0.5\t7000

            """)
    }

    /// RFC 4180 quoting, CRLF, and text that a spreadsheet would run as a formula made inert.
    func testCSVTextExactly() {
        XCTAssertEqual(
            ChartExport.csv(exportChart()),
            [
                "Rank,Change,Title,Movie code,Opening,Days,Audience,Audience change %,Total audience,Sales,Share %,Screens,Shows,Per screen,Per show,Average ticket",
                "1,-3,\"Tab\there, \"\"quoted\"\"\",20110001,2011-12-30,3,1000,-12.5,2000,8000000,50.0,3,7,333.3,142.9,8000",
                "2,NEW,\"'=HYPERLINK(\"\"x\"\")\",20110002,,,10,100.0,10,0,0.0,0,0,,,0",
                "3,0,'-5 Lines,20110003,2012-01-02,0,1,6,1,7000,0.1,1,2,1.0,0.5,7000",
                ""
            ].joined(separator: "\r\n"))
        XCTAssertEqual(
            ChartExport.rows(Chart(period: .day(day("2022-01-05")), kind: "일별 박스오피스", entries: [])).count, 1,
            "the header only")
        XCTAssertEqual(ChartExport.quoted("@SUM(A1)"), "'@SUM(A1)")
        XCTAssertEqual(ChartExport.quoted("-3"), "-3")
        XCTAssertEqual(ChartExport.quoted("-12.5"), "-12.5")
    }

    /// A title KOBIS sends with a line break, a comma and quotes stays one row: decoding makes the break a space.
    func testAKobisTitleWithALineBreakStaysOneRow() throws {
        let text = String(decoding: Fixtures.data("weekly_20111230-20120101_weekend.json"), as: UTF8.self)
            .replacingOccurrences(of: "미션임파서블:고스트프로토콜", with: #"미션\r\n임파서블,\"고스트\"\t"#)
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)), kind: .weekend)
        let lines = ChartExport.csv(chart).components(separatedBy: "\r\n")
        XCTAssertEqual(lines.count, 12)
        XCTAssertEqual(
            lines[1],
            #"1,0,"미션 임파서블,""고스트""",20112207,2011-12-15,18,1007683,-18.9,5328435,7840509500,35.8,697,9677,1445.7,104.1,7781"#
        )
        XCTAssertEqual(
            ChartExport.tabSeparated(chart).components(separatedBy: "\n")[1].components(separatedBy: "\t")[2],
            #"미션 임파서블,"고스트""#)
    }

    /// Values built in code (not decoded) may hold a lone line break; absurd sales still print.
    func testLoneLineBreaksSignedNumbersAndHugeValues() {
        XCTAssertEqual(ChartExport.quoted("a\nb"), "\"a\nb\"", "a lone LF is quoted")
        XCTAssertEqual(ChartExport.quoted("a\rb"), "\"a\rb\"", "a lone CR is quoted")
        XCTAssertEqual(ChartExport.quoted("+1"), "+1", "a signed number is a number, not a formula")
        XCTAssertEqual(ChartExport.quoted("+A1"), "'+A1")
        XCTAssertEqual(ChartExport.quoted("\t=1+2"), "'\t=1+2", "a formula behind a tab is guarded")
        XCTAssertEqual(ChartExport.quoted("\r=1+2"), "\"'\r=1+2\"", "and behind a carriage return, quoted")
        let huge = entry(1, "a\rb\nc", audience: 1, sales: Int64.max)
        let chart = Chart(period: .day(day("2022-01-05")), kind: "일별 박스오피스", entries: [huge])
        XCTAssertEqual(
            ChartColumn.averageTicketPrice.plainValue(huge, lastDay: day("2022-01-05")), "9223372036854775808")
        XCTAssertEqual(
            ChartExport.tabSeparated(chart).components(separatedBy: "\n")[1].components(separatedBy: "\t")[2], "a b c")
    }
}
