import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// The forecast's reference runs for the app: the shipped runs read once, the history's runs read again
/// only when the history changed since (its `forecastStamp`), and each film's break-even. `AppServices`
/// holds one; view-models receive it and never build a library.
@MainActor
public final class ForecastReferences {
    private let shippedURL: URL?
    private let history: HistoryStore?
    private var shipped: ReferenceRunFile??
    private var cached: (stamp: HistoryStore.ForecastStamp?, library: ReferenceLibrary)? {
        didSet { kept = nil }
    }
    /// The forecaster of the cached library, kept while it is: what it works out once (each D-number's reference
    /// runs, the ranges' past forecasts) serves every later forecast instead of being made again each time.
    private var kept: Forecaster?

    public init(shipped: URL?, history: HistoryStore?) {
        shippedURL = shipped
        self.history = history
    }

    /// The library as the history is now: rebuilt when a chart row was saved since the last call.
    public func library() -> ReferenceLibrary {
        let stamp = history?.forecastStamp
        if let cached, cached.stamp == stamp, stamp != nil || history == nil { return cached.library }
        // Another process (or this one before) may have cached the library for the history as it is now.
        let file = history.flatMap { ReferenceLibraryCache(history: $0, shipped: shippedURL) }
        if let library = file?.read() {
            cached = (stamp, library)
            return library
        }
        let runs: ReferenceRunFile?
        if let shipped {
            runs = shipped
        } else {
            runs = ShippedReferenceRuns.load(shippedURL)
            shipped = .some(runs)
        }
        let saved = history?.referenceRuns() ?? (runs: [], through: nil, days: .none)
        let library = ReferenceLibrary(shipped: runs, history: saved.runs, historyDays: saved.days)
        file?.write(library)
        cached = (stamp, library)
        return library
    }

    public func forecaster() -> Forecaster {
        let library = library()
        if let kept { return kept }
        let made = Forecaster(library: library)
        kept = made
        return made
    }

    /// The break-even the user entered for the film (admissions), nil when none.
    public func breakEven(movieCode: String) -> Int64? { history?.breakEven(movieCode: movieCode) }

    /// Saves the film's break-even; nil forgets it. False when there is no history to keep it in.
    @discardableResult
    public func setBreakEven(_ admissions: Int64?, movieCode: String) -> Bool {
        guard let history else { return false }
        history.setBreakEven(admissions, movieCode: movieCode)
        return true
    }
}
