import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// `--format png --output FILE`: the pictures the windows copy and save, drawn by `boxoffice-app` without a
/// display (the static `boxoffice` hands png on). The PNG's IHDR gives the exact size: 2× the logical one.
final class ImageCommandTests: CommandLineTestCase {
    /// 2019-01-01 09:00 KST: 2018 is over.
    private let now = ["BOXOFFICE_NOW": "2019-01-01T09:00:00+09:00"]

    override func setUp() {
        super.setUp()
        try? MarketHistory.copy(into: cacheDir)
    }

    private func output(_ name: String) -> String { cacheDir.appendingPathComponent(name).path }

    /// Width and height from the PNG's header, after checking it is one.
    private func pngSize(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], file: file, line: line)
        XCTAssertEqual(String(decoding: data[12..<16], as: UTF8.self), "IHDR", file: file, line: line)
        func bigEndian(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [bigEndian(16), bigEndian(20)]
    }

    private func keepScreenshot(_ path: String, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] else { return }
        try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        try? FileManager.default.copyItem(atPath: path, toPath: "\(folder)/\(name)")
    }

    func testDailyWritesThePictureTheWindowSavesAndNothingOnStdout() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let file = output("day.png")
        let r = try boxoffice(
            ["daily", "--date", "2022-01-05", "--format", "png", "--output", file], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stdout, "")
        // ChartImageTests' window image: 720 × (28 + 34 + 12 + 30 + 10 × 36 + 44 + 14) at 2×.
        XCTAssertEqual(try pngSize(file), [1440, 1044])

        // Asked again from the cache: the static command hands png to the app, which answers the same.
        let small = output("small.png")
        let again = try boxoffice(
            ["daily", "--date", "2022-01-05", "--format", "png", "--output", small, "--scale", "1", "--width", "800"],
            env: environment(api))
        XCTAssertEqual(again.status, 0, again.all)
        XCTAssertEqual(try pngSize(small), [800, 522])

        // A day KOBIS has no numbers for: the sentence and status 2 as for a table, and no picture of nothing.
        let empty = output("empty.png")
        let none = try boxoffice(
            ["daily", "--date", "2022-01-04", "--format", "png", "--output", empty], env: environment(api))
        XCTAssertEqual(none.status, 2, none.all)
        XCTAssertEqual(none.stderr, "boxoffice: KOBIS has no numbers for Tue, Jan 4, 2022 yet.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: empty))
    }

    /// What `daily --format png` drew, read back: the file is, byte for byte, the picture drawn here from KOBIS's
    /// answer for 2018-05-05 with its texts recorded, and those say each row's figures under their headings.
    func testDailyPNGIsThePictureWhoseFiguresReadBackUnderTheirHeadings() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let file = output("2018-05-05.png")
        let r = try boxoffice(
            ["daily", "--date", "2018-05-05", "--format", "png", "--output", file], env: environment(api))
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stdout, "")

        let day = try XCTUnwrap(Day("2018-05-05"))
        let chart = try XCTUnwrap(MarketHistory.chart("market/2018/20180505.json"))
        let content = ChartImageContent(
            chart: chart, selection: ChartSelection(kind: .daily, day: day), regions: [], language: .english)
        let recorder = DrawnTextRecorder()
        let drawn = try XCTUnwrap(ChartImage.png(content, recorder: recorder))
        let written = try Data(contentsOf: URL(fileURLWithPath: file))
        XCTAssertEqual(written.count, drawn.count)
        XCTAssertTrue(written == drawn, "the command's file is the picture drawn here")
        let table = DrawnTable(recorder.texts)
        XCTAssertEqual(table.text.first, "Daily box office · Sat, May 5, 2018")
        let rows = try XCTUnwrap(table.rows(under: ["Rank", "±", "Title", "Audience", "Total", "Share"]))
        XCTAssertEqual(
            rows.prefix(3).map { r in ["Rank", "Title", "Audience", "Total"].map { r[$0] ?? "-" } },
            [
                ["1", "어벤져스: 인피니티 워", "820,839", "7,760,285"], ["2", "챔피언", "170,126", "506,368"],
                ["3", "얼리맨", "33,773", "47,827"]
            ])
        XCTAssertEqual(rows.count, 11)
    }

    func testRunAndMarketOf2018() throws {
        let env = environment(nil, extra: now)
        let run = output("run.png")
        let r = try boxoffice(["run", "20175054", "--format", "png", "--output", run], env: env)
        XCTAssertEqual(r.status, 0, r.all)
        XCTAssertEqual(r.stdout, "")
        // 720 × (28 + 34 + 24 + 12, the title and metric; 20 + 260 + 22, the weeks, bars and dates; 12 + 7 × 26, the
        // milestones; 44 + 14, the foot): 메이즈 러너's whole run is in the 2018 history, so no note on gaps.
        XCTAssertEqual(try pngSize(run), [1440, 1304])
        keepScreenshot(run, as: "share-run-en.png")

        // Compared with 그것만이 내 세상 (opened the same day), as `--compare` prints: both totals as lines on their
        // D-numbers. 720 × (28 + 34 + 24 + 12, the title and metric; 24, the legend; 20 + 260 + 22, the days; 22, the
        // sentence; 44 + 14, the foot): no milestones.
        let compared = output("run-compared.png")
        let c = try boxoffice(
            ["run", "20175054", "--compare", "20176104", "--format", "png", "--output", compared], env: env)
        XCTAssertEqual(c.status, 0, c.all)
        XCTAssertEqual(c.stdout, "")
        XCTAssertEqual(try pngSize(compared), [1440, 1008])
        keepScreenshot(compared, as: "share-run-compared-en.png")

        let year = output("market.png")
        let m = try boxoffice(["market", "--year", "2018", "--format", "png", "--output", year], env: env)
        XCTAssertEqual(m.status, 0, m.all)
        XCTAssertEqual(m.stdout, "")
        // 720 × (28 + 34 + 24, the title and coverage; 12 + 2 × 100, two rows of two figures (their details two
        // lines); 32 + 200 + 22 + 12, the caption, bars and months; 30 + 10 × 44, the ten films; 44 + 14, the foot).
        XCTAssertEqual(try pngSize(year), [1440, 2184])
        keepScreenshot(year, as: "share-market-en.png")

        let catalogue = try compileKoreanCatalogue()
        let korean = environment(
            nil, extra: now.merging(["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": catalogue]) { $1 })
        for (args, name) in [
            (["--year", "2018"], "share-market.png"), (["--year", "2018", "--month", "1"], "share-market-month.png"),
            (["--year", "2018", "--weekends"], "share-market-weekends.png")
        ] {
            let file = output(name)
            let k = try boxoffice(["market"] + args + ["--format", "png", "--output", file], env: korean)
            XCTAssertEqual(k.status, 0, k.all)
            XCTAssertEqual(try pngSize(file)[0], 1440)
            keepScreenshot(file, as: name)
        }
        let kRun = output("share-run.png")
        XCTAssertEqual(try boxoffice(["run", "20175054", "--format", "png", "--output", kRun], env: korean).status, 0)
        keepScreenshot(kRun, as: "share-run.png")
        let kCompared = output("share-run-compared.png")
        let kc = try boxoffice(
            ["run", "20175054", "--compare", "20176104", "--format", "png", "--output", kCompared], env: korean)
        XCTAssertEqual(kc.status, 0, kc.all)
        XCTAssertEqual(try pngSize(kCompared), [1440, 1008])
        keepScreenshot(kCompared, as: "share-run-compared-ko.png")
    }

    func testPNGWithoutOutputOrWithABadScaleIsOneSentence() throws {
        let env = environment(nil, extra: now)
        let none = try boxoffice(["daily", "--date", "2022-01-05", "--format", "png"], env: env)
        XCTAssertEqual(none.status, 64)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(
            none.stderr.contains(
                "boxoffice: --format png writes a picture, not text: name its file with --output FILE."),
            none.stderr)
        let scale = try boxoffice(
            ["market", "--year", "2018", "--format", "png", "--output", output("x.png"), "--scale", "9"], env: env)
        XCTAssertEqual(scale.status, 64)
        XCTAssertTrue(scale.stderr.contains("boxoffice: --scale takes a number from 1 to 4."), scale.stderr)
        let width = try boxoffice(
            ["run", "20175054", "--format", "png", "--output", output("x.png"), "--width", "100"], env: env)
        XCTAssertEqual(width.status, 64)
        XCTAssertTrue(
            width.stderr.contains("boxoffice: --width takes a width from 640 to 1600 (logical pixels)."), width.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output("x.png")))
    }
}
