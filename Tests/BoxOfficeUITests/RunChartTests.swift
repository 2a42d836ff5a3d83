import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// A film's run in its window: the gaps, "Fill" bringing the missing days in, the chart read out by
/// the keyboard, light and dark; and the "Fill History" window with its progress.
final class RunChartTests: KoreanUITestCase {
    /// 신과함께-인과 연 opened 2018-08-01: on 2018-08-22 it is at D22, and only that day is in the history.
    /// Every day the fill brings is KOBIS's own answer for that day (2018 as KOBIS published it).
    func testTheRunShowsGapsAndFillBringsThemIn() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            XCTAssertEqual(
                run.chart.input.points.filter { $0.value != nil }.count, 1, "only D22 is kept: the rest are gaps")
            waitForText("21일 기록 없음") { detail.window }
            guard let fill = button(in: detail.window, labelled: "채우기(_F)") else { return XCTFail("no Fill button") }
            // Below the fold of the window: the keyboard gets there (the focus scrolls it into view).
            _ = gtk_widget_grab_focus(fill)
            press(Int32(GDK_KEY_space), in: detail.window)
            waitFor("every day filled", timeout: 30) { run.chart.input.points.allSatisfy { $0.value != nil } }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count, 22,
                "one request per missing day, none for the day already kept")
            // The keyboard moves the read-out over the days.
            guard let area = gtk_widget_get_first_child(run.ui.chart.widget) else { return XCTFail("no chart") }
            _ = gtk_widget_grab_focus(area)
            press(Int32(GDK_KEY_Home), in: detail.window)
            // Each day read out with that day's own figures.
            waitForText(
                "D1 2018-08-01: 1위, 관객 1,246,603명 (누적 1,268,352명), 매출 9,684,810,000원, 스크린 1,967개, 상영 9,825회, 매출 점유율 69.5%"
            ) { detail.window }
            press(Int32(GDK_KEY_Right), in: detail.window)
            waitForText(
                "D2 2018-08-02: 1위, 관객 1,078,012명 (누적 2,346,364명), 매출 8,458,786,450원, 스크린 2,054개, 상영 10,079회, 매출 점유율 68.0%"
            ) { detail.window }
            showChart(run, in: detail.window)
            screenshot("run-chart", detail.window)
            setDarkStyle(true)
            showChart(run, in: detail.window)
            screenshot("run-chart-dark", detail.window)
            setDarkStyle(false)

            // "Every day" lists the 22 days for a screen reader once expanded.
            run.ui.everyDay.isExpanded = true
            waitForText(
                "D22 2018-08-22: 4위, 관객 62,694명 (누적 11,543,116명), 매출 487,097,000원, 스크린 737개, 상영 2,491회, 매출 점유율 13.5%"
            ) { run.ui.everyDay }
            waitForText(
                "D15 2018-08-15: 2위, 관객 417,019명 (누적 10,538,870명), 매출 3,637,360,500원, 스크린 1,108개, 상영 4,227회, 매출 점유율 22.7%"
            ) { run.ui.everyDay }

            // Compare with 공작 (opened 2018-08-08 after three preview days, so its latest day is D15):
            // 10,538,870 against 4,290,469.
            // The films are read just after the window's first frame, without the focus reaching the list: they
            // are there before anyone can open it (GTK 4.8 fails when the list changes as it opens).
            XCTAssertFalse(run.ui.compareDropDown.hasFocus)
            waitFor("the films offered") { run.ui.compareDropDown.count > 1 }
            let titles = run.ui.compareDropDown.strings
            guard let other = titles.firstIndex(where: { $0.hasPrefix("공작") }) else {
                return XCTFail("공작 not offered: \(titles)")
            }
            XCTAssertFalse(visibleTexts(run.root).contains("신과함께-인과 연"), "no legend for one film's bars")
            run.ui.compareDropDown.selected = UInt32(other)
            waitForText("D15 기준 공작보다 146% 앞섬") { run.root }
            XCTAssertTrue(run.chart.input.comparing)
            // A legend names the lines (the film's solid, the other's dashed), under the chart.
            waitForText("신과함께-인과 연") { run.root }
            waitForText("공작") { run.root }
            // The read-out starts on D15, the latest day both have figures for: not D22, where 공작 has none.
            waitForText("D15: 신과함께-인과 연 누적 관객 10,538,870명, 공작 누적 관객 4,290,469명") { run.root }
            showChart(run, in: detail.window)
            screenshot("run-compare", detail.window)

            // The buttons offer what two films are compared in; shows and the share are not among them.
            @MainActor func metricButton(_ label: String) -> Widget? {
                button(in: run.root) { gtk_button_get_label(cast($0)).map { String(cString: $0) } == label }
            }
            XCTAssertNil(metricButton("상영 횟수"), "shows are not compared")
            XCTAssertNil(metricButton("점유율"), "the share is not compared")
            @MainActor func d15() -> RunChartInput.Point? { run.chart.input.points.first { $0.label == "D15" } }
            for (label, mine, theirs, sentence, readout) in [
                (
                    "누적 매출액", 88_026_884_349.0, 36_960_225_276.0, "D15 기준 누적 매출액이 공작보다 138% 앞섬",
                    "D15: 신과함께-인과 연 누적 매출 88,026,884,349원, 공작 누적 매출 36,960,225,276원"
                ),
                (
                    "스크린 수", 1_108, 836, "D15 스크린 수가 공작보다 33% 많음",
                    "D15: 신과함께-인과 연 스크린 1,108개, 공작 스크린 836개"
                ),
                (
                    "관객수", 417_019, 69_826, "D15 관객수가 공작보다 497% 많음",
                    "D15: 신과함께-인과 연 관객 417,019명, 공작 관객 69,826명"
                )
            ] {
                guard let metric = metricButton(label) else {
                    XCTFail("no \(label) button")
                    continue
                }
                _ = gtk_widget_grab_focus(metric)  // scrolled into view, as the pointer needs it
                waitForFrame(detail.window)
                click(metric)
                waitForText(sentence) { run.root }
                XCTAssertEqual(d15()?.value, mine, label)
                XCTAssertEqual(d15()?.other, theirs, label)
                waitForText(readout) { run.root }
            }
            showChart(run, in: detail.window)
            screenshot("run-compare-audience", detail.window)
            setDarkStyle(true)
            showChart(run, in: detail.window)
            screenshot("run-compare-audience-dark", detail.window)
            setDarkStyle(false)
            // A window shown again takes its new default size (a shown one keeps the size it has): 360 px too, the
            // compared film's title ellipsized in its drop-down and the metrics in one (see RunMetricChoice).
            for (name, width) in [("run-compare-1280", 1280), ("run-compare-narrow", 360)] {
                gtk_widget_set_visible(detail.window, 0)
                gtk_window_set_default_size(cast(detail.window), Int32(width), 760)
                gtk_window_present(cast(detail.window))
                waitFor("resized for \(width) px") { abs(Int(gtk_widget_get_width(detail.window)) - width) <= 12 }
                showChart(run, in: detail.window)
                XCTAssertTrue(visibleTexts(run.root).contains("공작"), "the legend at \(width) px")
                screenshot(name, detail.window)
            }
        }
    }

    /// The run is in the film window's first screen, under the poster (560 px) or beside it (1280 px): a click
    /// on the chart gives it the keyboard, and Home reads out D1. Its axes: round audience ticks in 만, KOBIS
    /// weeks with their dates, hatched missing days named under it, and a log scale that the next window keeps.
    func testAClickOnTheChartGivesItTheKeyboard() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            waitForFrame(detail.window)
            // No scrolling: the chart's middle is inside the window as it opens (560 × 680).
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(run.chart.area.widget, detail.window, &bounds), 0)
            XCTAssertLessThan(
                Double(bounds.origin.y + bounds.size.height / 2), Double(gtk_widget_get_height(detail.window)),
                "the chart's middle is in the first screen")
            XCTAssertEqual(gtk_widget_has_focus(run.chart.area.widget), 0)
            click(run.chart.area.widget)
            waitFor("the chart focused") { gtk_widget_has_focus(run.chart.area.widget) != 0 }
            press(Int32(GDK_KEY_Home), in: detail.window)
            waitForText("D1 2018-08-01: 기록 없음") { detail.window }
            press(Int32(GDK_KEY_End), in: detail.window)
            waitForText(
                "D22 2018-08-22: 4위, 관객 62,694명 (누적 11,543,116명), 매출 487,097,000원, 스크린 737개, 상영 2,491회, 매출 점유율 13.5%"
            ) { detail.window }

            XCTAssertEqual(run.chart.input.scale.ticks.map(\.label), ["0", "2만", "4만", "6만", "8만"])
            XCTAssertEqual(run.chart.input.weeks.map(\.label), ["W1", "W2", "W3", "W4"])
            // Wednesday, then Mondays
            XCTAssertEqual(run.chart.input.weeks.map(\.date), ["8.1", "8.6", "8.13", "8.20"])
            XCTAssertEqual(run.chart.input.points.filter { $0.gap == .missing }.count, 21)
            waitForText("빗금: 그날 기록 없음") { run.root }
            // "Compare with: 비교 안 함", not "Nothing".
            XCTAssertEqual(run.ui.compareDropDown.strings.first, "비교 안 함")

            // The log scale: a click on its check button, and the next film's window opens with it.
            XCTAssertFalse(run.chart.input.scale.isLog)
            run.ui.logScaleButton.grabFocus()  // scrolled into view, as the pointer needs it
            waitForFrame(detail.window)
            _ = MainLoopBridge.iterate(timeout: 0.3) { false }
            click(run.ui.logScaleButton.widget)
            waitFor("the log scale") { run.chart.input.scale.isLog }
            XCTAssertEqual(run.chart.input.scale.ticks.map(\.label), ["1만", "2만", "5만", "10만"])
            XCTAssertEqual(app.model.filmRun(code: "20179101").logScale, true, "remembered for the next window")
            click(run.ui.logScaleButton.widget)
            waitFor("linear again") { !run.chart.input.scale.isLog }

            // Wide: the run beside the poster, at the poster's height.
            gtk_widget_set_visible(detail.window, 0)
            gtk_window_set_default_size(cast(detail.window), 1280, 760)
            gtk_window_present(cast(detail.window))
            waitFor("resized for 1280 px") { abs(gtk_widget_get_width(detail.window) - 1280) <= 12 }  // less the frame
            waitFor("beside the poster") { detail.shell.wide }
            waitForFrame(detail.window)
            var chart = graphene_rect_t()
            var poster = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(run.chart.area.widget, detail.window, &chart), 0)
            XCTAssertNotEqual(gtk_widget_compute_bounds(detail.poster.root.widget, detail.window, &poster), 0)
            XCTAssertGreaterThan(chart.origin.x, poster.origin.x + poster.size.width, "the chart right of the poster")
            XCTAssertLessThan(
                chart.origin.y, poster.origin.y + poster.size.height, "the chart beside the poster, not under it")
            // The whole chart beside the poster: the window kept the scroll position the log scale's button took
            // at 560 px, which cut the chart's top.
            scrollToTop(detail.window)
            for (name, dark) in [("run-chart-1280", false), ("run-chart-1280-dark", true)] {
                setDarkStyle(dark)
                waitForFrame(detail.window)
                XCTAssertTrue(isWhollyShown(run.chart.area.widget), "\(name): the chart whole")
                _ = MainLoopBridge.iterate(timeout: 0.5) { false }
                screenshot(name, detail.window)
            }
            setDarkStyle(false)
            gtk_widget_set_visible(detail.window, 0)
            gtk_window_set_default_size(cast(detail.window), 360, 760)
            gtk_window_present(cast(detail.window))
            waitFor("resized for 360 px") { abs(gtk_widget_get_width(detail.window) - 360) <= 12 }
            XCTAssertFalse(detail.shell.wide)
            XCTAssertTrue(run.metrics.isCompact, "the metrics in a drop-down at 360 px")
            for (name, dark) in [("run-chart-360", false), ("run-chart-360-dark", true)] {
                setDarkStyle(dark)
                showChart(run, in: detail.window)
                screenshot(name, detail.window)
            }
            setDarkStyle(false)
        }
    }

    /// The menu's "Fill History…": start the last 30 days (2018-07-24 to 2018-08-22, KOBIS's answers as
    /// published), watch the bar move, and the end state: each day saved under its own date.
    func testFillHistoryWindowShowsProgress() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-08-23T01:00:00Z")
            try launch(language: DisplayLanguage.fromEnvironment())
            activate(AppAction.fillHistory)
            guard let fill = app.fillWindow else { return XCTFail("no Fill History window") }
            waitFor("the window shown") { gtk_widget_get_mapped(fill.window) != 0 }
            waitForFrame(fill.window)
            guard let start = button(in: fill.window, labelled: "시작(_S)") else { return XCTFail("no Start button") }
            click(start)
            waitFor("a few days in") { (self.app.model.historyFill.progress?.done ?? 0) >= 5 }
            waitForFrame(fill.window)
            screenshot("fill-progress", fill.window)
            XCTAssertGreaterThan(fill.ui.progressBar.fraction, 0)
            waitFor("the fill finished", timeout: 30) { self.app.model.historyFill.progress?.phase == .finished }
            waitForText("30일 모두 기록됨") { fill.window }
            XCTAssertEqual(fill.ui.progressBar.fraction, 1)
            let asked = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count
            XCTAssertEqual(asked, 30)

            // A range of one's own: a first day after the last is a sentence; a good range fills.
            guard
                let customRange = firstDescendant(
                    of: fill.window, type: gtk_check_button_get_type(),
                    where: {
                        gtk_check_button_get_label(cast($0)).map { String(cString: $0) } == "날짜를 지정해서"
                    })
            else { return XCTFail("no \"From a day to a day\" choice") }
            click(customRange)
            waitFor("the day entries usable") { fill.ui.fromEntry.isSensitive }
            type("2018-07-11", into: fill.ui.toEntry)
            type("2018-07-15", into: fill.ui.fromEntry)
            click(start)
            waitForText("첫날이 마지막 날보다 늦습니다.") { fill.window }
            type("2018-07-01", into: fill.ui.fromEntry)
            click(start)
            waitFor("the custom fill finished", timeout: 30) {
                self.app.model.historyFill.progress.map { $0.phase == .finished && $0.total == 11 } ?? false
            }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").dropFirst(asked).map {
                    $0.query["targetDt"] ?? ""
                },
                Day("2018-07-01")!.through(Day("2018-07-11")!).map(\.compact))

            // 2018-07-25, 미션 임파서블: 폴아웃's opening day, from what the first fill saved: no request.
            gtk_window_close(cast(fill.window))
            let saved = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count
            // Picked in the calendar with the keyboard: a month back from 2018-08-22, then three days on.
            let dateButton = window.header.dateButton
            _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
            press(Int32(GDK_KEY_Return))
            waitFor("the focus in the calendar") { self.focusedWidget() == dateButton.calendar.widget }
            press(Int32(GDK_KEY_Page_Up))
            for _ in 0..<3 { press(Int32(GDK_KEY_Right)) }
            waitFor("2018-07-25 in the calendar") { DateButton.day(of: dateButton.calendar) == Day("2018-07-25") }
            press(Int32(GDK_KEY_Return))
            waitFor("2018-07-25 shown") { self.chart.day == Day("2018-07-25") && self.chart.phase == .loaded }
            XCTAssertEqual(
                chart.rows.prefix(2).map { [$0.title, $0.audience] }, [["미션 임파서블: 폴아웃", "601,935명"], ["인랑", "274,510명"]]
            )
            XCTAssertEqual(
                settledRequestCount(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json"), saved, "no request")
        }
    }

    /// "21 days missing — Fill" on a day long past asks for those 21 days, not on to yesterday; Fill
    /// History names that fill, and says what Start does to it once it is paused.
    func testFillFetchesExactlyTheDaysItNames() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-08-26T01:00:00Z")  // yesterday 2018-08-25: three days after the one shown
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2018-08-22"))
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            openFilm(at: 3)
            guard let detail = app.details["20186202"] else { return XCTFail("no film window") }
            waitForText("21일 기록 없음") { detail.window }
            guard let fill = button(in: detail.window, labelled: "채우기(_F)") else { return XCTFail("no Fill button") }
            api.server.holding = daily
            _ = gtk_widget_grab_focus(fill)
            press(Int32(GDK_KEY_space), in: detail.window)
            waitFor("the first missing day asked") { self.api.server.requests(to: daily).count == 2 }

            activate(AppAction.fillHistory)
            guard let fillWindow = app.fillWindow else { return XCTFail("no Fill History window") }
            waitForText("신과함께-인과 연: 기록 없는 21일, 2018년 8월 1일–21일") { fillWindow.window }
            guard let pause = button(in: fillWindow.window, labelled: "일시 정지(_P)") else {
                return XCTFail("no Pause button")
            }
            click(pause)
            api.server.release()
            waitFor("paused") { self.app.model.historyFill.progress?.phase == .paused }
            waitForText("시작하면 일시 정지된 채우기(신과함께-인과 연: 기록 없는 21일, 2018년 8월 1일–21일)는 끝나고, 이미 저장된 날짜는 그대로 남습니다.") {
                fillWindow.window
            }
            waitForFrame(fillWindow.window)
            screenshot("fill-paused", fillWindow.window)
            guard let resume = button(in: fillWindow.window, labelled: "계속(_R)") else {
                return XCTFail("no Resume button")
            }
            _ = gtk_widget_grab_focus(resume)
            press(Int32(GDK_KEY_space), in: fillWindow.window)
            waitFor("resumed") { self.app.model.historyFill.progress?.phase == .running }
            waitFor("the fill finished", timeout: 30) { self.app.model.historyFill.progress?.phase == .finished }
            let asked = api.server.requests(to: daily).map { $0.query["targetDt"] ?? "" }
            XCTAssertEqual(asked.first, "20180822", "the chart shown")
            XCTAssertEqual(
                Set(asked.dropFirst()), Set(Day("2018-08-01")!.through(Day("2018-08-21")!).map(\.compact)),
                "the 21 missing days and none after the last kept one")
            XCTAssertEqual(asked.count, 22)
            // The run now holds each day's own figures: D8, 2018-08-08, the day 공작 opened.
            guard let run = detail.run else { return XCTFail("no run") }
            waitFor("every day kept") { run.chart.input.points.allSatisfy { $0.value != nil } }
            XCTAssertEqual(run.chart.input.points.first { $0.label == "D8" }?.value, 395_474)
        }
    }

    /// A fill another process runs (a `boxoffice history` holding the lock): the window says so and does not
    /// start the same days.
    func testFillHistorySaysAnotherProcessIsFilling() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            let other = FillLock(directory: dir.appendingPathComponent("cache"))
            XCTAssertTrue(other.tryAcquire())
            activate(AppAction.fillHistory)
            guard let fill = app.fillWindow else { return XCTFail("no Fill History window") }
            waitForText("다른 BoxOffice(창 또는 boxoffice history)가 지금 기록을 채우고 있습니다. 그 날짜는 여기에도 저장됩니다.") { fill.window }
            guard let start = button(in: fill.window, labelled: "시작(_S)") else { return XCTFail("no Start button") }
            XCTAssertEqual(gtk_widget_is_sensitive(start), 0, "Start waits for the other fill")
            let asked = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count
            other.release()
            gtk_window_close(cast(fill.window))
            activate(AppAction.fillHistory)
            guard let again = app.fillWindow else { return XCTFail("no Fill History window") }
            waitFor("Start usable once the other is done") {
                self.button(in: again.window, labelled: "시작(_S)").map { gtk_widget_is_sensitive($0) != 0 } ?? false
            }
            XCTAssertEqual(settledRequestCount(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json"), asked)
        }
    }
}
