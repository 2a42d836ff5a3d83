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

    /// Nil when the bytes have no `span` line.
    public init?(bytes: [UInt8]) {
        var span: (Day, Day)?
        var runs: [ReferenceRun] = []
        var head: (code: String, open: Day?, title: String)?
        var days: [ReferenceRun.DayFigures] = []
        func close() {
            if let head,
                let run = ReferenceRun(movieCode: head.code, title: head.title, openDate: head.open, days: days),
                runs.count < Self.maxRuns
            {
                runs.append(run)
            }
            days = []
        }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let fields = bytes[start..<end].split(separator: 0x09, omittingEmptySubsequences: false)
            start = end + 1
            guard let kind = fields.first, kind.first != UInt8(ascii: "#") else { continue }
            if kind.elementsEqual("R".utf8), fields.count == 4 {
                close()
                let code = String(decoding: fields[1], as: UTF8.self)
                head = (code, Self.day(fields[2]), String(decoding: fields[3], as: UTF8.self))
            } else if kind.elementsEqual("span".utf8), fields.count == 3, let a = Self.day(fields[1]),
                let b = Self.day(fields[2]), a <= b
            {
                span = (a, b)
            } else if fields.count == 7, head != nil, days.count < Self.maxDaysPerRun, let day = Self.day(fields[0]),
                let rank = Self.integer(fields[1]), let audience = Self.integer(fields[2]),
                let total = Self.integer(fields[3]), let screens = Self.integer(fields[4]),
                let shows = Self.integer(fields[5])
            {
                days.append(
                    .init(
                        day: day, rank: Int(rank), audience: audience, audienceTotal: total, screens: screens,
                        shows: shows, salesShare: Double(String(decoding: fields[6], as: UTF8.self)) ?? 0))
            }
        }
        close()
        guard let span else { return nil }
        self.init(first: span.0, last: span.1, runs: runs)
    }

    /// The runs a forecast may learn from: whole (not cut off by the file's first day) and known to have
    /// ended within it.
    public var completeRuns: [ReferenceRun] {
        runs.filter { run in
            !(run.firstDay == first && run.openDate < first) && run.endKnownOn <= last
        }
    }

    private static func day<S: Collection>(_ bytes: S) -> Day? where S.Element == UInt8 {
        guard bytes.count == 8, let n = integer(bytes), n < Int64(Int32.max) else { return nil }
        return Day(number: Int(n))
    }

    /// A non-negative integer of at most 15 digits (no overflow), else nil.
    private static func integer<S: Collection>(_ bytes: S) -> Int64? where S.Element == UInt8 {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var n: Int64 = 0
        for b in bytes {
            guard b >= 0x30, b <= 0x39 else { return nil }
            n = n * 10 + Int64(b - 0x30)
        }
        return n
    }
}
