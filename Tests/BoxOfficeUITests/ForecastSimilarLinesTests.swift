import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The forecast chart's similar runs, read by keys as a user reads them: Down picks the nearest run first, and the
/// name read out is the run that line draws, not another film's (a list of names out of step with the lines puts
/// "불한당" over 브이아이피's run).
final class ForecastSimilarLinesTests: KoreanUITestCase {
    /// 신과함께-인과 연 (20186202) at D22, 2018-08-22: its nearest past run.
    static let nearest = "택시운전사 (2017): D22 1,074만 명 → 최종 1,217만 명"

    func testTheNearestRunIsReadFirstAndEachNameIsTheLineItDraws() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2018-08-23T01:00:00Z")
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForText("신과함께-인과 연") { self.window.list.root }
            openFilm(at: 3)
            guard let detail = app.details["20186202"], let run = detail.run else { return XCTFail("no run") }
            let chart = run.forecast.chart
            waitFor("the forecast drawn") { chart.chart != nil }
            press(Int32(GDK_KEY_l), control: true, in: detail.window)
            waitFor("the similar lines shown") { chart.showsSimilar }
            XCTAssertTrue(chart.area.grabFocus())
            guard let lines = chart.chart?.similar, lines.count == 20 else { return XCTFail("no similar lines") }
            // The similar runs as the forecast found them, nearest first.
            let runs = run.forecast.model?.forecast?.similar ?? []
            XCTAssertEqual(runs.count, 20)
            for (i, line) in lines.enumerated() {
                press(Int32(GDK_KEY_Down), in: detail.window)
                waitFor("line \(i + 1) read out") { chart.ui.chartReadout.text == line.name }
                if i == 0 { XCTAssertEqual(chart.ui.chartReadout.text, Self.nearest, "the nearest run first") }
                // The name read out is the run this line draws: its title and year, and the line leaves D22 at the
                // film's own total, as every similar line is scaled to it.
                guard i < runs.count else { break }
                XCTAssertTrue(
                    chart.ui.chartReadout.text.hasPrefix("\(runs[i].title) (\(runs[i].openDate.year)): D22 "),
                    "line \(i + 1) reads \(chart.ui.chartReadout.text), draws \(runs[i].title)")
                if line.totals.count >= 22, let film = chart.chart?.film.last {
                    XCTAssertEqual(line.totals[21], film, accuracy: 0.5)
                }
            }
        }
    }
}
