import BoxOfficeCore
import Foundation
import XCTest

/// The pure-Swift trimming must trim exactly what Foundation's character sets trim.
final class TrimmingTests: XCTestCase {
    func testItTrimsWhatFoundationTrims() {
        // Every scalar in the sets' ranges and around them, alone and around text.
        var edges: [Unicode.Scalar] = []
        for v in Array(0...0x3000) + [0x205F, 0x2060, 0xFEFF, 0x180E, 0x200B, 0xE000] {
            if let s = Unicode.Scalar(UInt32(v)) { edges.append(s) }
        }
        var checked = 0
        for s in edges {
            for text in ["\(s)", "\(s)12\(s)", "\(s)\(s)서울 \(s)x\(s)", "a\(s)", "\(s)a"] {
                XCTAssertEqual(
                    text.trimmingSpaces, text.trimmingCharacters(in: .whitespaces), "U+\(String(s.value, radix: 16))")
                XCTAssertEqual(
                    text.trimmingWhitespace, text.trimmingCharacters(in: .whitespacesAndNewlines),
                    "U+\(String(s.value, radix: 16))")
                checked += 1
            }
        }
        XCTAssertEqual(checked, edges.count * 5)
        XCTAssertEqual(" 경관의 피 ".trimmingSpaces, "경관의 피")
        XCTAssertEqual("\u{3000}1,234\n".trimmingSpaces, "1,234\n")
        XCTAssertEqual("\u{3000}1,234\n".trimmingWhitespace, "1,234")
        XCTAssertEqual(" \t ".trimmingWhitespace, "")
    }
}
