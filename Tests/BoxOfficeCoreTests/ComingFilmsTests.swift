import BoxOfficeCore
import XCTest

/// The weeks a list of coming films covers, at the edges: the last day of a year, the week's seventh day, and
/// several films on one day (issue 48's boundary days and grouping).
final class ComingFilmsTests: XCTestCase {
    private func day(_ text: String) throws -> Day { try XCTUnwrap(Day(text)) }

    private func item(_ code: String, _ title: String, opens: String) throws -> FilmListItem {
        FilmListItem(
            code: code, title: title, titleEnglish: "", productionYear: 2025, openDate: try day(opens), nation: "한국",
            nations: ["한국"], genres: [], directors: [], companies: [], status: "개봉예정")
    }

    /// One week from Christmas ends on Dec 31: one year's list is asked for; from the 26th it reaches Jan 1, two.
    func testTheYearsAskedForEndOnTheWeeksLastDay() throws {
        XCTAssertEqual(ComingFilms.years(from: try day("2025-12-25"), weeks: 1), 2025...2025)
        XCTAssertEqual(ComingFilms.years(from: try day("2025-12-26"), weeks: 1), 2025...2026)
        XCTAssertEqual(ComingFilms.years(from: try day("2025-01-01"), weeks: 52), 2025...2025)
        XCTAssertEqual(ComingFilms.years(from: try day("2025-01-02"), weeks: 99), 2025...2025, "52 weeks at most")
    }

    /// The list holds [from, from + 7 × weeks): a film opening on the eighth day is not in a one-week list.
    func testAFilmOpeningTheDayAfterTheLastIsLeftOut() throws {
        let items = [
            try item("1", "첫날", opens: "2025-12-25"), try item("2", "마지막 날", opens: "2025-12-31"),
            try item("3", "다음 주", opens: "2026-01-01"), try item("4", "전날", opens: "2025-12-24")
        ]
        let list = ComingFilms(items: items, from: try day("2025-12-25"), weeks: 1)
        XCTAssertEqual(list.films.map(\.title), ["첫날", "마지막 날"])
        XCTAssertEqual(list.to, try day("2025-12-31"))
    }

    /// Films are grouped by their day, nearest first, each day once, titles in order within it; a film the list
    /// names twice is listed once.
    func testFilmsOnOneDayShareItsGroup() throws {
        let items = [
            try item("1", "가", opens: "2025-12-26"), try item("2", "다", opens: "2025-12-31"),
            try item("3", "나", opens: "2025-12-31"), try item("4", "라", opens: "2025-12-26"),
            try item("3", "나", opens: "2025-12-31")
        ]
        let days = ComingFilms(items: items, from: try day("2025-12-25"), weeks: 1).days
        XCTAssertEqual(days.map(\.day), [try day("2025-12-26"), try day("2025-12-31")])
        XCTAssertEqual(days.map { $0.films.map(\.title) }, [["가", "라"], ["나", "다"]])
    }
}
