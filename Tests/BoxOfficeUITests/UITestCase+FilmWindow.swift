import BoxOfficeCore
import XCTest

@testable import BoxOfficeUI

/// A film's window as several classes open it: 신과함께-인과 연 from the chart of 2018-08-22.
extension UITestCase {
    /// Launches on 2018-08-22 (the clock says the 23rd, 10:00 in Korea) and opens 신과함께-인과 연, at #4 that
    /// day: its run is 22 days with only D22 kept; nil without its run section.
    @MainActor func openAlongWithTheGodsRun() -> (FilmWindow, RunSection)? {
        clock.set("2018-08-23T01:00:00Z")
        do { try launch(language: DisplayLanguage.fromEnvironment()) } catch { return nil }
        waitForText("신과함께-인과 연") { self.window.list.root }
        openFilm(at: 3)
        guard let detail = app.details["20186202"], let run = detail.run else { return nil }
        waitFor("the run") { run.chart.input.points.count == 22 }
        return (detail, run)
    }
}
