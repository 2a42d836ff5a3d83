import BoxOfficeCore
import Foundation

/// How good the forecast has been, for "About this estimate" and its page: the rolling backtest at D7 over the
/// runs the app knows (shipped plus history) that ended in the last 12 months (`ForecastBacktest.recent`), then
/// every year, and every size. Computed once off the main thread from the references it is given; no request,
/// no GTK.
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

        init(label: String, figures: ForecastBacktest.Figures) {
            self.label = label
            films = figures.films
            medianError = figures.medianError
            medianSignedError = figures.medianSignedError
            within20 = figures.within20
            rangeCoverage = figures.rangeCoverage
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

    /// The D-number every figure here is made at.
    nonisolated public static let atDay = 7

    private let library: @MainActor () -> ReferenceLibrary
    /// The day "the last 12 months" end on (the app's today).
    public let today: Day
    private var started = false
    /// The rolling backtest: the runs that ended in the 12 months before `today`, then every year.
    public private(set) var recent: ForecastBacktest.Recent?
    /// By the year the runs ended, as About this estimate reads them.
    public private(set) var byYear: [Row] = []
    /// Below 1 million, 1–5 million, 5 million or more: every ended run the app knows.
    public private(set) var bySize: [Row] = []

    public init(today: Day, library: @escaping @MainActor () -> ReferenceLibrary) {
        self.today = today
        self.library = library
    }

    /// Computes the figures once, off the main thread; observers hear `.figures` when done.
    public func load() {
        guard !started else { return }
        started = true
        let library = library()
        let today = today
        Task { [weak self] in
            let figures = await Task.detached { Self.compute(library, today: today) }.value
            guard let self else { return }
            self.recent = figures.recent
            self.byYear = figures.recent.byYear.map { Row(label: String($0.year), figures: $0.figures) }
            self.bySize = figures.sizes
            self.changes.send(.figures)
        }
    }

    private struct Figures: Sendable {
        let recent: ForecastBacktest.Recent
        let sizes: [Row]
    }

    private nonisolated static func compute(_ library: ReferenceLibrary, today: Day) -> Figures {
        let recent = ForecastBacktest.recent(library: library, today: today, atDay: atDay)
        let first = library.entries.map(\.run.openDate).min() ?? today
        let all = ForecastBacktest(library: library, from: first, to: today, atDay: atDay)
        let sizes = all.bySize.map { size in
            let label =
                switch (size.from, size.below) {
                case (0, _): tr("Ended below 1 million")
                case (_, nil): tr("5 million or more")
                default: tr("1 million to 5 million")
                }
            return Row(label: label, figures: size.figures)
        }
        return Figures(recent: recent, sizes: sizes)
    }

    // MARK: words

    /// "Over the last 12 months (runs that ended 2021-12-31 – 2022-12-30), 139 films forecast at D7: …", with a
    /// sentence when they are too few to tell; nil until computed.
    public var recentSentence: String? {
        guard let recent else { return nil }
        let figures = recent.lastTwelveMonths
        // None (a history that stopped long ago): figures of no film would read as "off by less than 0%".
        guard figures.films > 0 else {
            return tr(
                "No run the app knows ended in the last 12 months ({from} – {to}), so there is no recent accuracy to tell: the years below tell how good the forecast has been.",
                ["from": recent.since.iso, "to": recent.today.adding(days: -1).iso])
        }
        let lead = tr(
            "Over the last 12 months (runs that ended {from} – {to}), {films} films forecast at D{d} only from runs that had ended by then: half were off by less than {error}, {within} were within ±20%, the 80% range held the final total for {coverage}, and forecasts were typically {signed}.",
            [
                "from": recent.since.iso, "to": recent.today.adding(days: -1).iso,
                "films": NumberFormatting.grouped(Int64(figures.films)), "d": String(Self.atDay),
                "error": NumberFormatting.percent(figures.medianError * 100),
                "within": NumberFormatting.percent(figures.within20 * 100),
                "coverage": NumberFormatting.percent(figures.rangeCoverage * 100),
                "signed": Self.signedText(figures.medianSignedError)
            ])
        guard !recent.isEnough else { return lead }
        return lead + " "
            + tr(
                "That is fewer than {enough} runs, too few to tell how good the forecast is now: the years below tell more.",
                ["enough": String(ForecastBacktest.Recent.enoughFilms)])
    }

    /// "By the year the runs ended, the median error at D7: 2018 10.6%, …"; nil until computed.
    public var yearsSentence: String? {
        guard !byYear.isEmpty else { return nil }
        return tr(
            "By the year the runs ended, the median error at D{d}: {years}.",
            [
                "d": String(Self.atDay),
                "years": byYear.map { $0.label + " " + NumberFormatting.percent($0.medianError * 100) }
                    .joined(separator: ", ")
            ])
    }

    /// "3% low" / "5% high" / "on the mark": which way forecasts typically missed.
    nonisolated static func signedText(_ error: Double) -> String { FilmForecast.Outcome.errorText(error) }

    /// The page's title and the sentence under it.
    public var title: String { tr("How Good the Forecast Has Been") }
    public var explanation: String {
        tr(
            "Each film the app knows whose run has ended, forecast at D{d} only from the runs that had ended by then, against where it really ended.",
            ["d": String(Self.atDay)])
    }
}
