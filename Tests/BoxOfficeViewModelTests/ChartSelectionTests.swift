import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import LoopbackServer
import XCTest

/// Chart kinds and segments: the pure selection value, and the view-model sending exactly the
/// parameters KOBIS takes, remembering the choice, and the sample's limits.
final class ChartSelectionTests: ViewModelTestCase {
    func testSelectionTransitions() {
        let wednesday = Day("2022-01-05")!
        XCTAssertEqual(ChartSelection(kind: .weekend, day: wednesday).day, Day("2022-01-09"), "named by its last day")
        let daily = ChartSelection(day: wednesday)
        let latestWeekend = ChartPeriod.latest(.weekend, yesterday: wednesday)
        XCTAssertEqual(latestWeekend.first, Day("2021-12-31"))
        let weekend = daily.switching(to: .weekend, latest: latestWeekend)
        XCTAssertEqual(weekend.period.first, Day("2021-12-31"), "that week's weekend has not ended: the one before")
        XCTAssertEqual(weekend.day, Day("2022-01-02"))
        XCTAssertEqual(
            weekend.switching(to: .daily, latest: ChartPeriod(.daily, containing: wednesday)).day, wednesday,
            "back to the day left, the weekend not moved")
        XCTAssertEqual(
            weekend.switching(to: .week, latest: ChartPeriod.latest(.week, yesterday: wednesday))
                .switching(to: .daily, latest: ChartPeriod(.daily, containing: wednesday)).day, wednesday,
            "through another weekly kind too")
        XCTAssertEqual(
            weekend.previous.switching(to: .daily, latest: ChartPeriod(.daily, containing: wednesday)).day,
            Day("2021-12-26"),
            "a weekend moved to becomes its Sunday")
        XCTAssertEqual(
            ChartSelection(kind: .weekend, day: Day("2022-01-02")!).switching(
                to: .daily, latest: ChartPeriod(.daily, containing: wednesday)
            ).day,
            Day("2022-01-02"), "a weekend not reached from a day becomes its Sunday")
        // Thursday 2019-05-30 → the weekend of May 31–June 2 → back on Thursday, not on Sunday June 2.
        let thursday = ChartSelection(day: Day("2019-05-30")!)
        let yesterday = ChartPeriod(.daily, containing: Day("2020-12-31")!)
        let itsWeekend = thursday.switching(
            to: .weekend, latest: ChartPeriod.latest(.weekend, yesterday: yesterday.last))
        XCTAssertEqual(itsWeekend.period.first, Day("2019-05-31"))
        XCTAssertEqual(
            itsWeekend.with(ChartSegment(nation: .korean)).switching(to: .daily, latest: yesterday).day,
            Day("2019-05-30"),
            "a filter on the weekend keeps the day to return to")
        XCTAssertEqual(weekend.previous.period.first, Day("2021-12-24"))
        XCTAssertEqual(weekend.next.period.last, Day("2022-01-09"))
        let week = ChartSelection(kind: .week, day: Day("2022-01-02")!)
        XCTAssertEqual(week.period.first, Day("2021-12-27"))
        let segment = ChartSegment(nation: .korean, films: .diversity, region: "0105001")
        XCTAssertEqual(
            week.with(segment).query.segment.queryItems,
            ["repNationCd": "K", "multiMovieYn": "Y", "wideAreaCd": "0105001"])
        XCTAssertEqual(week.with(segment).query.cacheKey, "20211227|multiMovieYn=Y&repNationCd=K&wideAreaCd=0105001")
    }

    /// A weekend's figures are the sums of its three days: they say so, on screen and spoken, never as
    /// Sunday's (a film opened from the weekend once showed "Box office on" its Sunday).
    func testAWeekendsFiguresNameTheWeekend() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api, initialDay: Day("2012-01-01")).chart
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            XCTAssertEqual(vm.rows.first?.dayHeading, "Box office on 2012년 1월 1일")
            vm.setKind(.weekend)
            try await self.waitUntil("the weekend") { vm.phase == .loaded && vm.kind == .weekend }
            guard let first = vm.rows.first else { return XCTFail("no rows") }
            XCTAssertEqual(first.dayHeading, "Weekend box office, 2011년 12월 30일–2012년 1월 1일")
            XCTAssertEqual(
                first.dayFigures.prefix(3).map { "\($0.label)=\($0.value)" },
                ["Rank=1 (–)", "Audience (Fri–Sun)=1,007,683명", "Total audience=5,328,435명"])
            XCTAssertEqual(
                first.accessibleLabel,
                "Rank 1, 순위 변동 없음: 미션임파서블:고스트프로토콜. 1,007,683명 over 2011년 12월 30일–2012년 1월 1일, "
                    + "5,328,435명 in total. 35.8% of sales. -18.9% on last weekend.")
        }
    }

    /// A weekly chart's rows carry the change on the period before as KOBIS sent it (audiChange, with
    /// audiInten in the film window), the figure film people quote; a film with no admissions the weekend
    /// before (KOBIS's "100.0") says so; a day's chart has none.
    func testAWeekendsRowsSayTheChangeOnTheWeekendBefore() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api, initialDay: Day("2012-01-01")).chart
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            XCTAssertEqual(
                vm.rows.map(\.periodChange), Array(repeating: nil, count: 10), "a day's chart: no weekly change")
            XCTAssertEqual(vm.rows.first?.secondaryLine, "5,328,435명 in total · 36.3% of sales")
            vm.setKind(.weekend)
            try await self.waitUntil("the weekend") { vm.phase == .loaded && vm.kind == .weekend }
            XCTAssertEqual(
                vm.rows.map { $0.periodChange ?? "nil" },
                [
                    "-18.9% on last weekend", "-15.5% on last weekend", "-47.0% on last weekend",
                    "-31.3% on last weekend",
                    "+11,865.2% on last weekend", "-23.0% on last weekend", "none last weekend",
                    "-43.1% on last weekend",
                    "-63.2% on last weekend", "-50.4% on last weekend"
                ])
            guard let first = vm.rows.first, vm.rows.count == 10 else { return XCTFail("no rows") }
            XCTAssertEqual(first.secondaryLine, "5,328,435명 in total · 35.8% of sales · -18.9% on last weekend")
            XCTAssertEqual(
                first.accessibleLabel,
                "Rank 1, 순위 변동 없음: 미션임파서블:고스트프로토콜. 1,007,683명 over 2011년 12월 30일–2012년 1월 1일, "
                    + "5,328,435명 in total. 35.8% of sales. -18.9% on last weekend.")
            XCTAssertEqual(
                first.dayFigures.prefix(4).map { "\($0.label)=\($0.value)" },
                [
                    "Rank=1 (–)", "Audience (Fri–Sun)=1,007,683명", "Total audience=5,328,435명",
                    "Change on last weekend=-18.9% (-234,848명)"
                ])
            XCTAssertEqual(vm.rows[4].dayFigures[3].value, "+11,865.2% (+164,571명)", "previews the weekend before")
            XCTAssertEqual(vm.rows[6].dayFigures[3].value, "none last weekend", "라이온 킹: NEW, 139,102 of 139,102")
            vm.setKind(.week)
            try await self.waitUntil("the week") { vm.phase == .loaded && vm.kind == .week }
            XCTAssertEqual(vm.rows.first?.periodChange, "-18.9% on last week")
            XCTAssertEqual(vm.rows.first?.dayFigures[3].label, "Change on last week")
            vm.stop()
        }
    }

    func testKindsAskForTheirPeriodAndAreRemembered() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api).chart
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            vm.setKind(.weekend)
            try await self.waitUntil("the weekend") { vm.phase != .loading && vm.kind == .weekend }
            XCTAssertEqual(vm.selection.period.first, Day("2021-12-31"))
            let weekly = api.server.requests(to: "/kobis/boxoffice/searchWeeklyBoxOfficeList.json")
            XCTAssertEqual(weekly.count, 1)
            XCTAssertEqual(weekly.first?.query["weekGb"], "1")
            XCTAssertEqual(weekly.first?.query["targetDt"], "20211231")
            XCTAssertEqual(
                Set(weekly.first?.query.keys.map { $0 } ?? []), ["key", "targetDt", "weekGb"], "no segment parameters")
            XCTAssertEqual(vm.dayTitle, "2021년 12월 31일–2022년 1월 2일 · Weekend, week 52")
            XCTAssertEqual(vm.dayTitleNarrow, "2021년 12월 31일–2022년 1월 2일", "narrow: the range only, with its years")
            vm.previousDay()
            try await self.waitUntil("the weekend before") {
                vm.selection.period.first == Day("2021-12-24") && vm.phase != .loading
            }
            XCTAssertTrue(vm.canGoForward)
            vm.setKind(.weekdays)
            try await self.waitUntil("weekdays") { vm.kind == .weekdays && vm.phase != .loading }
            XCTAssertEqual(vm.selection.period.first, Day("2021-12-20"), "Monday to Thursday of the same week")
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchWeeklyBoxOfficeList.json").last?.query["weekGb"], "2")
            vm.setKind(.week)
            try await self.waitUntil("the week") { vm.kind == .week && vm.phase != .loading }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchWeeklyBoxOfficeList.json").last?.query["weekGb"], "0")
            vm.setNation(.foreign)
            vm.setFilms(.commercial)
            vm.setRegion("0105011")
            try await self.waitUntil("the filtered week") { vm.segment.region == "0105011" && vm.phase != .loading }
            let last = api.server.requests(to: "/kobis/boxoffice/searchWeeklyBoxOfficeList.json").last
            XCTAssertEqual(last?.query["repNationCd"], "F")
            XCTAssertEqual(last?.query["multiMovieYn"], "N")
            XCTAssertEqual(last?.query["wideAreaCd"], "0105011")
            XCTAssertEqual(vm.segmentTitle, "Foreign films · Commercial films · 부산시")
            vm.stop()

            // A new window opens on the same kind and segment.
            let again = self.app(api).chart
            XCTAssertEqual(again.kind, .week)
            XCTAssertEqual(again.segment, ChartSegment(nation: .foreign, films: .commercial, region: "0105011"))
            XCTAssertEqual(again.selection.period.first, Day("2021-12-27"), "the latest ended week")
            // A day asked for (`boxoffice --date 2021-12-30`) opens that day's chart, not a week; and is the kind shown last.
            let dated = self.app(api, initialDay: Day("2021-12-30")).chart
            XCTAssertEqual(dated.kind, .daily)
            XCTAssertEqual(dated.day, Day("2021-12-30"))
            XCTAssertEqual(self.app(api).chart.kind, .daily)
        }
    }

    func testDailySegmentsSendTheirParametersOnce() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api).chart
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            // 180,332 admissions and 1,684,250,170 won, 98.4 % of sales: the market ≈ 1,711,636,352 won; a sentence
            // says each in 만/억 (docs/NUMBERS.md).
            XCTAssertEqual(vm.totalsLine, "Top 10: 18만 명, 17억 원 in sales · whole market ≈ 17억 원")
            vm.setSegment(ChartSegment(nation: .korean, films: .diversity, region: "0105001"))
            try await self.waitUntil("the segment") { vm.phase == .loaded && vm.segment.region != nil }
            let daily = api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json")
            XCTAssertEqual(daily.count, 2)
            XCTAssertEqual(
                daily.last?.query,
                [
                    "key": FixtureAPI.kobisKey, "targetDt": "20220105", "repNationCd": "K",
                    "multiMovieYn": "Y", "wideAreaCd": "0105001"
                ])
            XCTAssertEqual(vm.segmentTitle, "Korean films · Diversity films · 서울시")
            XCTAssertEqual(
                vm.suggestedCSVName, "boxoffice-2022-01-05-korean-diversity-region-0105001.csv",
                "a filtered chart never overwrites the whole market's file")
            vm.setSegment(.everything)
            try await self.waitUntil("all films again") { vm.phase == .loaded && vm.segment == .everything }
            XCTAssertEqual(
                api.server.requests(to: "/kobis/boxoffice/searchDailyBoxOfficeList.json").count, 2,
                "the whole market's chart was saved: no new request")
            XCTAssertNil(vm.segmentTitle)
        }
    }

    func testTheSampleHasAWeekendAndAWeekAndNoSegments() throws {
        try run {
            let vm = self.app(nil, kobisKey: nil).chart
            vm.start()
            try await self.waitUntil("the sample") { vm.phase == .loaded }
            vm.setKind(.weekend)
            try await self.waitUntil("the sample weekend") { vm.kind == .weekend && vm.phase == .loaded }
            XCTAssertEqual(vm.selection.period.first, Day("2011-12-30"))
            XCTAssertEqual(vm.rows.count, 10)
            XCTAssertEqual(vm.rows.first?.title, "미션임파서블:고스트프로토콜")
            XCTAssertFalse(vm.canGoBack)
            XCTAssertFalse(vm.canGoForward)
            XCTAssertEqual(vm.selectableDays.only.first, Day("2011-12-26"), "the calendar offers the sample's week")
            vm.setKind(.week)
            try await self.waitUntil("the sample week") { vm.kind == .week && vm.phase == .loaded }
            XCTAssertEqual(vm.selection.period.first, Day("2011-12-26"))
            // The sample has no weekdays chart: it says a key is needed, and there is nowhere to step to.
            vm.setKind(.weekdays)
            try await self.waitUntil("the weekdays refusal") {
                if case .failed = vm.phase { return vm.kind == .weekdays } else { return false }
            }
            XCTAssertEqual(
                vm.phase, .failed(message: "The sample has no chart of this kind; add a KOBIS API key to see it"))
            XCTAssertTrue(vm.failureNeedsKey)
            XCTAssertFalse(vm.canGoBack)
            XCTAssertFalse(vm.canGoForward)
            vm.setKind(.week)
            try await self.waitUntil("the week again") { vm.kind == .week && vm.phase == .loaded }
            vm.setNation(.korean)
            try await self.waitUntil("the refusal") { if case .failed = vm.phase { return true } else { return false } }
            XCTAssertEqual(vm.phase, .failed(message: BoxOfficeError.noSampleSegment.sentence))
            XCTAssertTrue(vm.failureNeedsKey, "the error page offers Preferences")
        }
    }
}
