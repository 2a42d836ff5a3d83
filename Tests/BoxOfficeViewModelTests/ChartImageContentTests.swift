import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import LoopbackServer
import XCTest

/// What the shared image of a chart says: the view-model's texts and rows for the fixture day.
final class ChartImageContentTests: ViewModelTestCase {
    func testTheFixtureDaysImageSaysTheChartItsSegmentAndTheSource() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api).chart
            XCTAssertNil(vm.imageContent, "nothing drawn before the chart is on screen")
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            guard let content = vm.imageContent else { return XCTFail("no image content") }
            XCTAssertEqual(content.title, "Daily box office · \(vm.dayTitle)")
            XCTAssertEqual(content.title, "Daily box office · 2022년 1월 5일 (수)")
            XCTAssertNil(content.segment)
            XCTAssertEqual(content.headers, ["Rank", "±", "Title", "Audience", "Total", "Share"])
            XCTAssertEqual(content.rows.count, 10)
            XCTAssertEqual(
                content.rows.first,
                .init(
                    rank: "1", change: "신작", trend: .new, title: "경관의 피", audience: "64,050", total: "69,228",
                    share: "34.2%"))
            XCTAssertEqual(
                content.rows.last,
                .init(
                    rank: "10", change: "▼3", trend: .down, title: "엔칸토: 마법의 세계", audience: "291",
                    total: "628,878", share: "0.1%"))
            XCTAssertEqual(content.source, "Source: KOBIS (Korean Box Office Information System)")
            XCTAssertEqual(content.appName, "BoxOffice")
            XCTAssertEqual(vm.suggestedImageName, "boxoffice-2022-01-05.png")

            // The search bar hides rows on screen, not in the shared chart.
            vm.filterText = "경관"
            XCTAssertEqual(vm.imageContent?.rows.count, 10)

            vm.setSegment(ChartSegment(nation: .korean, films: .diversity, region: "0105001"))
            try await self.waitUntil("the segment") { vm.phase == .loaded && vm.segment.region != nil }
            XCTAssertEqual(vm.imageContent?.segment, "Korean films · Diversity films · 서울시")
            XCTAssertEqual(vm.suggestedImageName, "boxoffice-2022-01-05-korean-diversity-region-0105001.png")
        }
    }

    /// A weekend's image names the weekend, its three days and KOBIS's week number, as the window does; its
    /// figures are the three days' sums.
    func testAWeekendsImageNamesTheWeekend() throws {
        try run {
            let api = try FixtureAPI()
            let vm = self.app(api, initialDay: Day("2012-01-01")).chart
            vm.start()
            try await self.waitUntil("the day") { vm.phase == .loaded }
            vm.setKind(.weekend)
            try await self.waitUntil("the weekend") { vm.phase == .loaded && vm.kind == .weekend }
            guard let content = vm.imageContent else { return XCTFail("no image content") }
            XCTAssertEqual(content.title, "Weekend box office · \(vm.dayTitle)")
            XCTAssertEqual(content.title, "Weekend box office · 2011년 12월 30일–2012년 1월 1일 · Weekend, week 52")
            XCTAssertEqual(content.rows.first?.audience, "1,007,683")
            XCTAssertEqual(content.rows.first?.total, "5,328,435")
            XCTAssertEqual(vm.suggestedImageName, "boxoffice-weekend-2011-12-30-to-2012-01-01.png")
        }
    }
}
