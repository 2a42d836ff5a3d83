import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

/// `--nation`, `--films`, `--region` on `daily` and `weekly`, and `boxoffice regions`: what reaches
/// KOBIS is read back at the loopback server.
final class SegmentAndRegionCommandTests: CommandLineTestCase {
    static let daily = "/kobis/boxoffice/searchDailyBoxOfficeList"
    static let weekly = "/kobis/boxoffice/searchWeeklyBoxOfficeList"
    static let codes = "/kobis/code/searchCodeList"
    let key = FixtureAPI.kobisKey

    func testWeeklySegmentFlagsSendExactlyTheirParameters() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let cases: [([String], [String: String])] = [
            (["--nation", "korean"], ["repNationCd": "K"]),
            (["--nation", "foreign"], ["repNationCd": "F"]),
            (["--films", "diversity"], ["multiMovieYn": "Y"]),
            (["--films", "commercial"], ["multiMovieYn": "N"]),
            (["--region", "0105002"], ["wideAreaCd": "0105002"]),
            (
                ["--nation", "korean", "--films", "commercial", "--region", "제주"],
                ["repNationCd": "K", "multiMovieYn": "N", "wideAreaCd": "0105010"]
            )
        ]
        for (flags, expected) in cases {
            let r = try boxoffice(["weekly", "--date", "2011-12-30", "--format", "json"] + flags, env: environment(api))
            XCTAssertEqual(r.status, 0, "\(flags): \(r.stderr)")
            let sent = expected.merging(["key": key, "targetDt": "20111230", "weekGb": "1"]) { $1 }
            XCTAssertEqual(queries(api, Self.weekly).last, sent, "\(flags)")
            // A filtered chart has the same shape (the fixture server answers with the whole-market file).
            XCTAssertEqual(((try json(r.stdout) as? [String: Any])?["rows"] as? [Any])?.count, 10)
        }
        XCTAssertEqual(queries(api, Self.weekly).count, cases.count, "each segment is its own chart")
        XCTAssertEqual(queries(api, Self.codes).count, 0, "known regions need no code list")
    }

    func testDailyTakesTheSameFlagsAndCachesEachSegmentApart() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let args = [
            "daily", "--date", "2022-01-05", "--nation", "foreign", "--films", "diversity", "--region", "서울",
            "--format", "json"
        ]
        let r = try boxoffice(args, env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            queries(api, Self.daily),
            [["key": key, "targetDt": "20220105", "repNationCd": "F", "multiMovieYn": "Y", "wideAreaCd": "0105001"]])
        let rows = try XCTUnwrap(try json(r.stdout) as? [[String: Any]], "daily JSON stays an array")
        XCTAssertEqual(rows.count, 10)
        // 특송 ranks on 2022-01-05 from previews; it opens on 2022-01-12: day -6 of its release.
        XCTAssertEqual(rows[5]["title"] as? String, "특송")
        XCTAssertEqual(rows[5]["daysInRelease"] as? Int, -6)
        XCTAssertEqual(rows[5]["audiencePerScreen"] as? Double, 303.3)  // 1,213 / 4
        XCTAssertEqual(rows[5]["audiencePerShow"] as? Double, 303.3)
        XCTAssertEqual(rows[5]["averageTicketPrice"] as? Int, 11029)  // 13,378,000 / 1,213
        XCTAssertEqual(rows[0]["daysInRelease"] as? Int, 1, "opening day")
        // The same segment again: saved. The whole market and another region: one request each.
        XCTAssertEqual(try boxoffice(args, env: env).stdout, r.stdout)
        XCTAssertEqual(queries(api, Self.daily).count, 1)
        XCTAssertEqual(try boxoffice(["daily", "--date", "2022-01-05", "--format", "json"], env: env).status, 0)
        XCTAssertEqual(queries(api, Self.daily).last, ["key": key, "targetDt": "20220105"])
        XCTAssertEqual(
            try boxoffice(
                [
                    "daily", "--date", "2022-01-05", "--nation", "foreign", "--films", "diversity",
                    "--region", "부산", "--format", "json"
                ], env: env
            ).status, 0)
        XCTAssertEqual(queries(api, Self.daily).last?["wideAreaCd"], "0105011")
        XCTAssertEqual(queries(api, Self.daily).count, 3)
    }

    /// A region by code, by Korean name with or without its suffix (and the newer official names), or in English.
    func testRegionsAreFoundByCodeKoreanAndEnglishName() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let cases = [
            ("0105001", "0105001"), ("서울", "0105001"), ("서울시", "0105001"), ("서울특별시", "0105001"),
            ("Seoul", "0105001"), ("seoul", "0105001"), ("강원특별자치도", "0105003"), ("전북", "0105008"),
            ("전북특별자치도", "0105008"), ("North Jeolla", "0105008"), ("충남", "0105005"), ("Busan", "0105011")
        ]
        for (name, code) in cases {
            // --refresh: the same region by another name is the same saved chart; ask anyway to see the code sent.
            let r = try boxoffice(
                ["daily", "--date", "2022-01-05", "--region", name, "--format", "csv", "--refresh"],
                env: environment(api))
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            XCTAssertEqual(
                queries(api, Self.daily).last, ["key": key, "targetDt": "20220105", "wideAreaCd": code], name)
        }
        XCTAssertEqual(queries(api, Self.daily).count, cases.count)
        XCTAssertEqual(queries(api, Self.codes).count, 0)
    }

    func testAnUnknownRegionIsOneSentenceListingTheNamesWithStatus64() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let expected =
            "boxoffice: There is no region \"Mars\"; name one of 서울시 (Seoul), 경기도 (Gyeonggi), 강원도 (Gangwon), "
            + "충청북도 (North Chungcheong), 충청남도 (South Chungcheong), 경상북도 (North Gyeongsang), 경상남도 (South Gyeongsang), "
            + "전라북도 (North Jeolla), 전라남도 (South Jeolla), 제주도 (Jeju), 부산시 (Busan), 대구시 (Daegu), 대전시 (Daejeon), "
            + "울산시 (Ulsan), 인천시 (Incheon), 광주시 (Gwangju), 세종시 (Sejong), or give its code (boxoffice regions lists them).\n"
        for (command, env) in [
            ("weekly", environment(api)), ("daily", environment(api)), ("weekly", environment(nil, kobisKey: nil))
        ] {
            let r = try boxoffice([command, "--region", "Mars", "--format", "json"], env: env)
            XCTAssertEqual(r.status, 64, command)
            XCTAssertEqual(r.stdout, "")
            XCTAssertEqual(r.stderr, expected)
        }
        // A name the bundled list lacks is looked up in KOBIS's own list (once; then it is saved), and no chart is asked for.
        XCTAssertEqual(queries(api, Self.codes), [["key": key, "comCode": "0105000000"]])
        XCTAssertEqual(queries(api, "/kobis/boxoffice").count, 0)
        let code = try boxoffice(["daily", "--region", "0105099"], env: environment(api))
        XCTAssertEqual(code.status, 64)
        XCTAssertTrue(
            code.stderr.hasPrefix("boxoffice: There is no region \"0105099\"; name one of 서울시 (Seoul), "), code.stderr)
    }

    func testRegionsListsCodesAndNamesFetchedOnceThenSaved() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let r = try boxoffice(["regions", "--format", "json"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let list = try XCTUnwrap(try json(r.stdout) as? [[String: String]])
        XCTAssertEqual(list.count, 17)
        XCTAssertEqual(list[0], ["code": "0105001", "korean": "서울시", "english": "Seoul"])
        XCTAssertEqual(list[16], ["code": "0105017", "korean": "세종시", "english": "Sejong"])
        XCTAssertEqual(list.map { $0["code"] }, Region.bundled.map(\.code))
        XCTAssertEqual(queries(api, Self.codes), [["key": key, "comCode": "0105000000"]])
        let table = try boxoffice(["regions"], env: env)
        XCTAssertEqual(queries(api, Self.codes).count, 1, "saved for 30 days")
        let lines = table.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "Code     Korean    English")
        XCTAssertEqual(lines[2], "0105001  서울시    Seoul")
        XCTAssertEqual(lines[5], "0105004  충청북도  North Chungcheong")
        XCTAssertEqual(lines.count, 20, "header, rule, 17 regions and the final newline")
        // Without a key, and offline: the bundled list, the same names.
        let bundled = try boxoffice(["regions", "--format", "json"], env: environment(nil, kobisKey: nil))
        XCTAssertEqual(bundled.stdout, r.stdout)
        let offline = try boxoffice(
            ["regions", "--format", "json", "--offline"],
            env: environment(api, extra: ["BOXOFFICE_CACHE_DIR": cacheDir.path + "/other"]))
        XCTAssertEqual(offline.stdout, r.stdout)
        XCTAssertEqual(queries(api, Self.codes).count, 1)
    }
}
