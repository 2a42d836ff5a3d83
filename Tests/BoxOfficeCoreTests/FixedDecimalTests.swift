import Foundation
import XCTest

@testable import BoxOfficeCore

/// `FixedDecimal` writes what C's printf writes: compared with `String(format:)` on the figures the app formats
/// (admissions in millions, money in billions, percentages), on ties, on the edges of what it works out, and on
/// forty thousand other numbers, each with 0 to 6 decimals.
final class FixedDecimalTests: XCTestCase {
    private func assertAsPrintf(_ x: Double, _ file: StaticString = #filePath, _ line: UInt = #line) {
        for decimals in 0...FixedDecimal.maxDecimals {
            let printf = String(format: "%.\(decimals)f", x)
            if x.isFinite, x.magnitude < FixedDecimal.maxMagnitude {
                XCTAssertEqual(
                    FixedDecimal.text(x, decimals: decimals), printf, "\(x) \(decimals)", file: file, line: line)
            } else {
                XCTAssertNil(FixedDecimal.text(x, decimals: decimals), "\(x)", file: file, line: line)
            }
        }
    }

    func testTheFiguresTheAppWrites() {
        XCTAssertEqual(FixedDecimal.text(8_093_833 / 1e6, decimals: 1), "8.1")
        XCTAssertEqual(FixedDecimal.text(16_252_575 / 1e6, decimals: 1), "16.3")
        XCTAssertEqual(FixedDecimal.text(0.25, decimals: 1), "0.2", "a tie, to even")
        XCTAssertEqual(FixedDecimal.text(0.35, decimals: 1), "0.3", "0.35 is a little below its decimal")
        XCTAssertEqual(FixedDecimal.text(2.5, decimals: 0), "2")
        XCTAssertEqual(FixedDecimal.text(-0.3, decimals: 0), "-0")
        XCTAssertEqual(FixedDecimal.text(-0.0, decimals: 2), "-0.00")
        XCTAssertEqual(FixedDecimal.text(1_814.06, decimals: 1), "1814.1")
        for admissions in stride(from: Int64(1_000_000), through: 20_000_000, by: 12_347) {
            assertAsPrintf(Double(admissions) / 1e6)
        }
        for tenth in 0...20_000 { assertAsPrintf(Double(tenth) / 10 + 0.05) }
        for percent in stride(from: -200.0, through: 200.0, by: 0.125) { assertAsPrintf(percent) }
    }

    func testEdgesAndBitPatterns() {
        for x in [
            0, 1, 0.5, 1.5, 9.5, 99.95, 0x1p52, 0x1p52 + 1, 0x1p59, 0x1p60, 0x1p60 - 256, .leastNonzeroMagnitude,
            .leastNormalMagnitude, 1e-300, 5e-7, 4.9999995e-7, .infinity, -.infinity, .nan, .greatestFiniteMagnitude
        ] {
            assertAsPrintf(x)
            assertAsPrintf(-x)
        }
        // SplitMix64, so the same numbers every run: any bit pattern, then as many of the sizes
        // the app writes.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<20_000 { assertAsPrintf(Double(bitPattern: next())) }
        for _ in 0..<20_000 { assertAsPrintf(Double(next() >> 11) / Double(1 << (next() % 53))) }
    }
}
