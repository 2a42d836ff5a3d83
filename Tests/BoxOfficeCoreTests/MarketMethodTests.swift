import XCTest

@testable import BoxOfficeCore

/// The market method on constructed rows: the comparison with last year, periods, hostile values and the
/// distributors' even split. Figures are worked out by hand in the comments.
final class MarketMethodTests: XCTestCase {
    private func row(
        _ day: Day, _ code: String, rank: Int = 1, audience: Int64, sales: Int64, share: String,
        total: Int64 = 0, segment: String = ""
    ) -> HistoryRow {
        HistoryRow(
            day: day, segmentKey: segment, movieCode: code, rank: rank, audience: audience, sales: sales, screens: 1,
            shows: 1, audienceTotal: total, salesTotal: 0, salesShare: share, title: "film \(code)", openDate: nil)
    }

    private func d(_ y: Int, _ m: Int, _ day: Int) -> Day { Day(year: y, month: m, day: day)! }

    func testADaysEstimate() throws {
        // 600 + 400 won at 40 % + 20 % of the market: 1,000 ÷ 0.6 = 1,666.67 → 1,667 won; 10 + 6 admissions ÷ 0.6 = 26.67 → 27.
        let day = try XCTUnwrap(
            MarketDay(
                day: d(2020, 1, 1),
                rows: [
                    row(d(2020, 1, 1), "a", audience: 10, sales: 600, share: "40.0"),
                    row(d(2020, 1, 1), "b", rank: 2, audience: 6, sales: 400, share: "20.0")
                ]))
        XCTAssertEqual([day.sales, day.audience, day.topTenSales, day.topTenAudience], [1667, 27, 1000, 16])
        // Shares adding up to 100.1 (one-decimal rounding) are the whole market: the estimate is the rows' own.
        let whole = try XCTUnwrap(
            MarketDay(
                day: d(2020, 1, 1),
                rows: [
                    row(d(2020, 1, 1), "a", audience: 5, sales: 601, share: "60.1"),
                    row(d(2020, 1, 1), "b", rank: 2, audience: 4, sales: 400, share: "40.0")
                ]))
        XCTAssertEqual([whole.sales, whole.audience], [1001, 9])
    }

    /// Hostile values from an edited database: no trap, the day is a gap.
    func testHostileRowsMakeAGap() {
        let day = d(2020, 1, 1)
        for rows in [
            [row(day, "a", audience: 1, sales: -5, share: "10")],
            [row(day, "a", audience: -1, sales: 5, share: "10")],
            [row(day, "a", audience: 1, sales: 5, share: "nan")],
            [row(day, "a", audience: 1, sales: 5, share: "inf")],
            [row(day, "a", audience: 1, sales: 5, share: "0")],
            [row(day, "a", audience: 1, sales: 5, share: "-3")],
            [row(day, "a", audience: 1, sales: 5, share: "1e-300")],
            [
                row(day, "a", audience: 1, sales: .max, share: "60"),
                row(day, "b", audience: 1, sales: .max, share: "30")
            ],
            [row(day, "a", audience: .max, sales: 5, share: "0.0001")],
            [row(day, "a", audience: 1, sales: 5, share: "70"), row(day, "b", audience: 1, sales: 5, share: "31")]
        ] {
            XCTAssertNil(MarketDay(day: day, rows: rows), "\(rows.map(\.salesShare))")
        }
        XCTAssertEqual(MarketTotals.sum(.max, 1), .max)
        XCTAssertEqual(MarketTotals.sum(.min, -1), .min)
    }

    /// The same days last year: only days held in both years count, on both sides.
    func testTheSameDaysLastYear() throws {
        var rows: [HistoryRow] = []
        // 2020: 1–3 March at 1,000 won and 10 admissions a day, each the whole market (share 100).
        for day in 1...3 { rows.append(row(d(2020, 3, day), "now", audience: 10, sales: 1000, share: "100")) }
        // 2019: 1 and 2 March at 800 won and 8 admissions; 3 March missing; 4 March outside the period.
        for day in [1, 2, 4] { rows.append(row(d(2019, 3, day), "then", audience: 8, sales: 800, share: "100")) }
        let period = try XCTUnwrap(MarketPeriod(year: 2020, month: 3, latest: d(2020, 3, 3)))
        XCTAssertEqual(period.last, d(2020, 3, 3), "the month so far")
        let report = MarketReport(period: period, rows: rows)
        XCTAssertEqual(report.totals.daysCovered, 3)
        XCTAssertEqual(report.totals.sales, 3000)
        let previous = try XCTUnwrap(report.previous)
        XCTAssertEqual([previous.from, previous.to], [d(2019, 3, 1), d(2019, 3, 3)])
        XCTAssertEqual(previous.daysCovered, 2)
        XCTAssertEqual([previous.previous.sales, previous.current.sales], [1600, 2000])
        XCTAssertEqual([previous.previous.audience, previous.current.audience], [16, 20])
        XCTAssertEqual(try XCTUnwrap(previous.salesChange), 25, accuracy: 1e-9)  // 2,000 ÷ 1,600 − 1
        XCTAssertEqual(try XCTUnwrap(previous.audienceChange), 25, accuracy: 1e-9)
        // No day of last year held: no comparison at all.
        XCTAssertNil(MarketReport(period: period, rows: rows.filter { $0.day.year == 2020 }).previous)
    }

    func testLeapDaysAndPeriods() throws {
        // 29 February 2020 has no day a year earlier.
        XCTAssertNil(MarketPeriod.yearBefore(d(2020, 2, 29)))
        let february = try XCTUnwrap(MarketPeriod(year: 2020, month: 2, latest: d(2020, 12, 31)))
        XCTAssertEqual(february.dayCount, 29)
        XCTAssertEqual(february.yearEarlier?.last, d(2019, 2, 28))
        XCTAssertEqual(MarketPeriod(year: 2024, latest: d(2024, 11, 23))?.dayCount, 328)
        XCTAssertEqual(MarketPeriod(year: 2024, latest: d(2024, 11, 23))?.months.count, 11)
        XCTAssertNil(MarketPeriod(year: 2025, latest: d(2024, 11, 23)), "not begun")
        XCTAssertNil(MarketPeriod(year: 2024, month: 13, latest: d(2024, 11, 23)))
        XCTAssertNil(MarketPeriod(year: 0, latest: d(2024, 11, 23)))
        XCTAssertEqual(MarketPeriod(year: 2018, month: 1, latest: d(2018, 12, 31))?.label, "2018-01")
    }

    /// A co-distributed film is split evenly: 1,001 won between two distributors is 501 + 500, half a film each.
    func testDistributorsSplitEvenly() {
        let day = d(2020, 1, 1)
        let films = MarketFilm.films([
            row(day, "solo", audience: 10, sales: 3000, share: "30"),
            row(day, "pair", rank: 2, audience: 5, sales: 1001, share: "10"),
            row(day, "other", rank: 3, audience: 1, sales: 999, share: "10"),
            row(day, "unknown", rank: 4, audience: 1, sales: 50, share: "1")
        ])
        let names = ["solo": ["A"], "pair": ["B", "A", "B"], "other": ["C"]]
        let shares = DistributorShare.shares(films: films, distributors: names, marketSales: 10_000)
        XCTAssertEqual(shares.map(\.name), ["A", "C", "B"])
        XCTAssertEqual(shares.map(\.films), [1.5, 1, 0.5])
        XCTAssertEqual(shares.map(\.sales), [3501, 999, 500])
        XCTAssertEqual(shares.map { (($0.share ?? 0) * 100).rounded() }, [3501, 999, 500])  // 35.01 %, 9.99 %, 5 %
        XCTAssertEqual(DistributorShare.filmsWithoutDetails(films: films, distributors: names), 1)
    }

    /// Shares are read by hand (no strtod): the same Double as `Double(text)` for every share KOBIS can send
    /// (0.0 to 100.0, one or two decimals) and for text that is no share.
    func testASharesValueIsDoublesOwn() {
        func reference(_ text: String) -> Double? {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else { return nil }
            return value
        }
        var texts: [String] = []
        for n in 0...10_000 { texts += [String(n / 100) + "." + String(n % 100 / 10) + String(n % 10)] }
        for n in 0...1_000 { texts += [String(n / 10) + "." + String(n % 10), String(n)] }
        texts += [
            "", ".", "5.", ".5", "0", "00.10", "100.0", "100.01", "1e2", "-0.0", "-1", "+3", " 3", "3 ", "nan", "inf",
            "3.4.5", "0.1234567890123456789", "99.999999999999999", "12345678901234567", "1,5", "３"
        ]
        for text in texts {
            XCTAssertEqual(MarketDay.share(text)?.bitPattern, reference(text)?.bitPattern, text)
        }
        XCTAssertEqual(MarketDay.share("34.2"), 34.2)
        XCTAssertNil(MarketDay.share("100.1"))
    }
}
