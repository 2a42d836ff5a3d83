/// A cached library's bytes checked and read in place (`ReferenceLibrary+Binary.swift` has the layout): every
/// count and offset, the entries' days and order and the market's totals are checked over the raw tables without
/// making a string or an array, so a forecast then decodes only the runs it can learn from
/// (`ReferenceLibrary(binary:key:film:)`); each run's days are checked as it is decoded. Nothing is read past
/// the buffer, nothing traps.
struct ReferenceLibraryBinaryReader {
    typealias Library = ReferenceLibrary

    private let bytes: UnsafeRawBufferPointer
    let entryCount: Int
    private let dayCount: Int
    private let stringBytes: Int
    private let daysAt: Int
    private let stringsAt: Int
    /// The held days' spans, the past forecasts and the market's level: small, decoded with the check.
    let known: DaySpans
    let pastForecasts: [Int: [Int: Double]]
    let market: MarketLevel

    /// Nil when the bytes are not a library of this format made from `key`, or anything in them is out of
    /// bounds, out of order or not a day.
    init?(_ bytes: UnsafeRawBufferPointer, key: Library.BinaryKey) {
        self.bytes = bytes
        let count = bytes.count
        guard count >= Library.headerBytes, bytes.prefix(8).elementsEqual(Library.binaryMagic),
            Self.u32(bytes, 8) == Library.binaryFormatVersion
        else { return nil }
        func i64(_ at: Int) -> Int64 { Int64(bitPattern: Self.u64(bytes, at)) }
        guard Library.BinaryKey(i64(12), i64(20), i64(28), i64(36)) == key else { return nil }
        entryCount = Int(Self.u32(bytes, 44))
        dayCount = Int(Self.u32(bytes, 48))
        stringBytes = Int(Self.u32(bytes, 52))
        let spanCount = Int(Self.u32(bytes, 56))
        let pastCount = Int(Self.u32(bytes, 60))
        let marketCount = Int(Self.u32(bytes, 68))
        guard entryCount <= Library.maxBinaryEntries, dayCount <= Library.maxBinaryDays,
            stringBytes <= Library.maxBinaryStringBytes, spanCount <= Library.maxBinaryDays,
            pastCount <= Library.maxBinaryDays, marketCount <= Library.maxBinaryDays
        else { return nil }
        daysAt = Library.headerBytes + entryCount * Library.entryBytes
        let spansAt = daysAt + dayCount * Library.dayBytes
        let pastAt = spansAt + spanCount * Library.spanBytes
        let marketAt = pastAt + pastCount * Library.pastBytes
        stringsAt = marketAt + marketCount * 8
        guard stringsAt + stringBytes == count,
            let spans = Self.spans(bytes, at: spansAt, count: spanCount),
            let past = Self.pastForecasts(bytes, at: pastAt, count: pastCount, entries: entryCount),
            let market = MarketLevel(
                first: Int(Int32(bitPattern: Self.u32(bytes, 64))),
                cumulative: (0..<marketCount).map { Int64(bitPattern: Self.u64(bytes, marketAt + 8 * $0)) }),
            Self.checkedEntries(bytes, entries: entryCount, days: dayCount, stringBytes: stringBytes)
        else { return nil }
        known = DaySpans(spans)
        pastForecasts = past
        self.market = market
    }

    // MARK: Reading

    /// The film's runs (by their code's bytes, no string made), in the library's order.
    func entries(of movieCode: String) -> [Int] {
        let code = Array(movieCode.utf8)
        return (0..<entryCount).filter { i in
            let at = entryAt(i)
            return Int(u32(at + 4)) == code.count && text(at).elementsEqual(code)
        }
    }

    /// The day entry `i` begins to teach (nil: never).
    func teachesFrom(_ i: Int) -> Day? { day(u32(entryAt(i) + 20)) }

    /// The first day entry `i`'s run is known to have ended on: the `ReferenceRun.endGap` + 1 th day after its
    /// last ranked day (`ReferenceRun.endKnownOn`).
    func endKnownOn(_ i: Int) -> Day {
        let at = entryAt(i)
        let last = Int(u32(at + 24)) + Int(u32(at + 28)) - 1
        return Day(daysSinceEpoch: i32(daysAt + last * Library.dayBytes)).adding(days: ReferenceRun.endGap + 1)
    }

    /// How many of the first entries had begun to teach by `day` (the entries are checked to be in that order).
    func teachingCount(through day: Day) -> Int {
        Forecaster.PreparedDay.count(entryCount) { i in teachesFrom(i).map { $0 <= day } ?? false }
    }

    /// Entry `i` with its run, its days copied out; nil when one is not a day or not after the one before, or
    /// the run is not as written (an opening day `ReferenceRun` would not keep: edited).
    func entry(_ i: Int) -> Library.Entry? {
        let at = entryAt(i)
        let first = Int(u32(at + 24))
        let count = Int(u32(at + 28))
        var figures: [ReferenceRun.DayFigures] = []
        figures.reserveCapacity(count)
        var previous: Day?
        for k in first..<(first + count) {
            let d = daysAt + k * Library.dayBytes
            guard let day = day(u32(d)), previous.map({ $0 < day }) ?? true else { return nil }
            previous = day
            figures.append(
                .init(
                    day: day, rank: i32(d + 4), audience: Int64(bitPattern: u64(d + 8)),
                    audienceTotal: Int64(bitPattern: u64(d + 16)), screens: Int64(bitPattern: u64(d + 24)),
                    shows: Int64(bitPattern: u64(d + 32)), salesShare: Double(bitPattern: u64(d + 40))))
        }
        guard let open = day(u32(at + 16)), let knownThrough = day(u32(at + 36)),
            let run = ReferenceRun(
                movieCode: String(decoding: text(at), as: UTF8.self),
                title: String(decoding: text(at + 8), as: UTF8.self), openDate: open, ordered: figures),
            run.openDate == open
        else { return nil }
        return Library.Entry(
            run: run, teachesFrom: day(u32(at + 20)), endedOn: day(u32(at + 32)), knownThrough: knownThrough)
    }

    // MARK: The bytes

    private func entryAt(_ i: Int) -> Int { Library.headerBytes + i * Library.entryBytes }
    private func u32(_ at: Int) -> UInt32 { Self.u32(bytes, at) }
    private func i32(_ at: Int) -> Int { Int(Int32(bitPattern: u32(at))) }
    private func u64(_ at: Int) -> UInt64 { Self.u64(bytes, at) }
    private func day(_ raw: UInt32) -> Day? { Self.day(raw) }

    /// An entry's code (`at`) or title (`at` + 8): offset and length in the strings, checked in bounds.
    private func text(_ at: Int) -> UnsafeRawBufferPointer {
        let start = stringsAt + Int(u32(at))
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + Int(u32(at + 4)))])
    }

    static func u32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self))
    }

    static func u64(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }

    /// A day as written (days since the epoch, 32 bits), nil for `Library.noDay` and anything outside the
    /// calendar's years 1–9999.
    static func day(_ raw: UInt32) -> Day? {
        let n = Int(Int32(bitPattern: raw))
        return Library.binaryDays.contains(n) ? Day(daysSinceEpoch: n) : nil
    }

    // MARK: The checks

    /// Each entry's days in bounds, following the one before's (so every day is read once and none is shared),
    /// its strings in bounds (a code not empty), its opening and known-through days calendar days, its optional
    /// days none or a day, and the entries in teaching order: by the day they teach from, those that never teach
    /// last (the finer order, by film and first day, is checked on the runs decoded).
    private static func checkedEntries(_ bytes: UnsafeRawBufferPointer, entries: Int, days: Int, stringBytes: Int)
        -> Bool
    {
        var nextDay = 0
        var previousTeaching = Int.min
        var teachingEnded = false
        for i in 0..<entries {
            let at = Library.headerBytes + i * Library.entryBytes
            let first = Int(u32(bytes, at + 24))
            let count = Int(u32(bytes, at + 28))
            guard first == nextDay, count > 0, count <= days - first else { return false }
            nextDay = first + count
            for text in [at, at + 8] {
                let start = Int(u32(bytes, text))
                let length = Int(u32(bytes, text + 4))
                guard start <= stringBytes, length <= stringBytes - start else { return false }
            }
            func optional(_ at: Int) -> Bool { u32(bytes, at) == Library.noDay || day(u32(bytes, at)) != nil }
            guard u32(bytes, at + 4) > 0, day(u32(bytes, at + 16)) != nil, day(u32(bytes, at + 36)) != nil,
                optional(at + 20), optional(at + 32)
            else { return false }
            if let teaches = day(u32(bytes, at + 20))?.daysSinceEpoch {
                guard !teachingEnded, previousTeaching <= teaches else { return false }
                previousTeaching = teaches
            } else {
                teachingEnded = true
            }
        }
        return nextDay == days
    }

    /// Apart and in order, as `DaySpans` keeps them.
    private static func spans(_ bytes: UnsafeRawBufferPointer, at spansAt: Int, count: Int) -> [ClosedRange<Day>]? {
        var spans: [ClosedRange<Day>] = []
        spans.reserveCapacity(count)
        for i in 0..<count {
            let at = spansAt + i * Library.spanBytes
            guard let first = day(u32(bytes, at)), let last = day(u32(bytes, at + 4)), first <= last,
                spans.last.map({ $0.upperBound.adding(days: 1) < first }) ?? true
            else { return nil }
            spans.append(first...last)
        }
        return spans
    }

    /// A D-number from 1 and a place among the runs; a place past that D-number's runs is never read.
    private static func pastForecasts(_ bytes: UnsafeRawBufferPointer, at pastAt: Int, count: Int, entries: Int)
        -> [Int: [Int: Double]]?
    {
        var past: [Int: [Int: Double]] = [:]
        for i in 0..<count {
            let at = pastAt + i * Library.pastBytes
            let d = Int(u32(bytes, at))
            let place = Int(u32(bytes, at + 4))
            guard d >= 1, d <= Library.maxPastDay, place < entries else { return nil }
            past[d, default: [:]][place] = Double(bitPattern: u64(bytes, at + 8))
        }
        return past
    }
}
