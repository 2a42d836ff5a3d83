import BoxOfficeCore
import XCTest

/// The records' rules at their edges, on small made-up runs (issue 48): a mark crossed on a day not held, a
/// first weekend of exactly the minimum, two weekends tied, and the English ordinals of the teens.
final class RecordEdgeTests: XCTestCase {
    private func day(_ text: String) throws -> Day { try XCTUnwrap(Day(text)) }

    /// Days of a run: (day, audience, total).
    private func run(_ code: String, opens: String, _ days: [(String, Int64, Int64)]) throws -> ReferenceRun {
        try XCTUnwrap(
            ReferenceRun(
                movieCode: code, title: "Film \(code)", openDate: day(opens),
                days: try days.map {
                    .init(
                        day: try day($0.0), rank: 1, audience: $0.1, audienceTotal: $0.2, screens: 100, shows: 1,
                        salesShare: 1)
                }))
    }

    /// A film whose total passed 100만 on a day the data lacks is not credited with the next day held; one that
    /// reaches exactly 1,000,000 on a day held is.
    func testAMarkIsCreditedOnlyOnTheDayHeldThatCrossesIt() throws {
        let missed = try run("1", opens: "2023-01-04", [("2023-01-05", 200_000, 1_200_000)])
        let exact = try run(
            "2", opens: "2023-01-04", [("2023-01-04", 900_000, 900_000), ("2023-01-05", 100_000, 1_000_000)])
        let records = FilmRecords(runs: [missed, exact])
        XCTAssertEqual(records.fastest[0].films.map(\.movieCode), ["2"])
        XCTAssertEqual(records.fastest[0].films.map(\.dNumber), [2])
    }

    /// A first weekend of exactly 100,000 (the minimum) counts for the second weekend's hold; the biggest of two
    /// equal weekends is the earlier.
    func testAFirstWeekendAtTheMinimumAndTiedWeekends() throws {
        let film = try run(
            "1", opens: "2023-01-06",
            [
                ("2023-01-06", 30_000, 30_000), ("2023-01-07", 40_000, 70_000), ("2023-01-08", 30_000, 100_000),
                ("2023-01-13", 30_000, 130_000), ("2023-01-14", 40_000, 170_000), ("2023-01-15", 30_000, 200_000)
            ])
        let records = FilmRecords(runs: [film])
        XCTAssertEqual(records.secondWeekendHolds.map(\.figure), [100_000])
        XCTAssertEqual(records.secondWeekendHolds.first?.ratio, 1)
        XCTAssertEqual(records.biggestWeekends.map(\.day), [try day("2023-01-06")], "the earlier of two equal weekends")
        XCTAssertEqual(records.biggestWeekends.map(\.figure), [100_000])
        // One admission short of the minimum: no hold.
        let short = try run(
            "2", opens: "2023-01-06",
            [
                ("2023-01-06", 30_000, 30_000), ("2023-01-07", 40_000, 70_000), ("2023-01-08", 29_999, 99_999),
                ("2023-01-13", 30_000, 129_999), ("2023-01-14", 40_000, 169_999), ("2023-01-15", 30_000, 199_999)
            ])
        XCTAssertEqual(FilmRecords(runs: [short]).secondWeekendHolds, [])
    }

    /// "11th", "12th", "13th" (and 111th) in English, never "11st".
    func testTheOrdinalsOfTheTeens() {
        let texts = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map {
            FilmOnCourse(admissions: 1_000_000, rank: $0, dNumber: 5).text(in: .english)
        }
        XCTAssertEqual(
            texts,
            [
                "D5: fastest to 1 million", "D5: 2nd fastest to 1 million", "D5: 3rd fastest to 1 million",
                "D5: 4th fastest to 1 million", "D5: 11th fastest to 1 million", "D5: 12th fastest to 1 million",
                "D5: 13th fastest to 1 million", "D5: 21st fastest to 1 million", "D5: 22nd fastest to 1 million",
                "D5: 23rd fastest to 1 million", "D5: 101st fastest to 1 million", "D5: 111th fastest to 1 million",
                "D5: 112th fastest to 1 million"
            ])
    }
}
