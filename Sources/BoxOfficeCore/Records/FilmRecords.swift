/// The records of the runs the app holds (the shipped runs and the user's history, one run per film):
/// each list best first, its first `listLength` ranks (more when films tie at the last).
public struct FilmRecords: Sendable, Equatable {
    public static let listLength = 10
    /// The marks of admissions the "fastest to" lists count (100만, 300만, 500만, 1,000만).
    public static let marks: [Int64] = [1_000_000, 3_000_000, 5_000_000, 10_000_000]
    /// A second weekend is compared with first weekends of at least this many admissions (smaller films'
    /// holds say little).
    public static let minimumFirstWeekend: Int64 = 100_000

    /// The first and last day the data holds a chart of, and how many days in between it holds.
    public let from: Day?
    public let to: Day?
    public let daysCovered: Int
    /// One list per mark of `marks`, in that order.
    public let fastest: [FastestFilmRecords]
    /// Admissions on D1 (previews are not the opening day; a film whose D1 is not held has none).
    public let openingDays: [FilmRecord]
    /// Each film's biggest day of admissions.
    public let biggestDays: [FilmRecord]
    /// Each film's biggest Friday–Sunday (all three days held); `day` is the Friday.
    public let biggestWeekends: [FilmRecord]
    /// Days ranked #1; `day` is the first.
    public let daysAtNumberOne: [FilmRecord]
    /// The longest run of consecutive days at #1 (a day the data does not hold ends it); `day` is its first.
    public let longestStreaks: [FilmRecord]
    /// Each film's most screens on a day.
    public let widestReleases: [FilmRecord]
    /// Each film's highest share of the screens of the day's top 10 (only days whose whole top 10 is held):
    /// `figure` is the film's screens, `base` the top 10's.
    public let screenShare: [FilmRecord]
    /// The same for shows (상영 횟수). Seats are not in the daily chart, so there is no seat share.
    public let showShare: [FilmRecord]
    /// The second full Friday–Sunday against the first (`figure` second, `base` first); `day` is the
    /// second Friday.
    public let secondWeekendHolds: [FilmRecord]

    /// Every film any list names, once each (for titles in the display language).
    public var movieCodes: [String] {
        let lists = [openingDays, biggestDays, biggestWeekends, daysAtNumberOne, longestStreaks, widestReleases]
        let all = fastest.flatMap(\.films) + lists.flatMap { $0 } + screenShare + showShare + secondWeekendHolds
        var seen = Set<String>()
        return all.map(\.movieCode).filter { seen.insert($0).inserted }
    }

    /// `runs`: one per film (see `FilmRecords.runs(shipped:history:)`).
    public init(runs: [ReferenceRun]) {
        var collector = Collector()
        for run in runs { collector.add(run) }
        let coverage = collector.coverage()
        from = coverage.from
        to = coverage.to
        daysCovered = coverage.count
        fastest = Self.marks.indices.map { i in
            FastestFilmRecords(
                admissions: Self.marks[i], films: Self.ranked(collector.fastest[i], ascending: true))
        }
        openingDays = Self.ranked(collector.openingDays)
        biggestDays = Self.ranked(collector.biggestDays)
        biggestWeekends = Self.ranked(collector.biggestWeekends)
        daysAtNumberOne = Self.ranked(collector.daysAtNumberOne)
        longestStreaks = Self.ranked(collector.longestStreaks)
        widestReleases = Self.ranked(collector.widestReleases)
        screenShare = Self.ranked(collector.shares(runs, of: \.screens), by: { a, b in a.ratioKey(b) })
        showShare = Self.ranked(collector.shares(runs, of: \.shows), by: { a, b in a.ratioKey(b) })
        secondWeekendHolds = Self.ranked(collector.secondWeekendHolds, by: { a, b in a.ratioKey(b) })
    }

    /// Best first (largest figure, or smallest D-number when `ascending`), earlier day then code on ties;
    /// competition ranks, kept while the rank is within `listLength`.
    static func ranked(_ records: [FilmRecord], ascending: Bool = false) -> [FilmRecord] {
        ranked(records) { a, b in
            if ascending { return a.dNumber == b.dNumber ? nil : a.dNumber < b.dNumber }
            return a.figure == b.figure ? nil : a.figure > b.figure
        }
    }

    /// `better` says whether a is better than b, nil when they tie.
    static func ranked(_ records: [FilmRecord], by better: (FilmRecord, FilmRecord) -> Bool?) -> [FilmRecord] {
        let sorted = records.sorted { a, b in
            if let result = better(a, b) { return result }
            return a.day != b.day ? a.day < b.day : a.movieCode < b.movieCode
        }
        var result: [FilmRecord] = []
        for (i, record) in sorted.enumerated() {
            let tied = result.last.map { better($0, record) == nil } ?? false
            let rank = tied ? result[result.count - 1].rank : i + 1
            guard rank <= listLength else { break }
            result.append(record.ranked(rank))
        }
        return result
    }
}

extension FilmRecord {
    func ranked(_ rank: Int) -> FilmRecord {
        FilmRecord(
            rank: rank, movieCode: movieCode, title: title, figure: figure, base: base, day: day, dNumber: dNumber)
    }

    /// Compares figure/base without division: nil on a tie.
    func ratioKey(_ other: FilmRecord) -> Bool? {
        // In Double: an overflowing product's partial value would order wrongly.
        let a = Double(figure) * Double(other.base ?? 1)
        let b = Double(other.figure) * Double(base ?? 1)
        return a == b ? nil : a > b
    }
}
