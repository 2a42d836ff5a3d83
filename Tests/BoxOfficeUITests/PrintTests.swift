import BoxOfficeCore
import BoxOfficeStore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Ctrl+P through GTK's print dialog, "Print to File" as a PDF read back with poppler: the fixture day
/// 2022-01-05's chart with every column of the table.
final class PrintTests: KoreanUITestCase {
    /// The forecast of 보헤미안 랩소디 printed with its run, as of 2018-12-31 (D62); the method changes, so kept here.
    static let forecastMedian = "≈ 922만 명 (D62, 2018-12-31 기준)"

    func testCtrlPPrintsTheDaysChartWithEveryColumnOnOnePage() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            // A dark desktop: the paper stays black on white.
            setDarkStyle(true)
            defer { setDarkStyle(false) }
            let pdf = dir.appendingPathComponent("차트.pdf")
            choosePrintToFile(pdf)
            let preset = app.printSetup.settings  // held, so its address cannot be reused
            chart.filterText = "경관"  // the search hides rows on screen, not on paper

            press(Int32(GDK_KEY_p), control: true)
            answerPrintDialog()
            waitFor("the PDF written") { !self.window.printer.isPrinting }
            let lines = try printedPages(
                pdf, count: 1, header: ["일별 박스오피스 · 2022년 1월 5일 (수)"], screenshot: "print-chart")[0]
            XCTAssertEqual(lines.count, 12, lines.joined(separator: "\n"))
            // Every column of the table, all ten rows though the search shows one.
            XCTAssertEqual(
                lines[1], "순위 변동 영화명 개봉일 개봉 일수 관객수 증감률 누적 매출액 점유율 스크린 수 상영 횟수 스크린당 상영당 관람료")
            XCTAssertEqual(
                lines[2],
                "1 신작 경관의 피 2022년 1월 5일 1 64,050 +100% 69,228 584,559,330 34.2% 1,171 4,416 54.7 14.5 9,127")
            XCTAssertEqual(
                lines[11],
                "10 ▼3 엔칸토: 마법의 세계 2021년 11월 24일 43 291 -72.4% 628,878 2,290,000 0.1% 23 24 12.7 12.1 7,869")
            XCTAssertEqual(chart.visibleRows.count, 1, "the screen still shows the search's one row")

            // The session keeps what this print chose (new settings from the dialog, and the chart's paper,
            // across the page): the next Ctrl+P opens on the file printer, the same file, and prints again.
            let kept = try XCTUnwrap(app.printSetup.settings)
            XCTAssertFalse(kept === preset, "the settings the dialog printed with")
            XCTAssertEqual(
                gtk_print_settings_get(kept.opaque, GTK_PRINT_SETTINGS_OUTPUT_URI).map { String(cString: $0) },
                pdf.absoluteString)
            let paper = try XCTUnwrap(app.printSetup.pageSetups[.chart])
            XCTAssertEqual(gtk_page_setup_get_orientation(paper.opaque), GTK_PAGE_ORIENTATION_LANDSCAPE)
            try FileManager.default.removeItem(at: pdf)
            press(Int32(GDK_KEY_p), control: true)
            answerPrintDialog()
            waitFor("the PDF written again") { !self.window.printer.isPrinting }
            XCTAssertEqual(try pdfPageCount(pdf), 1)
        }
    }

    /// 보헤미안 랩소디 on the real 2018 history: a preview on 2018-10-29 (D-1), then every day from its opening
    /// on 10-31 to 12-31 (D62), printed from its window with Ctrl+P onto pages that each repeat the title and
    /// the column headings.
    func testAFilmsRunPrintsEveryDayOnPagesThatEachRepeatTheHeader() throws {
        try useKorean()
        clock.set("2019-01-01T00:00:00Z")  // yesterday in Korea: 2018-12-31
        try MainActor.assumeIsolated {
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            try launch()
            waitForText("보헤미안 랩소디") { self.window.list.root }
            openFilm(at: 3)
            guard let detail = app.details["20185485"], let run = detail.run else { return XCTFail("no run section") }
            waitFor("the run") { run.chart.input.points.count == 64 }
            waitForFrame(detail.window)
            let pdf = dir.appendingPathComponent("run.pdf")
            choosePrintToFile(pdf)

            press(Int32(GDK_KEY_p), control: true, in: detail.window)
            answerPrintDialog()
            waitFor("the PDF written") { !run.printer.isPrinting }
            // 37 days a page: D-1 to D35; D36 to D62 and the forecast; what happened, the milestones.
            let pages = try printedPages(
                pdf, count: 3, header: ["보헤미안 랩소디 · 개봉 후 흥행", "2018년 10월 31일 개봉"], screenshot: "print-run")
            let columns = "D 날짜 순위 관객수 누적 매출액 스크린 수 점유율"
            XCTAssertEqual(pages[0][2], columns)
            XCTAssertEqual(pages[0][3], "D-1 2018-10-29 9 6,919 9,466 48,171,000 43 2.6%")
            XCTAssertEqual(pages[0][4], "D0 2018-10-30 10위 밖")
            XCTAssertEqual(pages[0][5], "D1 2018-10-31 2 110,477 120,498 760,190,950 811 19.0%")
            XCTAssertEqual(pages[0].count, 2 + 1 + 37)
            XCTAssertEqual(pages[0].last, "D35 2018-12-04 2 114,001 6,272,599 911,594,800 1,060 32.8%")
            XCTAssertEqual(pages[1][2], columns, "the column headings again")
            XCTAssertEqual(pages[1][3], "D36 2018-12-05 3 96,185 6,368,784 782,250,700 845 23.1%")
            XCTAssertEqual(pages[1][29], "D62 2018-12-31 4 106,455 9,224,524 858,594,800 684 12.3%")
            // The forecast after the days ("Where it may end"), its last line the runs it learnt from.
            XCTAssertEqual(pages[1][30], "예상 최종 관객")
            XCTAssertEqual(pages[1][31], Self.forecastMedian)
            XCTAssertTrue(pages[1].last?.hasSuffix("편에서 배웠습니다.") == true, pages[1].last ?? "")
            // What happened after D62, apart from the forecast and named (the shipped runs know its end).
            XCTAssertEqual(pages[2][2], "실제로 일어난 일")
            XCTAssertEqual(pages[2][3], "예상 ≈ 922만 명 · 실제 993만 명, 7% 낮게")
            XCTAssertEqual(pages[2][4], "2019-02-05에 9,931,010명으로 상영을 마쳤습니다.")
            XCTAssertEqual(pages[2][5], "주요 기록")
            XCTAssertEqual(pages[2][6], "최근 누적 관객수: 9,224,524명 (D62 2018-12-31)")
            XCTAssertEqual(pages[2][14], "누적 관객 100만 명 돌파: D9 2018-11-08")
            XCTAssertEqual(pages[2].last, "둘째 주말: 첫 주말 대비 +49.8% (523,353 → 784,095)")
        }
    }

    /// The Market view's 2018 in Korean, printed with Ctrl+P while it is shown: the headline figures as the view
    /// shows them, the months' sales as a table, then the lists.
    func testTheMarketsYearPrintsItsFiguresMonthsAndLists() throws {
        try useKorean()
        clock.set("2019-01-01T00:00:00Z")  // the default year's last day: 2018-12-31
        try MainActor.assumeIsolated {
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            // Two films' details saved (as opening them saves them), each naming its distributor.
            try saveDetails(
                ["20150976": "롯데컬처웍스(주)롯데엔터테인먼트", "20170590": "CJ ENM"], in: dir.appendingPathComponent("cache"))
            try launch()
            waitForFrame()
            press(Int32(GDK_KEY_m), control: true)
            waitFor("the market's 2018") { self.app.model.market.phase == .shown }
            waitForText("2018년") { self.window.ui.header }
            waitForFrame()
            let pdf = dir.appendingPathComponent("market.pdf")
            choosePrintToFile(pdf)

            press(Int32(GDK_KEY_p), control: true)
            answerPrintDialog()
            waitFor("the PDF written") { !self.window.printer.isPrinting }
            let pages = try printedPages(pdf, count: 3, header: ["시장 · 2018년"], screenshot: "print-market")
            // The figures as the view shows them (MarketViewTests), the months, the films.
            XCTAssertEqual(
                Array(pages[0][1...6]),
                [
                    "2018년 1월 1일–12월 31일 · 365일 중 365일 기록", "항목 값", "매출액 ≈ 1조 8,141억 원 2017년 기록 없음",
                    "관객수 ≈ 2억 1,572만 명 2017년 기록 없음",
                    "한국 영화 점유율 61.4% 관객 기준(≈ 1,406만 명) · 매출액 기준 61.6%(≈ 1,128억 원) · 외국 영화 관객 38.6%, 매출액 38.4% · 한국 영화 차트가 있는 31일",
                    "상위 10편 관객수 2억 919만 명 상위 10편 매출액 1조 7,600억 원 (일별 차트 합계)"
                ])
            XCTAssertEqual(
                Array(pages[0][7...10]),
                [
                    // No day of 2017 in history: no line is drawn, so none is named and its column is left out.
                    "월별 매출액 ≈", "월 매출액 ≈ 한국 영화 관객 한국 영화 매출액 외국 영화 관객 외국 영화 매출액",
                    "1월 1,831억 원 61.4% 61.6% 38.6% 38.4%", "2월 1,264억 원 — — — —"
                ])
            XCTAssertEqual(pages[0][16], "8월 2,525억 원 — — — —")
            XCTAssertEqual(pages[0][20], "12월 1,843억 원 — — — —")
            XCTAssertEqual(Array(pages[0][21...22]), ["기간 관객수 순 영화", "영화명 관객수"])
            XCTAssertEqual(
                pages[0][23], "신과함께-인과 연 12,261,650명 2018년 8월 1일 개봉 · 매출 1,026억 원 · 10위 안 50일 · 최고 1위 · 누적 1,226만 명")
            // The #1 films and the films past 10 million follow, from the foot of page 1 or the top of page 2 (where
            // the page breaks depends on the desktop's text size, which an earlier test may have changed).
            let lines = pages.flatMap { $0 }
            let number1 = try XCTUnwrap(lines.firstIndex(of: "1위 영화"), "\(pages[1])")
            XCTAssertEqual(lines[number1 + 1], "영화명 1위 일수")
            XCTAssertTrue(lines.contains("신과함께-죄와 벌 7일 2018년 1월 1일 첫 1위"), "\(pages[1])")
            XCTAssertTrue(lines.contains("신과함께-인과 연 2018년 8월 14일 천만 관객 돌파"), "\(pages[2])")
            // The distributors as the window shows them: headed by what the rows name, with the window's note.
            XCTAssertEqual(
                Array(pages[2].suffix(5)),
                [
                    "배급사",
                    "영화 280편 중 278편은 저장된 상세 정보가 없어 배급사를 모릅니다. 기록 채우기가 빠진 날과 함께 저장하고, 영화를 열어도 저장됩니다.",
                    "배급사 매출 점유율 %", "롯데컬처웍스(주)롯데엔터테인먼트 2.6% 영화 1편 · 매출 473억 원", "CJ ENM 2.4% 영화 1편 · 매출 427억 원"
                ])
        }
    }

    /// `movie_20199882.json` saved as each film's details, naming `distributors[code]` as its distributor.
    private func saveDetails(_ distributors: [String: String], in folder: URL) throws {
        let cache = try DiskCache(directory: folder)
        for (code, name) in distributors {
            var json = try XCTUnwrap(
                JSONSerialization.jsonObject(with: FixtureAPI.fixture("movie_20199882.json")) as? [String: Any])
            var result = try XCTUnwrap(json["movieInfoResult"] as? [String: Any])
            var info = try XCTUnwrap(result["movieInfo"] as? [String: Any])
            info["movieCd"] = code
            info["companys"] = [["companyCd": "1", "companyNm": name, "companyNmEn": "", "companyPartNm": "배급사"]]
            result["movieInfo"] = info
            json["movieInfoResult"] = result
            cache.database.store(
                kind: "movie", key: code, body: try JSONSerialization.data(withJSONObject: json), fetchedAt: Date())
        }
    }
}
