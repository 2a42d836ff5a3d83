/// Every run a forecast can learn from or forecast: the shipped runs and the user's history, each film's
/// run once (the history's copy when both hold it: it may know more days).
public struct ReferenceLibrary: Sendable {
    /// A run and the first day it may teach a forecast: the day it is known to have ended, or never
    /// (nil) when its source stops before that.
    public struct Entry: Sendable {
        public let run: ReferenceRun
        public let teachesFrom: Day?
    }

    /// Oldest first by `teachesFrom`; runs that never teach come last.
    public let entries: [Entry]
    /// The market's admissions by day over every run held (`MarketLevel`).
    let market: MarketLevel

    /// `historyThrough`: the last day the history holds a chart of; its runs that had not been outside the
    /// top 10 for 15 days by then are not known to have ended.
    public init(shipped: ReferenceRunFile?, history: [ReferenceRun], historyThrough: Day?) {
        var entries: [Entry?] = (shipped?.runs ?? []).map { run in
            Entry(run: run, teachesFrom: shipped?.isComplete(run) == true ? run.endKnownOn : nil)
        }
        var shippedByFilm: [String: [Int]] = [:]
        if !history.isEmpty {
            for (i, entry) in entries.enumerated() { shippedByFilm[entry?.run.movieCode ?? "", default: []].append(i) }
        }
        for run in history {
            let ended = historyThrough.map { run.endKnownOn <= $0 } ?? false
            // The same run when their days overlap: a history may hold part of a shipped run, or more of it.
            let same = shippedByFilm[run.movieCode]?.first { i in
                entries[i].map { $0.run.firstDay <= run.lastDay && run.firstDay <= $0.run.lastDay } ?? false
            }
            if let same, let shippedRun = entries[same]?.run {
                guard run.days.count > shippedRun.days.count else { continue }
                entries[same] = nil
            }
            entries.append(Entry(run: run, teachesFrom: ended ? run.endKnownOn : nil))
        }
        self.entries = entries.compactMap { $0 }.sorted { a, b in
            switch (a.teachesFrom, b.teachesFrom) {
            case let (x?, y?): return x != y ? x < y : a.run.precedes(b.run)
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return a.run.precedes(b.run)
            }
        }
        market = MarketLevel(runs: self.entries.map(\.run))
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
        entries.lazy.filter { $0.run.movieCode == movieCode }.map(\.run).sorted { $0.firstDay < $1.firstDay }
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
