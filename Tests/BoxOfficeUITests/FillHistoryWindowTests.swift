import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The Fill History window's "Korean films too": the cost it shows before starting counts both charts and the
/// films' details (an estimate before the days are fetched, said "about"), and one fill brings each day's whole
/// market and Korean chart and the films' details (January 2018 as KOBIS answered it).
final class FillHistoryWindowTests: KoreanUITestCase {
    func testKoreanFilmsTooDoublesTheCostAndFillsTheKoreanCharts() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let fill = try openFillHistoryOn2018() else { return }
            let model = app.model.historyFill
            @MainActor func left() -> String { NumberFormatting.grouped(Int64(model.budget - model.todayCount)) }
            guard let week = fillChoice("최근 7일", in: fill) else { return XCTFail("no \"The last 7 days\" choice") }
            click(week)
            // 6 charts, the 10 films of the 31st (kept at launch), and about 9 new films (0.8 a day since the nearest
            // known day: 4.8 on the 25th, six days before the 31st).
            waitForText("KOBIS 요청 약 25회 (오늘 남은 \(left())회 중)") { fill.window }
            guard
                let korean = firstDescendant(
                    of: fill.window, type: gtk_check_button_get_type(),
                    where: { gtk_check_button_get_label(cast($0)).map { String(cString: $0) } == "한국 영화도" })
            else { return XCTFail("no \"Korean films too\" check") }
            click(korean)
            waitFor("Korean films too on") { fill.koreanToo }
            waitForText("KOBIS 요청 약 32회 (오늘 남은 \(left())회 중)") { fill.window }
            waitForFrame(fill.window)
            screenshot("fill-history-price-ko", fill.window)
            let daily = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
            let before = api.server.requests(to: daily).count
            guard let start = button(in: fill.window, labelled: "시작(_S)") else { return XCTFail("no Start button") }
            click(start)
            waitFor("the fill finished", timeout: 30) { model.progress?.phase == .finished }
            // The 7 days name 14 films.
            waitForText("순위 14개 모두 기록됨 · 영화 14편의 상세 정보 저장됨") { fill.window }
            waitForText("2018년 1월 25일–31일 (7일, 한국 영화 포함)") { fill.window }
            XCTAssertEqual(before, 1, "the launch's chart, 2018-01-31")
            // Each day's whole market, then its Korean chart; the 31st's whole market was saved at launch.
            let asked = api.server.requests(to: daily).dropFirst(before).map {
                ($0.query["targetDt"] ?? "") + ($0.query["repNationCd"].map { " " + $0 } ?? "")
            }
            XCTAssertEqual(
                asked,
                [
                    "20180125", "20180125 K", "20180126", "20180126 K", "20180127", "20180127 K", "20180128",
                    "20180128 K", "20180129", "20180129 K", "20180130", "20180130 K", "20180131 K"
                ])
            // Everything kept now: the price says so, and the fill asked each film once.
            waitForText("KOBIS 요청 없음: 이 기간의 모든 순위와 영화가 기록에 있음") { fill.window }
            let films = api.server.requests(to: "/kobis/movie/searchMovieInfo.json").compactMap { $0.query["movieCd"] }
            XCTAssertEqual(films.count, Set(films).count)
            XCTAssertEqual(
                app.model.services.history?.rows(on: Day("2018-01-31")!, segment: .korean).first.map {
                    "\($0.title) \($0.audience)"
                }, "염력 264711")
        }
    }
}
