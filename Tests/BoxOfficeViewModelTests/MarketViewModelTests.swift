import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// The Market view's selection (pure transitions) and its model on the real 2018 history
/// (Tests/Fixtures/market). Expected figures were computed from the files with python3.
final class MarketViewModelTests: XCTestCase {
    private let december31 = Day(year: 2018, month: 12, day: 31)!

    func testTheSelectionStepsWithinTheYearsKOBISHasAndNeverPastYesterday() {
        let latest = Day(year: 2026, month: 11, day: 24)!
        var s = MarketSelection(latest: latest)
        XCTAssertEqual([s.year, s.month], [2026, 11])
        XCTAssertEqual(s.period?.last, latest, "this year to yesterday")
        XCTAssertFalse(s.canGoForward)
        s = s.with(.month).previous
        XCTAssertEqual([s.year, s.month], [2026, 10])
        s = MarketSelection(scope: .month, year: 2026, month: 1, latest: latest).previous
        XCTAssertEqual([s.year, s.month], [2025, 12], "across a new year")
        XCTAssertEqual(s.next.next.next.month, 3)
        s = MarketSelection(scope: .month, year: 2025, month: 12, latest: latest).with(.year).next
        XCTAssertEqual([s.year, s.month], [2026, 11], "a month after yesterday's is clamped to it")
        XCTAssertEqual(MarketSelection(scope: .year, year: 1990, month: 5, latest: latest).year, 2003)
        XCTAssertFalse(MarketSelection(scope: .year, year: 2003, month: 5, latest: latest).canGoBack)
        XCTAssertEqual(
            MarketSelection(scope: .year, year: 2018, month: 12, latest: latest).drilled(into: 3).period?.first,
            Day(year: 2018, month: 3, day: 1))
        XCTAssertNil(s.with(.weekends).period)
        XCTAssertEqual(MarketSelection(scope: .month, year: 2020, month: 7, latest: latest).newest.month, 11)
    }

    @MainActor private func model() throws -> MarketViewModel {
        let dir = makeTemporaryDirectory("market-vm")
        try MarketHistory.copy(into: dir)
        let cache = try DiskCache(directory: dir)
        let latest = december31
        let model = MarketViewModel(
            history: HistoryStore(database: cache.database), fill: nil, language: .english, latest: { latest })
        model.setActive(true)
        return model
    }

    func testTheYearsBarsTheMonthsLinesAndTheirSentences() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            XCTAssertEqual(m.phase, .shown)
            let bars = m.bars
            XCTAssertEqual(bars.count, 12)
            XCTAssertEqual(bars.first?.value, 183_122_138_368)
            XCTAssertNil(bars.first?.previous, "2017 is not in history")
            XCTAssertEqual(bars.first?.target, .month(1))
            XCTAssertEqual(
                bars.last?.sentence, "December 2018; sales ≈ ₩184.3 billion, ≈ 21.9 million admissions (31 of 31 days)")
            // January's Korean split, as KOFIC publishes it: their share of admissions first.
            XCTAssertEqual(
                bars.first?.sentence,
                "January 2018; sales ≈ ₩183.1 billion, ≈ 22.9 million admissions (31 of 31 days); Korean films 61.4% of admissions, 61.6% of sales"
            )
            XCTAssertNil(bars[1].korean, "no Korean chart for February")
            // No day of 2017 in history: no line is drawn, and none is named.
            XCTAssertEqual(m.barsSummary, "Sales ≈ by month")
            XCTAssertEqual(m.imageContent?.legend, "Sales ≈ by month")
            XCTAssertNil(m.yearToDate)
            // Every whole-market day is there; the Korean chart only for January.
            XCTAssertEqual(m.missingDays, [])
            XCTAssertEqual(m.missingKoreanDays.count, 334)
            XCTAssertEqual(m.missingKoreanDays.first, Day(year: 2018, month: 2, day: 1))
            XCTAssertEqual(
                m.gapSentence,
                "334 Korean charts, with their films' details · filling history needs a KOBIS key and a connection")

            m.drill(into: 1)
            XCTAssertEqual(
                m.figures.dropFirst(2).map { [$0.label, $0.value, $0.detail ?? ""] },
                [
                    [
                        "Korean films' share", "61.4%",
                        "of admissions (≈ 14.1 million admissions) · 61.6% of sales (≈ ₩112.8 billion) · foreign films 38.6% of admissions, 38.4% of sales · over the 31 days with their chart"
                    ],
                    [
                        "Top 10's admissions", "22.4 million admissions",
                        "their sales ₩179.2 billion, summed from the daily charts"
                    ]
                ])
            XCTAssertEqual(m.imageContent?.legend, "Sales ≈ by day; the darker bars: the weekends, Friday to Sunday")
            XCTAssertEqual(
                m.bars[4].sentence,
                "Fri, Jan 5, 2018; sales ≈ ₩6.2 billion, ≈ 740,217 admissions (1 of 1 days); Korean films 67.7% of admissions, 68.1% of sales"
            )
            m.choose(.year)
            m.drill(into: 2)
            XCTAssertEqual(m.title, "February 2018")
            XCTAssertEqual(m.bars.count, 28)
            // Each day against the same weekday 52 weeks earlier: 2018-02-02 (Fri) against 2017-02-03, not in history.
            XCTAssertNil(m.bars[1].previous)
            XCTAssertEqual(m.bars[2].isWeekend, true, "3 February 2018 is a Saturday")
            XCTAssertEqual(m.bars[1].target, .day(Day(year: 2018, month: 2, day: 2)!))
        }
    }

    func testTheWeekendsAgainstTheWeekendBeforeAndTheFilmsList() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            m.choose(.weekends)
            XCTAssertEqual(m.title, "Weekends of 2018")
            XCTAssertEqual(m.weekends.count, 52)
            let newest = try XCTUnwrap(m.weekendLines.first)
            XCTAssertEqual(newest.title, "Dec 28–30")
            XCTAssertEqual(newest.value, "≈ ₩24.4 billion")
            XCTAssertEqual(newest.target, .weekend(Day(year: 2018, month: 12, day: 28)!))
            XCTAssertEqual(m.weekendLines.last?.title, "Jan 5–7")
            // A weekend's line is the one 52 weeks earlier: 2017's, not in history.
            XCTAssertTrue(m.bars.allSatisfy { $0.previous == nil })
            XCTAssertEqual(m.barsSummary, "Sales ≈ by weekend", "no line drawn, none named")

            m.choose(.month)
            XCTAssertEqual(m.title, "December 2018")
            XCTAssertEqual(m.films.count, MarketViewModel.filmsShown)
            let left = m.filmsLeft
            XCTAssertGreaterThan(left, 0)
            m.showAllFilms()
            XCTAssertEqual(m.films.count, MarketViewModel.filmsShown + left)
            XCTAssertEqual(m.filmsLeft, 0)
            m.choose(year: 2017)
            XCTAssertEqual(m.phase, .empty("The history holds no day of December 2017 yet."))
            XCTAssertFalse(m.showsAllFilms, "a new period lists its first films")
        }
    }

    /// 2019's first five days with each film's sales at 90% of the same days of 2018 (the real answers,
    /// edited): the year so far reads 10.0% behind, over the five days both years hold.
    func testTheYearSoFarAgainstLastYear() throws {
        try MainActor.assumeIsolated {
            let dir = makeTemporaryDirectory("market-ytd")
            try MarketHistory.copy(into: dir)
            let cache = try DiskCache(directory: dir)
            let store = HistoryStore(database: cache.database)
            for day in 1...5 {
                let name = "market/2018/201801\(Day.padded(day, 2)).json"
                var json = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: FixtureAPI.fixture(name)) as? [String: Any])
                var result = try XCTUnwrap(json["boxOfficeResult"] as? [String: Any])
                let rows = try XCTUnwrap(result["dailyBoxOfficeList"] as? [[String: Any]])
                result["dailyBoxOfficeList"] = rows.map { row in
                    var row = row
                    let sales = Int64(row["salesAmt"] as? String ?? "") ?? 0
                    row["salesAmt"] = String(sales * 9 / 10)
                    return row
                }
                json["boxOfficeResult"] = result
                let chart = try Chart(
                    ResponseDecoding.kobisBoxOffice(JSONSerialization.data(withJSONObject: json)), kind: .daily)
                store.record(chart, day: try XCTUnwrap(Day(year: 2019, month: 1, day: day)), segment: .everything)
            }
            let latest = try XCTUnwrap(Day(year: 2019, month: 1, day: 5))
            let m = MarketViewModel(history: store, fill: nil, language: .english, latest: { latest })
            m.setActive(true)
            XCTAssertEqual(m.title, "2019")
            XCTAssertEqual(m.yearToDate, "10.0% behind 2018 on Jan 5, 2019")
            XCTAssertEqual(m.figures.first?.detail, "-10.0% against the same 5 days of 2018")
            // January's bar has 2018's January as its line.
            XCTAssertEqual(m.bars.first?.previous, 183_122_138_368)
            // The line is drawn, so it is named.
            XCTAssertEqual(m.barsSummary, "Sales ≈ by month; the line: 2018")
        }
    }

    /// What the market's shared image says for each scope, and the name Save as Image… proposes.
    func testTheSharedImageOfEachScopeAndItsFileName() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            var content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-market-2018.png")
            XCTAssertEqual(content.title, "Box office market · 2018")
            XCTAssertEqual(content.coverage, "Jan 1–Dec 31, 2018 · 365 of 365 days in history")
            XCTAssertEqual(content.figures.map(\.value).prefix(2), ["₩1.814 trillion", "215.7 million admissions"])
            XCTAssertEqual(
                content.bars.map(\.label),
                ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
            XCTAssertEqual(content.bars.first?.value, 183_122_138_368)
            XCTAssertEqual(content.scale.ticks.map(\.label), ["₩0", "₩100B", "₩200B", "₩300B"])
            XCTAssertEqual(content.lines.count, 10, "the first ten of the period's films")
            XCTAssertEqual(content.lines.first?.rank, "1")
            XCTAssertEqual(content.lines.first?.value, "12,261,650 admissions")
            XCTAssertEqual(content.source, "Source: KOBIS (Korean Box Office Information System)")

            m.drill(into: 1)
            content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-market-2018-01.png")
            XCTAssertEqual(content.title, "Box office market · January 2018")
            XCTAssertEqual(content.bars.count, 31)
            XCTAssertEqual(content.lines.map(\.title).prefix(2), ["신과함께-죄와 벌", "1987"])

            m.choose(.weekends)
            content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-weekends-2018.png")
            XCTAssertEqual(content.title, "Box office market · Weekends of 2018")
            XCTAssertEqual(content.bars.count, 52)
            XCTAssertEqual(content.listTitle, "Weekends")
            XCTAssertEqual(content.lines.count, 10)
            XCTAssertEqual(content.lines.first?.rank, "", "weekends are listed newest first, not ranked")
            XCTAssertEqual(content.lines.first?.title, "Dec 28–30")
        }
    }
}
