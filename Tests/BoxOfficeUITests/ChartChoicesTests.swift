import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import CXTest
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The chart-kind switch and the filter button, driven by clicks and keys under Xvfb.
final class ChartChoicesTests: KoreanUITestCase {
    @MainActor private func kindButton(_ label: String) -> Widget? {
        button(in: window.ui.kindBar) { gtk_button_get_label(cast($0)).map { String(cString: $0) } == label }
    }

    /// Enter right after launch opens the first film (the focus once started on Refresh, so Enter asked
    /// KOBIS again); a kind picked with a click gives the chart the focus back, and going back to the
    /// daily chart returns to the day that was left: the real, different days of 2018 (yesterday
    /// 2018-01-18, 메이즈 러너: 데스 큐어 #1 with 166,420; the day before with 225,510; the weekend's Sunday,
    /// 2018-01-14, has 1987 first), read from the list as a user reads them.
    func testTheChartHasTheKeyboardAndTheDayIsKeptAcrossKinds() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-01-19T01:00:00Z")  // 10:00 in Korea: yesterday is 2018-01-18
            try launch(language: DisplayLanguage.fromEnvironment()) {
                $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
            }
            waitForFrame()
            @MainActor func first() -> [String] { self.chart.rows.first.map { [$0.title, $0.audience] } ?? [] }
            let date = window.ui.dateButton.widget
            @MainActor func dateLabel() -> String { String(cString: gtk_menu_button_get_label(cast(date))) }
            waitForText("166,420명") { self.window.list.root }
            XCTAssertEqual(first(), ["메이즈 러너: 데스 큐어", "166,420명"])
            XCTAssertEqual(dateLabel(), "2018년 1월 18일 (목)")
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            XCTAssertEqual(settledRequestCount(to: daily), 1)
            press(Int32(GDK_KEY_Return))
            waitFor("the first film's window") {
                self.app.details["20175054"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            XCTAssertEqual(settledRequestCount(to: daily), 1, "Enter opened a film, it did not refresh")
            if let detail = app.details["20175054"] { gtk_window_close(cast(detail.window)) }

            press(Int32(GDK_KEY_Left), alt: true)
            waitForText("225,510명") { self.window.list.root }
            XCTAssertEqual(first(), ["메이즈 러너: 데스 큐어", "225,510명"], "2018-01-17's own figures")
            XCTAssertEqual(dateLabel(), "2018년 1월 17일 (수)")
            guard let weekend = kindButton("주말"), let dailyButton = kindButton("일별") else {
                return XCTFail("no kind buttons")
            }
            click(weekend)
            waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase == .loaded }
            waitFor("the chart focused") { self.isInside(self.focusedWidget(), self.window.list.list) }
            click(dailyButton)
            waitFor("the daily chart") { self.chart.kind == .daily && self.chart.phase == .loaded }
            waitForText("225,510명") { self.window.list.root }
            XCTAssertEqual(first(), ["메이즈 러너: 데스 큐어", "225,510명"], "back on the day left, not the weekend's Sunday")
            XCTAssertEqual(dateLabel(), "2018년 1월 17일 (수)")
            waitFor("the chart focused again") { self.isInside(self.focusedWidget(), self.window.list.list) }
            press(Int32(GDK_KEY_Down))
            press(Int32(GDK_KEY_Return))
            waitFor("the second film's window") {
                self.app.details["20176104"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
        }
    }

    /// A chart narrowed by its search: Enter in the field opens the first film left, and a click opens the
    /// film clicked — by its place among the films shown, in the list and in the grid.
    func testFilmsOpenFromAFilteredChartByEnterAndByClick() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitForText("경관의 피") { self.window.list.root }
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the chart's search open") { self.window.ui.searchBar.isSearchModeEnabled }
            type("이", into: window.ui.searchEntry)
            waitFor("four films left") { self.chart.visibleRows.count == 4 }
            XCTAssertEqual(chart.visibleRows.map(\.title), ["스파이더맨: 노 웨이 홈", "킹스맨: 퍼스트 에이전트", "해피 뉴 이어", "드라이브 마이 카"])
            press(Int32(GDK_KEY_Return))
            waitFor("the first film left, opened") {
                self.app.details["20210028"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            XCTAssertEqual(app.details.count, 1)
            openFilm(at: 2)
            XCTAssertEqual(
                Set(app.details.keys), ["20210028", "20217807"],
                "the third film shown (해피 뉴 이어), not the chart's third (씽2게더)")
            press(Int32(GDK_KEY_2), control: true)
            waitFor("the grid") { self.chart.layout == .grid }
            openFilm(at: 3, grid: true)
            XCTAssertEqual(Set(app.details.keys), ["20210028", "20217807", "20218415"], "드라이브 마이 카, the fourth shown")
            XCTAssertEqual(chart.filterText, "이", "opening films keeps the search")
        }
    }

    func testSwitchingToTheWeekendAndFilteringDiversityFilms() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForFrame()
            guard let weekend = kindButton("주말") else { return XCTFail("no 주말 button") }
            click(weekend)
            waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase != .loading }
            XCTAssertEqual(chart.selection.period.first, Day("2021-12-31"), "the latest weekend that has ended")
            XCTAssertEqual(gtk_toggle_button_get_active(cast(weekend)), 1)
            XCTAssertEqual(window.ui.previous.tooltip, "지난주(Alt+왼쪽)", "a week, not a day")
            // The real weekend in the fixtures: pick a day of it in the calendar.
            let date = g_date_time_new_local(2012, 1, 1, 12, 0, 0)
            gtk_calendar_select_day(cast(window.header.dateButton.calendar.widget), date)
            g_date_time_unref(date)
            waitFor("the weekend of 2011-12-30") {
                self.chart.selection.period.first == Day("2011-12-30") && self.chart.phase == .loaded
            }
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))),
                "2011년 12월 30일–2012년 1월 1일 · 52주차 주말")
            waitForText("미션임파서블:고스트프로토콜") { self.window.list.root }
            // The calendar marks the whole weekend, December's two days in January's page included.
            XCTAssertEqual(
                DateButton.dayCells(of: window.header.dateButton.calendar).filter {
                    gtk_widget_has_css_class($0, "in-period") != 0
                }
                .map { String(cString: gtk_label_get_text(cast($0))) }, ["30", "31", "1"])
            waitForFrame()
            screenshot("weekend", window.window)

            // A film opened from the weekend says its figures are the weekend's three days, not Sunday's.
            openFilm(at: 0)
            guard let detail = app.details["20112207"] else { return XCTFail("no film window") }
            waitForText("2011년 12월 30일–2012년 1월 1일 주말 박스오피스") { detail.window }
            let texts = visibleTexts(detail.window)
            for expected in ["관객수 (금–일)", "1,007,683명", "매출액 (금–일)", "매출 점유율 (금–일)", "상영 횟수 (금–일)"] {
                XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts.prefix(40))")
            }
            XCTAssertFalse(texts.contains("2012년 1월 1일 박스오피스"), "not one day's")
            waitForFrame(detail.window)
            screenshot("detail-weekend", detail.window)
            gtk_window_close(cast(detail.window))
            waitFor("the film window closed") { gtk_widget_get_mapped(detail.window) == 0 }

            let filter = window.ui.filterButton
            guard let popover = openFilterPopover() else { return XCTFail("no popover") }
            guard let diversity = checkButton(in: popover, "다양성 영화") else { return XCTFail("no 다양성 영화 choice") }
            waitForFrame(popover)
            click(diversity)
            waitFor("the diversity chart") { self.chart.segment.films == .diversity && self.chart.phase == .loaded }
            let request = api.server.requests(to: "/kobis/boxoffice/searchWeeklyBoxOfficeList.json").last
            XCTAssertEqual(request?.query["multiMovieYn"], "Y")
            XCTAssertEqual(request?.query["weekGb"], "1")
            XCTAssertEqual(request?.query["targetDt"], "20111230")
            waitForFrame(popover)
            screenshot("filter-popover", window.window, overlays: [overlay(popover, under: filter.widget)])
            press(Int32(GDK_KEY_Escape), in: popover)
            waitFor("the popover closed") { gtk_widget_get_mapped(popover) == 0 }
            waitForText("다양성 영화") { self.window.ui.header }
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(cast(filter))), "다양성 영화")
            XCTAssertEqual(String(cString: gtk_window_get_title(cast(window.window))), "BoxOffice · 다양성 영화")
            waitForFrame()
            // The label and title; the rows are the whole market's (no diversity answer is saved)
            screenshot("filter-chosen", window.window)

            // Alt+1: back to the daily chart, the filter kept.
            press(Int32(GDK_KEY_1), alt: true)
            waitFor("the daily chart") { self.chart.kind == .daily && self.chart.phase != .loading }
            XCTAssertEqual(chart.day, Day("2012-01-01"), "the weekend's Sunday")
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").last?.query["multiMovieYn"],
                "Y")
            activate(WinAction.resetSegment)
            waitFor("all films") { self.chart.segment == .everything }
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(cast(filter))), "전체 영화")
        }
    }

    /// Korean films only, as KOBIS answered `repNationCd=K` for 2018-01-05: shares are within Korean films
    /// (신과함께-죄와 벌 53.4 % here, 36.4 % of the whole market that day), and say so (issue 34): "한국 영화 중
    /// 점유율", not the market's "매출 점유율", in the row, its spoken label and the film's figures.
    func testTheKoreanFilmsChartIsKOBISsOwnAnswer() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-01-06T01:00:00Z")
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForText("매출 점유율 36.4%") { self.window.list.root }
            guard let popover = openFilterPopover(),
                let korean = checkButton(in: popover, "한국 영화")
            else { return XCTFail("no 한국 영화 choice") }
            waitForFrame(popover)
            click(korean)
            waitFor("the Korean chart") { self.chart.segment.nation == .korean && self.chart.phase == .loaded }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").last?.query["repNationCd"],
                "K")
            press(Int32(GDK_KEY_Escape), in: popover)
            waitFor("the popover closed") { gtk_widget_get_mapped(popover) == 0 }
            XCTAssertEqual(
                chart.rows.prefix(3).map { [$0.title, $0.audience, $0.salesShare] },
                [
                    ["신과함께-죄와 벌", "268,181명", "한국 영화 중 점유율 53.4%"],
                    ["1987", "202,189명", "한국 영화 중 점유율 40.5%"], ["강철비", "27,292명", "한국 영화 중 점유율 5.4%"]
                ])
            waitForText("한국 영화 중 점유율 53.4%") { self.window.list.root }
            XCTAssertTrue(chart.rows[0].accessibleLabel.contains("한국 영화 중 점유율 53.4%."))
            XCTAssertTrue(
                chart.rows[0].dayFigures.contains { $0.label == "한국 영화 중 점유율" && $0.value == "53.4%" })
            // The ten rows' shares add up to 100.0 %: Korean films' sales that day are the rows' own.
            XCTAssertEqual(
                String(cString: gtk_label_get_text(cast(window.ui.totalsLabel))),
                "상위 10편 관객 50만 명 · 매출 42억 원 · 한국 영화 전체 매출 ≈ 42억 원")
            waitForFrame()
            screenshot("korean-films", window.window)
        }
    }

    /// The main menu, built on its first opening, in Korean: its Filter submenu's radio items act on the
    /// chart like the filter popover's (their states are read when the menu is built, late).
    func testTheMainMenusFilterSubmenuInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            let button = window.ui.menuButton.widget
            guard let popover = openMainMenu() else { return XCTFail("no menu") }
            waitForFrame(popover)
            XCTAssertTrue(
                visibleTexts(popover).starts(with: ["새로 고침(R)", "F5", "목록으로 보기(L)", "Ctrl+1"]),
                "\(visibleTexts(popover).prefix(4))")
            screenshot("main-menu-ko", window.window, overlays: [overlay(popover, under: button)])
            guard let filter = labelled("필터(F)", in: popover) else { return XCTFail("no 필터(F) entry") }
            click(filter)
            waitFor("the Filter submenu") {
                self.labelled("다양성 영화", in: popover).map { gtk_widget_get_mapped($0) != 0 } ?? false
            }
            waitForFrame(popover)
            XCTAssertTrue(visibleTexts(popover).contains("영화 구분"))
            screenshot("main-menu-filter-ko", window.window, overlays: [overlay(popover, under: button)])
            guard let diversity = labelled("다양성 영화", in: popover) else { return XCTFail("no 다양성 영화") }
            click(diversity)
            waitFor("the diversity chart") { self.chart.segment.films == .diversity && self.chart.phase == .loaded }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").last?.query["multiMovieYn"],
                "Y")
            XCTAssertEqual(window.ui.filterButton.label, "다양성 영화")
        }
    }

    /// Opens the filter popover with a click on its button, as a user does.
    @MainActor private func openFilterPopover() -> Widget? {
        let filter = window.ui.filterButton
        guard let toggle = gtk_widget_get_first_child(filter.widget) else { return nil }
        // The pointer's click goes to the window on top: this one, raised and active first (a CI run once
        // clicked while the window of the test before was still being taken down).
        XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0, "no X11 display")
        waitFor("the window active") { gtk_window_is_active(cast(self.window.window)) != 0 }
        waitForFrame()
        click(toggle)
        waitFor("the filter popover") { filter.popover?.isMapped ?? false }
        return filter.popover
    }

    /// The first drawn label under `root` whose text is `text`.
    @MainActor private func labelled(_ text: String, in root: Widget) -> Widget? {
        firstDescendant(of: root, type: gtk_label_get_type()) {
            String(cString: gtk_label_get_text(cast($0))) == text && gtk_widget_get_mapped($0) != 0
        }
    }

    /// Updates that leave a button's text as it was do not label it again: GTK 4.8 makes a new label
    /// and arrow for each label set, and a screen reader hears a name set again.
    func testButtonsAreLabelledOnlyWhenTheirTextChanges() throws {
        try MainActor.assumeIsolated {
            try launch()
            let date = window.ui.dateButton.widget
            let filter = window.ui.filterButton.widget
            func labels() -> [Widget?] {
                [date, filter].map { gtk_widget_get_first_child($0).flatMap { gtk_button_get_child(cast($0)) } }
            }
            let first = labels()
            XCTAssertNotNil(first[0])
            XCTAssertNotNil(first[1])
            press(Int32(GDK_KEY_2), control: true)
            waitFor("the grid") { self.chart.layout == .grid }
            press(Int32(GDK_KEY_1), control: true)
            waitFor("the list") { self.chart.layout == .list }
            XCTAssertEqual(labels(), first, "the same label widgets")
            press(Int32(GDK_KEY_Left), alt: true)
            waitFor("the day before") { self.chart.day == Day("2022-01-04") && self.chart.phase != .loading }
            let moved = labels()
            XCTAssertNotEqual(moved[0], first[0], "a new day is a new label")
            XCTAssertEqual(moved[1], first[1], "the filter is unchanged")
            XCTAssertEqual(String(cString: gtk_menu_button_get_label(cast(date))), "2022년 1월 4일 (화)")
        }
    }

    @MainActor private func checkButton(in root: Widget, _ label: String) -> Widget? {
        if G_TYPE_CHECK_INSTANCE_TYPE(root.raw, gtk_check_button_get_type()),
            gtk_check_button_get_label(cast(root)).map({ String(cString: $0) }) == label
        {
            return root
        }
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if let found = checkButton(in: c, label) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }
}
