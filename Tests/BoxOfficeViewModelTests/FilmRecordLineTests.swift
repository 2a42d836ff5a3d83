import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// A film's window says when the film, in the chart on the window's day, is within the top 10 of a record
/// list as the data stood that day (the shipped runs 2017–2022).
final class FilmRecordLineTests: ViewModelTestCase {
    /// The window's forecast as of `upTo`, once it is in.
    @MainActor func model(_ app: AppModel, _ code: String, upTo: String) async -> FilmForecastViewModel {
        let references = ForecastReferences(shipped: FilmForecastViewModelTests.shipped, history: app.services.history)
        let model = FilmForecastViewModel(
            movieCode: code, references: references, upTo: Day(upTo), today: KoreanTime.today(now: clock.now()),
            language: .english)
        model.reload()
        await model.ready()
        return model
    }

    func testAFilmOnCourseForARecord() throws {
        try run { [self] in
            let app = app(try FixtureAPI())
            // 극한직업 passed 500만 on D10 (2019-02-01), the 6th fastest then; 1,000만 on D15
            // (2019-02-06), the 2nd fastest then (신과함께-인과 연: D14; 어벤져스: 엔드게임 came later).
            let fiveMillion = await model(app, "20182530", upTo: "2019-02-01")
            let tenMillion = await model(app, "20182530", upTo: "2019-02-06")
            XCTAssertEqual(fiveMillion.recordLine, "D10: 6th fastest to 5 million")
            XCTAssertEqual(tenMillion.recordLine, "D15: 2nd fastest to 10 million")
            // 어벤져스: 엔드게임 on D11 (2019-05-04): the fastest to 1,000만 of every run held up to then.
            let endgame = await model(app, "20184889", upTo: "2019-05-04")
            XCTAssertEqual(endgame.recordLine, "D11: fastest to 10 million")
            // 신과함께-죄와 벌 was no longer in the chart on 2018-06-30: nothing is said.
            let gone = await model(app, "20150976", upTo: "2018-06-30")
            XCTAssertNil(gone.recordLine)
        }
    }
}
