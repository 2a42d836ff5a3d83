import BoxOfficeCore
import BoxOfficeStore
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// The desktop's search with BoxOffice not running. The provider, started by D-Bus as the Shell starts it, asks the
/// app's id for `app.open-film` / `app.search-films`; D-Bus starts the app for that from its service file, once,
/// however many calls come. Without a service file (a build tree) the provider starts `boxoffice-app --film=CODE` /
/// `--search=TEXT` itself, one at a time, and hands it what came meanwhile. The provider runs as a copy beside a
/// `boxoffice-app` that writes each start it is asked for to a file, then runs the built app: every start the
/// provider makes is counted. What the app shows is read from the X server.
final class SearchProviderStartsAppTests: CommandLineTestCase {
    static let appID = "kr.boxoffice.BoxOffice"
    static let film = "The Policeman’s Lineage"

    /// The provider's copy and the file its `boxoffice-app` writes each start's arguments to.
    var provider: URL { cacheDir.appendingPathComponent("libexec/boxoffice-search-provider") }
    var starts: URL { cacheDir.appendingPathComponent("starts") }

    /// The provider copied beside the counting `boxoffice-app`, on a cache that knows 경관의 피 (the chart of
    /// 2022-01-05 in history), with `env` and the display as its environment (the bus's activation environment).
    func startProvider(_ env: [String: String]) throws -> ShellSearchClient {
        let folder = provider.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let built = Self.executable.deletingLastPathComponent()
        try FileManager.default.copyItem(at: built.appendingPathComponent("boxoffice-search-provider"), to: provider)
        let wrapper = folder.appendingPathComponent("boxoffice-app")
        try Data(
            """
            #!/bin/sh
            printf '%s\\n' "$*" >> '\(starts.path)'
            exec '\(built.appendingPathComponent("boxoffice-app").path)' "$@"

            """.utf8
        ).write(to: wrapper)
        chmod(wrapper.path, 0o755)
        let cache = try DiskCache(directory: cacheDir)
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")), kind: .daily)
        HistoryStore(database: cache.database).record(
            chart, day: Day(year: 2022, month: 1, day: 5)!, segment: .everything)
        var environment = BusStartedApp.beside(env)
        environment.merge(
            [
                "BOXOFFICE_APP_ID": Self.appID, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "",
                "GSETTINGS_BACKEND": "memory", "GSK_RENDERER": "cairo", "GTK_A11Y": "none"
            ], uniquingKeysWith: { $1 })
        return try ShellSearchClient(provider: provider, environment: environment)
    }

    /// The arguments of each `boxoffice-app` the provider started.
    var started: [String] {
        ((try? String(contentsOf: starts, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The processes running the built `boxoffice-app`.
    static func appProcesses() -> [pid_t] {
        let app = executable.deletingLastPathComponent().appendingPathComponent("boxoffice-app").path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/exe")) == app
        }.sorted()
    }

    /// The app's process once it holds its id; nil (the failure recorded) if none did in 30 s.
    func waitForApp(_ bus: SessionBusClient, file: StaticString = #filePath, line: UInt = #line) -> pid_t? {
        var owner: pid_t?
        let started = MainLoopBridge.iterate(timeout: 30) {
            owner = bus.owner(of: Self.appID)
            return owner != nil
        }
        if !started { XCTFail("no app started", file: file, line: line) }
        return owner
    }

    /// Waits until KOBIS was asked to search for `text` (the search window's query).
    func waitForSearch(_ api: FixtureAPI, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let asked = MainLoopBridge.iterate(timeout: 30) {
            self.queries(api, "/kobis/movie/searchMovieList").contains { $0["movieNm"] == text }
        }
        XCTAssertTrue(asked, "no search for \(text): \(queries(api, "/kobis/film"))", file: file, line: line)
    }

    /// Quits the app (`app.quit`), or stops it if it does not.
    func quit(_ bus: SessionBusClient) {
        try? bus.activateAction(of: Self.appID, "quit", target: nil)
        if !MainLoopBridge.iterate(timeout: 10, until: { bus.owner(of: Self.appID) == nil }) { bus.stop(Self.appID) }
    }

    /// D-Bus activation (the app's service file, as meson and the .deb install it): three `ActivateResult`s and a
    /// `LaunchSearch` while nothing runs start one app, by the bus (`--gapplication-service`), never by the
    /// provider, and it shows the film's window and the search with the terms.
    func testActivationsWithNoAppRunningStartItOnceThroughDBus() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"])
        let app = try BusStartedApp(id: Self.appID, environment: env)
        let client = try startProvider(env)
        XCTAssertEqual(Self.appProcesses(), [], "no app runs")
        for _ in 0..<3 { try client.activateResult("20199882", terms: ["ㄱㄱㅇㅍ"]) }
        try client.launchSearch(["엘리", "멘탈"])
        guard let pid = waitForApp(app.bus) else { return }
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", Self.film, "Search KOBIS"], of: pid, timeout: 30),
            "\(BusStartedApp.windows(of: pid))")
        waitForSearch(api, "엘리 멘탈")
        XCTAssertEqual(Self.appProcesses(), [pid], "one app")
        let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
        XCTAssertTrue(command.contains("--gapplication-service"), "started by the bus: \(command)")
        XCTAssertEqual(started, [], "the provider started nothing itself")
        XCTAssertTrue(try app.quit(), "still running")
    }

    /// No service file: the first call's `ActivateResult` starts `boxoffice-app --film=20199882`; the search and the
    /// film again, sent before it holds its id, go to that app as actions: one start, one process, every window.
    func testWithoutAServiceFileTheProviderStartsOneAppForManyCalls() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let client = try startProvider(environment(api, extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"]))
        let bus = try SessionBusClient()
        bus.uninstall(name: Self.appID)  // as a build tree: no service file names the id
        XCTAssertNil(bus.owner(of: Self.appID))
        defer { quit(bus) }
        try client.activateResult("20199882", terms: ["ㄱㄱㅇㅍ"])
        try client.launchSearch(["엘리", "멘탈"])
        try client.activateResult("20199882", terms: [])
        guard let pid = waitForApp(bus) else { return }
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", Self.film, "Search KOBIS"], of: pid, timeout: 30),
            "\(BusStartedApp.windows(of: pid))")
        waitForSearch(api, "엘리 멘탈")
        XCTAssertEqual(started, ["--film=20199882"], "one start, for the first call")
        XCTAssertEqual(Self.appProcesses(), [pid], "one app")
    }

    /// A search for "-1" with nothing running starts the app with `--search=-1` (one argument: "-1" is not read as
    /// an option), which opens its window and the search for it.
    func testASearchForMinusOneStartsTheAppOnIt() throws {
        try requireDisplay()
        let api = try MainActor.assumeIsolated { try self.api() }
        let client = try startProvider(environment(api, extra: ["BOXOFFICE_NOW": "2022-01-22T10:00:00+09:00"]))
        let bus = try SessionBusClient()
        bus.uninstall(name: Self.appID)
        defer { quit(bus) }
        try client.launchSearch(["-1"])
        guard let pid = waitForApp(bus) else { return }
        XCTAssertTrue(
            BusStartedApp.waitForWindows(["BoxOffice", "Search KOBIS"], of: pid, timeout: 30),
            "\(BusStartedApp.windows(of: pid))")
        waitForSearch(api, "-1")
        XCTAssertEqual(started, ["--search=-1"])
        BusStartedApp.screenshot("search-provider-started-app-minus-one", of: pid)
    }
}
