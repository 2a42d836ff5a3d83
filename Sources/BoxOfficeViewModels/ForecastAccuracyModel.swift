import BoxOfficeCore
import Foundation

/// How good the forecast has been, for "About this estimate" and its page: the rolling backtest at D7 over the
/// films of the last 12 months of ended runs the app knows (shipped plus history), then every year and every
/// size. Computed once off the main thread from the references it is given; no request, no GTK.
@MainActor
public final class ForecastAccuracyModel {
    public enum Part: Hashable, Sendable { case figures }
    public let changes = Changes<Part>()

    /// One line of the page's table and one group of its chart.
    public struct Row: Sendable, Equatable {
        public let label: String
        public let films: Int
        /// The median of |forecast ÷ final − 1|.
        public let medianError: Double
        /// The median of forecast ÷ final − 1: below 0 when forecasts were low.
        public let medianSignedError: Double
        public let within20: Double
        public let rangeCoverage: Double

        init(label: String, results: [ForecastBacktest.Result]) {
            self.label = label
            films = results.count
            medianError = Self.median(results.map(\.error))
            medianSignedError = Self.median(results.map { Double($0.forecast) / Double($0.final) - 1 })
            within20 = results.isEmpty ? 0 : Double(results.filter { $0.error <= 0.2 }.count) / Double(results.count)
            rangeCoverage = results.isEmpty ? 0 : Double(results.filter(\.covered).count) / Double(results.count)
        }

        private static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }

        /// "150 films · median error 8% · typically 3% low · 77% within ±20% · range held 88%": the table's line.
        public var figures: String {
            tr(
                "{films} films · median error {error} · typically {signed} · {within} within ±20% · range held {coverage}",
                words)
        }

        /// "4% low": which way forecasts typically missed.
        public var signed: String { ForecastAccuracyModel.signedText(medianSignedError) }

        private var words: [String: String] {
            [
                "label": label, "films": NumberFormatting.grouped(Int64(films)),
                "error": NumberFormatting.percent(medianError * 100),
                "signed": ForecastAccuracyModel.signedText(medianSignedError),
                "within": NumberFormatting.percent(within20 * 100),
                "coverage": NumberFormatting.percent(rangeCoverage * 100)
            ]
        }

        /// "2019: 150 films, median error 8%, forecasts 3% low, 77% within ±20%, the range held 88%": the row as
        /// a screen reader reads it.
        public var reading: String {
            tr(
                "{label}: {films} films, median error {error}, typically {signed}, {within} within ±20%, the 80% range held {coverage}",
                words)
        }
    }

    /// Fewer recent films than this and the page and About this estimate say so.
    nonisolated public static let fewRecent = 30
    /// The D-number every figure here is made at.
    nonisolated public static let atDay = 7

    private let library: @MainActor () -> ReferenceLibrary
    private var started = false
    /// The rolling backtest: films that opened in the 12 months up to the last day an ended run is known.
    public private(set) var recent: ForecastBacktest?
    public private(set) var byYear: [Row] = []
    public private(set) var bySize: [Row] = []

    public init(library: @escaping @MainActor () -> ReferenceLibrary) {
        self.library = library
    }

    /// Computes the figures once, off the main thread; observers hear `.figures` when done.
    public func load() {
        guard !started else { return }
        started = true
        let library = library()
        Task { [weak self] in
            let figures = await Task.detached { Self.compute(library) }.value
            guard let self, let figures else { return }
            self.recent = figures.recent
            self.byYear = figures.years
            self.bySize = figures.sizes
            self.changes.send(.figures)
        }
    }

    private struct Figures: Sendable {
        let recent: ForecastBacktest
        let years: [Row]
        let sizes: [Row]
    }

    private nonisolated static func compute(_ library: ReferenceLibrary) -> Figures? {
        let ended = library.entries.compactMap(\.teachesFrom)
        guard let last = ended.max(), let first = library.entries.map(\.run.openDate).min() else { return nil }
        let recent = ForecastBacktest(library: library, from: last.adding(days: -365), to: last, atDay: atDay)
        let all = ForecastBacktest(library: library, from: first, to: last, atDay: atDay)
        let years = Dictionary(grouping: all.results, by: \.openDate.year).keys.sorted().map { year in
            Row(label: String(year), results: all.results.filter { $0.openDate.year == year })
        }
        let sizes = [
            (tr("Ended below 1 million"), Int64.min, Int64(1_000_000)),
            (tr("1 million to 5 million"), Int64(1_000_000), Int64(5_000_000)),
            (tr("5 million or more"), Int64(5_000_000), Int64.max)
        ].map { label, low, high in
            Row(label: label, results: all.results.filter { $0.final >= low && $0.final < high })
        }
        return Figures(recent: recent, years: years, sizes: sizes)
    }

    // MARK: words

    /// "Checked on 152 films that opened 2022-01-01 – 2022-12-31 …" over the last 12 months, with a sentence
    /// when they are too few to tell; nil until computed.
    public var recentSentence: String? {
        guard let recent else { return nil }
        let lead = tr("Over the last 12 months of ended runs the app knows:") + " " + recent.sentence
        guard recent.all.films < Self.fewRecent else { return lead }
        return lead + " "
            + tr(
                "Only {count} recent films are known, too few to tell how good the forecast is now: the years below tell more.",
                ["count": String(recent.all.films)])
    }

    /// "By year (median error at D7): 2018 10.6%, 2019 8.4%, …"; nil until computed.
    public var yearsSentence: String? {
        guard !byYear.isEmpty else { return nil }
        return tr(
            "By opening year, the median error at D{d}: {years}.",
            [
                "d": String(Self.atDay),
                "years": byYear.map { $0.label + " " + NumberFormatting.percent($0.medianError * 100) }
                    .joined(separator: ", ")
            ])
    }

    /// "3% low" / "5% high" / "right on": which way forecasts typically missed.
    nonisolated static func signedText(_ error: Double) -> String {
        let percent = NumberFormatting.percent(abs(error) * 100)
        if percent == "0%" { return tr("neither low nor high") }
        return error < 0 ? tr("{error} low", ["error": percent]) : tr("{error} high", ["error": percent])
    }

    /// The page's title and the sentence under it.
    public var title: String { tr("How Good the Forecast Has Been") }
    public var explanation: String {
        tr(
            "Each film the app knows whose run has ended, forecast at D{d} only from the runs that had ended by then, against where it really ended.",
            ["d": String(Self.atDay)])
    }
}
