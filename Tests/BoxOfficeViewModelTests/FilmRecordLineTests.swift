import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// A film's window says when the film, in the chart on the window's day, is within the top 10 of a record
/// list as the data stood that day (the shipped runs 2017–2022).
final class FilmRecordLineTests: ViewModelTestCase {
    @MainActor func model(_ app: AppModel, _ code: String, upTo: String) -> FilmForecastViewModel {
        let references = ForecastReferences(shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
        let model = FilmForecastViewModel(
            movieCode: code, references: references, upTo: Day(upTo), today: KoreanTime.today(now: clock.now()),
            language: .english)
        model.reload()
        return model
    }

    func testAFilmOnCourseForARecord() throws {
        try run { [self] in
            let app = app(try FixtureAPI())
            // 극한직업 passed 500만 on D10 (2019-02-01), the 6th fastest then; 1,000만 on D15
            // (2019-02-06), the 2nd fastest then (신과함께-인과 연: D14; 어벤져스: 엔드게임 came later).
            XCTAssertEqual(model(app, "20182530", upTo: "2019-02-01").recordLine, "D10: 6th fastest to 5 million")
            XCTAssertEqual(model(app, "20182530", upTo: "2019-02-06").recordLine, "D15: 2nd fastest to 10 million")
            // 어벤져스: 엔드게임 on D11 (2019-05-04): the fastest to 1,000만 of every run held up to then.
            XCTAssertEqual(model(app, "20184889", upTo: "2019-05-04").recordLine, "D11: fastest to 10 million")
            // 신과함께-죄와 벌 was no longer in the chart on 2018-06-30: nothing is said.
            XCTAssertNil(model(app, "20150976", upTo: "2018-06-30").recordLine)
        }
    }
}
