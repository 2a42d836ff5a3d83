import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

/// Missing days are unknown, not days outside the top 10 (issue 44): a run whose 15 days after its last ranked
/// day the history does not all hold has not ended; asked with no day it is forecast as of the last day known
/// (`historyEnds`), and the table offers the fill of the missing days with its cost.
final class ForecastHistoryGapTests: CommandLineTestCase {
    /// 램페이지 under a code the shipped runs do not know, so its run is the history's alone: ranked from
    /// 2018-04-09 to 2018-05-02 (1,381,837 admissions).
    private static let code = "29176917"

    /// 독전 (20179383, opened 2018-05-22, #1 on 2018-05-31) under a code of the history's alone, as 램페이지.
    private static let believer = "29179383"

    /// `codes`: the films given a code of the history's alone (램페이지 by default).
    private func seed(_ days: [Day], codes: [String: String] = ["20176917": code]) throws {
        let cache = try DiskCache(directory: cacheDir)
        let history = HistoryStore(database: cache.database)
        for day in days {
            let name = String(format: "market/2018/%08d.json", day.number)
            let text = codes.reduce(String(decoding: FixtureAPI.fixture(name), as: UTF8.self)) {
                $0.replacingOccurrences(of: $1.key, with: $1.value)
            }
            history.record(
                try Chart(ResponseDecoding.kobisBoxOffice(Data(text.utf8)), kind: .daily), day: day,
                segment: .everything)
        }
    }

    private func days(_ from: String, _ to: String) throws -> [Day] {
        try XCTUnwrap(Day(from)).through(try XCTUnwrap(Day(to)))
    }

    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testAGapAfterTheLastRankedDayLeavesTheRunOpen() throws {
        // April and May 2018 without 2018-05-10 … 12: the 15 days after 2018-05-02 are not all held.
        try seed(try days("2018-04-01", "2018-05-09") + days("2018-05-13", "2018-05-31"))
        let env = environment(nil, extra: ["BOXOFFICE_NOW": "2018-06-01T09:00:00+09:00"])
        let r = try both(["forecast", Self.code, "--format", "json"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(doc["historyEnds"] as? String, "2018-05-09")
        XCTAssertEqual(doc["asOf"] as? String, "2018-05-09")
        XCTAssertEqual(doc["day"] as? Int, 28)
        XCTAssertEqual(doc["audienceToDate"] as? Int, 1_381_837)
        XCTAssertNil(doc["outcome"], "not known to have ended")
        XCTAssertNil(doc["ended"])
        // A day asked past the last one known is that day too.
        let later = try object(
            try boxoffice(["forecast", Self.code, "--as-of", "2018-05-20", "--format", "json"], env: env).stdout)
        XCTAssertEqual(later["asOf"] as? String, "2018-05-09")
        XCTAssertEqual(later["historyEnds"] as? String, "2018-05-09")
        // The table says so, and offers the fill of the three missing days with what it costs: their charts and
        // the details of the films they should bring (0.8 a day, `FillPrice`), as the window's Fill says it.
        let table = try boxoffice(["forecast", Self.code], env: env)
        XCTAssertEqual(table.status, 0, table.all)
        let lines = table.stdout.components(separatedBy: "\n")
        let stops = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("The history stops") }, table.stdout)
        XCTAssertEqual(
            Array(lines[stops...(stops + 1)]),
            [
                "The history stops at 2018-05-09 while the film may still be charting: this forecast is as of that day.",
                "boxoffice history --from 2018-05-10 --to 2018-05-12 fills the 3 missing days (about 6 KOBIS requests)."
            ])
        let korean = try compileKoreanCatalogue()
        let ko = try boxoffice(
            ["forecast", Self.code], env: env.merging(["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": korean]) { $1 })
        XCTAssertTrue(
            ko.stdout.contains(
                "기록이 2018-05-09에서 멈춤: 아직 순위에 있을 수 있어 그날 기준으로 예상합니다.\n"
                    + "boxoffice history --from 2018-05-10 --to 2018-05-12로 빠진 3일을 채웁니다(KOBIS 요청 약 6건)."),
            ko.stdout)

        // The gap filled: the run has ended, and gets no forecast but its past ones.
        try seed(try days("2018-05-10", "2018-05-12"))
        let ended = try both(["forecast", Self.code, "--format", "json"], env: env)
        XCTAssertEqual(ended.status, 0, ended.all)
        let after = try object(ended.stdout)
        XCTAssertEqual(Set(after.keys), ["movieCd", "title", "openDate", "ended", "past"])
        let endedAt = try XCTUnwrap(after["ended"] as? [String: Any])
        XCTAssertEqual(endedAt["final"] as? Int, 1_381_837)
        XCTAssertEqual(endedAt["lastDay"] as? String, "2018-05-02")
        let past = try XCTUnwrap(after["past"] as? [[String: Any]])
        XCTAssertEqual(past.compactMap { $0["day"] as? Int }, [3, 7, 14])
        XCTAssertEqual(past.compactMap { $0["median"] as? Int }, [1_627_235, 1_350_432, 1_447_291])
        // The forecast as of 2018-05-09 is the same as before. Its run's last ranked day (2018-05-02) is within
        // what it saw: as in the window, how it ended (known on 2018-05-18) is not beside it.
        let then = try object(
            try boxoffice(["forecast", Self.code, "--as-of", "2018-05-09", "--format", "json"], env: env).stdout)
        XCTAssertEqual(then["final"] as? [String: Int], doc["final"] as? [String: Int])
        XCTAssertNil(then["historyEnds"])
        XCTAssertNil(then["outcome"])
    }

    /// A history up to yesterday does not stop: the film charting on its last day is forecast as of it, with no
    /// word of a history that stops and no fill to offer.
    func testAHistoryUpToYesterdayIsNotSaidToStop() throws {
        try seed(try days("2018-05-01", "2018-05-31"), codes: ["20179383": Self.believer])
        let env = environment(nil, extra: ["BOXOFFICE_NOW": "2018-06-01T09:00:00+09:00"])
        let r = try both(["forecast", Self.believer], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[1], "2,549,691 admissions so far · D10, 2018-05-31")
        XCTAssertFalse(r.stdout.contains("The history stops"), r.stdout)
        XCTAssertFalse(r.stdout.contains("boxoffice history"), r.stdout)
        // A day later the same history stops at 2018-05-31, and says so.
        let later = try boxoffice(
            ["forecast", Self.believer], env: env.merging(["BOXOFFICE_NOW": "2018-06-02T09:00:00+09:00"]) { $1 })
        XCTAssertTrue(
            later.stdout.contains(
                "The history stops at 2018-05-31 while the film may still be charting: this forecast is as of that day.\n"
                    + "boxoffice history --from 2018-06-01 --to 2018-06-01 fills the 1 missing day (about 2 KOBIS requests)."
            ),
            later.stdout)
    }

    /// The picture of a forecast made where the history stops says so under it, one line more than the picture
    /// of the same forecast asked as of that day (the history then does not stop before it).
    func testThePictureSaysWhereTheHistoryStops() throws {
        try seed(try days("2018-04-01", "2018-05-09"))
        let env = environment(nil, extra: ["BOXOFFICE_NOW": "2018-06-01T09:00:00+09:00"])
        func height(_ args: [String]) throws -> Int {
            let file = cacheDir.appendingPathComponent("forecast.png")
            let r = try boxoffice(
                ["forecast", Self.code, "--format", "png", "--scale", "1", "--output", file.path] + args, env: env)
            XCTAssertEqual(r.status, 0, r.all)
            let data = try Data(contentsOf: file)
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        XCTAssertEqual(try height([]) - height(["--as-of", "2018-05-09"]), 26)
    }

    /// A history with a hole of more than 14 days inside a film's ranked days does not split its run: the
    /// film may have been in the top 10 on any of them.
    func testAMissingStretchDoesNotSplitARun() throws {
        // 램페이지's first days, then nothing until its last: one run, still open after 2018-05-02 (the days
        // after it are missing).
        try seed(try days("2018-04-09", "2018-04-12") + days("2018-05-01", "2018-05-02"))
        let r = try both(["forecast", Self.code, "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(doc["asOf"] as? String, "2018-05-02")
        XCTAssertEqual(doc["historyEnds"] as? String, "2018-05-02")
        XCTAssertEqual(doc["openDate"] as? String, "2018-04-12")
        XCTAssertEqual(doc["day"] as? Int, 21)
    }
}
