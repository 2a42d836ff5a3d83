import BoxOfficeCore
import XCTest

/// The cached library's binary form: the same library back, and nothing else read from a file cut short,
/// of another key or version, or with counts past its length (a user can edit it).
final class ReferenceLibraryBinaryTests: XCTestCase {
    let key = ReferenceLibrary.BinaryKey(7, 42, 860_000, 1_700_000_000_000_000_000)

    private func decode(_ bytes: [UInt8], key: ReferenceLibrary.BinaryKey? = nil) -> ReferenceLibrary? {
        bytes.withUnsafeBytes { ReferenceLibrary(binary: $0, key: key ?? self.key) }
    }

    func testTheSameLibraryBackAndTheSameForecasts() throws {
        let library = ShippedRuns.library
        let bytes = try XCTUnwrap(library.binary(key: key))
        let back = try XCTUnwrap(decode(bytes))
        XCTAssertEqual(back.entries.count, library.entries.count)
        XCTAssertEqual(back.entries.map(\.run), library.entries.map(\.run))
        XCTAssertEqual(back.entries.map(\.teachesFrom), library.entries.map(\.teachesFrom))
        for (code, day) in [("20182530", 7), ("20204548", 3), ("20177478", 14)] {
            let a = try Forecaster(library: library).forecast(movieCode: code, atDay: day, breakEven: 5_000_000).get()
            let b = try Forecaster(library: back).forecast(movieCode: code, atDay: day, breakEven: 5_000_000).get()
            XCTAssertEqual([a.median, a.low, a.high], [b.median, b.low, b.high], code)
            XCTAssertEqual(a.chances.map(\.chance), b.chances.map(\.chance), code)
            XCTAssertEqual(a.similar.map(\.movieCode), b.similar.map(\.movieCode), code)
        }
    }

    /// The ranges' past forecasts go in the file with the library: a forecaster on the library read back answers
    /// the same, ranges and an ended run's D3, D7 and D14 included, without working out any again.
    func testThePastForecastsAreCachedWithTheLibrary() throws {
        let library = ShippedRuns.library
        let first = Forecaster(library: library)
        let asked: [(String, Int)] = [("20182530", 7), ("20204548", 3), ("20177478", 14)]
        let made = try asked.map { try first.forecast(movieCode: $0.0, atDay: $0.1).get() }
        let ended = try XCTUnwrap(first.endedRun(movieCode: "20177478"))
        let worked = try XCTUnwrap(first.libraryWithNewPastForecasts())
        XCTAssertEqual(worked.pastForecasts.keys.sorted(), [3, 7, 14])
        // At least the 150 past runs of 극한직업's range at D7.
        XCTAssertGreaterThanOrEqual(worked.pastForecasts[7]?.count ?? 0, 150)
        XCTAssertTrue(library.pastForecasts.isEmpty)
        let bytes = try XCTUnwrap(worked.binary(key: key))
        let back = try XCTUnwrap(decode(bytes))
        XCTAssertEqual(back.pastForecasts.keys.sorted(), [3, 7, 14])
        for (d, values) in worked.pastForecasts {
            XCTAssertEqual(back.pastForecasts[d]?.mapValues(\.bitPattern), values.mapValues(\.bitPattern), "D\(d)")
        }
        let second = Forecaster(library: back)
        for ((code, day), a) in zip(asked, made) {
            let b = try second.forecast(movieCode: code, atDay: day).get()
            XCTAssertEqual([a.median, a.low, a.high], [b.median, b.low, b.high], code)
            XCTAssertEqual(a.chances.map(\.chance), b.chances.map(\.chance), code)
        }
        XCTAssertEqual(second.endedRun(movieCode: "20177478"), ended)
        XCTAssertNil(second.libraryWithNewPastForecasts(), "every past forecast was read from the file")
        // 어벤져스's latest run is its 2020 re-release, which reached D3 only.
        XCTAssertEqual(ended.past.map(\.day), [3])
        XCTAssertEqual(ended.lastDay, Day(year: 2020, month: 5, day: 4))
    }

    func testAnythingElseIsRefusedWithoutTrapping() throws {
        let bytes = try XCTUnwrap(ShippedRuns.library.binary(key: key))
        XCTAssertNil(decode(bytes, key: .init(7, 43, 860_000, 1_700_000_000_000_000_000)), "another history")
        XCTAssertNil(decode([]))
        XCTAssertNil(decode(Array(bytes.prefix(56))))
        for cut in stride(from: 1, to: bytes.count, by: 4_099) {
            XCTAssertNil(decode(Array(bytes.prefix(cut))), "\(cut)")
        }
        XCTAssertNil(decode(bytes + [0]))
        var version = bytes
        version[8] &+= 1
        XCTAssertNil(decode(version))
        // Counts and offsets at their largest: refused, not read past the end.
        for at in [44, 48, 52, 56, 60, 64, 68, 76, 80] {
            var edited = bytes
            for i in at..<(at + 4) { edited[i] = 0xFF }
            XCTAssertNil(decode(edited), "\(at)")
        }
        // A day out of order or not a day.
        var day = bytes
        let firstDay = 56 + ShippedRuns.library.entries.count * 32
        for i in firstDay..<(firstDay + 4) { day[i] = 0xFF }
        XCTAssertNil(decode(day))
        // Any byte changed: a library or nil, never a trap.
        var flipped = bytes
        for i in stride(from: 0, to: bytes.count, by: 997) { flipped[i] ^= 0x5A }
        _ = decode(flipped)
    }
}
