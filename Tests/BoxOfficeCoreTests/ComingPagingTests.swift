import XCTest

@testable import BoxOfficeCore

/// KOBIS's `totCnt` sizes the Coming list's read; a hostile or damaged one must neither trap nor read past
/// the limit. A seeded fuzz over the whole Int range, checked against the same count done in Double.
final class ComingPagingTests: XCTestCase {
    func testEveryTotalCountGivesOneToFortyPagesWithoutTrapping() {
        var values = [
            Int.max, Int.max - 98, Int.max - 99, Int.min, Int.min + 1, -1, 0, 1, 99, 100, 101, 3_999, 4_000, 4_001,
            4_100, 4_101, 95_043
        ]
        var seed: UInt64 = 0x2026_1128
        for _ in 0..<10_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Every magnitude: a random bit pattern shifted right by a random amount.
            values.append(Int(truncatingIfNeeded: seed) >> Int(seed % 64))
        }
        for total in values {
            let expected = Int(min(40, max(1, (max(0, Double(total)) / 100).rounded(.up))))
            XCTAssertEqual(ComingPaging.pages(totalCount: total), expected, "\(total)")
            XCTAssertEqual(ComingPaging.isCut(totalCount: total), Double(total) > 4_000, "\(total)")
        }
        XCTAssertEqual(ComingPaging.pages(totalCount: 206), 3)
        XCTAssertEqual(ComingPaging.pages(totalCount: 95_043), 40)
    }
}
