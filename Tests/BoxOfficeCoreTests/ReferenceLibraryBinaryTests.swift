import BoxOfficeCore
import XCTest

/// The cached library's binary form: the same library back, and nothing else read from a file cut short,
/// of another key or version, or with counts past its length (a user can edit it).
final class ReferenceLibraryBinaryTests: XCTestCase {
    let key = ReferenceLibrary.BinaryKey(7, 42, 860_000, 1_700_000_000_000_000_000)

    private func decode(_ bytes: [UInt8], key: ReferenceLibrary.BinaryKey? = nil, film: String? = nil)
        -> ReferenceLibrary?
    {
        bytes.withUnsafeBytes { raw in
            guard let film else { return ReferenceLibrary(binary: raw, key: key ?? self.key) }
            return ReferenceLibrary(binary: raw, key: key ?? self.key, film: film)
        }
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
        // Counts and offsets at their largest, or an opening day a run would not keep (1969-12-31): refused, not
        // read past the end.
        // (The header's counts, the market's first day and count, then the first entry's strings and opening day.)
        for at in [44, 48, 52, 56, 60, 64, 68, 72, 76, 84, 88] {
            var edited = bytes
            for i in at..<(at + 4) { edited[i] = 0xFF }
            XCTAssertNil(decode(edited), "\(at)")
        }
        // A day not a day (past the year 9999), or out of order: the file's first run's days begin after the
        // 72-byte header and the 40-byte entries, 48 bytes each, its day first.
        let firstDay = 72 + ShippedRuns.library.entries.count * 40
        var notADay = bytes
        for i in firstDay..<(firstDay + 4) { notADay[i] = i == firstDay + 3 ? 0x7F : 0xFF }
        XCTAssertNil(decode(notADay))
        XCTAssertNil(decode(notADay, film: "20182530"), "a part is read from a file checked whole")
        let second = try XCTUnwrap(ShippedRuns.library.entries.firstIndex { $0.run.days.count >= 2 })
        let secondDay = firstDay + (ShippedRuns.library.entries[..<second].map(\.run.days.count).reduce(0, +) + 1) * 48
        var outOfOrder = bytes
        outOfOrder.replaceSubrange(secondDay..<(secondDay + 4), with: bytes[(secondDay - 48)..<(secondDay - 44)])
        XCTAssertNil(decode(outOfOrder))
        XCTAssertNil(decode(outOfOrder, film: "20182530"))
        // The market's running totals (8 bytes a day, before the strings): one raised, the whole library, which
        // sums them again, is refused, while a part reads them as written; falling, both are refused (a level
        // from falling totals could overflow).
        func count(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let marketAt = bytes.count - count(52) - count(68) * 8
        XCTAssertEqual(count(68), 2_192, "each day of 2017–2022, and the total after")
        var raised = bytes
        raised[marketAt + (count(68) - 1) * 8 + 7] = 0x01
        XCTAssertNil(decode(raised))
        XCTAssertNotNil(decode(raised, film: "20182530"))
        var falling = bytes
        falling[marketAt + 8 + 7] = 0x01
        XCTAssertNil(decode(falling))
        XCTAssertNil(decode(falling, film: "20182530"))
        for cut in stride(from: 1, to: bytes.count, by: 40_009) {
            XCTAssertNil(decode(Array(bytes.prefix(cut)), film: "20182530"), "\(cut)")
        }
        // Any byte changed: a library or nil, never a trap.
        var flipped = bytes
        for i in stride(from: 0, to: bytes.count, by: 997) { flipped[i] ^= 0x5A }
        _ = decode(flipped)
        _ = decode(flipped, film: "20182530")
    }

    /// A forecast decodes the part of the file its film's forecasts can use (`init(binary:key:film:)`): the runs
    /// that had begun to teach by the day its latest run is known to have ended, and its own. The same answers
    /// as from the whole file: at any day, as of a day, an ended run's past forecasts, a film it does not hold.
    func testAFilmsPartAnswersAsTheWholeLibrary() throws {
        let library = ShippedRuns.library
        let bytes = try XCTUnwrap(library.binary(key: key))
        let whole = Forecaster(library: try XCTUnwrap(decode(bytes)))
        var sizes: [Int] = []
        for code in ["20182530", "20204548", "20177478", "99999999"] {
            let part = try XCTUnwrap(decode(bytes, film: code))
            sizes.append(part.entries.count)
            XCTAssertNil(part.binary(key: key), "a part is never cached")
            let forecaster = Forecaster(library: part)
            for day in [1, 3, 7, 14, 35] {
                XCTAssertEqual(
                    forecaster.forecast(movieCode: code, atDay: day), whole.forecast(movieCode: code, atDay: day),
                    "\(code) D\(day)")
            }
            XCTAssertEqual(forecaster.forecast(movieCode: code), whole.forecast(movieCode: code), code)
            XCTAssertEqual(forecaster.endedRun(movieCode: code), whole.endedRun(movieCode: code), code)
        }
        // 극한직업 (2019) learns from the runs that ended by April 2019, a third of them; 어벤져스's 2020
        // re-release reaches further; a film the library does not hold, from none.
        XCTAssertEqual(library.entries.count, 1_831)
        XCTAssertEqual(sizes, [607, 1_704, 927, 0])
        let asOf = try XCTUnwrap(Day("2019-02-02"))
        let part = try XCTUnwrap(decode(bytes, film: "20182530"))
        XCTAssertEqual(part.part, Day("2019-04-03"), "the day after 극한직업's last ranked day and 14 more")
        XCTAssertEqual(
            Forecaster(library: part).forecast(movieCode: "20182530", asOf: asOf),
            whole.forecast(movieCode: "20182530", asOf: asOf))
        XCTAssertEqual(
            Forecaster(library: part).forecast(movieCode: "99999999", atDay: 7), .failure(.noDays(title: nil)))
    }

    /// The past forecasts worked out on a part are cached in the whole library (`withPastForecasts(of:)`), in
    /// the places the whole library's forecasters read them from.
    func testAPartsPastForecastsGoBackIntoTheWholeLibrary() throws {
        let bytes = try XCTUnwrap(ShippedRuns.library.binary(key: key))
        let onWhole = Forecaster(library: try XCTUnwrap(decode(bytes)))
        let onPart = Forecaster(library: try XCTUnwrap(decode(bytes, film: "20182530")))
        XCTAssertEqual(
            onPart.forecast(movieCode: "20182530", atDay: 7), onWhole.forecast(movieCode: "20182530", atDay: 7))
        let fromWhole = try XCTUnwrap(onWhole.libraryWithNewPastForecasts())
        let fromPart = try XCTUnwrap(onPart.libraryWithNewPastForecasts())
        let kept = try XCTUnwrap(decode(bytes)).withPastForecasts(of: fromPart)
        XCTAssertNil(kept.part)
        XCTAssertEqual(kept.pastForecasts[7]?.count, 150)
        XCTAssertEqual(
            kept.pastForecasts.mapValues { $0.mapValues(\.bitPattern) },
            fromWhole.pastForecasts.mapValues { $0.mapValues(\.bitPattern) })
        let back = try XCTUnwrap(decode(try XCTUnwrap(kept.binary(key: key)), film: "20182530"))
        let again = Forecaster(library: back)
        XCTAssertEqual(
            again.forecast(movieCode: "20182530", atDay: 7), onWhole.forecast(movieCode: "20182530", atDay: 7))
        XCTAssertNil(again.libraryWithNewPastForecasts(), "read from the file")
    }
}
