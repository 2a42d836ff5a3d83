import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// `boxoffice market --weekends --format csv` written by the app's one CSV writer: every field quoted where it
/// holds a comma, a quote or a line break, and a #1 film's title that a spreadsheet would run as a formula
/// guarded, as in every other CSV. History: 2018 as KOBIS answered it, and 2019's first three weekends saved
/// from 2018's first three (the real answers, each weekend's #1 film renamed).
final class WeekendsCSVTests: CommandLineTestCase {
    /// 2019-01-21 09:00 KST: yesterday is Sunday 2019-01-20.
    private let now = ["BOXOFFICE_NOW": "2019-01-21T09:00:00+09:00"]

    /// Each weekend of 2018 saved again a year on (Friday to Sunday), its #1 film under `title`.
    private func saveWeekends(_ titles: [String]) throws {
        try MainActor.assumeIsolated {
            try MarketHistory.copy(into: cacheDir)
            let store = HistoryStore(database: try DiskCache(directory: cacheDir).database)
            for (week, title) in titles.enumerated() {
                let friday = try XCTUnwrap(Day(year: 2018, month: 1, day: 5 + 7 * week))
                // The Friday's #1, renamed on each of the three days.
                let leader = try rows(friday).first?["movieCd"] as? String
                for day in (0..<3).map({ friday.adding(days: $0) }) {
                    var json = try XCTUnwrap(
                        JSONSerialization.jsonObject(with: FixtureAPI.fixture("market/2018/\(day.compact).json"))
                            as? [String: Any])
                    var result = try XCTUnwrap(json["boxOfficeResult"] as? [String: Any])
                    result["dailyBoxOfficeList"] = try rows(day).map { row in
                        var row = row
                        if row["movieCd"] as? String == leader { row["movieNm"] = title }
                        return row
                    }
                    json["boxOfficeResult"] = result
                    let chart = try Chart(
                        ResponseDecoding.kobisBoxOffice(JSONSerialization.data(withJSONObject: json)), kind: .daily)
                    store.record(chart, day: day.adding(days: 364), segment: .everything)
                }
            }
        }
    }

    private func rows(_ day: Day) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: FixtureAPI.fixture("market/2018/\(day.compact).json"))
        let result = (json as? [String: Any])?["boxOfficeResult"] as? [String: Any]
        return try XCTUnwrap(result?["dailyBoxOfficeList"] as? [[String: Any]])
    }

    func testTitlesAreQuotedAndFormulasGuarded() throws {
        try saveWeekends([#"=HYPERLINK("http://x.example","y")"#, "-1+2", #"Hello, "World""#])
        let r = try both(
            ["market", "--year", "2019", "--weekends", "--format", "csv"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stderr, "")
        // The figures are 2018's first three weekends' (MarketCommandTests' JSON); a year later, 0.0 % change.
        XCTAssertEqual(
            r.stdout,
            [
                "from,to,daysCovered,topTenSales,sales,audience,salesChangeFromPrevious,salesChangeFromLastYear,"
                    + "number1MovieCd,number1Title",
                #"2019-01-04,2019-01-06,3,29964811195,30342823665,3634832,24.3,0.0,20150976,"'=HYPERLINK(""http://x.example"",""y"")""#,
                "2019-01-11,2019-01-13,3,26057248704,26379308231,3143510,-13.1,0.0,20170590,'-1+2",
                #"2019-01-18,2019-01-20,3,25422081563,25867746108,3085189,-1.9,0.0,20175054,"Hello, ""World""""#
            ].map { $0 + "\r\n" }.joined())
    }
}
