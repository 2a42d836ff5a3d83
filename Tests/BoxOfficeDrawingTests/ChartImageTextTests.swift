import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// What the shared chart image says, read back from the texts it drew and where: each row's rank, title,
/// audience and total under their column headings (by their left and right edges), on real days of 2018.
final class ChartImageTextTests: XCTestCase {
    /// The image of a 2018 day drawn in English (KOBIS's Korean titles), with its texts recorded.
    private func drawn(_ day: String, file: StaticString = #filePath, line: UInt = #line) throws -> (
        content: ChartImageContent, table: DrawnTable
    ) {
        let date = try XCTUnwrap(Day(day), file: file, line: line)
        let chart = try XCTUnwrap(MarketHistory.chart("market/2018/\(date.compact).json"), file: file, line: line)
        let content = ChartImageContent(
            chart: chart, selection: ChartSelection(kind: .daily, day: date), regions: [], language: .english)
        let recorder = DrawnTextRecorder()
        XCTAssertNotNil(ChartImage.png(content, recorder: recorder), file: file, line: line)
        return (content, DrawnTable(recorder.texts))
    }

    /// 2018-05-05 (Children's Day), as KOBIS answered it: the figures under the headings they belong to.
    func testEachRowsFiguresAreUnderTheirHeadings() throws {
        let (content, table) = try drawn("2018-05-05")
        XCTAssertEqual(table.text.first, "Daily box office · Sat, May 5, 2018")
        XCTAssertEqual(table.lines[1].map(\.text), ["Rank", "±", "Title", "Audience", "Total", "Share"])
        let rows = try XCTUnwrap(table.rows(under: content.headers))
        func cells(_ row: [String: String]) -> [String] {
            ["Rank", "Title", "Audience", "Total", "Share"].map { row[$0] ?? "-" }
        }
        XCTAssertEqual(
            rows.prefix(10).map(cells),
            [
                ["1", "어벤져스: 인피니티 워", "820,839", "7,760,285", "75.8%"],
                ["2", "챔피언", "170,126", "506,368", "14.8%"],
                ["3", "얼리맨", "33,773", "47,827", "2.7%"],
                ["4", "매직빈", "20,943", "28,706", "1.7%"],
                ["5", "커다랗고 커다랗고 커다란 배", "19,297", "25,147", "1.6%"],
                ["6", "레오나르도 다 빈치", "13,274", "43,951", "1.1%"],
                ["7", "그날, 바다", "5,746", "513,444", "0.5%"],
                ["8", "원더스트럭", "3,419", "10,798", "0.3%"],
                ["9", "당갈", "2,718", "56,411", "0.2%"],
                ["10", "부르고뉴, 와인에서 찾은 인생", "2,634", "6,813", "0.2%"]
            ])
        XCTAssertEqual(rows.prefix(10).map { $0["±"] }, ["–", "–", "–", "▲1", "▲1", "▲4", "▼3", "▼1", "▲2", "▲2"])
        // Nothing cut, nothing outside a column; the foot after the ten rows.
        XCTAssertEqual(rows.prefix(10).filter { $0["?"] != nil }, [])
        XCTAssertEqual(table.all.filter(\.cut).map(\.text), [])
        XCTAssertEqual(table.text.last, "Source: KOBIS (Korean Box Office Information System) | BoxOffice")
        XCTAssertEqual(rows.count, 11)
    }

    /// The first day of every month of 2018, each row against KOBIS's own answer for it: rank, title (whole),
    /// audience and total, grouped by thousands.
    func testEveryMonthsFirstDayReadsBackAsKOBISAnsweredIt() throws {
        for month in 1...12 {
            let day = String(format: "2018-%02d-01", month)
            let (content, table) = try drawn(day)
            let rows = try XCTUnwrap(table.rows(under: content.headers), day)
            let answer = try KOBISDay.rows(day)
            XCTAssertEqual(rows.count, answer.count + 1, day)
            XCTAssertEqual(
                rows.prefix(answer.count).map { r in ["Rank", "Title", "Audience", "Total"].map { r[$0] ?? "-" } },
                answer.map { [$0.rank, $0.title, $0.audience, $0.total] }, day)
        }
    }
}

/// A day's rows as KOBIS sent them (Tests/Fixtures/market/2018), read without the app's decoding: the figures
/// grouped by thousands as the picture shows them.
struct KOBISDay {
    let rank: String, title: String, audience: String, total: String

    static func grouped(_ digits: String) -> String {
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }

    static func rows(_ day: String) throws -> [KOBISDay] {
        let name = "market/2018/" + day.replacingOccurrences(of: "-", with: "") + ".json"
        let json = try JSONSerialization.jsonObject(with: FixtureAPI.fixture(name)) as? [String: Any]
        let result = json?["boxOfficeResult"] as? [String: Any]
        let list = try XCTUnwrap(result?["dailyBoxOfficeList"] as? [[String: String]], day)
        return list.map {
            KOBISDay(
                rank: $0["rank"] ?? "", title: $0["movieNm"] ?? "", audience: grouped($0["audiCnt"] ?? ""),
                total: grouped($0["audiAcc"] ?? ""))
        }
    }
}
