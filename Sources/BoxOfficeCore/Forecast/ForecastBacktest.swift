/// How good the forecast was on the runs the app holds: each film that opened in the period and was in the
/// top 10 on its D`atDay`, and whose run has ended, forecast from the runs that had ended before that day,
/// against the total it ended at.
public struct ForecastBacktest: Sendable, Equatable {
    public struct Figures: Sendable, Equatable {
        public let films: Int
        /// The median of |forecast ÷ final − 1|.
        public let medianError: Double
        /// The share of films forecast within ±20 % of their final total.
        public let within20: Double
        /// The share of films whose final total fell in the 80 % range.
        public let rangeCoverage: Double
        /// The same three among films that ended at 1 million or more.
        public let millionFilms: Int
        public let millionMedianError: Double?
        /// Forecasts that said the film was running stronger than every similar film, and how many of those
        /// films ended above the forecast (the note says it may be low).
        public let strongerNotes: Int
        public let strongerNotesLow: Int

        init(_ results: [Result]) {
            films = results.count
            medianError = Forecaster.quantile(results.map(\.error).sorted(), 0.5)
            within20 = results.isEmpty ? 0 : Double(results.filter { $0.error <= 0.2 }.count) / Double(results.count)
            rangeCoverage = results.isEmpty ? 0 : Double(results.filter(\.covered).count) / Double(results.count)
            let million = results.filter { $0.final >= 1_000_000 }
            millionFilms = million.count
            millionMedianError = million.isEmpty ? nil : Forecaster.quantile(million.map(\.error).sorted(), 0.5)
            let noted = results.filter(\.stronger)
            strongerNotes = noted.count
            strongerNotesLow = noted.filter { $0.final > $0.forecast }.count
        }
    }

    public struct Year: Sendable, Equatable {
        public let year: Int
        public let figures: Figures
    }

    /// One film's forecast against its end.
    public struct Result: Sendable, Equatable {
        public let movieCode: String
        public let title: String
        public let openDate: Day
        public let forecast: Int64
        public let low: Int64
        public let high: Int64
        public let final: Int64
        public let stronger: Bool

        public var error: Double { abs(Double(forecast) / Double(final) - 1) }
        public var covered: Bool { low <= final && final <= high }
    }

    public let atDay: Int
    public let from: Day
    public let to: Day
    public let all: Figures
    public let byYear: [Year]
    public let results: [Result]

    public init(library: ReferenceLibrary, from: Day, to: Day, atDay: Int) {
        self.atDay = atDay
        self.from = from
        self.to = to
        let teaching = library.entries.compactMap { entry in entry.teachesFrom.map { (entry.run, $0) } }
        // Each run's shape at the D-number once, reused for every film forecast after it ended.
        let shapes = teaching.map { run, from in (run, from, RunShape(run, day: atDay)) }
        let forecaster = Forecaster(library: library)
        var results: [Result] = []
        for (run, _) in teaching where run.openDate >= from && run.openDate <= to {
            let asOf = run.day(ofDNumber: atDay)
            guard run.days.contains(where: { $0.day == asOf }), asOf < run.endKnownOn else { continue }
            var references: [(ReferenceRun, RunShape)] = []
            for (ref, teachesFrom, shape) in shapes {
                guard teachesFrom <= asOf else { break }
                if let shape, ref.key != run.key { references.append((ref, shape)) }
            }
            guard
                case .success(let forecast) = forecaster.forecast(
                    run, asOf: asOf, breakEven: nil, references: references, basisCount: nil)
            else { continue }
            results.append(
                Result(
                    movieCode: run.movieCode, title: run.title, openDate: run.openDate, forecast: forecast.median,
                    low: forecast.low, high: forecast.high, final: run.finalTotal,
                    stronger: forecast.runningStrongerThanSimilar))
        }
        self.results = results
        all = Figures(results)
        byYear = Dictionary(grouping: results, by: \.openDate.year).keys.sorted().map { year in
            Year(year: year, figures: Figures(results.filter { $0.openDate.year == year }))
        }
    }
}
