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

/// Copy as Image (Ctrl+Shift+C) and Save as Image… (Ctrl+Shift+S) of a film's run, in its window, and of the
/// market's page in the main window, on real 2018 days: keys through Xvfb, the clipboard's texture and the
/// saved file's header read back at their exact sizes, light under the dark style.
final class ShareImageTests: KoreanUITestCase {
    /// 미니특공대X's ten days (D1–D8 missing, D9 outside the top 10, D10 #6), in Korean under the dark style.
    func testCtrlShiftCInAFilmsWindowCopiesItsRunAsALightImage() throws {
        try useKorean()
        MainActor.assumeIsolated {
            guard let detail = openMiniForceX(language: DisplayLanguage.fromEnvironment()), let run = detail.run,
                let model = run.model
            else { return }
            setDarkStyle(true)
            defer { setDarkStyle(false) }
            guard let content = model.imageContent else { return XCTFail("no run to draw") }
            XCTAssertEqual(content.title, "미니특공대X")
            XCTAssertEqual(content.subtitle, "관객수 · D1–D10 · 2018-03-22 – 2018-03-31")
            XCTAssertEqual(content.days.map(\.rank), [nil, nil, nil, nil, nil, nil, nil, nil, nil, 6])
            XCTAssertEqual(content.days.last?.value, 12376)
            XCTAssertEqual(content.source, "자료: 영화관입장권통합전산망 (KOBIS)")
            // Where it may end, as the window's section says it, under the milestones; a chance out of reach is
            // capped at "< 1%", never "≈ 0%" (docs/NUMBERS.md).
            XCTAssertEqual(
                content.forecast.map { $0.label + ": " + $0.value },
                [
                    "예상 최종 관객: ≈ 8.7만 명 · D10, 2018-03-31 기준", "80% 범위: ≈ 7.8만 명 – 11만 명",
                    "100만 명 돌파 가능성: < 1%", "300만 명 돌파 가능성: < 1%", "500만 명 돌파 가능성: < 1%",
                    "1,000만 명 돌파 가능성: < 1%"
                ])
            XCTAssertEqual(
                Actions.accelerators(app.application, RunAction.copyImage), ["<Shift><Control>c"])
            XCTAssertEqual(
                Actions.accelerators(app.application, RunAction.saveImage), ["<Shift><Control>s"])

            press(Int32(GDK_KEY_c), shift: true, control: true, in: detail.window)
            waitForText("흥행 기록을 이미지로 복사했습니다") { detail.window }
            guard let texture = clipboardTexture(of: detail.window) else { return XCTFail("no texture") }
            defer { g_object_unref(texture.raw) }
            // 720 × (28 + 34 + 24 + 12, the title and metric; 20 + 260 + 22, the weeks, bars and dates; 22, the note on
            // the missing and hollow days; 12 + 7 × 26, the milestones; 12 + 6 × 26, the forecast; 12 + 2 × 26, what
            // happened after the day forecast from; 44 + 14, the foot), at 2×.
            assertLightImage(texture, size: [1440, 1812])
            keepImage(RunImage.png(content), as: "share-run-window.png")
        }
    }

    /// Save as Image… from the film window's button, answered in the dialog as a user does.
    func testSaveAsImageInAFilmsWindowSavesThePNGTheUserNames() throws {
        try MainActor.assumeIsolated {
            guard let detail = openMiniForceX(language: .english), let run = detail.run,
                let content = run.model?.imageContent
            else { return }
            let focused = focusedWidget(detail.window)
            press(Int32(GDK_KEY_s), shift: true, control: true, in: detail.window)
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-run-20181366.png")
            save(as: "run.png", in: dir)
            waitForText("Saved run.png") { detail.window }
            XCTAssertNil(run.imageShare.chooser)
            XCTAssertEqual(try pngSize(dir.appendingPathComponent("run.png")), [1440, 1812])
            // The file is the picture whose texts are read here: each milestone's value beside its label.
            let recorder = DrawnTextRecorder()
            let saved = try Data(contentsOf: dir.appendingPathComponent("run.png"))
            XCTAssertTrue(saved == RunImage.png(content, recorder: recorder), "the picture whose texts are read")
            let table = DrawnTable(recorder.texts)
            XCTAssertEqual(table.text.first, "미니특공대X")
            XCTAssertEqual(
                content.milestones.map { [$0.label, table.value(rightOf: $0.label) ?? "-"] },
                [
                    ["Opening day", "—"],
                    ["Best day", "D10 2018-03-31: 12,376 admissions (best of the saved days, 8 missing)"],
                    ["Days at #1", "at least 0 (longest streak at least 0, in the saved days)"],
                    ["Passed 1 million admissions", "not within the saved days"],
                    ["Passed 5 million admissions", "not within the saved days"],
                    ["Passed 10 million admissions", "not within the saved days"],
                    ["Second weekend", "weekend days are missing (D2, D3, D4)"]
                ])
            // The keyboard is back in the film window: Esc closes it, as it does without a dialog before.
            assertKeyboardBack(in: detail.window, at: focused)
            press(Int32(GDK_KEY_Escape), in: detail.window)
            waitFor("the film's window closed") { gtk_widget_get_mapped(detail.window) == 0 }
        }
    }

    /// Compared with 콜 미 바이 유어 네임 (opened the same day), the shared run is what the chart then shows: both
    /// films' total admissions as lines, their legend and the sentence; the file is named for both.
    func testAComparedRunIsSharedAsBothLines() throws {
        try MainActor.assumeIsolated {
            guard let detail = openMiniForceX(language: .english), let run = detail.run, let model = run.model else {
                return
            }
            waitFor("the films offered") { run.ui.compareDropDown.count > 1 }
            guard let other = run.ui.compareDropDown.strings.firstIndex(where: { $0.hasPrefix("콜 미 바이 유어 네임") }) else {
                return XCTFail("not offered: \(run.ui.compareDropDown.strings)")
            }
            run.ui.compareDropDown.selected = UInt32(other)
            waitFor("compared") { run.chart.input.comparing }
            guard let content = model.imageContent, let compared = content.compared else {
                return XCTFail("no comparison to draw")
            }
            XCTAssertEqual(content.title, "미니특공대X")
            XCTAssertEqual(compared.title, "콜 미 바이 유어 네임")
            XCTAssertEqual(compared.sentence, model.comparison?.sentence)
            XCTAssertNotNil(compared.sentence)

            press(Int32(GDK_KEY_c), shift: true, control: true, in: detail.window)
            waitForText("Run copied as an image") { detail.window }
            guard let texture = clipboardTexture(of: detail.window) else { return XCTFail("no texture") }
            defer { g_object_unref(texture.raw) }
            // 720 × (28 + 34 + 24 + 12, the title and metric; 24, the legend; 20 + 260 + 22, the days; 22, the
            // sentence; 44 + 14, the foot), at 2×.
            assertLightImage(texture, size: [1440, 1008])
            keepImage(RunImage.png(content), as: "share-run-compared.png")

            press(Int32(GDK_KEY_s), shift: true, control: true, in: detail.window)
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-run-20181366-vs-20178522.png")
            save(as: "compared.png", in: dir)
            waitForText("Saved compared.png") { detail.window }
            XCTAssertEqual(try pngSize(dir.appendingPathComponent("compared.png")), [1440, 1008])
        }
    }

    /// The market's year in Korean: Ctrl+Shift+C copies the page, Ctrl+Shift+S saves it under its own name.
    func testTheMarketsYearIsCopiedAndSavedInKorean() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            clock.set("2019-01-01T00:00:00Z")  // 2018 is over
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            try launch(language: DisplayLanguage.fromEnvironment())
            activate(WinAction.view.with("market"))
            waitFor("the market shown") { self.window.marketShown?.phase == .shown }
            setDarkStyle(true)
            defer { setDarkStyle(false) }
            guard let model = window.marketShown, let content = model.imageContent else {
                return XCTFail("no market to draw")
            }
            XCTAssertEqual(content.title, "박스오피스 시장 · 2018년")
            XCTAssertEqual(content.figures.map(\.value).prefix(3), ["1조 8,141억 원", "2억 1,572만 명", "61.4%"])
            // KOFIC's headline (the share of admissions), the sales share and the foreign films' rest, as in the window.
            XCTAssertEqual(
                content.figures[2].detail,
                "관객 기준(≈ 1,406만 명) · 매출액 기준 61.6%(≈ 1,128억 원) · 외국 영화 관객 38.6%, 매출액 38.4% · 한국 영화 차트가 있는 31일")
            XCTAssertEqual(content.bars.count, 12)
            XCTAssertEqual(content.lines.map(\.title).prefix(2), ["신과함께-인과 연", "어벤져스: 인피니티 워"])
            XCTAssertEqual(content.lines.count, 10)

            press(Int32(GDK_KEY_c), shift: true, control: true)
            waitForText("시장을 이미지로 복사했습니다") { self.window.ui.toasts }
            guard let texture = clipboardTexture(of: window.window) else { return XCTFail("no texture") }
            defer { g_object_unref(texture.raw) }
            // As `boxoffice market --year 2018 --format png` draws it (ImageCommandTests): 720 × 1092 at 2×.
            assertLightImage(texture, size: [1440, 2184], white: 0.6)

            press(Int32(GDK_KEY_s), shift: true, control: true)
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-market-2018.png")
            save(as: "시장.png", in: dir)
            waitForText("시장.png 파일을 저장했습니다") { self.window.ui.toasts }
            XCTAssertNil(window.imageShare.chooser)
            XCTAssertEqual(try pngSize(dir.appendingPathComponent("시장.png")), [1440, 2184])
            keepImage(MarketImage.png(content), as: "share-market-window.png")

            // The README's promise: `boxoffice market --year 2018 --format png`, run in a Korean terminal on the
            // same history at the same moment, writes the same file byte for byte.
            let terminal = dir.appendingPathComponent("terminal")
            try MarketHistory.copy(into: terminal)
            let file = terminal.appendingPathComponent("market.png")
            let status = try runCommand(
                ["market", "--year", "2018", "--format", "png", "--output", file.path],
                env: [
                    "HOME": terminal.path, "BOXOFFICE_CACHE_DIR": terminal.path, "LANG": "ko_KR.UTF-8",
                    "BOXOFFICE_LOCALE_DIR": dir.appendingPathComponent("locale").path,
                    "BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"
                ])
            XCTAssertEqual(status, 0)
            let saved = try Data(contentsOf: dir.appendingPathComponent("시장.png"))
            let printed = try Data(contentsOf: file)
            XCTAssertEqual(saved.count, printed.count)
            XCTAssertTrue(saved == printed, "the window's file and the command's are the same bytes")
            // And the file says the page's figures under their labels, its films' admissions on their lines.
            let recorder = DrawnTextRecorder()
            XCTAssertTrue(saved == MarketImage.png(content, recorder: recorder), "the picture whose texts are read")
            let table = DrawnTable(recorder.texts)
            XCTAssertEqual(
                ["매출액 ≈", "관객수 ≈", "한국 영화 점유율"].map { table.value(below: $0) },
                ["1조 8,141억 원", "2억 1,572만 명", "61.4%"])
            XCTAssertTrue(table.text.contains("1 | 신과함께-인과 연 | 12,261,650명"), "\(table.text)")
        }
    }

    /// The `boxoffice` built beside the tests, run as a process with only `env` (no display): its exit status,
    /// once it has ended.
    @MainActor private func runCommand(_ args: [String], env: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("boxoffice")
        process.arguments = args
        var environment = env.merging(["PATH": "/usr/bin:/bin", "BOXOFFICE_KOBIS_KEY": FixtureAPI.kobisKey]) { $1 }
        // The AddressSanitizer run: the child needs the same options.
        for name in ["ASAN_OPTIONS", "G_DEBUG"] { environment[name] = ProcessInfo.processInfo.environment[name] }
        process.environment = environment
        try process.run()
        waitFor("boxoffice \(args.first ?? "") finished", timeout: 60) { !process.isRunning }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
