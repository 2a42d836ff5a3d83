/// How good the forecast was on the runs the app holds (docs/FORECAST.md, "The backtest"): each film that
/// opened in the period, was in the daily top 10 on every day D1 … D`atDay`, and whose first run is known to
/// have ended, forecast as of its D`atDay` from the runs that had ended by then, against its total on the
/// run's last top-10 day.
public struct ForecastBacktest: Sendable, Equatable {
    /// One film's forecast against its end.
    public struct Result: Sendable, Equatable {
        public let movieCode: String
        public let title: String
        public let openDate: Day
        /// The run's last ranked day.
        public let lastDay: Day
        public let forecast: Int64
        public let low: Int64
        public let high: Int64
        public let final: Int64
        public let stronger: Bool

        /// forecast ÷ final − 1: below 0 when the forecast was low.
        public var signedError: Double { Double(forecast) / Double(final) - 1 }
        public var error: Double { abs(signedError) }
        public var covered: Bool { low <= final && final <= high }
    }

    public let atDay: Int
    public let from: Day
    public let to: Day
    public let all: Figures
    /// By opening year.
    public let byYear: [Year]
    /// The periods (`Period.Kind`) that overlap `from` … `to`, oldest first.
    public let byPeriod: [Period]
    /// Below 1 million, 1–5 million, 5 million or more (`Size.classes`).
    public let bySize: [Size]
    public let results: [Result]

    public init(library: ReferenceLibrary, from: Day, to: Day, atDay: Int) {
        self.init(
            results: Self.results(library: library, from: from, to: to, atDay: atDay), from: from, to: to, atDay: atDay)
    }

    init(results: [Result], from: Day, to: Day, atDay: Int) {
        self.atDay = atDay
        self.from = from
        self.to = to
        self.results = results
        all = Figures(results)
        byYear = Year.grouped(results, by: \.openDate.year)
        byPeriod = Period.Kind.allCases.compactMap { kind in
            let span = kind.span
            guard span.lowerBound <= to, from <= span.upperBound else { return nil }
            return Period(kind: kind, figures: Figures(results.filter { span.contains($0.openDate) }))
        }
        bySize = Size.classes.map { range in
            Size(
                from: range.lowerBound, below: range.upperBound == .max ? nil : range.upperBound,
                figures: Figures(results.filter { range.contains($0.final) }))
        }
    }

    /// The population's forecasts: opened `from` … `to`, ranked on each of D1 … D`atDay`, known to have ended.
    static func results(library: ReferenceLibrary, from: Day, to: Day, atDay: Int) -> [Result] {
        guard atDay >= 1 else { return [] }
        let teaching = library.entries.compactMap { entry in entry.teachesFrom.map { (entry.run, $0) } }
        // Each run's shape at the D-number once, reused for every film forecast after it ended.
        let shapes = teaching.map { run, from in (run, from, RunShape(run, day: atDay)) }
        let forecaster = Forecaster(library: library)
        var results: [Result] = []
        for (run, _) in teaching where run.openDate >= from && run.openDate <= to && run.isRanked(through: atDay) {
            let asOf = run.day(ofDNumber: atDay)
            var references: [(ReferenceRun, RunShape)] = []
            for (ref, teachesFrom, shape) in shapes {
                guard teachesFrom <= asOf else { break }
                if let shape, !ref.isSameRun(run) { references.append((ref, shape)) }
            }
            guard
                case .success(let forecast) = forecaster.forecast(
                    run, asOf: asOf, breakEven: nil, references: references, basisCount: nil)
            else { continue }
            results.append(
                Result(
                    movieCode: run.movieCode, title: run.title, openDate: run.openDate, lastDay: run.lastDay,
                    forecast: forecast.median, low: forecast.low, high: forecast.high, final: run.finalTotal,
                    stronger: forecast.runningStrongerThanSimilar))
        }
        return results
    }
}

extension ReferenceRun {
    /// Whether the run was in the top 10 on every day D1 … D`d`.
    func isRanked(through d: Int) -> Bool {
        let first = day(ofDNumber: 1)
        let last = day(ofDNumber: d)
        guard let start = days.firstIndex(where: { $0.day >= first }), days[start].day == first else { return false }
        let wanted = first.days(until: last) + 1
        guard start + wanted <= days.count else { return false }
        return days[start + wanted - 1].day == last
    }
}
