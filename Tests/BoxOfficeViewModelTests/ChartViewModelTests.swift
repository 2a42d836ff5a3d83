import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

final class ChartViewModelTests: ViewModelTestCase {
    final class ToastLog { var messages: [String] = [] }

    /// A chart view-model on the fixture API, started, with its toasts recorded.
    @MainActor func startedChart(_ api: FixtureAPI) -> (ChartViewModel, ToastLog) {
        let vm = app(api).chart
        let log = ToastLog()
        vm.events.observe { for case .toast(let m) in $0 { log.messages.append(m) } }
        vm.start()
        return (vm, log)
    }

    func testOpensOnYesterdayInKoreaAndShowsTheChart() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api).chart
            XCTAssertEqual(vm.day, Day("2022-01-05"))
            XCTAssertEqual(vm.dayTitle, "2022년 1월 5일 (수)")
            XCTAssertFalse(vm.canGoForward)
            vm.start()
            XCTAssertEqual(vm.phase, .loading)
            try await self.waitUntil("loaded") { vm.phase == .loaded }
            XCTAssertEqual(vm.rows.count, 10)
            let first = vm.rows[0]
            XCTAssertEqual(first.rank, "1")
            XCTAssertEqual(first.title, "경관의 피")
            XCTAssertEqual(first.badge, "신작")
            XCTAssertEqual(first.trend, .new)
            XCTAssertEqual(first.audience, "64,050명")
            XCTAssertEqual(first.audienceTotal, "69,228명 in total")
            XCTAssertEqual(first.salesShare, "34.2% of sales")
            XCTAssertEqual(vm.rows[7].badge, "▲14")
            XCTAssertEqual(vm.rows[1].badgeSpoken, "1계단 하락")
            XCTAssertTrue(vm.mayStillChange, "10:00 KST: KOBIS may still correct yesterday")
            XCTAssertFalse(vm.isSample)
        }
    }

    func testSpinnerAppearsOnlyWhenLoadingIsSlow() throws {
        try run {
            let api = try FixtureAPI()
            var spinnerSeen = false
            let fast = self.app(api).chart
            fast.changes.observe { _ in if fast.showsSpinner { spinnerSeen = true } }
            fast.start()
            try await self.waitUntil("fast load") { fast.phase == .loaded }
            XCTAssertFalse(spinnerSeen, "a quick load never flashes the spinner")

            // The answer is held back until the spinner has been seen: no race with the 200 ms timer.
            api.server.route("/kobis/") { _ in .init(body: FixtureAPI.fixture("daily_20220105.json")) }
            api.server.holding = "/kobis/"
            let slow = self.app(api, initialDay: Day("2022-01-04")).chart
            slow.start()
            try await self.waitUntil("the request held at the server") { api.server.heldCount == 1 }
            try await self.waitUntil("spinner") { slow.showsSpinner }
            XCTAssertEqual(slow.phase, .loading)
            api.server.release()
            try await self.waitUntil("slow load") { slow.phase == .loaded }
            XCTAssertFalse(slow.showsSpinner)
        }
    }

    func testDayNavigationAndTheLatestDayLimit() throws {
        try run {
            let api = try FixtureAPI()
            let (vm, toasts) = self.startedChart(api)
            vm.previousDay()
            XCTAssertEqual(vm.day, Day("2022-01-04"))
            XCTAssertTrue(vm.canGoForward)
            try await self.waitUntil("empty day") { vm.phase != .loading }
            XCTAssertEqual(
                vm.phase, .empty(message: "KOBIS has no numbers for 2022년 1월 4일 (화): no film was reported for it."))
            vm.nextDay()
            XCTAssertEqual(vm.day, Day("2022-01-05"))
            vm.nextDay()
            XCTAssertEqual(vm.day, Day("2022-01-05"), "no going past yesterday")
            vm.select(Day("2022-01-07")!)
            XCTAssertEqual(vm.day, Day("2022-01-05"))
            XCTAssertEqual(
                toasts.messages, ["There is no box office for 2022년 1월 7일 yet; showing 2022년 1월 5일, the latest day"])
            vm.select(Day("2012-01-01")!)
            try await self.waitUntil("2012") { vm.phase == .loaded }
            XCTAssertEqual(vm.rows.first?.title, "미션임파서블:고스트프로토콜")
            vm.goToLatest()
            XCTAssertEqual(vm.day, Day("2022-01-05"))
            // Midnight passes in Korea while the window is open: the latest day moves on.
            self.clock.advance(86_400)
            XCTAssertTrue(vm.canGoForward)
        }
    }

    func testErrorStateSaysWhy() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api, kobisKey: "bad").chart
            vm.start()
            try await self.waitUntil("failure") { vm.phase != .loading }
            XCTAssertEqual(vm.phase, .failed(message: "KOBIS rejected the API key (error 320010)"))
            XCTAssertEqual(vm.rows, [])
        }
    }

    func testFailedRefreshKeepsTheChartAndSaysWhy() throws {
        try run {
            let api = try FixtureAPI()
            let (vm, toasts) = self.startedChart(api)
            try await self.waitUntil("loaded") { vm.phase == .loaded }
            api.server.route("/kobis/") { _ in .init(status: 502, body: Data(), contentType: "text/plain") }
            vm.refresh()
            XCTAssertTrue(vm.isRefreshing)
            XCTAssertEqual(vm.rows.count, 10, "rows stay on screen during a refresh")
            try await self.waitUntil("refresh done") { !vm.isRefreshing }
            XCTAssertEqual(vm.phase, .loaded)
            XCTAssertEqual(vm.rows.count, 10)
            XCTAssertEqual(vm.staleReason, "KOBIS answered with HTTP error 502")
            XCTAssertEqual(toasts.messages, ["Could not refresh; showing saved numbers."])
            // The whole reason, and when the shown numbers were saved (10:00 KST by the test's clock), in the note.
            XCTAssertEqual(
                vm.dataNote,
                "Showing the numbers saved at 10:00 (Korea time): KOBIS answered with HTTP error 502. "
                    + "KOBIS may still correct these numbers until noon (Korea time) the next day.")
            XCTAssertEqual(api.server.requests(to: "/kobis").count, 2)
        }
    }

    func testLayoutIsRememberedAcrossLaunches() throws {
        try run {
            let vm = self.app(nil, kobisKey: nil).chart
            XCTAssertEqual(vm.layout, .list)
            XCTAssertEqual(vm.layout.switchTooltip, "Show as Grid")
            vm.toggleLayout()
            XCTAssertEqual(vm.layout, .grid)
            XCTAssertEqual(vm.layout.switchIconName, "view-list-symbolic")
            XCTAssertEqual(self.app(nil, kobisKey: nil).chart.layout, .grid)
        }
    }

    func testSampleModeOpensOnTheNewestSampleDay() throws {
        clock.set("2026-11-22T00:00:00Z")
        try run {
            let vm = self.app(nil, kobisKey: nil).chart
            let toasts = ToastLog()
            vm.events.observe { for case .toast(let m) in $0 { toasts.messages.append(m) } }
            XCTAssertEqual(vm.day, Day("2022-01-21"))
            vm.start()
            try await self.waitUntil("sample") { vm.phase == .loaded }
            XCTAssertTrue(vm.isSample)
            XCTAssertFalse(vm.mayStillChange)
            XCTAssertFalse(vm.canGoForward)
            vm.previousDay()  // steps to the previous sample day
            XCTAssertEqual(vm.day, Day("2022-01-05"))
            try await self.waitUntil("sample day") { vm.phase == .loaded }
            XCTAssertTrue(vm.canGoForward)
            vm.nextDay()
            XCTAssertEqual(vm.day, Day("2022-01-21"))
            vm.select(Day("2022-01-20")!)  // a day the sample lacks, picked in the calendar
            XCTAssertEqual(vm.day, Day("2022-01-21"), "the shown day stays")
            XCTAssertEqual(vm.phase, .loaded)
            XCTAssertEqual(
                toasts.messages,
                [
                    "The sample has only 2012년 1월 1일, 2022년 1월 5일, 2022년 1월 21일; "
                        + "add an API key in Preferences to see any day."
                ])
            vm.previousDay()
            vm.previousDay()
            XCTAssertEqual(vm.day, Day("2012-01-01"), "the first sample day")
            XCTAssertFalse(vm.canGoBack, "nothing before the first sample day")
            vm.previousDay()
            XCTAssertEqual(vm.day, Day("2012-01-01"))
        }
    }
}

final class WindowSizeTests: ViewModelTestCase {
    /// state.ini is the user's to edit: a width of 3000000000 opens a window as wide as allowed, not a crash
    /// (it trapped in `Int32(...)` before).
    func testAnEditedStateFileGivesASizeWithinBounds() throws {
        try Data("width=3000000000\nheight=12\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        try run {
            let app = self.app(nil, kobisKey: nil)
            XCTAssertEqual(app.windowSize.width, 16_384)
            XCTAssertEqual(app.windowSize.height, 360)
            app.rememberWindowSize(width: 1000, height: 700)
            XCTAssertEqual(app.windowSize.width, 1000)
            XCTAssertEqual(app.windowSize.height, 700)
        }
    }
}

final class ChartCancellationTests: ViewModelTestCase {
    /// Moving to another day while a load runs cancels its request at the network, not just its result.
    func testMovingToAnotherDayDropsTheRunningRequest() throws {
        try run {
            let api = try FixtureAPI()
            // Any day answers with 2022-01-05's films: what is tested is which request is dropped.
            api.server.route("/kobis/boxoffice") { _ in .init(body: FixtureAPI.fixture("daily_20220105.json")) }
            api.server.holds = { $0.query["targetDt"] == "20220105" }
            let vm = self.app(api).chart
            vm.start()
            try await self.waitUntil("the request at the server") { api.server.requests(to: "/kobis").count == 1 }
            vm.previousDay()
            try await self.waitUntil("the other day asked") { api.server.requests(to: "/kobis").count == 2 }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            try await self.waitUntil("the request dropped") { api.server.dropped == 1 }
            try await self.waitUntil("the other day shown") { vm.phase == .loaded }
            XCTAssertEqual(vm.day, Day("2022-01-04"))
            XCTAssertEqual(api.server.requests(to: "/kobis").map { $0.query["targetDt"] }, ["20220105", "20220104"])
        }
    }

    /// A key changed while a request with the old key runs: that request is dropped and its answer
    /// never shown; the chart shows what the new key brings.
    func testNoResultOfTheOldKeyIsShownAfterTheKeyChanges() throws {
        try run {
            let api = try FixtureAPI()
            let newKey = "99999999999999999999999999999999"
            api.server.route("/kobis/boxoffice") { r in
                .init(
                    body: FixtureAPI.fixture(r.query["key"] == newKey ? "daily_20220121.json" : "daily_20220105.json"))
            }
            api.server.holds = { $0.query["key"] == FixtureAPI.kobisKey }
            let app = self.app(api)
            app.chart.start()
            try await self.waitUntil("the old key's request at the server") {
                api.server.requests(to: "/kobis").count == 1
            }
            app.apply(kobisKey: newKey)
            try await self.waitUntil("the new key's chart") { app.chart.phase == .loaded }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            try await self.waitUntil("the old request dropped") { api.server.dropped == 1 }
            XCTAssertEqual(
                app.chart.rows.first?.title, "스파이더맨: 노 웨이 홈", "daily_20220121's first film, from the new key")
        }
    }
}

final class EnglishTitleTests: ViewModelTestCase {
    func testEnglishRowsUseMovieNmEnWhenKnown() throws {
        clock.set("2026-11-22T00:00:00Z")
        try run {
            let configuration = AppConfiguration(
                kobisKey: nil, kakaoKey: nil, cacheDirectory: self.dir, sampleDirectory: Self.sampleDirectory)
            let app = AppModel(
                services: self.services(configuration), language: .english,
                initialDay: Day("2022-01-05"))
            app.chart.start()
            try await self.waitUntil("English title") {
                app.chart.rows.first?.title == "The Policeman\u{2019}s Lineage"
            }
            XCTAssertEqual(app.chart.rows[1].title, "스파이더맨: 노 웨이 홈", "no details in the sample: the Korean title stays")
            XCTAssertEqual(app.chart.dayTitle, "Wed, Jan 5, 2022")
            XCTAssertEqual(app.chart.rows[0].audience, "64,050 admissions")
        }
    }

    /// English titles cost one details request per film, ever: saved details of any age answer, and no
    /// request is made once today's budget is used up (the Korean title stays until a later chart).
    func testEnglishTitlesAreAskedOncePerFilmAndWithinTheBudget() throws {
        clock.set("2022-01-06T01:00:00Z")
        try run {
            let api = try FixtureAPI()
            api.dailyTemplate = "daily_20220105.json"
            api.movieTemplate = "movie_20199882.json"
            let configuration = AppConfiguration(
                kobisKey: FixtureAPI.kobisKey, kakaoKey: nil, kobisBaseURL: api.kobisURL,
                cacheDirectory: self.dir, sampleDirectory: Self.sampleDirectory)
            let services = self.services(configuration)
            let app = AppModel(services: services, language: .english)
            app.chart.start()
            let details = "/kobis/movie/searchMovieInfo.json"
            try await self.waitUntil("ten English titles") {
                api.server.requests(to: details).count == 10
                    && app.chart.rows.first?.title == "The Policeman\u{2019}s Lineage"
            }
            // 40 days later every saved film's details are past their 30 days: the titles still cost nothing.
            self.clock.set("2022-02-15T01:00:00Z")
            app.chart.goToLatest()
            try await self.waitUntil("the new day") { app.chart.day == Day("2022-02-14") && app.chart.phase == .loaded }
            try await self.waitUntil("titles shown") { app.chart.rows.first?.title == "The Policeman\u{2019}s Lineage" }
            let askedOnTheNewDay = await self.settledCount(api, services, details)
            XCTAssertEqual(askedOnTheNewDay, 10, "no film asked again")
            // Another day's films, with today's budget used up: nothing is asked, the Korean titles stay.
            api.dailyTemplate = "daily_20220121.json"
            services.requestCounter.setBudget(services.requestCounter.todayCount)
            app.chart.previousDay()
            try await self.waitUntil("the day before") {
                app.chart.day == Day("2022-02-13") && app.chart.phase == .loaded
            }
            XCTAssertTrue(services.requestCounter.isBudgetUsedUp)
            // The lookup ends by showing every title it knows: 경관의 피's saved one, at #4 that day.
            try await self.waitUntil("the saved title shown") {
                app.chart.rows.contains { $0.title == "The Policeman\u{2019}s Lineage" }
            }
            let koreanOnly = app.chart.rows.filter { $0.title == $0.koreanTitle }.map(\.title)
            XCTAssertFalse(koreanOnly.isEmpty, "films never looked up keep their Korean titles")
            let askedPastTheBudget = await self.settledCount(api, services, details)
            XCTAssertEqual(askedPastTheBudget, 10, "past the budget, no details asked for \(koreanOnly)")
        }
    }

    /// The requests to `path` once one more request (a marker, under `/settle`) through the app's own client
    /// has been answered: the lookups the last step started went out before it, so "no request" is not read
    /// before a request had its chance.
    @MainActor private func settledCount(_ api: FixtureAPI, _ services: AppServices, _ path: String) async -> Int {
        await Task.yield()  // the tasks the last step queued start their requests first
        if let url = URL(string: api.server.baseURL + "/settle") {
            _ = try? await services.http.get(Endpoint(url: url), maxBytes: 1024)
        }
        XCTAssertFalse(api.server.requests(to: "/settle").isEmpty, "the marker reached the server")
        return api.server.requests(to: path).count
    }
}
