import BoxOfficeCore
import BoxOfficeStore
import CGLib
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `org.gnome.Shell.SearchProvider2` called over the session bus as GNOME Shell calls it, the provider started by
/// D-Bus from its service file, on a cache holding the real 2018 daily charts (Tests/Fixtures/market) as history.
/// Expected totals were computed from the files with python3.
final class SearchProviderTests: XCTestCase {
    var dir: URL!
    var client: ShellSearchClient!

    static let provider = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("boxoffice-search-provider")

    override func setUpWithError() throws {
        dir = makeTemporaryDirectory("boxoffice-search")
        try Self.record2018(in: dir)
    }

    override func tearDown() {
        client = nil  // stops the provider
        try? FileManager.default.removeItem(at: dir)
    }

    /// The provider, started on this test's cache in `language`.
    func start(language: String = "ko_KR.UTF-8", appID: String = "kr.boxoffice.BoxOffice.SearchTest") throws {
        client = try ShellSearchClient(
            provider: Self.provider,
            environment: [
                "BOXOFFICE_CACHE_DIR": dir.path, "LANG": language, "LANGUAGE": "", "LC_ALL": "",
                "LC_MESSAGES": "", "BOXOFFICE_APP_ID": appID
            ])
    }

    /// Every day of 2018 as KOBIS answered it, written as the repository writes each chart it fetches.
    static func record2018(in dir: URL) throws {
        let cache = try DiskCache(directory: dir)
        let history = HistoryStore(database: cache.database)
        let january1 = Day(year: 2018, month: 1, day: 1)!
        for offset in 0..<365 {
            let day = january1.adding(days: offset)
            let body = FixtureAPI.fixture("market/2018/\(day.compact).json")
            guard let chart = try? Chart(ResponseDecoding.kobisBoxOffice(body), kind: .daily) else { continue }
            history.record(chart, day: day, segment: .everything)
        }
    }

    func testInitialResultSetFindsFilmsByTheirInitialConsonants() throws {
        try start()
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), ["20150976", "20186202"])
        XCTAssertEqual(try client.initialResultSet(["신과", "함께", "ㅈㅇㅂ"]), ["20150976"])
        XCTAssertEqual(try client.initialResultSet(["보헤미안랩소디"]), ["20185485"], "spaces ignored")
        XCTAssertEqual(
            try client.initialResultSet(["ㄱ"]), ["20150976", "20186202", "20179086", "20180522", "20179101"],
            "at most five, the largest totals first")
        XCTAssertEqual(try client.initialResultSet(["없는영화제목"]), [])
        XCTAssertEqual(try client.initialResultSet([]), [])
    }

    func testSubsearchNarrowsThePreviousResults() throws {
        try start()
        let first = try client.initialResultSet(["ㅅㄱㅎㄲ"])
        XCTAssertEqual(try client.subsearchResultSet(first, ["ㅅㄱㅎㄲ", "인과"]), ["20186202"])
        XCTAssertEqual(try client.subsearchResultSet(first + ["unknown", ""], ["ㅅㄱㅎㄲ"]), first)
        XCTAssertEqual(try client.subsearchResultSet(["20185485"], ["ㅅㄱㅎㄲ"]), [], "only what it was given")
    }

    func testResultMetasInKorean() throws {
        try start()
        let metas = try client.resultMetas(["20150976", "20090834", "no-such-film"])
        XCTAssertEqual(
            metas,
            [
                .init(
                    id: "20150976", name: "신과함께-죄와 벌", description: "2017 · 관객 1,440만 명 · 최고 1위",
                    icon: ". GThemedIcon kr.boxoffice.BoxOffice kr.boxoffice.BoxOffice-symbolic"),
                .init(
                    id: "20090834", name: "아바타", description: "2009 · 관객 1,333만 명 · 최고 7위",
                    icon: ". GThemedIcon kr.boxoffice.BoxOffice kr.boxoffice.BoxOffice-symbolic")
            ], "an unknown id is left out; 13,326,826 rounded as the window rounds it, to 1,333만, not cut to 1,332만")
    }

    func testResultMetasInEnglishWithTheSavedPoster() throws {
        let cache = try DiskCache(directory: dir)
        cache.posters.store(
            movieCode: "20185485", sourceURL: "https://example.com/p.png",
            data: FixtureAPI.fixture("poster.png"), fetchedAt: Date())
        cache.database.store(
            kind: "movie", key: "20199882", body: FixtureAPI.fixture("movie_20199882.json"), fetchedAt: Date())
        try start(language: "en_US.UTF-8")
        XCTAssertEqual(
            try client.resultMetas(["20185485"]),
            [
                .init(
                    id: "20185485", name: "보헤미안 랩소디", description: "2018 · 9.2 million admissions · best #1",
                    icon: dir.appendingPathComponent("posters/poster-20185485.img").path)
            ])
        // Saved details: the English title finds the film, which history does not hold.
        XCTAssertEqual(try client.initialResultSet(["policeman", "LINEAGE"]), ["20199882"])
        XCTAssertEqual(try client.resultMetas(["20199882"]).map(\.description), ["2022"])
    }

    func testANewChartWrittenByTheAppIsFoundWithoutRestarting() throws {
        try start()
        XCTAssertEqual(try client.initialResultSet(["경관의피"]), [])
        let pid = client.providerProcess
        let cache = try DiskCache(directory: dir)
        let body = FixtureAPI.fixture("daily_20220105.json")
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(body), kind: .daily)
        HistoryStore(database: cache.database).record(
            chart, day: Day(year: 2022, month: 1, day: 5)!, segment: .everything)
        XCTAssertEqual(try client.initialResultSet(["경관의피"]), ["20199882"])
        XCTAssertEqual(client.providerProcess, pid, "the same process read the change")
    }

    func testAnyInputIsAnsweredNeverACrashOrAHang() throws {
        try start()
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), ["20150976", "20186202"])
        let pid = try XCTUnwrap(client.providerProcess, "started by D-Bus for the first call")
        let huge = String(repeating: "신과함께", count: 20_000)  // 240 KB: a message is at most 256 KB (`BusRelay`)
        XCTAssertEqual(try client.initialResultSet([huge]), [])
        XCTAssertEqual(try client.initialResultSet(Array(repeating: "ㅅ", count: 30_000)).count, 5)
        XCTAssertEqual(try client.initialResultSet(["\u{0}", "\u{FFFD}", "%", "_", "'", "\\"]), [])
        XCTAssertEqual(
            try client.subsearchResultSet(Array(repeating: "20150976", count: 10_000), ["ㅅ"]), ["20150976"],
            "each film once")
        XCTAssertEqual(try client.resultMetas(Array(repeating: "x", count: 1_000) + [huge]), [])
        try client.activateResult("no-such-film", terms: ["x"])
        try client.activateResult(huge, terms: ["x"])
        // It still answers after them, in the same process.
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), ["20150976", "20186202"])
        XCTAssertEqual(client.providerProcess, pid, "still the same process")
    }

    /// The bounds, each seen in an answer: of an array only the first 64 strings are read (`Variant.arrayLimit`),
    /// of a string its first 1 KB (`Variant.byteLimit`), of the terms the first 16 (`SearchTerms.countLimit`).
    /// Invalid UTF-8 cannot arrive: D-Bus requires valid UTF-8 in every string (the bus drops a sender that sends
    /// other bytes, and GDBus refuses such a message), so what can arrive is a valid string whose first 1 KB ends
    /// inside a character; those bytes are read as U+FFFD, which matches no title.
    func testInputIsBoundedTo64Strings1KBAnd16Terms() throws {
        try start()
        let metas = try client.resultMetas(Array(repeating: "20150976", count: 100))
        XCTAssertEqual(metas.count, 64, "100 ids asked, 64 answered")
        XCTAssertEqual(Set(metas.map(\.name)), ["신과함께-죄와 벌"])
        XCTAssertEqual(try client.resultMetas(Array(repeating: "x", count: 63) + ["20150976"]).map(\.id), ["20150976"])
        XCTAssertEqual(try client.resultMetas(Array(repeating: "x", count: 64) + ["20150976"]), [], "the 65th unread")

        let found = ["20150976", "20186202"]
        XCTAssertEqual(try client.initialResultSet(Array(repeating: "ㅅㄱㅎㄲ", count: 15) + ["없는영화제목"]), [])
        XCTAssertEqual(
            try client.initialResultSet(Array(repeating: "ㅅㄱㅎㄲ", count: 16) + ["없는영화제목"]), found,
            "the 17th term unread")
        XCTAssertEqual(
            try client.subsearchResultSet(found, Array(repeating: "ㅅㄱㅎㄲ", count: 16) + ["없는영화제목"]), found)

        let spaces = { (count: Int) in String(repeating: " ", count: count) }
        XCTAssertEqual(try client.initialResultSet([spaces(1006) + "없는영화제목", "ㅅㄱㅎㄲ"]), [], "1,024 bytes read")
        XCTAssertEqual(
            try client.initialResultSet([spaces(2048) + "없는영화제목", "ㅅㄱㅎㄲ"]), found,
            "of a 2 KB term only its spaces are read: no term")
        let shin = try client.initialResultSet(["신과"])
        XCTAssertEqual(shin, found)
        XCTAssertEqual(try client.initialResultSet([spaces(1018) + "신과"]), shin, "신과 ends at byte 1,024")
        XCTAssertEqual(try client.initialResultSet([spaces(1022) + "신과"]), [], "신 cut after 2 of its 3 bytes: U+FFFD")
        XCTAssertEqual(try client.initialResultSet([spaces(1022) + "\u{FFFD}"]), [], "as U+FFFD itself")
    }

    /// A message too large to unpack is refused before GDBus reads it (`BusRelay.bodyLimit`, a 256 KB body): a
    /// million one-byte strings (8 MB on the bus) get the `TooLarge` error, the provider's peak memory (`VmHWM`)
    /// stays where it was (without the relay they were answered after 1 s and 170 MB more; 5 million took 5.5 s
    /// and 845 MB more), and it answers the next call. One string fewer than the limit is answered.
    func testAHugeArrayIsRefusedBeforeItIsUnpacked() throws {
        try start()
        let found = ["20150976", "20186202"]
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), found)
        let pid = try XCTUnwrap(client.providerProcess)
        let before = try XCTUnwrap(Self.peakMemory(of: pid))
        let huge = SessionBusClient.tuple([SessionBusClient.array(Array(repeating: "x", count: 1_000_000))])
        let sent = Date()
        XCTAssertThrowsError(try client.call("GetInitialResultSet", huge)) { error in
            XCTAssertTrue(
                "\(error)".hasSuffix(
                    "kr.boxoffice.BoxOffice.SearchProvider.Error.TooLarge: GetInitialResultSet: the message's 8000002 bytes are over the provider's 262144"
                ), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(sent), 10, "refused at once")
        let peak = try XCTUnwrap(Self.peakMemory(of: pid))
        XCTAssertLessThan(peak - before, 16 * 1024, "kB more at the peak: \(before) kB before, \(peak) kB after")
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), found)
        XCTAssertEqual(client.providerProcess, pid, "still the same process")
        // A body of 4 + 8 bytes per "ㅅ": 32,767 of them are 262,140 bytes, 32,768 are 262,148.
        XCTAssertEqual(try client.initialResultSet(Array(repeating: "ㅅ", count: 32_767)).count, 5)
        XCTAssertThrowsError(try client.initialResultSet(Array(repeating: "ㅅ", count: 32_768)))
        XCTAssertEqual(client.providerProcess, pid)
    }

    /// The peak resident memory of `process` in kB (`VmHWM` in /proc/PID/status).
    static func peakMemory(of process: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces).dropLast(3)) }
    }

    func testTheInterfaceIsTheShellsSearchProvider2() throws {
        try start()
        XCTAssertThrowsError(try client.call("GetInitialResultSet", nil), "a wrong signature is an error, not a crash")
        let reply = try client.call("Introspect", nil, interface: "org.freedesktop.DBus.Introspectable")
        defer { g_variant_unref(reply) }
        let child = try XCTUnwrap(g_variant_get_child_value(reply, 0))
        defer { g_variant_unref(child) }
        let xml = String(cString: g_variant_get_string(child, nil))
        for part in [
            "<interface name=\"org.gnome.Shell.SearchProvider2\">",
            "<method name=\"GetInitialResultSet\">", "<method name=\"GetSubsearchResultSet\">",
            "<method name=\"GetResultMetas\">", "<arg type=\"aa{sv}\" name=\"metas\" direction=\"out\">",
            "<method name=\"ActivateResult\">", "<method name=\"LaunchSearch\">"
        ] {
            XCTAssertTrue(xml.contains(part), part)
        }
    }
}
