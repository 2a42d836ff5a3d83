/// A reference library as one compact binary file (the command line keeps it in the cache folder, so a
/// forecast reads it in one pass instead of ten years of history and the shipped file; docs/PERFORMANCE.md).
///
/// Little-endian: a header (magic, `formatVersion`, the caller's 32-byte key, the counts), then the entries
/// (40 bytes each), the days (48 bytes each), the held days' spans (`known`, 8 bytes each), the method's past
/// forecasts (`pastForecasts`, 16 bytes each: D-number, place, value), the market's running totals
/// (`MarketLevel`, 8 bytes a day) and the strings' UTF-8; days as days since 1970-01-01. The file sits where users can edit it: reading checks the magic, version, key, every count
/// against the file's length, every offset and day and the entries' order (`ReferenceLibraryBinaryReader`),
/// and refuses the whole file (nil) on the first thing wrong; it never traps.
extension ReferenceLibrary {
    /// Bump when the layout or the way a library is made (`ReferenceLibrary.init`, `ReferenceRun.runs`,
    /// `ReferenceRunFile`) changes: an older file is then rebuilt.
    public static let binaryFormatVersion: UInt32 = 5
    static let binaryMagic: [UInt8] = Array("BOXREFS1".utf8)
    static let headerBytes = 8 + 4 + 32 + 7 * 4
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
    /// Days are written as days since 1970-01-01 (read with a range check, not a calendar's), none as this.
    static let noDay = UInt32(bitPattern: Int32.min)
    /// The days of the calendar's years 1–9999, the only ones a file may hold.
    static let binaryDays = -719_162...2_932_896

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
    /// A part of a library (`part`) is never written.
    public func binary(key: BinaryKey) -> [UInt8]? {
        guard part == nil else { return nil }
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
        guard past.count <= Self.maxBinaryDays, market.cumulative.count <= Self.maxBinaryDays else { return nil }
        let pastAt = spansAt + known.spans.count * Self.spanBytes
        let marketAt = pastAt + past.count * Self.pastBytes
        let stringsAt = marketAt + market.cumulative.count * 8
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
            put32(UInt32(bitPattern: Int32(truncatingIfNeeded: market.first)), 64)
            put32(UInt32(market.cumulative.count), 68)
            for (i, total) in market.cumulative.enumerated() { put64(UInt64(bitPattern: total), marketAt + 8 * i) }
            for (i, (d, place, value)) in past.enumerated() {
                guard let d = UInt32(exactly: d), let place = UInt32(exactly: place) else { return false }
                put32(d, pastAt + i * Self.pastBytes)
                put32(place, pastAt + i * Self.pastBytes + 4)
                put64(value.bitPattern, pastAt + i * Self.pastBytes + 8)
            }
            for (i, span) in known.spans.enumerated() {
                put32(Self.binaryDay(span.lowerBound), spansAt + i * Self.spanBytes)
                put32(Self.binaryDay(span.upperBound), spansAt + i * Self.spanBytes + 4)
            }
            var day = 0
            for (i, (entry, name)) in zip(entries, names).enumerated() {
                let at = Self.headerBytes + i * Self.entryBytes
                put32(name.0, at)
                put32(name.1, at + 4)
                put32(name.2, at + 8)
                put32(name.3, at + 12)
                put32(Self.binaryDay(entry.run.openDate), at + 16)
                put32(entry.teachesFrom.map(Self.binaryDay) ?? Self.noDay, at + 20)
                put32(UInt32(day), at + 24)
                put32(UInt32(entry.run.days.count), at + 28)
                put32(entry.endedOn.map(Self.binaryDay) ?? Self.noDay, at + 32)
                put32(Self.binaryDay(entry.knownThrough), at + 36)
                for d in entry.run.days {
                    let at = daysAt + day * Self.dayBytes
                    put32(Self.binaryDay(d.day), at)
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

    /// This whole library with the past forecasts worked out on a part of it read from the same file (`part`),
    /// to be cached: their places are the same in both, as a part's teaching runs are the whole's first ones.
    public func withPastForecasts(of part: ReferenceLibrary) -> ReferenceLibrary {
        var whole = self
        whole.pastForecasts = part.pastForecasts
        return whole
    }

    /// A day as the file holds it: its days since 1970-01-01 in 32 bits (a `Day` holds no more).
    static func binaryDay(_ day: Day) -> UInt32 { UInt32(bitPattern: Int32(truncatingIfNeeded: day.daysSinceEpoch)) }

    /// The library a file holds; nil when it is not one made by this format from `key`, or anything in it
    /// is out of bounds, out of order or not a day.
    public init?(binary bytes: UnsafeRawBufferPointer, key: BinaryKey) {
        guard let reader = ReferenceLibraryBinaryReader(bytes, key: key) else { return nil }
        self.init(reader, entries: 0..<reader.entryCount, part: nil)
    }

    /// The part of the library a file holds that the forecasts of one film can use: the runs that had begun to
    /// teach by the last day any forecast of the film is made as of, and the film's own runs (`part`). A
    /// forecast as of a day is made before its run is known to have ended (else it is refused), so from runs
    /// that teach from before the day the film's latest run is known to have ended: 극한직업's at D7 reads a
    /// third of ten years' runs. The same checks as the whole file's; nil when they fail.
    public init?(binary bytes: UnsafeRawBufferPointer, key: BinaryKey, film movieCode: String) {
        guard let reader = ReferenceLibraryBinaryReader(bytes, key: key) else { return nil }
        let own = reader.entries(of: movieCode)
        // No run of the film: no forecast to make, and no run to learn from.
        let through = own.map(reader.endKnownOn).max() ?? Day(daysSinceEpoch: Self.binaryDays.lowerBound)
        let teaching = reader.teachingCount(through: through)
        self.init(reader, entries: Array(0..<teaching) + own.filter { $0 >= teaching }, part: through)
    }

    /// `entries` of `reader`, in order, decoded (nil when one is refused or the runs are out of order).
    private init?(_ reader: ReferenceLibraryBinaryReader, entries indices: some Collection<Int>, part: Day?) {
        var entries: [Entry] = []
        entries.reserveCapacity(indices.count)
        for i in indices {
            guard let entry = reader.entry(i) else { return nil }
            entries.append(entry)
        }
        // In the library's order, as written (no sort on every read; an edited order is refused).
        guard !entries.indices.dropFirst().contains(where: { Self.comesBefore(entries[$0], entries[$0 - 1]) })
        else { return nil }
        // A part trusts the market's totals as written (checked to be running totals); the whole library,
        // which holds every day they sum, must give the same ones.
        guard part != nil || MarketLevel(entries: entries) == reader.market else { return nil }
        self.init(entries: entries, known: reader.known, market: reader.market, part: part)
        pastForecasts = reader.pastForecasts
    }
}
