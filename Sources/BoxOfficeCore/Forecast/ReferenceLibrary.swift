/// Every run a forecast can learn from or forecast: the shipped runs and the user's history, each film's
/// run once (the history's copy when both hold it: it may know more days).
public struct ReferenceLibrary: Sendable {
    /// A run, the first day it may teach a forecast (the day it is known to have ended, or never (nil) when its
    /// source stops before that or cuts off its start), and what its source knows of its end.
    public struct Entry: Sendable {
        public let run: ReferenceRun
        public let teachesFrom: Day?
        /// The day it is known to have ended (`ReferenceRun.endKnownOn`), nil while it may go on.
        public let endedOn: Day?
        /// The last day its source is known to hold the chart of, from its last ranked day on without a
        /// missing day, and before `endKnownOn`: the day a forecast of a run that may go on is made as of.
        public let knownThrough: Day

        init(run: ReferenceRun, teachesFrom: Day?, endedOn: Day?, knownThrough: Day) {
            self.run = run
            self.teachesFrom = teachesFrom
            self.endedOn = endedOn
            self.knownThrough = knownThrough
        }

        /// What `known`, the days its source holds the charts of, says of the run's end.
        init(run: ReferenceRun, known: DaySpans, teaches: Bool) {
            let ended = known.holdsAll(run.lastDay.adding(days: 1), run.endKnownOn)
            let held = known.span(containing: run.lastDay)?.upperBound ?? run.lastDay
            self.init(
                run: run, teachesFrom: ended && teaches ? run.endKnownOn : nil, endedOn: ended ? run.endKnownOn : nil,
                knownThrough: ended ? run.lastDay : min(max(held, run.lastDay), run.endKnownOn.adding(days: -1)))
        }
    }

    /// Oldest first by `teachesFrom`; runs that never teach come last.
    public let entries: [Entry]
    /// The days whose whole-market chart is held (the shipped file's span and the history's days): a day
    /// outside them is unknown, never taken as outside the top 10.
    public let known: DaySpans
    /// The market's admissions by day over every run held (`MarketLevel`).
    let market: MarketLevel
    /// The method's forecasts for past runs, worked out once and cached with the library (`Forecaster.pastErrors`):
    /// by D-number, by the run's place among that D-number's teaching runs; NaN where there was none.
    public internal(set) var pastForecasts: [Int: [Int: Double]] = [:]
    /// Nil for a whole library. A day for the part of a cached one that one film's forecasts can use
    /// (`init(binary:key:film:)`): the runs that had begun to teach by that day and the film's own; the
    /// market's level is still the whole library's. A part is never cached (`binary(key:)`).
    public let part: Day?

    /// `historyDays`: the days the history holds a whole-market chart of. A run has ended once the charts of
    /// all `ReferenceRun.endGap` + 1 days after its last ranked day are held without it: the history's, and
    /// the shipped file's for a film it holds (it holds every top 10 of its span, so a film it has is outside
    /// the top 10 on its days without it; a code it lacks, as a test's made-up one, is the history's alone).
    public init(shipped: ReferenceRunFile?, history: [ReferenceRun], historyDays: DaySpans) {
        let known = historyDays.union(DaySpans(shipped.map { [$0.first...$0.last] } ?? []))
        var entries: [Entry?] = (shipped?.runs ?? []).map { run in
            Entry(run: run, known: known, teaches: shipped?.isComplete(run) == true)
        }
        var shippedByFilm: [String: [Int]] = [:]
        if !history.isEmpty {
            for (i, entry) in entries.enumerated() { shippedByFilm[entry?.run.movieCode ?? "", default: []].append(i) }
        }
        for run in history {
            let shippedFilm = shippedByFilm[run.movieCode]
            // The same run when their days overlap: a history may hold part of a shipped run, or more of it.
            let same = shippedFilm?.first { i in
                entries[i].map { $0.run.firstDay <= run.lastDay && run.firstDay <= $0.run.lastDay } ?? false
            }
            if let same, let shippedRun = entries[same]?.run {
                guard run.days.count > shippedRun.days.count else { continue }
                entries[same] = nil
            }
            entries.append(Entry(run: run, known: shippedFilm == nil ? historyDays : known, teaches: true))
        }
        self.init(entries: entries.compactMap { $0 }, known: known)
    }

    /// A history that holds every day from its first ranked day through `historyThrough` (tests, and
    /// histories made whole).
    public init(shipped: ReferenceRunFile?, history: [ReferenceRun], historyThrough: Day?) {
        let first = history.map(\.firstDay).min()
        let days = historyThrough.map { through in DaySpans([min(first ?? through, through)...through]) }
        self.init(shipped: shipped, history: history, historyDays: days ?? .none)
    }

    init(entries: [Entry], known: DaySpans) {
        self.known = known
        self.entries = entries.sorted(by: Self.comesBefore)
        market = MarketLevel(entries: self.entries)
        part = nil
    }

    /// A cached library's entries, in order (checked by the reader), with its market's level.
    init(entries: [Entry], known: DaySpans, market: MarketLevel, part: Day?) {
        self.known = known
        self.entries = entries
        self.market = market
        self.part = part
    }

    /// The entries' order: by `teachesFrom`, those that never teach last, then by film and first day.
    static func comesBefore(_ a: Entry, _ b: Entry) -> Bool {
        switch (a.teachesFrom, b.teachesFrom) {
        case let (x?, y?): return x != y ? x < y : a.run.precedes(b.run)
        case (.some, .none): return true
        case (.none, .some): return false
        case (.none, .none): return a.run.precedes(b.run)
        }
    }

    /// The day `run` is known to have ended on: the `ReferenceRun.endGap` + 1 th day after its last ranked
    /// day, when every chart up to it is held; nil while it may go on. (A shipped run cut off at the file's
    /// start has ended all the same, though it teaches nothing.)
    public func endKnown(_ run: ReferenceRun) -> Day? {
        guard let entry = entry(of: run) else {
            return known.holdsAll(run.lastDay.adding(days: 1), run.endKnownOn) ? run.endKnownOn : nil
        }
        return entry.endedOn
    }

    /// The last day known of a run that may go on: the end of the held days from its last ranked day on
    /// (a later missing day stops it), never past the day it would be known to have ended.
    public func lastKnownDay(of run: ReferenceRun) -> Day {
        entry(of: run)?.knownThrough ?? Entry(run: run, known: known, teaches: false).knownThrough
    }

    private func entry(of run: ReferenceRun) -> Entry? {
        entries.first { $0.run.isSameRun(run) && $0.run.lastDay == run.lastDay }
    }

    /// The runs known to have ended by the end of `day`, the only ones a forecast as of `day` may use.
    public func references(asOf day: Day) -> [ReferenceRun] {
        var result: [ReferenceRun] = []
        for entry in entries {
            guard let from = entry.teachesFrom, from <= day else { break }
            result.append(entry.run)
        }
        return result
    }

    /// The film's runs, oldest first.
    public func runs(of movieCode: String) -> [ReferenceRun] {
        // By index: a filter over the entries would copy each of them.
        entries.indices.filter { entries[$0].run.movieCode == movieCode }.map { entries[$0].run }
            .sorted { $0.firstDay < $1.firstDay }
    }

    /// The run of the film that a forecast as of `day` is about: the last one that started by then.
    public func run(of movieCode: String, asOf day: Day?) -> ReferenceRun? {
        let runs = runs(of: movieCode)
        guard let day else { return runs.last }
        return runs.last { $0.firstDay <= day } ?? runs.first
    }
}

extension ReferenceRun {
    /// A film's run, told apart from its other runs by its first ranked day.
    func isSameRun(_ other: ReferenceRun) -> Bool { movieCode == other.movieCode && firstDay == other.firstDay }

    /// By code, then first day: the order of runs that teach from the same day (no string is made).
    func precedes(_ other: ReferenceRun) -> Bool {
        movieCode != other.movieCode ? movieCode < other.movieCode : firstDay < other.firstDay
    }
}
