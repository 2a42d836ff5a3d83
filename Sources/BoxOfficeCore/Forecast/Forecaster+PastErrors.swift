import Foundation

extension Forecaster {
    /// The runs a forecast at one D-number learns from, prepared once: every run of the library that teaches,
    /// oldest first. A forecast as of any day uses its first runs.
    struct PreparedDay {
        let refs: [Prepared]
        /// The whole library's (`preparedDay`): the day each run began to teach as its entry says (days since
        /// the epoch, in order); empty for any other runs.
        let teachesFrom: [Int]
        /// The library's first runs only, those that had begun to teach by this day (days since the epoch): all
        /// that a forecast as of it learns from; nil: every run that teaches.
        let through: Int?

        init(_ refs: [Prepared], teachesFrom: [Int] = [], through: Int? = nil) {
            self.refs = refs
            self.teachesFrom = teachesFrom
            self.through = through
        }

        /// Holds every run a forecast as of `day` (days since the epoch; nil: any day) learns from.
        func covers(_ day: Int?) -> Bool {
            guard let through else { return true }
            return day.map { $0 <= through } ?? false
        }

        /// How many of the whole library's first runs a forecast as of `day` learns from: those that had begun to
        /// teach by then (`ReferenceLibrary.references(asOf:)`).
        func count(teachingFrom day: Day) -> Int {
            let n = day.daysSinceEpoch
            return Self.count(teachesFrom.count) { teachesFrom[$0] <= n }
        }

        /// The length of the first part of 0..<`n` where `isIn` holds (it holds for a first part only).
        static func count(_ n: Int, while isIn: (Int) -> Bool) -> Int {
            var low = 0
            var high = n
            while low < high {
                let middle = (low + high) / 2
                if isIn(middle) { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The regression's sums over the first k runs for each k in `cuts`, in one pass: each run weighted
        /// 2^(its day ÷ the half-life), relative to 1970-01-01 (only the ratios of weights matter, and a
        /// prefix's sums never depend on the runs after it, so later rows never move an earlier forecast).
        func fits(at cuts: [Int]) -> [Int: Regression] {
            var result: [Int: Regression] = [:]
            let last = max(0, min(cuts.max() ?? 0, refs.count))
            // Marked by place, not looked up in a set for each of the thousand runs added.
            var wanted = [Bool](repeating: false, count: last + 1)
            for cut in cuts where (0...last).contains(cut) { wanted[cut] = true }
            var fit = Regression(features: refs.first?.features.count ?? 0)
            if wanted[0] { result[0] = fit }
            for k in 0..<last {
                fit.add(refs[k].features, refs[k].logMultiple, weight: Forecaster.recency(refs[k].teach, asOf: 0))
                if wanted[k + 1] { result[k + 1] = fit }
            }
            return result
        }

        /// How many of the first runs had begun to teach by `day` (days since the epoch).
        func count(teachingBy day: Int) -> Int { Self.count(refs.count) { refs[$0].teach <= day } }
    }

    /// What this forecaster worked out for its library, kept while it lives: each D-number's prepared runs,
    /// and the method's forecast for past runs (the backtest and the ranges ask for the same ones again).
    /// Those of the library's own teaching runs (`PreparedDay` of the whole library) are also kept by D-number
    /// and place, as the cache file holds them (`ReferenceLibrary.pastForecasts`): read from it, and the new
    /// ones given back to be cached (`libraryWithNewPastForecasts`).
    final class PastForecasts: @unchecked Sendable {
        private var values: [String: Double?] = [:]
        private var days: [Int: PreparedDay] = [:]
        /// The D-numbers in `days`, the latest asked last: a window kept open forecasts day after day, and each
        /// D-number's runs take a few MB, so only the latest `keptDays` are kept.
        private var asked: [Int] = []
        static let keptDays = 3
        private var stored: [Int: [Int: Double]]
        private var fresh: [Int: [Int: Double]] = [:]
        private let lock = NSLock()

        init(stored: [Int: [Int: Double]]) { self.stored = stored }

        func value(_ key: String) -> Double?? { lock.withLock { values[key] } }
        func set(_ key: String, _ value: Double?) { lock.withLock { values[key] = value } }
        /// The whole library's run at `place` among D`d`'s teaching runs: its forecast when known (NaN: none).
        func stored(day d: Int, place: Int) -> Double?? {
            lock.withLock { stored[d]?[place].map { $0.isNaN ? nil : $0 } }
        }
        func store(day d: Int, place: Int, _ value: Double?) {
            lock.withLock {
                stored[d, default: [:]][place] = value ?? .nan
                fresh[d, default: [:]][place] = value ?? .nan
            }
        }
        /// Every stored forecast when some were worked out here; nil when none was.
        var storedIfNew: [Int: [Int: Double]]? { lock.withLock { fresh.isEmpty ? nil : stored } }
        /// D`d`'s runs for a forecast as of `day` (nil: every run): made through `day` when none are kept (a
        /// single forecast, as the command line makes, prepares only the runs that had ended by its day), every run
        /// once a kept prefix falls short.
        func day(_ d: Int, asOf day: Int?, make: (_ through: Int?) -> PreparedDay) -> PreparedDay {
            let kept = lock.withLock { days[d] }
            if let kept, kept.covers(day) {
                lock.withLock { asked = asked.filter { $0 != d } + [d] }
                return kept
            }
            let made = make(kept == nil ? day : nil)
            lock.withLock {
                if days.updateValue(made, forKey: d) == nil { asked.append(d) }
                while asked.count > Self.keptDays { days[asked.removeFirst()] = nil }
            }
            return made
        }
        /// The D-numbers whose runs are kept, the latest asked last.
        var keptDays: [Int] { lock.withLock { asked } }
    }

    /// The library's teaching runs at D`d`, prepared (once per forecaster); with `asOf`, at least those a forecast
    /// as of that day learns from (`PastForecasts.day`).
    func preparedDay(_ d: Int, asOf: Day? = nil) -> PreparedDay {
        pastForecasts.day(d, asOf: asOf?.daysSinceEpoch) { through in
            var teaching: [(ReferenceRun, RunShape)] = []
            var from: [Int] = []
            for entry in library.entries {
                guard let teachesFrom = entry.teachesFrom?.daysSinceEpoch, through.map({ teachesFrom <= $0 }) ?? true
                else { break }
                if let shape = RunShape(entry.run, day: d) {
                    teaching.append((entry.run, shape))
                    from.append(teachesFrom)
                }
            }
            return PreparedDay(prepare(teaching), teachesFrom: from, through: through)
        }
    }

    static func pastKey(_ run: ReferenceRun, day: Int) -> String {
        "\(run.movieCode)|\(run.firstDay.daysSinceEpoch)|\(day)"
    }

    /// The latest `Method.pastRuns` runs among the first `count` of `prepared` ranked on D`day`: each one's
    /// index, its forecast when already known (`pastForecasts`), and how many runs had ended by its D`day`.
    /// `whole`: `prepared` is the whole library's (`preparedDay`), whose runs' forecasts are cached by place.
    func pastRuns(day: Int, prepared: PreparedDay, count: Int, whole: Bool) -> [(index: Int, known: Double??, cut: Int)]
    {
        var runs: [(index: Int, known: Double??, cut: Int)] = []
        for i in stride(from: count - 1, through: 0, by: -1) where prepared.refs[i].shape.rankedOnDay {
            let run = prepared.refs[i]
            var known = whole ? pastForecasts.stored(day: day, place: i) : nil
            if known == nil { known = pastForecasts.value(Self.pastKey(run.run, day: day)) }
            let cut = known == nil ? prepared.count(teachingBy: run.run.day(ofDNumber: day).daysSinceEpoch) : 0
            runs.append((i, known, cut))
            if runs.count == Method.pastRuns { break }
        }
        return runs
    }

    /// log(final ÷ forecast) of `runs` (`pastRuns`), each forecast as of its own D`day` from the runs that had
    /// ended by then (`fits`: the regression over each such prefix): the method's own record; with each one's
    /// size, the log of the final it forecast (`Outcomes.scaled`).
    func pastErrors(
        day: Int, prepared: PreparedDay, runs: [(index: Int, known: Double??, cut: Int)], fits: [Int: Regression],
        whole: Bool
    ) -> [(error: Double, size: Double)] {
        var errors: [(error: Double, size: Double)] = []
        for (index, known, cut) in runs {
            let run = prepared.refs[index]
            let forecast: Double?
            if let known {
                forecast = known
            } else {
                if cut >= Self.neighbours {
                    let nearest = Self.nearest(run.shape, in: prepared.refs, count: cut)
                    let regression = fits[cut]?.predict(run.features, lambda: Method.lambda)
                    let asOf = run.run.day(ofDNumber: day).daysSinceEpoch
                    forecast = Self.centre(nearest: nearest, refs: prepared.refs, asOf: asOf, regression: regression)
                } else {
                    forecast = nil
                }
                pastForecasts.set(Self.pastKey(run.run, day: day), forecast)
                if whole { pastForecasts.store(day: day, place: index, forecast) }
            }
            if let forecast {
                errors.append((run.logMultiple - forecast, log(Double(run.shape.total)) + forecast))
            }
        }
        return errors
    }

    /// The library with every past forecast worked out so far, when this forecaster worked out any new one
    /// (to cache for the next forecast: `ReferenceLibraryCache`); nil when there is nothing new.
    public func libraryWithNewPastForecasts() -> ReferenceLibrary? {
        guard let stored = pastForecasts.storedIfNew else { return nil }
        var library = library
        library.pastForecasts = stored
        return library
    }
}
