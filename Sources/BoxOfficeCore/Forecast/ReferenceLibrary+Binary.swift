/// A reference library as one compact binary file (the command line keeps it in the cache folder, so a
/// forecast reads it in one pass instead of ten years of history and the shipped file; docs/PERFORMANCE.md).
///
/// Little-endian: a header (magic, `formatVersion`, the caller's 32-byte key, the counts), then the entries
/// (40 bytes each), the days (48 bytes each), the held days' spans (`known`, 8 bytes each), the method's past
/// forecasts (`pastForecasts`, 16 bytes each: D-number, place, value) and the strings' UTF-8. The file sits where users can edit it:
/// decoding checks the magic, version, key, every count against the file's length and every offset and
/// day, and refuses the whole file (nil) on the first thing wrong; it never traps.
extension ReferenceLibrary {
    /// Bump when the layout or the way a library is made (`ReferenceLibrary.init`, `ReferenceRun.runs`,
    /// `ReferenceRunFile`) changes: an older file is then rebuilt.
    public static let binaryFormatVersion: UInt32 = 3
    static let binaryMagic: [UInt8] = Array("BOXREFS1".utf8)
    static let headerBytes = 8 + 4 + 32 + 5 * 4
    static let entryBytes = 40
    static let dayBytes = 48
    static let spanBytes = 8
    static let pastBytes = 16
    /// No forecast is made past this D-number's runs (a year and more).
    static let maxPastDay = 1 << 16
    /// Limits no real library comes near (2,900 runs, 60,000 days, 200 KB of names today).
    static let maxBinaryEntries = 1 << 20
    static let maxBinaryDays = 1 << 24
    static let maxBinaryStringBytes = 1 << 26

    /// What a file was made from, given by the caller: any four numbers (the history's change counter, the
    /// shipped file's size and time …); a file made from anything else is not read.
    public struct BinaryKey: Equatable, Sendable {
        public let values: (Int64, Int64, Int64, Int64)
        public init(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) { values = (a, b, c, d) }
        public static func == (x: BinaryKey, y: BinaryKey) -> Bool {
            x.values.0 == y.values.0 && x.values.1 == y.values.1 && x.values.2 == y.values.2
                && x.values.3 == y.values.3
        }
        var array: [Int64] { [values.0, values.1, values.2, values.3] }
    }

    /// The library in the binary format, made from `key`; nil when a figure does not fit it (a past forecast's
    /// D-number or place past 32 bits: such a library is not cached, so it is never read back otherwise).
    public func binary(key: BinaryKey) -> [UInt8]? {
        var strings: [UInt8] = []
        var names: [(UInt32, UInt32, UInt32, UInt32)] = []
        names.reserveCapacity(entries.count)
        for entry in entries {
            let code = Array(entry.run.movieCode.utf8)
            let title = Array(entry.run.title.utf8)
            names.append(
                (UInt32(strings.count), UInt32(code.count), UInt32(strings.count + code.count), UInt32(title.count)))
            strings.append(contentsOf: code)
            strings.append(contentsOf: title)
        }
        let dayCount = entries.reduce(0) { $0 + $1.run.days.count }
        guard entries.count <= Self.maxBinaryEntries, dayCount <= Self.maxBinaryDays,
            strings.count <= Self.maxBinaryStringBytes
        else { return nil }
        let daysAt = Self.headerBytes + entries.count * Self.entryBytes
        let spansAt = daysAt + dayCount * Self.dayBytes
        let past = pastForecasts.sorted { $0.key < $1.key }.flatMap { d, values in
            values.sorted { $0.key < $1.key }.map { (d, $0.key, $0.value) }
        }
        guard past.count <= Self.maxBinaryDays else { return nil }
        let pastAt = spansAt + known.spans.count * Self.spanBytes
        let stringsAt = pastAt + past.count * Self.pastBytes
        var out = [UInt8](repeating: 0, count: stringsAt + strings.count)
        let fits = out.withUnsafeMutableBytes { raw -> Bool in
            func put32(_ v: UInt32, _ at: Int) { raw.storeBytes(of: v.littleEndian, toByteOffset: at, as: UInt32.self) }
            func put64(_ v: UInt64, _ at: Int) { raw.storeBytes(of: v.littleEndian, toByteOffset: at, as: UInt64.self) }
            for (i, b) in Self.binaryMagic.enumerated() { raw[i] = b }
            put32(Self.binaryFormatVersion, 8)
            for (i, v) in key.array.enumerated() { put64(UInt64(bitPattern: v), 12 + 8 * i) }
            put32(UInt32(entries.count), 44)
            put32(UInt32(dayCount), 48)
            put32(UInt32(strings.count), 52)
            put32(UInt32(known.spans.count), 56)
            put32(UInt32(past.count), 60)
            for (i, (d, place, value)) in past.enumerated() {
                guard let d = UInt32(exactly: d), let place = UInt32(exactly: place) else { return false }
                put32(d, pastAt + i * Self.pastBytes)
                put32(place, pastAt + i * Self.pastBytes + 4)
                put64(value.bitPattern, pastAt + i * Self.pastBytes + 8)
            }
            for (i, span) in known.spans.enumerated() {
                put32(UInt32(truncatingIfNeeded: span.lowerBound.number), spansAt + i * Self.spanBytes)
                put32(UInt32(truncatingIfNeeded: span.upperBound.number), spansAt + i * Self.spanBytes + 4)
            }
            var day = 0
            for (i, (entry, name)) in zip(entries, names).enumerated() {
                let at = Self.headerBytes + i * Self.entryBytes
                put32(name.0, at)
                put32(name.1, at + 4)
                put32(name.2, at + 8)
                put32(name.3, at + 12)
                put32(UInt32(truncatingIfNeeded: entry.run.openDate.number), at + 16)
                put32(UInt32(truncatingIfNeeded: entry.teachesFrom?.number ?? 0), at + 20)
                put32(UInt32(day), at + 24)
                put32(UInt32(entry.run.days.count), at + 28)
                put32(UInt32(truncatingIfNeeded: entry.endedOn?.number ?? 0), at + 32)
                put32(UInt32(truncatingIfNeeded: entry.knownThrough.number), at + 36)
                for d in entry.run.days {
                    let at = daysAt + day * Self.dayBytes
                    put32(UInt32(truncatingIfNeeded: d.day.number), at)
                    put32(UInt32(truncatingIfNeeded: d.rank), at + 4)  // 32 bits, as `DayFigures` holds it
                    put64(UInt64(bitPattern: d.audience), at + 8)
                    put64(UInt64(bitPattern: d.audienceTotal), at + 16)
                    put64(UInt64(bitPattern: d.screens), at + 24)
                    put64(UInt64(bitPattern: d.shows), at + 32)
                    put64(d.salesShare.bitPattern, at + 40)
                    day += 1
                }
            }
            return true
        }
        guard fits else { return nil }
        out.replaceSubrange(stringsAt..<out.count, with: strings)
        return out
    }

    /// The library a file holds; nil when it is not one made by this format from `key`, or anything in it
    /// is out of bounds, out of order or not a day.
    public init?(binary bytes: UnsafeRawBufferPointer, key: BinaryKey) {
        let count = bytes.count
        guard count >= Self.headerBytes, bytes.prefix(8).elementsEqual(Self.binaryMagic) else { return nil }
        func u32(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        func i32(_ at: Int) -> Int { Int(Int32(bitPattern: u32(at))) }
        func u64(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        guard u32(8) == Self.binaryFormatVersion else { return nil }
        let saved = BinaryKey(
            Int64(bitPattern: u64(12)), Int64(bitPattern: u64(20)), Int64(bitPattern: u64(28)),
            Int64(bitPattern: u64(36)))
        guard saved == key else { return nil }
        let entryCount = Int(u32(44))
        let dayCount = Int(u32(48))
        let stringBytes = Int(u32(52))
        let spanCount = Int(u32(56))
        let pastCount = Int(u32(60))
        guard entryCount <= Self.maxBinaryEntries, dayCount <= Self.maxBinaryDays,
            stringBytes <= Self.maxBinaryStringBytes, spanCount <= Self.maxBinaryDays, pastCount <= Self.maxBinaryDays
        else { return nil }
        let entriesAt = Self.headerBytes
        let daysAt = entriesAt + entryCount * Self.entryBytes
        let spansAt = daysAt + dayCount * Self.dayBytes
        let pastAt = spansAt + spanCount * Self.spanBytes
        let stringsAt = pastAt + pastCount * Self.pastBytes
        guard stringsAt + stringBytes == count else { return nil }
        func text(_ offset: UInt32, _ length: UInt32) -> String? {
            let start = Int(offset)
            let length = Int(length)
            guard start <= stringBytes, length <= stringBytes - start else { return nil }
            return String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[(stringsAt + start)..<(stringsAt + start + length)]),
                as: UTF8.self)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(entryCount)
        var nextDay = 0
        for i in 0..<entryCount {
            let at = entriesAt + i * Self.entryBytes
            let first = Int(u32(at + 24))
            let days = Int(u32(at + 28))
            // Each run's days follow the one before's, so every day is read once and none is shared.
            guard first == nextDay, days > 0, days <= dayCount - first, let code = text(u32(at), u32(at + 4)),
                !code.isEmpty, let title = text(u32(at + 8), u32(at + 12)),
                let open = Day(number: i32(at + 16))
            else { return nil }
            // 0: none; anything else must be a day.
            func optionalDay(_ at: Int) -> Day?? {
                let n = i32(at)
                return n == 0 ? .some(nil) : Day(number: n).map { .some($0) }
            }
            guard let teachesFrom = optionalDay(at + 20), let endedOn = optionalDay(at + 32),
                let knownThrough = Day(number: i32(at + 36))
            else { return nil }
            nextDay = first + days
            var figures: [ReferenceRun.DayFigures] = []
            figures.reserveCapacity(days)
            var previous: Day?
            for k in first..<(first + days) {
                let d = daysAt + k * Self.dayBytes
                guard let day = Day(number: i32(d)), previous.map({ $0 < day }) ?? true else { return nil }
                previous = day
                figures.append(
                    .init(
                        day: day, rank: i32(d + 4), audience: Int64(bitPattern: u64(d + 8)),
                        audienceTotal: Int64(bitPattern: u64(d + 16)), screens: Int64(bitPattern: u64(d + 24)),
                        shows: Int64(bitPattern: u64(d + 32)), salesShare: Double(bitPattern: u64(d + 40))))
            }
            guard let run = ReferenceRun(movieCode: code, title: title, openDate: open, days: figures) else {
                return nil
            }
            entries.append(Entry(run: run, teachesFrom: teachesFrom, endedOn: endedOn, knownThrough: knownThrough))
        }
        // In the library's order, as written (no sort on every read; an edited order is refused).
        guard nextDay == dayCount,
            !entries.indices.dropFirst().contains(where: { Self.comesBefore(entries[$0], entries[$0 - 1]) })
        else { return nil }
        var spans: [ClosedRange<Day>] = []
        spans.reserveCapacity(spanCount)
        for i in 0..<spanCount {
            let at = spansAt + i * Self.spanBytes
            // Apart and in order, as `DaySpans` keeps them.
            guard let first = Day(number: i32(at)), let last = Day(number: i32(at + 4)), first <= last,
                spans.last.map({ $0.upperBound.adding(days: 1) < first }) ?? true
            else { return nil }
            spans.append(first...last)
        }
        var past: [Int: [Int: Double]] = [:]
        for i in 0..<pastCount {
            let at = pastAt + i * Self.pastBytes
            // A D-number from 1 and a place among the runs; a place past that D-number's runs is never read.
            let d = Int(u32(at))
            let place = Int(u32(at + 4))
            guard d >= 1, d <= Self.maxPastDay, place < entryCount else { return nil }
            past[d, default: [:]][place] = Double(bitPattern: u64(at + 8))
        }
        self.init(entries: entries, known: DaySpans(spans), inOrder: true)
        pastForecasts = past
    }
}
