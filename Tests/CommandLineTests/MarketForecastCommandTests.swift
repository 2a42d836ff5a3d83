import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// `boxoffice market`'s forecast totals of the films still in the chart on the period's last day, from the
/// real 2018 history and the shipped runs: JSON's `forecast` per film, the table's column and note.
final class MarketForecastCommandTests: CommandLineTestCase {
    /// The forecast's figures these tests expect, in one place: the method is tuned, so they move with it.
    enum Expected {
        /// January 2018, forecast as of 2018-01-31: 신과함께-죄와 벌 (D43, at 14,051,561) first among the ten
        /// films in that day's chart.
        static let firstFilm = "20150976"
        static let firstForecast: [Int64] = [14_128_043, 14_051_561, 14_269_683]  // median, low, high
        static let forecastCount = 10
        /// The table's row of 염력, #1 on its opening day, the 31st.
        static let tableRow = "10  염력"
        static let tableForecast = "273,292   ≈ 3.0 million admissions"
    }

    private let now = ["BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"]

    override func setUp() {
        super.setUp()
        try? MarketHistory.copy(into: cacheDir)
    }

    func testJanuarysRunningFilmsHaveTheirForecastInJSON() throws {
        let r = try boxoffice(
            ["market", "--year", "2018", "--month", "1", "--format", "json"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.all)
        let films = try XCTUnwrap(doc["films"] as? [[String: Any]])
        let forecast = try XCTUnwrap(films[0]["forecast"] as? [String: Any], "\(films[0])")
        XCTAssertEqual(films[0]["movieCd"] as? String, Expected.firstFilm)
        XCTAssertEqual(Set(forecast.keys), ["median", "low", "high"])
        XCTAssertEqual(
            [forecast["median"], forecast["low"], forecast["high"]].map { $0 as? Int64 }, Expected.firstForecast)
        XCTAssertEqual(films.filter { !($0["forecast"] is NSNull) }.count, Expected.forecastCount)
        XCTAssertTrue(films.allSatisfy { $0["forecast"] != nil }, "every film has the key")
        // 강철비 left the chart on the 16th: it is not forecast.
        XCTAssertTrue(films.first { $0["title"] as? String == "강철비" }?["forecast"] is NSNull)
    }

    func testTheTablesForecastColumnAndItsNote() throws {
        let r = try boxoffice(["market", "--year", "2018", "--month", "1"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains { $0.hasSuffix("Total to date             Forecast total") }, r.stdout)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix(Expected.tableRow) && $0.hasSuffix(Expected.tableForecast) }, r.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix(" 9  강철비") && $0.hasSuffix("4,445,387") }, r.stdout)
        XCTAssertTrue(
            lines.contains(
                "Forecast total: where a film still in the chart may end, forecast as of 2018-01-31 (the median; boxoffice forecast CODE gives its range)."
            ), r.stdout)
    }
}
