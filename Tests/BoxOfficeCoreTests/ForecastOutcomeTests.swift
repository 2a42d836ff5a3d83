import BoxOfficeCore
import XCTest

/// Issue 44's "as of means as of": a forecast of a run that has since ended tells what happened apart; an
/// ended run gets no forecast but its past ones; a missing day is unknown, never a day outside the top 10.
final class ForecastOutcomeTests: XCTestCase {
    let forecaster = Forecaster(library: ShippedRuns.library)

    private func day(_ text: String) throws -> Day { try XCTUnwrap(Day(text)) }

    /// 극한직업 ended at 16,252,575 on 2019-03-19: asked with no day, no forecast; its D3, D7 and D14 forecasts,
    /// each as made that day, with their errors.
    func testAnEndedRunGetsItsPastForecasts() throws {
        XCTAssertEqual(
            forecaster.forecast(movieCode: "20182530").failure,
            .runEnded(title: "극한직업", lastDay: try day("2019-03-19"), total: 16_252_575))
        let ended = try XCTUnwrap(forecaster.endedRun(movieCode: "20182530"))
        XCTAssertEqual(ended.title, "극한직업")
        XCTAssertEqual(ended.openDate, try day("2019-01-23"))
        XCTAssertEqual(ended.final, 16_252_575)
        XCTAssertEqual(ended.lastDay, try day("2019-03-19"))
        XCTAssertEqual(ended.past.map(\.day), [3, 7, 14])
        XCTAssertEqual(ended.past.map(\.median), [5_628_514, 8_092_975, 13_522_502])
        XCTAssertEqual(ended.past[1].low, 6_030_828)
        XCTAssertEqual(ended.past[1].high, 12_138_910)
        for p in ended.past {
            XCTAssertEqual(p.error, Double(p.median) / 16_252_575 - 1, accuracy: 1e-12)
            let made = try forecaster.forecast(movieCode: "20182530", atDay: p.day).get()
            XCTAssertEqual([made.median, made.low, made.high], [p.median, p.low, p.high])
            XCTAssertEqual(made.outcome?.error, p.error)
        }
    }

    /// A D the run never reached is left out: 원더스트럭 (opened 2018-05-03) was last ranked on its D7.
    func testADayPastTheRunIsLeftOut() throws {
        let ended = try XCTUnwrap(forecaster.endedRun(movieCode: "20176069"))
        XCTAssertEqual(ended.lastDay, try day("2018-05-09"))
        XCTAssertEqual(ended.past.map(\.day), [3, 7])
    }

    /// The error in words: below half a percent either way it is on the mark; from there it says how far and which
    /// way (median ÷ final − 1).
    func testTheErrorInWordsAtItsEdges() {
        let texts = [-0.45, -0.0051, -0.0049, 0, 0.0049, 0.0051, 0.12, Double.nan].map(FilmForecast.Outcome.errorText)
        XCTAssertEqual(
            texts,
            ["45% low", "1% low", "on the mark", "on the mark", "on the mark", "1% high", "12% high", "on the mark"])
    }

    /// 말모이 was last ranked on 2019-02-12. With the charts of 2019-02-21 … 23 missing, its end is unknown:
    /// no outcome, no ended run, and asked with no day it is forecast as of the last day known, 2019-02-20.
    func testMissingDaysAreUnknown() throws {
        let whole = DaySpans([try day("2017-01-01")...day("2022-12-31")])
        let gapped = DaySpans([try day("2017-01-01")...day("2019-02-20"), try day("2019-02-24")...day("2022-12-31")])
        let runs = ShippedRuns.file.runs
        let known = Forecaster(library: ReferenceLibrary(shipped: nil, history: runs, historyDays: whole))
        let unknown = Forecaster(library: ReferenceLibrary(shipped: nil, history: runs, historyDays: gapped))
        XCTAssertNotNil(known.endedRun(movieCode: "20184105"))
        XCTAssertNil(unknown.endedRun(movieCode: "20184105"))
        let f = try unknown.forecast(movieCode: "20184105").get()
        XCTAssertEqual(f.asOf, try day("2019-02-20"))
        XCTAssertEqual(f.historyEnds, try day("2019-02-20"))
        XCTAssertNil(f.outcome)
        XCTAssertEqual(f.audienceToDate, 2_853_913)
        // A day asked past the last one known is that day.
        let later = try unknown.forecast(movieCode: "20184105", asOf: try day("2019-03-10")).get()
        XCTAssertEqual(later.asOf, try day("2019-02-20"))
        XCTAssertEqual(later.historyEnds, try day("2019-02-20"))
        // The same day with every chart held: the same forecast, and what happened beside it.
        let whole20 = try known.forecast(movieCode: "20184105", asOf: try day("2019-02-20")).get()
        XCTAssertEqual([whole20.median, whole20.low, whole20.high], [f.median, f.low, f.high])
        XCTAssertNil(whole20.historyEnds)
        XCTAssertEqual(whole20.outcome?.final, 2_853_913)
    }

    /// A run still going when the data stop: 아바타: 물의 길 (opened 2022-12-14) is forecast as of 2022-12-31,
    /// the shipped runs' last day.
    func testARunGoingOnWhenTheDataStop() throws {
        XCTAssertNil(forecaster.endedRun(movieCode: "20225061"))
        let f = try forecaster.forecast(movieCode: "20225061").get()
        XCTAssertEqual(f.asOf, try day("2022-12-31"))
        XCTAssertEqual(f.historyEnds, try day("2022-12-31"))
        XCTAssertNil(f.outcome)
    }

    /// The accuracy About this estimate reads: runs that ended in the 12 months before the day, then each year.
    func testTheRecentAccuracy() throws {
        let recent = ForecastBacktest.recent(library: ShippedRuns.library, today: try day("2022-12-31"), atDay: 7)
        XCTAssertEqual(recent.since, try day("2021-12-31"))
        XCTAssertEqual(recent.lastTwelveMonths.films, 123)
        XCTAssertTrue(recent.isEnough)
        XCTAssertTrue(recent.results.allSatisfy { $0.lastDay >= recent.since && $0.lastDay < recent.today })
        XCTAssertEqual(recent.byYear.map(\.year), [2017, 2018, 2019, 2020, 2021, 2022])
        XCTAssertEqual(recent.byYear.map(\.figures.films), [123, 152, 150, 160, 143, 123])
        XCTAssertEqual((recent.lastTwelveMonths.medianError * 1000).rounded(), 127)
        // Early in 2017 few runs had ended: too few to read.
        let early = ForecastBacktest.recent(library: ShippedRuns.library, today: try day("2017-04-01"), atDay: 7)
        XCTAssertFalse(early.isEnough)
        XCTAssertEqual(early.lastTwelveMonths.films, 5)
    }
}
