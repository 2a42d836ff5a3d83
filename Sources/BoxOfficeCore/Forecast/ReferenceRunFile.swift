/// `Data/forecast/reference-runs.tsv`: the runs shipped with the app (built by
/// `meson-helpers/build-reference-runs.py` from six years of daily charts), read from its bytes.
///
/// The file sits where users can edit it: every line is checked, a bad one is skipped, numbers are read
/// without trapping, and at most `maxRuns` runs and `maxDaysPerRun` days each are kept.
public struct ReferenceRunFile: Sendable, Equatable {
    /// The days the file's charts cover: a run whose end falls after `span.last` is not known to have ended,
    /// and one ranked on `span.first` may have started before it.
    public let first: Day
    public let last: Day
    public let runs: [ReferenceRun]

    public static let maxRuns = 100_000
    public static let maxDaysPerRun = 2_000

    public init(first: Day, last: Day, runs: [ReferenceRun]) {
        self.first = first
        self.last = last
        self.runs = runs
    }

    /// Nil when the bytes have no `span` line. One pass over the bytes, nothing made per line but the day's
    /// figures (the forecast reads the whole file on every answer).
    public init?(bytes: [UInt8]) {
        var span: (Day, Day)?
        var runs: [ReferenceRun] = []
        var head: (code: String, open: Day?, title: String)?
        var days: [ReferenceRun.DayFigures] = []
        func close() {
            if let head, runs.count < Self.maxRuns,
                let run = ReferenceRun(movieCode: head.code, title: head.title, openDate: head.open, days: days)
            {
                runs.append(run)
            }
            days.removeAll(keepingCapacity: true)
        }
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            let count = buffer.count
            while start < count {
                var end = start
                while end < count, buffer[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                // The line's tab-separated fields, at most 8 (a longer line is no line of this file).
                var fields: [Range<Int>] = []
                fields.reserveCapacity(8)
                var fieldStart = start
                for i in start...end where i == end || buffer[i] == 0x09 {
                    guard fields.count < 8 else { break }
                    fields.append(fieldStart..<i)
                    fieldStart = i + 1
                }
                guard let first = fields.first, !first.isEmpty, buffer[first.lowerBound] != UInt8(ascii: "#") else {
                    continue
                }
                func text(_ r: Range<Int>) -> String {
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[r]), as: UTF8.self)
                }
                func number(_ r: Range<Int>) -> Int64? { Self.integer(UnsafeBufferPointer(rebasing: buffer[r])) }
                func day(_ r: Range<Int>) -> Day? {
                    guard r.count == 8, let n = number(r) else { return nil }
                    return Day(number: Int(n))
                }
                if fields.count == 7, head != nil, days.count < Self.maxDaysPerRun, let d = day(fields[0]),
                    let rank = number(fields[1]), let audience = number(fields[2]), let total = number(fields[3]),
                    let screens = number(fields[4]), let shows = number(fields[5])
                {
                    days.append(
                        .init(
                            day: d, rank: Int(rank), audience: audience, audienceTotal: total, screens: screens,
                            shows: shows, salesShare: Self.decimal(UnsafeBufferPointer(rebasing: buffer[fields[6]]))))
                } else if fields.count == 4, first.count == 1, buffer[first.lowerBound] == UInt8(ascii: "R") {
                    close()
                    head = (text(fields[1]), day(fields[2]), text(fields[3]))
                } else if fields.count == 3, text(first) == "span", let a = day(fields[1]), let b = day(fields[2]),
                    a <= b
                {
                    span = (a, b)
                }
            }
        }
        close()
        guard let span else { return nil }
        self.init(first: span.0, last: span.1, runs: runs)
    }

    /// The runs a forecast may learn from: whole (not cut off by the file's first day) and known to have
    /// ended within it.
    public var completeRuns: [ReferenceRun] { runs.filter(isComplete) }

    public func isComplete(_ run: ReferenceRun) -> Bool {
        !(run.firstDay == first && run.openDate < first) && run.endKnownOn <= last
    }

    /// A non-negative integer of at most 15 digits (no overflow), else nil.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var n: Int64 = 0
        for b in bytes {
            guard b >= 0x30, b <= 0x39 else { return nil }
            n = n * 10 + Int64(b - 0x30)
        }
        return n
    }

    /// "34.2" as KOBIS writes a share; anything else is 0.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        guard !bytes.isEmpty, bytes.count <= 15 else { return 0 }
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var scale: Double = 1
        var seenDot = false
        for b in bytes {
            if b == UInt8(ascii: "."), !seenDot {
                seenDot = true
                continue
            }
            guard b >= 0x30, b <= 0x39 else { return 0 }
            if seenDot {
                fraction = fraction * 10 + Int64(b - 0x30)
                scale *= 10
            } else {
                whole = whole * 10 + Int64(b - 0x30)
            }
        }
        return Double(whole) + Double(fraction) / scale
    }
}
