import Foundation

/// Forecasts where a film's run will end from its days so far and the past runs that looked most like it.
///
/// The method (docs/FORECAST.md, issue 44): each run up to D-number d is a point (`RunShape`). The log
/// multiple forecast is 0.7 × the recency-weighted median of the `neighbours` nearest runs that had ended by
/// the day (a two-year half-life) + 0.3 × a ridge regression on the run's figures and the market's level
/// (`Regression`), refit as runs end. The range and chances are one distribution: the method's own errors on
/// the latest 150 runs that ended, about today's centre and wider for a bigger forecast (`pastErrors`,
/// `Outcomes`); capped at the record; once
/// settled, the run's own tail (`Tail`). Deterministic, plain arithmetic, nothing from after `asOf`.
public struct Forecaster: Sendable {
    /// How much each part of a run's shape counts in the distance between runs.
    enum Weights {
        static let shape = 1.0
        static let total = 0.3
        static let screens = 2.0
        static let salesShare = 4.0
        static let previews = 2.0
        static let shows = 2.0
        /// Admissions per show on the latest day: how full its screenings are.
        static let perShow = 1.0
        static let rank = 1.0
        /// Holiday days (`KoreanHolidays`) among D1…d, and summer-peak days.
        static let holidays = 1.0
        static let summer = 1.0
        /// Added when two runs opened on different weekdays.
        static let weekday = 1.0
    }

    public static let neighbours = 20

    public let library: ReferenceLibrary
    /// The method's forecasts for past runs, kept while this forecaster lives (`pastErrors`).
    let pastForecasts: PastForecasts

    public init(library: ReferenceLibrary) {
        self.library = library
        pastForecasts = PastForecasts(stored: library.pastForecasts)
    }

    /// The forecast for the film's run as of `asOf` (or its D`atDay`). Neither: as of the last day known of
    /// its latest run (`historyEnds` says which), or `.runEnded` when that run is known to have ended
    /// (`endedRun` tells what the forecast had said).
    public func forecast(movieCode: String, asOf: Day? = nil, atDay: Int? = nil, breakEven: Int64? = nil)
        -> Result<FilmForecast, ForecastRefusal>
    {
        let runs = library.runs(of: movieCode)
        // D`atDay` of the run it falls in (a film re-run within a year counts from the same opening day).
        let dated = atDay.flatMap { d in
            runs.first { run in library.endKnown(run).map { run.day(ofDNumber: d) < $0 } ?? true }
        }
        guard let run = asOf.flatMap({ library.run(of: movieCode, asOf: $0) }) ?? dated ?? runs.last else {
            return .failure(.noDays(title: nil))
        }
        guard let day = asOf ?? atDay.map({ run.day(ofDNumber: $0) }) else {
            if library.endKnown(run) != nil {
                // Where the run its past forecasts were measured against ended (`endedRun`).
                let told = Self.endedAnswer(runs) ?? run
                return .failure(.runEnded(title: told.title, lastDay: told.lastDay, total: told.finalTotal))
            }
            return forecast(run, asOf: library.lastKnownDay(of: run), breakEven: breakEven).map { f in
                var f = f
                f.historyEnds = f.asOf
                return f
            }
        }
        return forecast(run, asOf: day, breakEven: breakEven)
    }

    /// The forecast for `run` as known at the end of `asOf`, from the runs that had ended by then; with the
    /// run's outcome when it is known to have ended since. A day past the last one known of a run that may go
    /// on is taken as that day (`historyEnds`): the days after it are unknown, not outside the top 10.
    public func forecast(_ run: ReferenceRun, asOf: Day, breakEven: Int64? = nil) -> Result<
        FilmForecast, ForecastRefusal
    > {
        let d = run.dNumber(asOf)
        if d < 1 { return .failure(.beforeOpening(title: run.title, opening: run.openDate)) }
        let ended = library.endKnown(run)
        if let ended, ended <= asOf {
            return .failure(.runEnded(title: run.title, lastDay: run.lastDay, total: run.finalTotal))
        }
        let lastKnown = ended == nil ? library.lastKnownDay(of: run) : asOf
        if asOf > lastKnown {
            return forecast(run, asOf: lastKnown, breakEven: breakEven).map { f in
                var f = f
                f.historyEnds = lastKnown
                return f
            }
        }
        // The library's teaching runs at this D-number, prepared once per forecaster: those that had ended by
        // `asOf` are its first ones, shared with the ranges' past forecasts.
        let whole = preparedDay(d, asOf: asOf)
        let teaching = whole.count(teachingFrom: asOf)
        let result: Result<FilmForecast, ForecastRefusal>
        if !whole.refs[..<teaching].contains(where: { $0.run.isSameRun(run) }) {
            result = forecast(run, asOf: asOf, breakEven: breakEven, prepared: whole, count: teaching, whole: true)
        } else {
            let references = library.references(asOf: asOf).compactMap { ref in
                ref.isSameRun(run) ? nil : RunShape(ref, day: d).map { (ref, $0) }
            }
            result = forecast(run, asOf: asOf, breakEven: breakEven, references: references, basisCount: nil)
        }
        return result.map { f in
            guard ended != nil else { return f }
            var f = f
            f.outcome = .init(
                final: run.finalTotal, lastDay: run.lastDay, error: Double(f.median) / Double(run.finalTotal) - 1)
            return f
        }
    }

    /// `references`: the runs that had ended by `asOf` with their shapes at the same D-number.
    func forecast(
        _ run: ReferenceRun, asOf: Day, breakEven: Int64?, references: [(ReferenceRun, RunShape)], basisCount: Int?
    ) -> Result<FilmForecast, ForecastRefusal> {
        // The library's runs at this D-number, prepared once, when `references` are their first ones (as
        // they are from the backtest); anything else is prepared here.
        let whole = preparedDay(run.dNumber(asOf))
        let count = references.count
        let isPrefix =
            count <= whole.refs.count
            && (count == 0
                || (whole.refs[0].run.isSameRun(references[0].0)
                    && whole.refs[count - 1].run.isSameRun(references[count - 1].0)))
        return forecast(
            run, asOf: asOf, breakEven: breakEven, prepared: isPrefix ? whole : PreparedDay(prepare(references)),
            count: count, whole: isPrefix, basisCount: basisCount)
    }

    /// From the first `count` runs of `prepared`, the runs that had ended by `asOf`; `whole`: `prepared` is the
    /// whole library's (`preparedDay`), whose runs' past forecasts are cached by place.
    func forecast(
        _ run: ReferenceRun, asOf: Day, breakEven: Int64?, prepared: PreparedDay, count: Int, whole isPrefix: Bool,
        basisCount: Int? = nil
    ) -> Result<FilmForecast, ForecastRefusal> {
        let d = run.dNumber(asOf)
        guard let known = run.asOf(asOf), let shape = RunShape(known, day: d) else {
            return .failure(.noDays(title: run.title))
        }
        guard count >= Self.neighbours else { return .failure(.tooFewReferences(count: count)) }
        let refs = prepared.refs
        let now = asOf.daysSinceEpoch
        let neighbourhood = Self.nearest(shape, in: refs, count: count)
        let nearest = neighbourhood.map {
            (ref: refs[$0.index].run, shape: refs[$0.index].shape, distance: $0.distance)
        }
        let c = Double(shape.total)
        // Settled: what is left is the run's own tail, not a multiple of its total (`Tail`).
        let tail = Self.settled(known, day: d) ? Tail(known, day: d, total: shape.total) : nil
        let settled = tail != nil
        let past = settled ? [] : pastRuns(day: d, prepared: prepared, count: count, whole: isPrefix)
        let fits = prepared.fits(at: [count] + past.filter { $0.known == nil }.map(\.cut))
        let regression = fits[count]?.predict(features(shape, of: run), lambda: Method.lambda)
        let middle = Self.centre(nearest: neighbourhood, refs: refs, asOf: now, regression: regression)
        let outcomes: Outcomes
        if settled {
            outcomes = Outcomes(multiples: [middle])
        } else {
            // The method's own errors on the latest runs that ended, about today's centre and scaled to its size;
            // too few: the neighbours' own outcomes.
            let errors = pastErrors(day: d, prepared: prepared, runs: past, fits: fits, whole: isPrefix)
            outcomes =
                errors.count >= Method.fewestPastRuns
                ? Outcomes(errors: errors, about: middle, size: log(c) + middle)
                : Outcomes(multiples: nearest.map { log(Double($0.ref.finalTotal) / Double($0.shape.total)) }.sorted())
        }
        func total(_ logMultiple: Double) -> Int64 { max(shape.total, Int64((c * exp(logMultiple)).rounded())) }
        func chance(_ admissions: Int64) -> Double {
            if shape.total >= admissions { return 1 }
            if let tail { return tail.chance(passing: admissions) }
            return outcomes.fraction(above: log(Double(admissions) / c))
        }
        // No upper end past the record unless the film is past it already.
        let ceiling = shape.total >= Method.record ? Int64.max : Method.record
        let high = min(tail?.high ?? total(outcomes.quantile(0.9)), ceiling)
        let median = min(tail?.figure ?? total(middle), high)
        let low = min(tail?.low ?? total(outcomes.quantile(0.1)), median)
        let holds = nearest.compactMap(\.shape.hold)
        // Above every neighbour whose hold can be compared, when three in four can.
        let comparable = holds.count * 4 >= nearest.count * 3
        let stronger = shape.hold.map { own in comparable && holds.allSatisfy { own > $0 } } ?? false
        let opened = refs[..<count].map(\.run.openDate)
        return .success(
            FilmForecast(
                movieCode: run.movieCode, title: run.title, openDate: run.openDate, asOf: asOf, day: d,
                audienceToDate: shape.total, median: median, low: low, high: high, settled: settled,
                chances: FilmForecast.thresholds.map { .init(admissions: $0, chance: chance($0)) },
                breakEven: breakEven.flatMap { $0 > 0 ? .init(admissions: $0, chance: chance($0)) : nil },
                similar: nearest.map { Self.similar($0.ref, at: $0.shape) },
                basis: .init(
                    runs: basisCount ?? count, from: opened.min() ?? run.openDate,
                    to: opened.max() ?? run.openDate),
                runningStrongerThanSimilar: stronger))
    }

    static func similar(_ run: ReferenceRun, at shape: RunShape) -> FilmForecast.SimilarRun {
        var totals: [Int64] = []
        var latest: Int64 = 0
        var index = 0
        let lastD = run.dNumber(run.lastDay)
        if lastD >= 1 {
            for d in 1...lastD {
                while index < run.days.count, run.dNumber(run.days[index].day) <= d {
                    latest = run.days[index].audienceTotal
                    index += 1
                }
                totals.append(latest)
            }
        }
        return .init(
            movieCode: run.movieCode, title: run.title, openDate: run.openDate, audienceAtDay: shape.total,
            final: run.finalTotal, totals: totals)
    }

    /// Linear interpolation between order statistics (sorted input).
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// The standard normal distribution function.
    static func normal(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
}
