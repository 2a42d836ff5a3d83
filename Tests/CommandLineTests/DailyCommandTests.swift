import BoxOfficeCore
import Foundation
import LoopbackServer
import XCTest

final class DailyCommandTests: CommandLineTestCase {
    func testSampleWithoutAKeyPrintsTenExactRowsMarkedAsSample() throws {
        let r = try boxoffice(["daily", "--date", "2022-01-05"], env: environment(nil, kobisKey: nil, kakaoKey: nil))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("sample data"))
        let rows = r.stdout.split(separator: "\n").filter {
            $0.range(of: #"^\s+\d+\s"#, options: .regularExpression) != nil
        }
        XCTAssertEqual(rows.count, 10)
        XCTAssertTrue(
            rows[0].contains("경관의 피") && rows[0].contains("64,050") && rows[0].contains("584,559,330")
                && rows[0].contains("34.2%") && rows[0].contains("NEW"), String(rows[0]))
        XCTAssertTrue(rows[7].contains("▲14") && rows[7].contains("피드백"), String(rows[7]))
    }

    func testJSONMatchesTheKobisResponseAndTheSecondRunMakesNoRequest() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api)
        let r = try boxoffice(["daily", "--date", "2022-01-05", "--format", "json"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        assertNoKeys(r)
        let rows = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [[String: Any]]
        let dto = try ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")).entries
        XCTAssertEqual(rows.count, 10)
        for (row, e) in zip(rows, dto) {
            XCTAssertEqual(
                Set(row.keys),
                [
                    "rank", "movieCode", "title", "rankChange", "isNew", "openDate", "audience",
                    "audienceChange", "audienceTotal", "sales", "salesShare", "salesTotal", "screens", "shows",
                    "daysInRelease", "audiencePerScreen", "audiencePerShow", "averageTicketPrice"
                ])
            XCTAssertEqual(row["rank"] as? Int, Int(e.rank))
            XCTAssertEqual(row["movieCode"] as? String, e.movieCd)
            XCTAssertEqual(row["title"] as? String, e.movieNm.trimmingCharacters(in: .whitespaces))
            XCTAssertEqual(row["rankChange"] as? Int, Int(e.rankInten))
            XCTAssertEqual(row["isNew"] as? Bool, e.rankOldAndNew == "NEW")
            XCTAssertEqual(row["openDate"] as? String, e.openDt)
            XCTAssertEqual((row["audience"] as? NSNumber)?.int64Value, Int64(e.audiCnt))
            XCTAssertEqual((row["audienceChange"] as? NSNumber)?.int64Value, Int64(e.audiInten))
            XCTAssertEqual((row["audienceTotal"] as? NSNumber)?.int64Value, Int64(e.audiAcc))
            XCTAssertEqual((row["sales"] as? NSNumber)?.int64Value, Int64(e.salesAmt))
            XCTAssertEqual(row["salesShare"] as? String, e.salesShare)
            XCTAssertEqual((row["salesTotal"] as? NSNumber)?.int64Value, Int64(e.salesAcc))
            XCTAssertEqual((row["screens"] as? NSNumber)?.int64Value, Int64(e.scrnCnt))
            XCTAssertEqual((row["shows"] as? NSNumber)?.int64Value, Int64(e.showCnt))
        }
        let requestsAfterFirst = MainActor.assumeIsolated { api.server.requests.count }
        XCTAssertEqual(requestsAfterFirst, 1)
        let again = try boxoffice(["daily", "--date", "2022-01-05", "--format", "csv"], env: env)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stdout.hasPrefix("Rank,Change,Title,Movie code,Opening,Days,Audience,"), again.stdout)
        XCTAssertTrue(
            again.stdout.contains(
                "\r\n2,-1,스파이더맨: 노 웨이 홈,20210028,2021-12-15,22,50399,-15.9,6252827,507028380,29.6,1357,4314,37.1,11.7,10060\r\n"
            ),
            again.stdout)
        XCTAssertEqual(
            MainActor.assumeIsolated { api.server.requests.count }, 1, "an old day is final: no second request")
    }

    func testFailuresAreOneSentenceAndNonZero() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let cases: [([String], [String: String], String)] = [
            (
                ["daily", "--date", "2022-01-05"], environment(api, kobisKey: "0000000000000000000000000000dead"),
                "boxoffice: KOBIS rejected the API key (error 320010).\n"
            ),
            (
                ["daily", "--date", "2031-01-01"], environment(api),
                "boxoffice: No box office for 2031-01-01: the latest day with data is "
            ),
            (
                ["daily", "--date", "2031-01-01"], environment(nil, kobisKey: nil, kakaoKey: nil),
                "boxoffice: No box office for 2031-01-01: the latest day with data is 2022-01-21.\n"
            ),
            (
                ["daily", "--date", "2022-01-04", "--offline"], environment(api),
                "boxoffice: The box office for 2022-01-04 is not saved on this computer and needs a connection.\n"
            )
        ]
        for (args, env, expected) in cases {
            let r = try boxoffice(args, env: env)
            XCTAssertEqual(r.status, 1, "\(args)")
            XCTAssertEqual(r.stdout, "", "\(args)")
            XCTAssertTrue(r.stderr.hasPrefix(expected), "\(args): \(r.stderr)")
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "one line: \(r.stderr)")
            assertNoKeys(r)
        }
    }

    func testGarbageSlowAndFailingServersDestroyNothing() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_TIMEOUT": "1"])
        XCTAssertEqual(try boxoffice(["daily", "--date", "2022-01-05"], env: env).status, 0)
        let broken: [(LoopbackServer.Response, String)] = [
            (.json("<html>점검 중</html>"), "KOBIS sent data that could not be read (not JSON)"),
            (.json(#"{"boxOfficeResult":{"#), "KOBIS sent data that could not be read (truncated or malformed JSON)"),
            (
                .init(status: 500, body: Data("boom".utf8), contentType: "text/plain"),
                "KOBIS answered with HTTP error 500"
            ),
            (
                .init(body: Data("{}".utf8), delayMilliseconds: 2500),
                "KOBIS did not answer within 1 seconds; try again later"
            )
        ]
        let good = try boxoffice(["daily", "--date", "2022-01-05", "--offline", "--format", "json"], env: env)
        for (response, sentence) in broken {
            MainActor.assumeIsolated { api.server.route("/kobis/") { _ in response } }
            let before = MainActor.assumeIsolated { api.server.requests.count }
            // The same day, refreshed: the request fails, the saved numbers stay and are printed, with a warning.
            let r = try boxoffice(["daily", "--date", "2022-01-05", "--refresh", "--format", "json"], env: env)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, good.stdout)
            XCTAssertEqual(r.stderr, "boxoffice: warning: could not refresh (\(sentence)); showing saved data.\n")
            // Transient failures (5xx, timeouts) are retried twice; unreadable answers are not.
            let transient = sentence.contains("HTTP error") || sentence.contains("did not answer")
            XCTAssertEqual(MainActor.assumeIsolated { api.server.requests.count } - before, transient ? 3 : 1, sentence)
            assertNoKeys(r)
            // The day is still saved as it was, served without the network.
            let saved = try boxoffice(["daily", "--date", "2022-01-05", "--offline", "--format", "json"], env: env)
            XCTAssertEqual(saved.status, 0, saved.stderr)
            XCTAssertEqual(saved.stdout, good.stdout)
        }
        // A day never saved fails with the sentence alone.
        let unsaved = try boxoffice(["daily", "--date", "2022-01-21"], env: env)
        XCTAssertEqual(unsaved.status, 1)
        XCTAssertEqual(unsaved.stderr, "boxoffice: KOBIS did not answer within 1 seconds; try again later.\n")
    }

    func testAFaultThatEchoesTheKeyNeverPrintsIt() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        MainActor.assumeIsolated {
            api.server.route("/kobis/boxoffice") { r in
                .json(
                    #"{"faultInfo":{"message":"잘못된 요청.[parameterName=key,parameterValue=\#(r.query["key"] ?? "")]","errorCode":"320011"}}"#
                )
            }
        }
        let r = try boxoffice(["daily", "--date", "2022-01-05"], env: environment(api))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(
            r.stderr,
            "boxoffice: KOBIS refused the request (error 320011: 잘못된 요청.[parameterName=key,parameterValue=REDACTED]).\n"
        )
        assertNoKeys(r)
    }

    /// A base URL with a space (or a bad % escape) is one sentence, not a crash.
    func testABadBaseURLIsOneSentence() throws {
        let r = try boxoffice(
            ["daily", "--date", "2022-01-05"],
            env: environment(nil, extra: ["BOXOFFICE_KOBIS_URL": "http://exa mple.com/kobis"]))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(
            r.stderr, "boxoffice: The KOBIS address \"http://exa mple.com/kobis\" is not a valid http or https URL.\n")
    }

    /// The key only travels encrypted: a plain-HTTP KOBIS address off this machine is refused.
    func testAPlainHTTPAddressIsRefusedWithASentence() throws {
        let r = try boxoffice(
            ["daily", "--date", "2022-01-05"],
            env: environment(nil, extra: ["BOXOFFICE_KOBIS_URL": "http://www.kobis.or.kr/kobisopenapi/webservice/rest"])
        )
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(
            r.stderr,
            "boxoffice: API keys are only sent over HTTPS; the KOBIS address "
                + "http://www.kobis.or.kr/kobisopenapi/webservice/rest is not HTTPS.\n")
    }

    /// The window and `boxoffice daily` opening a fresh cache at once, many times: nothing fails,
    /// nothing is moved aside, both days are saved (read back offline).
    func testTwoProcessesOpeningAFreshCacheAtOnceLoseNothing() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        for round in 0..<12 {
            let cache = cacheDir.appendingPathComponent("round-\(round)").path
            let env = environment(api, extra: ["BOXOFFICE_CACHE_DIR": cache])
            let results = try boxoffice(
                [
                    ["daily", "--date", "2022-01-05", "--format", "csv"],
                    ["daily", "--date", "2022-01-21", "--format", "csv"]
                ], env: env)
            for r in results {
                XCTAssertEqual(r.status, 0, "round \(round): \(r.stderr)")
                XCTAssertEqual(r.stderr, "", "round \(round): no warning")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: cache + "/cache.sqlite.corrupt"), "round \(round)")
            let saved = try boxoffice(
                [
                    ["daily", "--date", "2022-01-05", "--offline", "--format", "csv"],
                    ["daily", "--date", "2022-01-21", "--offline", "--format", "csv"]
                ], env: env)
            XCTAssertEqual(saved.map(\.stdout), results.map(\.stdout), "round \(round): both days were saved")
        }
    }

    /// The table's heading follows the locale like everything else; a Korean locale without the Korean
    /// catalogue falls back to English throughout instead of mixing the two.
    func testTheTableHeadingFollowsTheLocale() throws {
        let english = try boxoffice(
            ["daily", "--date", "2022-01-05"], env: environment(nil, kobisKey: nil, extra: ["LANG": "en_US.UTF-8"]))
        XCTAssertTrue(english.stdout.hasPrefix("Daily box office Wed, Jan 5, 2022"), english.stdout)
        let catalogue = try compileKoreanCatalogue()
        let korean = try boxoffice(
            ["daily", "--date", "2022-01-05"],
            env: environment(nil, kobisKey: nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": catalogue]))
        XCTAssertTrue(korean.stdout.hasPrefix("일별 박스오피스 2022년 1월 5일 (수)"), korean.stdout)
        let api = try MainActor.assumeIsolated { try self.api() }
        let missing = try boxoffice(
            ["daily", "--date", "2022-01-04"], env: environment(api, extra: ["LANG": "ko_KR.UTF-8"]))
        XCTAssertEqual(
            missing.stderr, "boxoffice: KOBIS has no numbers for Tue, Jan 4, 2022 yet.\n", "English words, English date"
        )
    }

    /// A usage error is one sentence too, with the conventional status 64 (EX_USAGE); help goes to stdout.
    func testUsageErrorsAreOneSentenceWithStatus64() throws {
        let env = environment(nil, kobisKey: nil, kakaoKey: nil)
        let cases: [([String], String)] = [
            (["daily", "--bogus"], "boxoffice: Unknown option '--bogus'. Did you mean '--bom'? See boxoffice help.\n"),
            (["movie"], "boxoffice: Missing expected argument '<code>'. See boxoffice help.\n"),
            (["poster", "20124079"], "boxoffice: Missing expected argument '--output <output>'. See boxoffice help.\n"),
            (["--bogus"], "boxoffice: Unknown option '--bogus'. See boxoffice help.\n"),
            (
                ["daily", "--date", "2022/01/05"],
                "boxoffice: \"2022/01/05\" is not a date; use YYYY-MM-DD, for example 2022-01-05.\n"
            )
        ]
        for (args, expected) in cases {
            let r = try boxoffice(args, env: env)
            XCTAssertEqual(r.status, 64, "\(args)")
            XCTAssertEqual(r.stderr, expected)
            XCTAssertEqual(r.stdout, "")
        }
        let help = try boxoffice(["help", "daily"], env: env)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Print a day's top 10."), help.stdout)
    }

    /// A day KOBIS has not tallied: said once, on stderr, in the locale's language, with status 2; JSON
    /// and CSV stay valid documents.
    func testAnEmptyDayIsSaidOnceWithItsOwnStatus() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let table = try boxoffice(
            ["daily", "--date", "2022-01-04"], env: environment(api, extra: ["LANG": "en_US.UTF-8"]))
        XCTAssertEqual(table.status, 2)
        XCTAssertEqual(table.stdout, "")
        XCTAssertEqual(table.stderr, "boxoffice: KOBIS has no numbers for Tue, Jan 4, 2022 yet.\n")
        let json = try boxoffice(["daily", "--date", "2022-01-04", "--format", "json"], env: environment(api))
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count, 0)
        let csv = try boxoffice(["daily", "--date", "2022-01-04", "--format", "csv"], env: environment(api))
        XCTAssertEqual(csv.status, 2)
        XCTAssertTrue(csv.stdout.hasPrefix("Rank,Change,Title,Movie code,"), csv.stdout)
        XCTAssertEqual(csv.stdout.split(whereSeparator: \.isNewline).count, 1, "the header line only")
    }

    /// `--format csv` prints no byte order mark (a pipe wants none); `--bom` begins it with one, as the window's
    /// Export writes its file, so Excel on Korean Windows reads the Hangul as UTF-8 (issue 34).
    func testCSVBeginsWithAByteOrderMarkOnlyWithBom() throws {
        let plain = try boxoffice(
            ["daily", "--date", "2022-01-21", "--offline", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.hasPrefix("Rank,Change,Title,"), String(plain.stdout.prefix(40)))
        let marked = try boxoffice(
            ["daily", "--date", "2022-01-21", "--offline", "--format", "csv", "--bom"], env: environment(nil))
        XCTAssertEqual(marked.status, 0, marked.stderr)
        XCTAssertEqual(Array(marked.stdout.utf8.prefix(3)), [0xEF, 0xBB, 0xBF])
        XCTAssertEqual(marked.stdout, "\u{FEFF}" + plain.stdout)
    }

    /// With a key, --offline still answers from the bundled sample's days, as the README says.
    func testOfflineWithAKeyAnswersFromTheSample() throws {
        let r = try boxoffice(["daily", "--date", "2022-01-21", "--offline", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\r\n1,0,스파이더맨: 노 웨이 홈,20210028,2021-12-15,38,"), r.stdout)
        XCTAssertEqual(r.stderr, "boxoffice: showing sample data (add a KOBIS API key for live numbers).\n")
    }
}
