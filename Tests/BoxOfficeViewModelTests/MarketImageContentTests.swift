import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import LoopbackServer
import XCTest

@testable import BoxOfficeViewModels

/// What the market's shared image says for each scope, and the file name Save as Image… proposes, on the real
/// 2018 history (Tests/Fixtures/market).
final class MarketImageContentTests: XCTestCase {
    @MainActor private func model() throws -> MarketViewModel {
        let dir = makeTemporaryDirectory("market-image")
        try MarketHistory.copy(into: dir)
        let cache = try DiskCache(directory: dir)
        let latest = Day(year: 2018, month: 12, day: 31)!
        let model = MarketViewModel(
            history: HistoryStore(database: cache.database), fill: nil, language: .english, latest: { latest })
        model.setActive(true)
        return model
    }

    func testEachScopesTitleBarsListAndName() throws {
        try MainActor.assumeIsolated {
            let m = try model()
            var content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-market-2018.png")
            XCTAssertEqual(content.title, "Box office market · 2018")
            XCTAssertEqual(content.coverage, "Jan 1–Dec 31, 2018 · 365 of 365 days in history")
            XCTAssertEqual(content.figures.map(\.value).prefix(2), ["₩1.814 trillion", "215.7 million admissions"])
            XCTAssertEqual(
                content.bars.map(\.label),
                ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
            XCTAssertEqual(content.bars.first?.value, 183_122_138_368)
            XCTAssertEqual(content.scale.ticks.map(\.label), ["₩0", "₩100B", "₩200B", "₩300B"])
            XCTAssertEqual(content.lines.count, 10, "the first ten of the period's films")
            XCTAssertEqual(content.lines.first?.rank, "1")
            XCTAssertEqual(content.lines.first?.value, "12,261,650 admissions")
            XCTAssertEqual(content.source, "Source: KOBIS (Korean Box Office Information System)")

            m.drill(into: 1)
            content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-market-2018-01.png")
            XCTAssertEqual(content.title, "Box office market · January 2018")
            XCTAssertEqual(content.bars.count, 31)
            XCTAssertEqual(content.lines.map(\.title).prefix(2), ["신과함께-죄와 벌", "1987"])

            m.choose(.weekends)
            content = try XCTUnwrap(m.imageContent)
            XCTAssertEqual(m.imageName, "boxoffice-weekends-2018.png")
            XCTAssertEqual(content.title, "Box office market · Weekends of 2018")
            XCTAssertEqual(content.bars.count, 52)
            XCTAssertEqual(content.listTitle, "Weekends")
            XCTAssertEqual(content.lines.count, 10)
            XCTAssertEqual(content.lines.first?.rank, "", "weekends are listed newest first, not ranked")
            XCTAssertEqual(content.lines.first?.title, "Dec 28–30")
        }
    }
}
