import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The UI follows the locale: Korean with the catalogue in po/, English with English titles.
final class LanguageTests: KoreanUITestCase {
    func testKoreanLocaleShowsTheKoreanInterface() throws {
        use(locale: "ko_KR.UTF-8", catalogue: try compileCatalogue())
        XCTAssertNotNil(
            setlocale(LC_ALL, nil).map { String(cString: $0) }.flatMap { $0.hasPrefix("ko_KR") ? $0 : nil },
            "ko_KR.UTF-8 must be installed (meson-helpers/install-deps.sh generates it)")
        XCTAssertEqual(tr("Refresh"), "새로 고침")
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitForText("경관의 피") { self.window.list.root }
            waitForFrame()
            let texts = visibleTexts(window.list.root)
            XCTAssertTrue(
                texts.starts(with: ["1", "신작", "경관의 피", "2022년 1월 5일 개봉 · 1일째", "64,050명", "누적 69,228명", "매출 점유율 34.2%"]
                ),
                "\(texts.prefix(8))")
            XCTAssertEqual(window.ui.refresh.tooltip, "새로 고침(F5)")
            XCTAssertEqual(
                window.ui.noteLabel.text,
                "KOBIS는 다음 날 정오(한국 시간)까지 이 수치를 보정할 수 있습니다.")
            screenshot("list", window.window)
            let button = window.header.dateButton
            gtk_menu_button_popup(cast(window.ui.dateButton.widget))
            waitFor("the calendar open") { gtk_widget_get_mapped(button.popover.widget) != 0 }
            waitForFrame(button.popover.widget)
            screenshot(
                "calendar", window.window,
                overlays: [overlay(button.popover.widget, under: window.ui.dateButton.widget)])
            gtk_popover_popdown(cast(button.popover.widget))
            activate(WinAction.showGrid)
            waitFor("posters on the cards") { self.api.server.requests(to: "/img/").count >= 5 }
            waitForFrame()
            screenshot("grid", window.window)
            openFilm(at: 0, grid: true)  // Enter or a click on the first card
            guard let detail = app.details["20199882"] else { return XCTFail("no detail window") }
            waitForText("배우(96명)") { detail.window }
            waitFor("the poster shown") { detail.poster.visiblePage == "poster" }
            waitForFrame(detail.window)
            let detailTexts = visibleTexts(detail.window)
            for expected in ["감독", "이규만", "상영 시간", "119분", "관람 등급", "배우(96명)"] {
                XCTAssertTrue(detailTexts.contains(expected), "missing \(expected): \(detailTexts.prefix(30))")
            }
            screenshot("detail", detail.window)
            activate(AppAction.preferences)
            guard let prefs = app.preferences else { return XCTFail("no preferences window") }
            // The launch's key is saved: the row says so by its last four characters, and Test tests it.
            waitForText("KOBIS 키 (저장됨, 끝 \(FixtureAPI.kobisKey.suffix(4)))") { prefs.window }
            gtk_widget_activate(prefs.ui.kobisTest.widget)
            waitForText("KOBIS 키가 정상입니다.") { prefs.window }
            waitForFrame(prefs.window)
            screenshot("preferences", prefs.window)
        }
    }

    /// A phone-sized window (360 px, a tiled half on a small laptop) works: the header and the rows take
    /// their narrow forms, the grid falls to two columns. Screenshots at 360, 920 and 1600 px.
    func testTheWindowWorksFrom360To1600Pixels() throws {
        use(locale: "ko_KR.UTF-8", catalogue: try compileCatalogue())
        try MainActor.assumeIsolated {
            for width in [360, 920, 1600] {
                try Data("width=\(width)\nheight=720\nlayout=list\n".utf8).write(
                    to: dir.appendingPathComponent("state.ini"))
                if app != nil {
                    gtk_window_destroy(cast(window.window))
                    app = nil
                }
                try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
                waitForText("경관의 피") { self.window.list.root }
                waitForFrame()
                XCTAssertLessThanOrEqual(
                    Int(gtk_widget_get_width(window.window)), width, "nothing forces the window wider")
                let date = String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget)))
                XCTAssertEqual(date, width == 360 ? "2022년\n1월 5일 (수)" : "2022년 1월 5일 (수)", "the year on two lines")
                if width == 360 {
                    waitForText("누적 69,228명 · 매출 점유율 34.2%") { self.window.list.root }  // the second line
                }
                screenshot("list-\(width)", window.window)
                activate(WinAction.showGrid)
                waitForText("경관의 피") { self.window.grid.root }
                waitForFrame()
                if width == 360 {
                    XCTAssertEqual(cardColumns(), 2, "two columns at 360 px")
                }
                screenshot("grid-\(width)", window.window)
            }
        }
    }

    /// How many distinct columns the mapped grid cards stand in.
    @MainActor func cardColumns() -> Int {
        var xs = Set<Int>()
        func walk(_ w: Widget) {
            guard gtk_widget_get_mapped(w) != 0 else { return }
            if gtk_widget_has_css_class(w, "chart-card") != 0 {
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(w, window.window, &bounds) != 0 { xs.insert(Int(bounds.origin.x)) }
                return
            }
            var child = gtk_widget_get_first_child(w)
            while let c = child {
                walk(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        walk(window.grid.grid)
        return xs.count
    }

    func testEnglishLocaleShowsEnglishDatesAndTitles() throws {
        use(locale: "en_US.UTF-8", catalogue: nil)
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment(), initialDay: Day("2022-01-05"))
            XCTAssertEqual(
                String(cString: gtk_menu_button_get_label(cast(window.ui.dateButton.widget))),
                "Wed, Jan 5, 2022")
            // The English title comes from the film's details (movieNmEn), fetched in the background.
            waitForText("The Policeman\u{2019}s Lineage") { self.window.list.root }
            let texts = visibleTexts(window.list.root)
            XCTAssertTrue(
                texts.starts(with: [
                    "1", "NEW", "The Policeman\u{2019}s Lineage", "Opened Jan 5, 2022 · day 1", "64,050 admissions"
                ]),
                "\(texts.prefix(6))")
            // Only two films have details on the fixture server (the others answer 503): those keep the Korean title.
            XCTAssertEqual(texts.filter { $0 == "스파이더맨: 노 웨이 홈" }.count, 1, "no English title known for rank 2")
        }
    }
}

/// Every message the code marks with tr(...) has a Korean translation in po/ko.po.
final class TranslationCompletenessTests: XCTestCase {
    func testEveryMessageIsTranslated() throws {
        let root = LanguageTests.root
        let sources = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") }
            .map { root.appendingPathComponent("Sources/\($0)").path }
            // `tr(` then the message, on the same line or the next (the formatter breaks long calls there).
            .filter {
                (try? String(contentsOfFile: $0, encoding: .utf8))?.contains(try! Regex(#"\btr\(\s*""#)) ?? false
            }
        let pot = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-\(UUID().uuidString).pot")
        defer { try? FileManager.default.removeItem(at: pot) }
        let xgettext = Process()
        xgettext.executableURL = URL(fileURLWithPath: "/usr/bin/xgettext")
        xgettext.arguments = ["--language=C", "--keyword=tr", "--from-code=UTF-8", "-o", pot.path] + sources
        xgettext.standardError = FileHandle.nullDevice
        try xgettext.run()
        xgettext.waitUntilExit()
        func ids(_ text: String) -> [String: String] {
            var result: [String: String] = [:]
            for block in text.components(separatedBy: "\n\n") {
                let lines = block.split(separator: "\n").map(String.init)
                func joined(_ key: String) -> String? {
                    guard let start = lines.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return nil }
                    var parts = [String(lines[start].dropFirst(key.count + 1))]
                    var i = start + 1
                    while i < lines.count, lines[i].hasPrefix("\"") {
                        parts.append(lines[i])
                        i += 1
                    }
                    return parts.map { String($0.dropFirst().dropLast()) }.joined()
                }
                if let id = joined("msgid"), !id.isEmpty { result[id] = joined("msgstr") ?? "" }
            }
            return result
        }
        let wanted = ids(try String(contentsOf: pot, encoding: .utf8))
        let korean = ids(try String(contentsOf: root.appendingPathComponent("po/ko.po"), encoding: .utf8))
        XCTAssertGreaterThan(wanted.count, 100)
        for id in wanted.keys.sorted() {
            XCTAssertFalse((korean[id] ?? "").isEmpty, "no Korean translation for \"\(id)\"")
        }
    }
}
