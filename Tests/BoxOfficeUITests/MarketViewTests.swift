import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import CXTest
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The Market view on the real 2018 history (Tests/Fixtures/market: every day of 2018 and January's Korean
/// chart), reached as a user reaches it: the header's switcher, the scope buttons, the chart's keys, a click
/// on a row. Expected figures were computed from the files with python3 (KOFIC's: market/OFFICIAL.md).
final class MarketViewTests: KoreanUITestCase {
    override func setUp() {
        super.setUp()
        // 2019-01-01 09:00 KST: 2018 is over, and yesterday in Korea (the default year's last day) is 2018-12-31.
        clock.set("2019-01-01T00:00:00Z")
    }

    @MainActor private func launchOn2018(
        language: DisplayLanguage = .english, prepare: @MainActor (FixtureAPI) -> Void = { _ in }
    ) throws {
        try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        try launch(language: language, prepare: prepare)
    }

    @MainActor var market: MarketView {
        guard let view = window.market?.view else { fatalError("the market view is not built") }
        return view
    }

    /// The header switcher's button showing `title`, clicked through the X server.
    @MainActor func clickSwitcher(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        guard
            let button = firstDescendant(
                of: window.ui.header, type: gtk_toggle_button_get_type(),
                where: {
                    gtk_widget_get_mapped($0) != 0 && self.visibleTexts($0).contains(title)
                })
        else { return XCTFail("no \(title) in the view switcher", file: file, line: line) }
        XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0, "no X11 display", file: file, line: line)
        waitFor("the window focused", file: file, line: line) { gtk_window_is_active(cast(self.window.window)) != 0 }
        // The click lands where the button is drawn: after the layout the window's first frames settle on.
        waitForFrame(file: file, line: line)
        click(button, file: file, line: line)
    }

    func testTheYearMatchesKOFICAndAMonthBarOpensTheMonth() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            clickSwitcher("Market")
            waitFor("the market shown") { self.window.market != nil && self.window.marketShown != nil }
            // The default: the year of yesterday in Korea, 2018.
            waitForText("2018") { self.window.ui.header }
            XCTAssertEqual(market.coverageText, "Jan 1–Dec 31, 2018 · 365 of 365 days in history")
            let figures = market.figureTexts
            XCTAssertEqual(figures.first?.1, "₩1.814 trillion")  // KOFIC: 1조 8,140억 원
            XCTAssertEqual(figures.dropFirst().first?.1, "215.7 million admissions")  // KOFIC: 2억 1,639만
            // KOFIC's headline: Korean films' share of admissions (January only: the Korean chart's days), and the rest.
            XCTAssertEqual(figures.dropFirst(2).first?.0, "Korean films' share")
            XCTAssertEqual(figures.dropFirst(2).first?.1, "61.4%")
            XCTAssertTrue(
                market.figureDetails[2].contains("foreign films 38.6% of admissions, 38.4% of sales"),
                market.figureDetails[2])
            XCTAssertEqual(market.yearToDateText, "", "no day of 2017 in history: nothing to be ahead of")
            // Every whole-market day is kept; the Korean chart lacks the 334 days after January.
            // And none of the year's films has its details saved (the distributors): the price counts them.
            XCTAssertTrue(
                market.gapText.hasPrefix("334 Korean charts, with their films' details: "), market.gapText)
            XCTAssertEqual(market.filmSection.titles.prefix(2), ["신과함께-인과 연", "어벤져스: 인피니티 워"])
            waitForFrame()
            screenshot("market-year", window.window)

            // The chart by keyboard: Home reads January out; Enter opens it.
            market.chart.area.grabFocus()
            press(Int32(GDK_KEY_Home))
            waitFor("January read out") {
                self.market.chart.readoutText
                    == "January 2018; sales ≈ ₩183.1 billion, ≈ 22.9 million admissions (31 of 31 days); "
                    + "Korean films 61.4% of admissions, 61.6% of sales"
            }
            press(Int32(GDK_KEY_Return))
            waitForText("January 2018") { self.window.ui.header }
            XCTAssertEqual(market.coverageText, "Jan 1–31, 2018 · 31 of 31 days in history")
            XCTAssertEqual(market.figureTexts.first?.1, "₩183.1 billion")  // KOFIC: 1,831억 원
            // KOFIC: 1,406만 of 2,294만 admissions (61.3 %), 1,127억 of 1,831억 won (61.6 %).
            XCTAssertEqual(market.figureTexts.dropFirst(2).first?.1, "61.4%")
            XCTAssertEqual(
                market.figureDetails[2],
                "of admissions (≈ 14.1 million admissions) · 61.6% of sales (≈ ₩112.8 billion) · "
                    + "foreign films 38.6% of admissions, 38.4% of sales · over the 31 days with their chart")
            XCTAssertTrue(
                market.gapText.hasPrefix("31 films' details: 31 requests of "),
                "January's charts are whole: " + market.gapText)
            XCTAssertEqual(market.filmSection.titles.prefix(2), ["신과함께-죄와 벌", "1987"])
            XCTAssertEqual(market.filmSection.lines.first?.value, "5,512,066 admissions")
            waitForFrame()
            screenshot("market-month", window.window)

            // A film's row opens its window.
            guard let row = market.filmSection.row(at: 0) else { return XCTFail("no film row") }
            scrollIntoView(row, in: row)  // the cards above push the films below the window's foot
            click(row)
            waitFor("신과함께-죄와 벌's window") { self.app.details["20150976"] != nil }
        }
    }

    func testWeekendsOpenTheirChart() throws {
        try MainActor.assumeIsolated {
            try launchOn2018()
            activate(WinAction.view.with("market"))
            waitFor("the market shown") { self.window.market != nil }
            // The year read and drawn (its running films' forecasts made) before the click, as a user sees it.
            waitFor("the year shown") { self.app.model.market.report != nil }
            waitForFrame()
            guard
                let weekends = button(
                    in: window.ui.kindBar,
                    where: {
                        self.visibleTexts($0).contains("Weekends")
                    })
            else { return XCTFail("no Weekends button") }
            click(weekends)
            waitForText("Weekends of 2018") { self.window.ui.header }
            XCTAssertNotEqual(gtk_toggle_button_get_active(cast(weekends)), 0, "the switch shows the weekends chosen")
            let newest = try XCTUnwrap(market.weekendSection.lines.first)
            XCTAssertEqual(newest.title, "Dec 28–30")
            XCTAssertEqual(newest.value, "≈ ₩24.4 billion")
            XCTAssertEqual(newest.subtitle, "#1 아쿠아맨 · top 10 ₩23.6 billion · -6.7% on the weekend before")
            waitForFrame()
            screenshot("market-weekends", window.window)
            // The last weekend's label whole, inside the chart (issue 34: "12.28" was cut at the right edge).
            let width = Double(gtk_widget_get_width(market.chart.area.widget))
            XCTAssertEqual(market.chart.drawnLabels.last?.text, "Dec 28")
            for label in market.chart.drawnLabels {
                XCTAssertGreaterThanOrEqual(label.left, 0, label.text)
                XCTAssertLessThanOrEqual(label.right, width, label.text)
            }
            guard let row = market.weekendSection.row(at: 0) else { return XCTFail("no weekend row") }
            click(row)
            waitFor("the weekend chart") { self.window.marketShown == nil && self.chart.kind == .weekend }
            XCTAssertEqual(chart.day, Day(year: 2018, month: 12, day: 30))

            // Back in the market, the year before holds nothing: said, with the fill's price.
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market again") { self.window.marketShown != nil }
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("2017 said empty") { self.market.emptyText != nil }
            XCTAssertTrue(
                market.emptyText?.hasPrefix(
                    "The history holds no weekend of 2017 yet.\n156 days, with their films&apos; details: about ")
                    ?? false,
                market.emptyText ?? "")
        }
    }

    /// In Korean, by the keyboard shortcut, as a screen reader hears it; light and dark; at 360 px, where the
    /// switcher moves to the window's bottom and the whole view still fits.
    func testKoreanDarkAnd360Pixels() throws {
        try MainActor.assumeIsolated {
            try useKorean()
            try launchOn2018(language: .korean)
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            waitForText("2018년") { self.window.ui.header }
            XCTAssertEqual(market.coverageText, "2018년 1월 1일–12월 31일 · 365일 중 365일 기록")
            XCTAssertEqual(
                market.figureTexts.prefix(3).map(\.1), ["1조 8,141억 원", "2억 1,572만 명", "61.4%"])
            XCTAssertEqual(
                market.figureDetails[2],
                "관객 기준(≈ 1,406만 명) · 매출액 기준 61.6%(≈ 1,128억 원) · 외국 영화 관객 38.6%, 매출액 38.4% · 한국 영화 차트가 있는 31일")
            // No day of 2017 in history: no line is drawn, and none is named; the chart's name says the year, its
            // sales and the days held.
            XCTAssertNil(
                accessibleLabelMismatch(
                    market.chart.area, "2018년: 월별 매출액 ≈. 매출액 ≈ 1조 8,141억 원. 2018년 1월 1일–12월 31일 · 365일 중 365일 기록"))
            market.chart.area.grabFocus()
            press(Int32(GDK_KEY_Home))
            press(Int32(GDK_KEY_Right))
            waitFor("February read out") {
                self.market.chart.readoutText == "2018년 2월; 매출액 ≈ 1,264억 원, 관객 ≈ 1,549만 명 (28일 중 28일)"
            }
            screenshotLightAndDark("market-year-ko", "market-year-dark-ko")

            // Reopened at 360 px, as a user's window would be (a window manager decides a shown window's size).
            try relaunchNarrowOnTheMarket(language: .korean)
            waitFor("the narrow market") {
                self.window.marketShown != nil && self.window.compact && self.window.ui.switcherBar.reveals
                    && !self.window.ui.viewSwitcher.isVisible
            }
            waitForFrame()
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(
                widget(adw_application_window_get_content(cast(window.window))), GTK_ORIENTATION_HORIZONTAL, -1,
                &minimum, &natural, nil, nil)
            XCTAssertLessThanOrEqual(minimum, 360, "the market's minimum width")
            XCTAssertLessThanOrEqual(gtk_widget_get_width(window.window), 360)
            screenshot("market-360-ko", window.window)
        }
    }

    /// On 2018-01-04 the year holds only the day the window opened on: the view says what is missing and its
    /// price, and its one button fills the days, the Korean charts and the films' details (the distributors).
    func testTheFillButtonBringsInWhatTheYearLacks() throws {
        try MainActor.assumeIsolated {
            clock.set("2018-01-04T00:00:00Z")
            try launch(language: .english) { $0.movieTemplate = "movie_20124079.json" }
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            XCTAssertEqual(settledRequestCount(to: daily), 1, "the window's own day, 2018-01-03")
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market shown") { self.window.marketShown != nil }
            waitFor("the gaps said") {
                self.market.gapText.hasPrefix("2 days and 3 Korean charts, with their films' details: about ")
            }
            XCTAssertEqual(market.coverageText, "Jan 1–3, 2018 · 1 of 3 days in history")
            XCTAssertTrue(app.model.market.canFillGaps)
            guard let fill = button(in: market.root, labelled: "_Fill History") else { return XCTFail("no Fill") }
            XCTAssertNotEqual(gtk_widget_is_sensitive(fill), 0)
            scrollIntoView(fill, in: fill)
            click(fill)
            waitFor("the year filled", timeout: 30) {
                self.market.coverageText == "Jan 1–3, 2018 · 3 of 3 days in history" && self.market.gapText.isEmpty
            }
            // Exactly the five charts said; every film of the three days asked for once (the chart shown at
            // launch asked for some of them itself), so every one of them has its distributor.
            XCTAssertEqual(settledRequestCount(to: daily), 6)
            let films = api.server.requests(to: "/kobis/movie/searchMovieInfo.json").compactMap { $0.query["movieCd"] }
            XCTAssertEqual(Set(films).count, 12)
            XCTAssertEqual(films.count, 12)
            XCTAssertEqual(market.distributorSection.titles, ["(주)씨제이이엔엠"])
            XCTAssertEqual(market.distributorSection.lines.first?.value, "98.7%", "the top 10s within the market ≈")
            XCTAssertFalse(market.distributorSection.note.isVisible, "no film without details")
        }
    }

    /// January 2018 holds every chart and none of its 31 films' details (history filled by a version that saved
    /// none): the view says those and their exact price, and Ctrl+Shift+F fetches them, and no chart, so every film
    /// has its distributor.
    func testTheFillWithNoDayMissingSavesTheFilmsDetails() throws {
        try MainActor.assumeIsolated {
            try launchOn2018 { $0.movieTemplate = "movie_20124079.json" }
            activate(WinAction.view.with("market"))
            waitFor("the market shown") { self.window.market != nil && self.window.marketShown != nil }
            app.model.market.drill(into: 1)
            waitForText("January 2018") { self.window.ui.header }
            let films = "/kobis/movie/searchMovieInfo.json"
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            let january = Set(app.model.market.report?.films.map(\.movieCode) ?? [])
            XCTAssertEqual(january.count, 31)
            @MainActor func januaryAsked() -> [String] {
                api.server.requests(to: films).compactMap { $0.query["movieCd"] }.filter(january.contains)
            }
            let before = (januaryAsked().count, api.server.requests(to: daily).count)
            let left = NumberFormatting.grouped(Int64(app.model.historyFill.budgetLeft))
            XCTAssertEqual(market.gapText, "31 films' details: 31 requests of \(left) left today")
            XCTAssertTrue(market.distributorSection.note.isVisible)
            waitForFrame()
            screenshot("market-details-missing", window.window)
            press(Int32(GDK_KEY_f), shift: true, control: true)
            waitFor("the films' details saved", timeout: 30) {
                self.market.gapText.isEmpty && !self.market.distributorSection.titles.isEmpty
            }
            // (The chart shown at launch, 2018-12-31's, asks for its own films' details too.)
            XCTAssertEqual(januaryAsked().count - before.0, 31, "each film once")
            XCTAssertEqual(Set(januaryAsked()).count, 31)
            XCTAssertEqual(settledRequestCount(to: daily), before.1, "no chart")
            XCTAssertEqual(market.distributorSection.titles, ["(주)씨제이이엔엠"])
            XCTAssertFalse(market.distributorSection.note.isVisible, "no film without details")
            waitForFrame()
            screenshot("market-details-filled", window.window)
        }
    }

    /// Not a timed test: `meson-helpers/benchmark-run-chart.sh` sets BOXOFFICE_BENCHMARK=1 and this prints how
    /// long a switch of the Market view takes from the key to the frame that shows it: the read of 2018's
    /// history, the figures, the lists and the chart painted (year, month and weekends in turn).
    func testBenchmarkSwitchingTheMarketsPeriod() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["BOXOFFICE_BENCHMARK"] == "1",
            "a benchmark: run meson-helpers/benchmark-run-chart.sh")
        try MainActor.assumeIsolated {
            try launchOn2018()
            activate(WinAction.view.with("market"))
            waitFor("the market shown") { self.window.market != nil }
            waitForFrame()
            var times: [Double] = []
            for i in 0..<60 {
                let scope = MarketSelection.Scope.allCases[i % 3]
                let start = DispatchTime.now().uptimeNanoseconds
                activate(WinAction.marketScope.with(scope.rawValue))
                waitForFrame()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            print(
                String(
                    format:
                        "market view, 2018 by year, month and weekends: median %.2f ms, 95th %.2f ms, max %.2f ms from the switch to its frame",
                    times[times.count / 2], times[times.count * 95 / 100], times[times.count - 1]))
        }
    }
}
