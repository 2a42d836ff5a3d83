import BoxOfficeCore
import XCTest

/// Issue 44's method: recent runs count more, the upper end stops at the record, "settled" is never taken
/// back, and the runs that ended lately make the forecasts of 2022-05 … 12 better.
final class ForecastMethodTests: XCTestCase {
    let forecaster = Forecaster(library: ShippedRuns.library)
    static let record: Int64 = 17_613_682

    /// 어벤져스: 엔드게임 at D7 (7.3 million so far) reaches the record and no further; the same run three
    /// times as big, already past the record, is not held under it.
    func testTheRangeStopsAtTheRecordUnlessTheFilmIsPastIt() throws {
        let endgame = try forecaster.forecast(movieCode: "20184889", atDay: 7).get()
        XCTAssertEqual(endgame.audienceToDate, 7_331_158)
        XCTAssertEqual([endgame.median, endgame.high], [15_770_646, Self.record])
        let run = try XCTUnwrap(ShippedRuns.library.runs(of: "20184889").first)
        let tripled = try XCTUnwrap(
            ReferenceRun(
                movieCode: "TRIPLED", title: "엔드게임 × 3", openDate: run.openDate,
                days: run.days.map {
                    .init(
                        day: $0.day, rank: $0.rank, audience: 3 * $0.audience, audienceTotal: 3 * $0.audienceTotal,
                        screens: $0.screens, shows: $0.shows, salesShare: $0.salesShare)
                }))
        let big = try forecaster.forecast(tripled, asOf: tripled.day(ofDNumber: 7)).get()
        XCTAssertEqual(big.audienceToDate, 21_993_474)
        XCTAssertGreaterThan(big.high, Self.record)
        XCTAssertGreaterThan(big.high, big.median)
    }

    /// Day by day through four long runs: once a forecast says "settled", every later day says it too, with
    /// the range the run's own tail.
    func testSettledIsNeverTakenBack() throws {
        var settledFilms: [String] = []
        for code in ["20185485", "20182530", "20183867", "20184889"] {
            let run = try XCTUnwrap(ShippedRuns.library.runs(of: code).first)
            var said: Int?
            for d in 1...run.dNumber(run.lastDay) {
                guard case .success(let f) = forecaster.forecast(run, asOf: run.day(ofDNumber: d)) else { continue }
                if let said { XCTAssertTrue(f.settled, "\(run.title) settled at D\(said), not at D\(d)") }
                if f.settled {
                    // The run's own tail: from its total so far to at most 4 % above it (a rest of at most one week
                    // that brought at most 1 %, four times over).
                    XCTAssertEqual(f.low, f.audienceToDate, "\(run.title) D\(d)")
                    XCTAssertLessThanOrEqual(f.median, f.high, "\(run.title) D\(d)")
                    XCTAssertLessThanOrEqual(f.high - f.audienceToDate, f.audienceToDate / 25, "\(run.title) D\(d)")
                    XCTAssertNotNil(f.settledText(NumberFormatting(.english)))
                    if said == nil { settledFilms.append("\(run.title) D\(d) \([f.low, f.median, f.high])") }
                    said = said ?? d
                } else {
                    XCTAssertNil(f.settledText(NumberFormatting(.english)), "\(run.title) D\(d)")
                }
            }
        }
        XCTAssertEqual(settledFilms, Expected.settled)
    }

    /// Three runs shaped exactly like 알라딘's first week (ending at 5 × its D7 total) move its D7 forecast
    /// more when they ended last month than when they ended two years before.
    func testARecentRunMovesTheForecastMoreThanAnOldOne() throws {
        let aladdin = try XCTUnwrap(ShippedRuns.library.runs(of: "20183867").first)
        let asOf = aladdin.day(ofDNumber: 7)
        func copies(_ shifts: [Int]) throws -> [ReferenceRun] {
            try shifts.enumerated().map { i, shift in
                let week = aladdin.days.filter { aladdin.dNumber($0.day) <= 7 }
                let total = try XCTUnwrap(week.last?.audienceTotal)
                let last = try XCTUnwrap(week.last)
                let end = ReferenceRun.DayFigures(
                    day: last.day.adding(days: 1), rank: 10, audience: 4 * total, audienceTotal: 5 * total,
                    screens: last.screens, shows: last.shows, salesShare: last.salesShare)
                return try XCTUnwrap(
                    ReferenceRun(
                        movieCode: "COPY\(i)", title: "copy \(i)", openDate: aladdin.openDate.adding(days: shift),
                        days: (week + [end]).map {
                            .init(
                                day: $0.day.adding(days: shift), rank: $0.rank, audience: $0.audience,
                                audienceTotal: $0.audienceTotal, screens: $0.screens, shows: $0.shows,
                                salesShare: $0.salesShare)
                        }))
            }
        }
        func median(_ history: [ReferenceRun]) throws -> Int64 {
            let library = ReferenceLibrary(shipped: ShippedRuns.file, history: history, historyThrough: asOf)
            return try Forecaster(library: library).forecast(aladdin, asOf: asOf).get().median
        }
        let without = try median([])
        let old = try median(copies([-728, -735, -742]))
        let recent = try median(copies([-35, -42, -49]))
        XCTAssertEqual([without, old, recent], Expected.recency)
        XCTAssertGreaterThan(recent, old)
        XCTAssertGreaterThanOrEqual(old, without)
    }

    /// The films that opened 2022-05 … 12 and were in the top 10 on each of D1 … D7, forecast at D7 with the
    /// runs that ended from 2022-05 on (a user's history) and without them (the runs up to 2022-04 only):
    /// the history makes the forecast better, never worse.
    func testTheLatestRunsMakeTheForecastsOf2022Better() throws {
        let limits = try XCTUnwrap(Day("2022-04-30"))
        let before = ReferenceLibrary(
            shipped: ReferenceRunFile(first: ShippedRuns.file.first, last: limits, runs: ShippedRuns.file.runs),
            history: [], historyThrough: nil)
        func errors(_ library: ReferenceLibrary) throws -> [Double] {
            let forecaster = Forecaster(library: library)
            var errors: [Double] = []
            for entry in ShippedRuns.library.entries where entry.teachesFrom != nil {
                let run = entry.run
                guard run.openDate >= Day("2022-05-01")!, run.openDate <= Day("2022-12-31")! else { continue }
                let ranked = Set(run.days.map { run.dNumber($0.day) })
                guard (1...7).allSatisfy(ranked.contains) else { continue }
                let f = try forecaster.forecast(run, asOf: run.day(ofDNumber: 7)).get()
                errors.append(Double(f.median) / Double(run.finalTotal) - 1)
            }
            return errors
        }
        func figures(_ errors: [Double]) -> [Double] {
            let absolute = errors.map(abs).sorted()
            let median = (absolute[(absolute.count - 1) / 2] + absolute[absolute.count / 2]) / 2
            let within = Double(absolute.filter { $0 <= 0.2 }.count) / Double(absolute.count)
            return [(median * 1000).rounded() / 1000, (within * 1000).rounded() / 1000]
        }
        let with = try errors(ShippedRuns.library)
        let without = try errors(before)
        XCTAssertEqual(with.count, 69)
        XCTAssertEqual(figures(with) + figures(without), Expected.history)
        XCTAssertLessThanOrEqual(figures(with)[0], figures(without)[0], "median error")
        XCTAssertGreaterThanOrEqual(figures(with)[1], figures(without)[1], "within ±20 %")
    }

    enum Expected {
        /// The first day each says "settled", and its range's low end (the total so far), figure and high end;
        /// they ended at 9,931,010, 16,252,575, 12,534,560 and 13,908,898 (each figure within 0.3 %). Before the
        /// run's own tail the figure was the neighbours' multiple of the total, one figure.
        static let settled = [
            "보헤미안 랩소디 D81 [9852598, 9937041, 10190369]", "극한직업 D47 [16178545, 16226256, 16369390]",
            "알라딘 D85 [12476199, 12539483, 12729333]", "어벤져스: 엔드게임 D40 [13843909, 13888824, 14023569]"
        ]
        /// 알라딘's D7 forecast without the copies, with three that ended two years before, with three that
        /// ended last month.
        static let recency: [Int64] = [3_141_462, 3_340_579, 3_446_564]
        /// With the runs that ended from 2022-05 (median error, within ±20 %), then without them.
        static let history = [0.133, 0.725, 0.133, 0.696]
    }
}
