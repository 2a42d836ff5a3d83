import XCTest

@testable import BoxOfficeCore

/// A forecaster kept between forecasts (`ForecastReferences` keeps one per library) keeps the reference runs it
/// prepared for the latest D-numbers only, and answers as a new one does.
final class ForecasterKeptDaysTests: XCTestCase {
    func testAKeptForecasterAnswersAsANewOneAndKeepsTheLatestDNumbers() throws {
        let kept = Forecaster(library: ShippedRuns.library)
        // 극한직업: D7, then D3, D14 and D21, then D7 again (made anew once D21 pushed it out).
        for d in [7, 3, 14, 21, 7, 21] {
            let again = try kept.forecast(movieCode: "20182530", atDay: d).get()
            let new = try Forecaster(library: ShippedRuns.library).forecast(movieCode: "20182530", atDay: d).get()
            XCTAssertEqual(again, new, "D\(d)")
        }
        XCTAssertEqual(kept.pastForecasts.keptDays, [14, 7, 21])
        XCTAssertEqual(try kept.forecast(movieCode: "20182530", atDay: 7).get().median, 8_092_975)
    }
}
