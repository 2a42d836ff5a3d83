import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// "Copy as Image" (Ctrl+Shift+C) and "Save as Image…" (Ctrl+Shift+S) on the fixture day 2022-01-05: real
/// keys through Xvfb, the clipboard and the saved file read back, the pixels checked.
final class ChartImageTests: KoreanUITestCase {
    func testCtrlShiftCPutsTheChartOnTheClipboardAsALightImageAtTwiceItsSize() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            // A dark desktop: the shared image stays light.
            setDarkStyle(true)
            defer { setDarkStyle(false) }
            guard let content = chart.imageContent else { return XCTFail("no chart to draw") }
            XCTAssertEqual(content.rows.first?.title, chart.rows.first?.title)
            XCTAssertEqual(content.rows.first?.title, "경관의 피")
            let size = ChartImage.size(content)
            let expected = (width: Int(size.width * 2), height: Int(size.height * 2))
            XCTAssertEqual(expected.width, 1440)

            press(Int32(GDK_KEY_c), shift: true, control: true)
            waitForText("Chart copied as an image") { self.window.ui.toasts }
            guard let texture = clipboardTexture(of: window.window) else {
                return XCTFail("no texture on the clipboard")
            }
            defer { g_object_unref(texture.raw) }
            XCTAssertEqual(Int(gdk_texture_get_width(cast(texture))), expected.width)
            XCTAssertEqual(Int(gdk_texture_get_height(cast(texture))), expected.height)
            let pixels = TexturePixels(texture)
            XCTAssertEqual(pixels.rgb(x: 2, y: 2).map { $0 >= 250 }, [true, true, true], "a white corner")
            XCTAssertGreaterThan(pixels.fraction { $0.allSatisfy { $0 >= 235 } }, 0.75, "white-ish, not dark")
            XCTAssertGreaterThan(pixels.fraction { $0.allSatisfy { $0 <= 90 } }, 0.005, "dark text on it")
            // The title's band (below the top margin) has text; the first row's rank is the accent blue, and
            // its "신작" orange.
            let titleBand = pixels.fraction(rows: 60..<120) { $0.allSatisfy { $0 <= 90 } }
            XCTAssertGreaterThan(titleBand, 0.01, "the title drawn")
            let rowTop: Int = 2 * (28 + 34 + 12 + 30)  // margin, title, gap, column headings
            let firstRow = rowTop..<(rowTop + 72)
            XCTAssertGreaterThan(
                pixels.fraction(rows: firstRow, columns: 60..<150) { Int($0[2]) > Int($0[0]) + 80 }, 0.01,
                "the blue rank")
            XCTAssertGreaterThan(
                pixels.fraction(rows: firstRow, columns: 150..<260) { Int($0[0]) > Int($0[2]) + 80 }, 0.01,
                "the orange 신작")

            if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"],
                let png = ChartImage.png(content)
            {
                XCTAssertNoThrow(try png.write(to: URL(fileURLWithPath: "\(folder)/chart-image.png")))
            }
        }
    }

    /// Save as Image… answered in the dialog as a user does: the proposed name, then a PNG of the right size.
    func testCtrlShiftSSavesThePNGTheUserNames() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let list = window.list.list
            guard let content = chart.imageContent else { return XCTFail("no chart to draw") }
            let size = ChartImage.size(content)

            press(Int32(GDK_KEY_s), shift: true, control: true)
            cancelSaveDialog()
            assertKeyboardBack(at: list)
            XCTAssertNil(window.imageShare.chooser)

            press(Int32(GDK_KEY_s), shift: true, control: true)
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-2022-01-05.png")
            save(as: "차트.png", in: dir)
            waitForText("Saved 차트.png") { self.window.ui.toasts }
            assertKeyboardBack(at: list)
            XCTAssertNil(window.imageShare.chooser)
            let written = try Data(contentsOf: dir.appendingPathComponent("차트.png"))
            XCTAssertEqual(Array(written.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
            XCTAssertEqual(String(decoding: written[12..<16], as: UTF8.self), "IHDR")
            func bigEndian(_ at: Int) -> Int { written[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual(bigEndian(16), Int(size.width * 2))
            XCTAssertEqual(bigEndian(20), Int(size.height * 2))
            let height: Int = 2 * (28 + 34 + 12 + 30 + 10 * 36 + 44 + 14)
            XCTAssertEqual(bigEndian(20), height)
        }
    }

    /// Save as Image… on a real day of 2018: the saved file is, byte for byte, the picture of the window's chart
    /// drawn here with its texts recorded, and those say each row's rank, title, audience and total under their
    /// headings, as KOBIS answered the day.
    func testTheSavedImageSaysEachRowsFiguresUnderTheirHeadings() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2018-05-05"))
            waitForFrame()
            guard let content = chart.imageContent else { return XCTFail("no chart to draw") }
            press(Int32(GDK_KEY_s), shift: true, control: true)
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-2018-05-05.png")
            save(as: "day.png", in: dir)
            waitForText("Saved day.png") { self.window.ui.toasts }
            let written = try Data(contentsOf: dir.appendingPathComponent("day.png"))
            let recorder = DrawnTextRecorder()
            let drawn = try XCTUnwrap(ChartImage.png(content, recorder: recorder))
            XCTAssertTrue(written == drawn, "the saved file is the picture whose texts are read below")
            let table = DrawnTable(recorder.texts)
            XCTAssertEqual(table.text.first, "Daily box office · 2018년 5월 5일 (토)")
            let rows = try XCTUnwrap(table.rows(under: ["Rank", "±", "Title", "Audience", "Total", "Share"]))
            XCTAssertEqual(
                rows.prefix(10).map { r in ["Rank", "Title", "Audience", "Total"].map { r[$0] ?? "-" } },
                [
                    ["1", "어벤져스: 인피니티 워", "820,839", "7,760,285"], ["2", "챔피언", "170,126", "506,368"],
                    ["3", "얼리맨", "33,773", "47,827"], ["4", "매직빈", "20,943", "28,706"],
                    ["5", "커다랗고 커다랗고 커다란 배", "19,297", "25,147"], ["6", "레오나르도 다 빈치", "13,274", "43,951"],
                    ["7", "그날, 바다", "5,746", "513,444"], ["8", "원더스트럭", "3,419", "10,798"],
                    ["9", "당갈", "2,718", "56,411"], ["10", "부르고뉴, 와인에서 찾은 인생", "2,634", "6,813"]
                ])
            XCTAssertEqual(rows.count, 11, "the ten rows, then the foot")
        }
    }

    /// In Korean, filtered: the window's words, the segment on a line of its own (24 px more), KOBIS in Korean.
    func testInKoreanTheImageNamesTheSegmentAndKOBIS() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            waitForFrame()
            activate(WinAction.films.with("diversity"))
            waitFor("the diversity films' chart") {
                self.chart.segment.films == .diversity && self.chart.phase == .loaded
            }
            guard let content = chart.imageContent else { return XCTFail("no chart to draw") }
            XCTAssertEqual(content.title, "일별 박스오피스 · 2022년 1월 5일 (수)")
            XCTAssertEqual(content.segment, "다양성 영화")
            XCTAssertEqual(content.source, "자료: 영화관입장권통합전산망 (KOBIS)")
            XCTAssertEqual(content.headers, ["순위", "변동", "영화명", "관객수", "누적", "점유율"])
            press(Int32(GDK_KEY_c), shift: true, control: true)
            waitForText("박스오피스를 이미지로 복사했습니다") { self.window.ui.toasts }
            guard let texture = clipboardTexture(of: window.window) else {
                return XCTFail("no texture on the clipboard")
            }
            defer { g_object_unref(texture.raw) }
            let rows = content.rows.count
            let height: Int = 2 * (28 + 34 + 24 + 12 + 30 + 44 + 14) + 72 * rows
            XCTAssertEqual(Int(gdk_texture_get_height(cast(texture))), height)
            if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"],
                let png = ChartImage.png(content)
            {
                XCTAssertNoThrow(try png.write(to: URL(fileURLWithPath: "\(folder)/chart-image-ko.png")))
            }
        }
    }

    /// The weekend's chart (Alt+2), in Korean: the week's long title made smaller to fit, not cut.
    func testTheWeekendsImageInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment()) {
                $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
            }
            waitForFrame()
            press(Int32(GDK_KEY_2), alt: true)
            waitFor("the weekend chart") { self.chart.kind == .weekend && self.chart.phase == .loaded }
            guard let content = chart.imageContent else { return XCTFail("no chart to draw") }
            XCTAssertEqual(content.title, "주말 박스오피스 · \(chart.dayTitle)")
            XCTAssertEqual(content.title, "주말 박스오피스 · 2021년 12월 31일–2022년 1월 2일 · 52주차 주말")
            press(Int32(GDK_KEY_c), shift: true, control: true)
            waitForText("박스오피스를 이미지로 복사했습니다") { self.window.ui.toasts }
            guard let texture = clipboardTexture(of: window.window) else {
                return XCTFail("no texture on the clipboard")
            }
            defer { g_object_unref(texture.raw) }
            XCTAssertEqual(Int(gdk_texture_get_width(cast(texture))), 1440)
            if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"],
                let png = ChartImage.png(content)
            {
                XCTAssertNoThrow(try png.write(to: URL(fileURLWithPath: "\(folder)/chart-image-weekend.png")))
            }
        }
    }

    func testNothingToShareOnAnEmptyDay() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-04"))  // KOBIS has no numbers for it
            XCTAssertEqual(visiblePage, "empty")
            XCTAssertNil(chart.imageContent)
            activate(WinAction.copyImage)
            waitForText("There is no chart on screen to copy or save.") { self.window.ui.toasts }
            activate(WinAction.saveImage)
            XCTAssertNil(window.imageShare.chooser, "no dialog for nothing")
        }
    }
}
