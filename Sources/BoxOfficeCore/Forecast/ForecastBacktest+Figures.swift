/// The backtest's figures, for all its films and by year, period and size.
extension ForecastBacktest {
    public struct Figures: Sendable, Equatable {
        public let films: Int
        /// The median of |forecast ÷ final − 1|.
        public let medianError: Double
        /// The median of forecast ÷ final − 1: the bias (below 0: forecasts too low).
        public let medianSignedError: Double
        /// The share of films forecast within ±20 % of their final total.
        public let within20: Double
        /// The share of films whose final total fell in the 80 % range.
        public let rangeCoverage: Double
        /// The median error among films that ended at 1 million or more.
        public let millionFilms: Int
        public let millionMedianError: Double?
        /// Forecasts that said the film was running stronger than every similar film, and how many of those
        /// films ended above the forecast (the note says it may be low).
        public let strongerNotes: Int
        public let strongerNotesLow: Int

        init(_ results: [Result]) {
            films = results.count
            medianError = Forecaster.quantile(results.map(\.error).sorted(), 0.5)
            medianSignedError = Forecaster.quantile(results.map(\.signedError).sorted(), 0.5)
            within20 = Self.share(results) { $0.error <= 0.2 }
            rangeCoverage = Self.share(results, \.covered)
            let million = results.filter { $0.final >= 1_000_000 }
            millionFilms = million.count
            millionMedianError = million.isEmpty ? nil : Forecaster.quantile(million.map(\.error).sorted(), 0.5)
            let noted = results.filter(\.stronger)
            strongerNotes = noted.count
            strongerNotesLow = noted.filter { $0.final > $0.forecast }.count
        }

        private static func share(_ results: [Result], _ test: (Result) -> Bool) -> Double {
            results.isEmpty ? 0 : Double(results.filter(test).count) / Double(results.count)
        }
    }

    public struct Year: Sendable, Equatable {
        public let year: Int
        public let figures: Figures

        static func grouped(_ results: [Result], by year: (Result) -> Int) -> [Year] {
            Dictionary(grouping: results, by: year).sorted { $0.key < $1.key }.map {
                Year(year: $0.key, figures: Figures($0.value))
            }
        }
    }

    /// The periods the method is judged on (issue 44): chosen on the first, the other two held out.
    public struct Period: Sendable, Equatable {
        public enum Kind: String, Sendable, CaseIterable {
            /// Opened 2017–2019: what the method and its weights were chosen on.
            case chosen
            /// 2020-03 … 2022-04: the capacity limits (held out).
            case limits
            /// 2022-05 … 2022-12: the market after the limits (held out).
            case afterLimits

            /// The opening days it holds.
            public var span: ClosedRange<Day> {
                switch self {
                case .chosen: return Self.day(2017, 1, 1)...Self.day(2019, 12, 31)
                case .limits: return Self.day(2020, 3, 1)...Self.day(2022, 4, 30)
                case .afterLimits: return Self.day(2022, 5, 1)...Self.day(2022, 12, 31)
                }
            }

            public var heldOut: Bool { self != .chosen }

            private static func day(_ y: Int, _ m: Int, _ d: Int) -> Day {
                Day(year: y, month: m, day: d) ?? Day(daysSinceEpoch: 0)
            }
        }

        public let kind: Kind
        public let figures: Figures
    }

    /// A size class by the final total: `from` ≤ final < `below` (nil: no upper end).
    public struct Size: Sendable, Equatable {
        public let from: Int64
        public let below: Int64?
        public let figures: Figures

        static let classes: [Range<Int64>] = [0..<1_000_000, 1_000_000..<5_000_000, 5_000_000..<Int64.max]
    }
}
