import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GRDB
import LoopbackServer
import XCTest

/// `boxoffice market` from history: the real 2018 answers (Tests/Fixtures/market) saved once per class the
/// way the repository saves them (`HistoryStore.record`), copied into each test's cache folder. Expected
/// figures were computed from the files with python3; KOFIC's are in Tests/Fixtures/market/OFFICIAL.md.
final class MarketCommandTests: CommandLineTestCase {
    /// 2019-01-01 09:00 KST: 2018 is over.
    private let now = ["BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"]

    override func setUp() {
        super.setUp()
        try? MarketHistory.copy(into: cacheDir)
    }

    private func json(_ result: CommandResult) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.all)
    }

    func testJanuaryAsJSONFromBothPrograms() throws {
        let env = environment(nil, extra: now)
        let args = ["market", "--year", "2018", "--month", "1", "--format", "json", "--offline"]
        let mine = try run(try alone(), args, env: env)
        let theirs = try run(app, args, env: env)
        XCTAssertEqual(mine.status, 0, mine.all)
        XCTAssertEqual(mine.stdout, theirs.stdout, "the static command and the app print the same")
        XCTAssertEqual(theirs.status, 0, theirs.all)
        let doc = try json(mine)
        XCTAssertEqual(
            Set(doc.keys),
            [
                "period", "from", "to", "daysInPeriod", "daysCovered", "sales", "audience", "topTenSales",
                "topTenAudience", "previous", "korean", "films", "distributors"
            ])
        XCTAssertEqual(doc["period"] as? String, "month")
        XCTAssertEqual([doc["from"] as? String, doc["to"] as? String], ["2018-01-01", "2018-01-31"])
        XCTAssertEqual([doc["daysInPeriod"], doc["daysCovered"]].map { $0 as? Int }, [31, 31])
        XCTAssertEqual(doc["sales"] as? Int64, 183_122_138_368)  // KOFIC: 1,831억 원
        XCTAssertEqual(doc["audience"] as? Int64, 22_901_407)  // KOFIC: 2,294만
        XCTAssertEqual(doc["topTenSales"] as? Int64, 179_200_729_574)
        XCTAssertEqual(doc["topTenAudience"] as? Int64, 22_401_413)
        XCTAssertTrue(doc["previous"] is NSNull, "no day of 2017 in history")
        let korean = try XCTUnwrap(doc["korean"] as? [String: Any])
        XCTAssertEqual(Set(korean.keys), ["daysCovered", "sales", "salesShare", "audience", "audienceShare"])
        XCTAssertEqual(korean["daysCovered"] as? Int, 31)
        XCTAssertEqual(korean["sales"] as? Int64, 112_795_157_726)  // KOFIC: 1,127억 원
        XCTAssertEqual(korean["salesShare"] as? Double, 61.6)  // KOFIC: 61.6 %
        XCTAssertEqual(korean["audience"] as? Int64, 14_064_476)  // KOFIC: 1,406만
        XCTAssertEqual(korean["audienceShare"] as? Double, 61.4)  // KOFIC: 1,406만 of 2,294만, 61.3 %
        let films = try XCTUnwrap(doc["films"] as? [[String: Any]])
        XCTAssertEqual(films.count, 31)
        XCTAssertEqual(
            Set(films[0].keys),
            ["movieCd", "title", "audience", "sales", "days", "bestRank", "audienceTotal", "forecast"])
        XCTAssertEqual(films[0]["movieCd"] as? String, "20150976")
        XCTAssertEqual(films[0]["title"] as? String, "신과함께-죄와 벌")
        XCTAssertEqual(
            [films[0]["audience"], films[0]["sales"], films[0]["days"], films[0]["bestRank"], films[0]["audienceTotal"]]
                .map { $0 as? Int64 },
            [5_512_066, 44_415_121_405, 31, 1, 14_051_561])
        XCTAssertEqual((doc["distributors"] as? [Any])?.count, 0, "no film's details are saved")
    }

    func testTheYearAsJSON() throws {
        let r = try boxoffice(["market", "--year", "2018", "--format=json"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try json(r)
        XCTAssertEqual(doc["period"] as? String, "year")
        XCTAssertEqual([doc["daysInPeriod"], doc["daysCovered"]].map { $0 as? Int }, [365, 365])
        let sales = try XCTUnwrap(doc["sales"] as? Int64)
        let audience = try XCTUnwrap(doc["audience"] as? Int64)
        XCTAssertEqual(sales, 1_814_057_847_631)
        XCTAssertEqual(audience, 215_718_609)
        XCTAssertEqual(Double(sales) / 1_814_000_000_000, 1, accuracy: 0.001)  // KOFIC: 1조 8,140억 원
        XCTAssertEqual(Double(audience) / 216_390_000, 1, accuracy: 0.015)  // KOFIC: 2억 1,639만
        XCTAssertTrue(doc["previous"] is NSNull)
        XCTAssertEqual((doc["korean"] as? [String: Any])?["daysCovered"] as? Int, 31, "January's Korean chart only")
        let months = try XCTUnwrap(doc["months"] as? [[String: Any]])
        XCTAssertEqual(months.count, 12)
        XCTAssertEqual(Set(months[0].keys), ["month", "daysCovered", "sales", "audience", "korean"])
        let january = try XCTUnwrap(months[0]["korean"] as? [String: Any])
        XCTAssertEqual(
            [january["daysCovered"], january["sales"], january["audience"]].map { $0 as? Int64 },
            [31, 112_795_157_726, 14_064_476])
        XCTAssertEqual([january["salesShare"], january["audienceShare"]].map { $0 as? Double }, [61.6, 61.4])
        XCTAssertTrue(months[1]["korean"] is NSNull, "no Korean chart for February")
        XCTAssertEqual(months[7]["month"] as? String, "2018-08")
        XCTAssertEqual(
            [months[7]["daysCovered"], months[7]["sales"], months[7]["audience"]].map { $0 as? Int64 },
            [31, 252_540_727_966, 30_196_872])
        XCTAssertEqual((doc["films"] as? [[String: Any]])?.count, 280)
        XCTAssertEqual((doc["films"] as? [[String: Any]])?.first?["title"] as? String, "신과함께-인과 연")
    }

    /// Days missing from history are said ("342 of 365 days") and leave the figures short, never filled in.
    func testMissingDaysAreSaidInTheTable() throws {
        let queue = try DatabaseQueue(path: cacheDir.appendingPathComponent("cache.sqlite").path)
        try queue.write {
            try $0.execute(sql: "DELETE FROM history WHERE segment = '' AND day BETWEEN 20181209 AND 20181231")
        }
        try queue.close()
        let r = try boxoffice(["market", "--year", "2018"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        let lines = r.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "Market 2018: 342 of 365 days in history (2018-01-01 – 2018-12-31)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("  Sales ≈ ") && $0.hasSuffix("₩1,672,944,926,346") }, r.stdout)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("  Same days last year") && $0.hasSuffix("no day of last year in history") },
            r.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("2018-12") && $0.contains("8/31") }, r.stdout)
        XCTAssertTrue(r.stdout.contains("268 films have no saved details yet, so no distributor"), r.stdout)
    }

    /// The CSV splits Korean films out of each month, and of each day of a month (foreign films are the rest).
    func testTheCSVSplitsKoreanFilms() throws {
        let year = try boxoffice(["market", "--year", "2018", "--format", "csv"], env: environment(nil, extra: now))
        XCTAssertEqual(year.status, 0, year.all)
        let lines = year.stdout.components(separatedBy: "\r\n")
        XCTAssertEqual(
            lines[0],
            "period,daysCovered,daysInPeriod,sales,audience,topTenSales,topTenAudience,koreanDaysCovered,koreanSales,koreanAudience"
        )
        XCTAssertTrue(lines[1].hasPrefix("2018-01,31,31,183122138368,22901407,"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(",31,112795157726,14064476"), lines[1])
        XCTAssertTrue(lines[2].hasSuffix(",0,,"), lines[2])
        let month = try boxoffice(
            ["market", "--year", "2018", "--month", "1", "--format", "csv"], env: environment(nil, extra: now))
        let days = month.stdout.components(separatedBy: "\r\n")
        XCTAssertTrue(days[5].hasPrefix("2018-01-05,1,1,6187856908,740217,"), days[5])
        XCTAssertTrue(days[5].hasSuffix(",1,4216025540,501421"), days[5])
    }

    func testKoreanTable() throws {
        let env = environment(
            nil,
            extra: now.merging(["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()]) { $1 })
        let r = try boxoffice(["market", "--year", "2018", "--month", "1"], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertTrue(r.stdout.hasPrefix("2018-01 시장: 기록에 31일 중 31일 (2018-01-01 – 2018-01-31)\n"), r.stdout)
        let lines = r.stdout.components(separatedBy: "\n")
        // KOFIC: Korean films 1,406만 and 1,127억 원, foreign films 888만 and 704억 원.
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("  한국 영화 ")
                    && $0.hasSuffix(
                        "관객 ≈ 14,064,476명, 시장의 61.4% · 매출액 ≈ 1,128.0억 원, 시장의 61.6% (두 순위가 모두 있는 31일)")
            }, r.stdout)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("  외국 영화 ")
                    && $0.hasSuffix("관객 ≈ 8,836,931명, 시장의 38.6% · 매출액 ≈ 703.3억 원, 시장의 38.4%")
            }, r.stdout)
        // Estimates to 0.1억 (KOFIC: 1,831억 원), exact figures to the won (the top 10's own sales).
        XCTAssertTrue(lines.contains { $0.hasPrefix("  매출액 ≈ ") && $0.hasSuffix(" 1,831.2억 원") }, r.stdout)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("  상위 10편 매출액 ") && $0.hasSuffix(" 1,792억 72만 9,574원") }, r.stdout)
        let year = try boxoffice(["market", "--year", "2018"], env: env)
        let months = year.stdout.components(separatedBy: "\n")
        // KOFIC: 1조 8,140억 원 (OFFICIAL.md: 1조 8,140.6억 원 from the days).
        XCTAssertTrue(months.contains { $0.hasPrefix("  매출액 ≈ ") && $0.hasSuffix(" 1조 8,140.6억 원") }, year.stdout)
        XCTAssertTrue(months.contains { $0.hasPrefix("2018-01 ") && $0.contains(" 1,831.2억 원 ") }, year.stdout)
        let weekends = try boxoffice(["market", "--year", "2018", "--weekends"], env: env)
        XCTAssertTrue(
            weekends.stdout.components(separatedBy: "\n").contains {
                $0.hasPrefix("2018-01-05 – 01-07 ") && $0.contains(" 303.4억 원 ")
            }, weekends.stdout)
    }

    /// The months' and weekends' coverage column is days in history, not a film's days in release; a year
    /// history lacks is "2016년의", a year after yesterday in Korea has not come yet.
    func testKoreanColumnsAndSentences() throws {
        let env = environment(
            nil,
            extra: now.merging(["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()]) { $1 })
        let year = try boxoffice(["market", "--year", "2018"], env: env)
        XCTAssertEqual(year.status, 0, year.all)
        let header = try XCTUnwrap(year.stdout.components(separatedBy: "\n").first { $0.hasPrefix("월 ") }, year.stdout)
        XCTAssertEqual(
            header.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "),
            "월 기록 일수 매출액 ≈ 관객수 ≈ 한국 영화 관객 한국 영화 매출액")
        let weekends = try boxoffice(["market", "--year", "2018", "--weekends"], env: env)
        XCTAssertTrue(weekends.stdout.contains("기록 일수"), weekends.stdout)
        XCTAssertFalse(year.stdout.contains("개봉 일수") || weekends.stdout.contains("개봉 일수"))
        for (args, sentence) in [
            (["--year", "2016"], "boxoffice: 기록에 2016년의 날짜가 하나도 없습니다. boxoffice history --from DAY --to DAY로 채웁니다.\n"),
            (
                ["--year", "2017", "--month", "3"],
                "boxoffice: 기록에 2017년 3월의 날짜가 하나도 없습니다. boxoffice history --from DAY --to DAY로 채웁니다.\n"
            ),
            (["--year", "2027"], "boxoffice: 2027년은 아직 오지 않았습니다. KOBIS의 가장 최근 날짜는 2018-12-31입니다.\n"),
            (
                ["--year", "2019", "--month", "2"],
                "boxoffice: 2019년 2월은 아직 오지 않았습니다. KOBIS의 가장 최근 날짜는 2018-12-31입니다.\n"
            ),
            (["--year", "2027", "--weekends"], "boxoffice: 2027년은 아직 오지 않았습니다. KOBIS의 가장 최근 날짜는 2018-12-31입니다.\n")
        ] {
            let r = try boxoffice(["market"] + args, env: env)
            XCTAssertEqual(r.status, 2, r.all)
            XCTAssertEqual(r.stderr, sentence)
        }
    }

    /// Friday 5 – Sunday 7 January 2018, by hand from the three files: top 10 ₩29,964,811,195, market ≈ ₩30,342,823,665.
    func testWeekendsAsJSON() throws {
        let r = try boxoffice(
            ["market", "--year", "2018", "--weekends", "--format", "json"], env: environment(nil, extra: now))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try json(r)
        XCTAssertEqual(Set(doc.keys), ["year", "weekends"])
        let weekends = try XCTUnwrap(doc["weekends"] as? [[String: Any]])
        XCTAssertEqual(weekends.count, 52)
        XCTAssertEqual(
            Set(weekends[0].keys),
            [
                "from", "to", "daysCovered", "topTenSales", "sales", "audience", "salesChangeFromPrevious",
                "salesChangeFromLastYear", "number1"
            ])
        XCTAssertEqual([weekends[0]["from"], weekends[0]["to"]].map { $0 as? String }, ["2018-01-05", "2018-01-07"])
        XCTAssertEqual(
            [weekends[0]["daysCovered"], weekends[0]["topTenSales"], weekends[0]["sales"], weekends[0]["audience"]].map
            { $0 as? Int64 },
            [3, 29_964_811_195, 30_342_823_665, 3_634_832])
        XCTAssertTrue(weekends[0]["salesChangeFromPrevious"] is NSNull)
        XCTAssertEqual(weekends[1]["salesChangeFromPrevious"] as? Double, -13.1)
        XCTAssertTrue(weekends[1]["salesChangeFromLastYear"] is NSNull)
        XCTAssertEqual(
            (weekends[0]["number1"] as? [String: String]) ?? [:], ["movieCd": "20150976", "title": "신과함께-죄와 벌"])
    }

    func testNoHistoryIsOneSentenceAndStatus2() throws {
        for args in [
            ["market", "--year", "2017"], ["market", "--year", "2019"], ["market", "--year", "2017", "--weekends"]
        ] {
            let r = try boxoffice(args, env: environment(nil, extra: now))
            XCTAssertEqual(r.status, 2, r.all)
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, r.stderr)
            XCTAssertTrue(
                r.stderr.hasPrefix("boxoffice: The history holds no day of 2017")
                    || r.stderr == "boxoffice: 2019 has not come yet: the newest day KOBIS has is 2018-12-31.\n",
                r.stderr)
        }
        let wrong = try boxoffice(["market", "--year", "2018", "--month", "13"], env: environment(nil, extra: now))
        XCTAssertEqual(wrong.status, 64, wrong.all)
        let both = try boxoffice(
            ["market", "--year", "2018", "--month", "1", "--weekends"], env: environment(nil, extra: now))
        XCTAssertEqual(both.status, 64, both.all)
    }
}
