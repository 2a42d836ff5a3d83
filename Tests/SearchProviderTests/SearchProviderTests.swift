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
                "LC_MESSAGES": "", "BOXOFFICE_APP_ID": appID, "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()
            ])
    }

    /// po/ko.po compiled the way the build does, into this test's folder (the installed provider finds it in
    /// `<prefix>/share/locale`).
    func compileKoreanCatalogue() throws -> String {
        try XCTUnwrap(
            CompiledCatalogue.compile(CompiledCatalogue.korean, language: "ko", in: dir), "msgfmt refused po/ko.po")
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

    /// Invalid UTF-8 sent as another process can send it: a connection to the bus of its own, authenticated as
    /// this user, calls `GetInitialResultSet` with the bytes FF FE inside a term (GDBus itself would not make such a
    /// message). The bus refuses the message and drops its sender; the provider never sees it and answers the next
    /// call, in the same process.
    func testInvalidUTF8IsDroppedByTheBusNeverReachingTheProvider() throws {
        try start()
        let found = ["20150976", "20186202"]
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), found)
        let pid = try XCTUnwrap(client.providerProcess)
        let hello = try Self.blob(
            "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello", nil, serial: 1)
        var call = try Self.blob(
            ShellSearchClient.busName, ShellSearchClient.objectPath, ShellSearchClient.interface, "GetInitialResultSet",
            SessionBusClient.tuple([SessionBusClient.array(["신과@@함께"])]), serial: 2)
        let at = try XCTUnwrap(call.indices.first { call[$0] == 0x40 && call[$0 + 1] == 0x40 })
        call.replaceSubrange(at..<at + 2, with: [0xFF, 0xFE])
        var error: UnsafeMutablePointer<GError>?
        let address = try XCTUnwrap(g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error))
        defer { g_free(address) }
        let stream = try XCTUnwrap(g_dbus_address_get_stream_sync(address, nil, nil, &error))
        defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
        let fd = g_socket_get_fd(
            g_socket_connection_get_socket(
                UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GSocketConnection.self)))
        let uid = Array(String(getuid()).utf8).map { String(format: "%02x", $0) }.joined()
        XCTAssertTrue(Self.write(fd, [0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8)))
        let answer = Self.receive(fd, until: { $0.contains(UInt8(ascii: "\n")) })
        XCTAssertTrue(answer.bytes.starts(with: Array("OK ".utf8)), String(decoding: answer.bytes, as: UTF8.self))
        XCTAssertTrue(Self.write(fd, Array("BEGIN\r\n".utf8) + hello + call))
        let rest = Self.receive(fd, until: { _ in false })
        XCTAssertTrue(rest.closed, "the bus dropped the sender (\(rest.bytes.count) bytes read first: Hello's reply)")
        XCTAssertEqual(try client.initialResultSet(["ㅅㄱㅎㄲ"]), found)
        XCTAssertEqual(client.providerProcess, pid, "still the same process")
    }

    /// A message's wire bytes as GDBus writes them.
    static func blob(
        _ destination: String, _ path: String, _ interface: String, _ member: String, _ body: OpaquePointer?,
        serial: UInt32
    ) throws -> [UInt8] {
        let message = try XCTUnwrap(g_dbus_message_new_method_call(destination, path, interface, member))
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        if let body { g_dbus_message_set_body(message, body) }
        g_dbus_message_set_serial(message, serial)
        var size: gsize = 0
        let bytes = try XCTUnwrap(g_dbus_message_to_blob(message, &size, G_DBUS_CAPABILITY_FLAGS_NONE, nil))
        defer { g_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// What `fd` gives until `enough` says so, it is closed, or 10 s pass.
    static func receive(_ fd: Int32, until enough: ([UInt8]) -> Bool) -> (bytes: [UInt8], closed: Bool) {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !enough(bytes) && Date() < deadline {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return (bytes, n == 0 || errno == ECONNRESET) }
            bytes += chunk[0..<n]
        }
        return (bytes, false)
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
        XCTAssertLessThan(Date().timeIntervalSince(sent), 30, "refused at once (the memory tells the relay)")
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
