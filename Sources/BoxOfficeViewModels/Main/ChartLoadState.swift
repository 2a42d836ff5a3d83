import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// Where the chart's load stands and what it left on screen, in one value changed only by the pure
/// transitions below; `ChartLoader` runs the requests and timers around it.
struct ChartLoadState: Equatable {
    let language: DisplayLanguage
    var phase: ChartViewModel.Phase = .loading
    var rows: [ChartRowModel] = []
    /// True only once loading has lasted the spinner's delay, so quick loads never flash a spinner.
    var showsSpinner = false
    /// A refresh is running while the current numbers stay on screen.
    var isRefreshing = false
    var isSample: Bool
    /// Set when a refresh failed and saved numbers are shown.
    var staleReason: String?
    /// When the shown numbers were fetched (nil for the sample).
    var fetchedAt: Date?
    /// The technical side of the last failure, for the "Details" expander.
    var errorDetail: String?
    /// The last failure is fixed in Preferences (a rejected or missing KOBIS key).
    var failureNeedsKey = false
    /// The chart on screen as KOBIS sent it; kept while the next one loads (its week number titles the page).
    var chart: Chart?
    /// The films the chart on screen counts, whose share its shares are.
    var segment: ChartSegment = .everything

    init(language: DisplayLanguage, isSample: Bool) {
        self.language = language
        self.isSample = isSample
    }

    var hasFailed: Bool { if case .failed = phase { return true } else { return false } }

    /// A request begins: a refresh keeps the numbers on screen, anything else clears them.
    mutating func begin(refresh: Bool) {
        if !refresh || rows.isEmpty {
            phase = .loading
            showsSpinner = false
            rows = []
        } else {
            isRefreshing = true
        }
        staleReason = nil
        errorDetail = nil
    }

    /// The spinner's delay passed; false when the load ended first.
    mutating func spinnerDue() -> Bool {
        guard phase == .loading else { return false }
        showsSpinner = true
        return true
    }

    /// A chart arrived (or needed no request). `emptyMessage` words an empty one, given the chart now on
    /// screen. Returns whether a refresh failed and saved numbers are shown instead (worth a toast).
    mutating func show(_ loaded: Loaded<Chart>, titles: [String: String], emptyMessage: (Chart) -> String) -> Bool {
        isRefreshing = false
        isSample = loaded.isSample
        fetchedAt = loaded.fetchedAt
        chart = loaded.value
        retitle(titles)
        // KOBIS answers with an empty list before a day is tallied: the repository asks again later.
        phase = rows.isEmpty ? .empty(message: emptyMessage(loaded.value)) : .loaded
        showsSpinner = false
        guard let error = loaded.refreshError else { return false }
        staleReason = error.sentence
        return true
    }

    /// English titles arrived: the same chart's rows with them.
    mutating func retitle(_ titles: [String: String]) {
        guard let chart else { return }
        rows = chart.entries.map {
            ChartRowModel(
                $0, language: language, englishTitle: titles[$0.movieCode], period: chart.period, segment: segment)
        }
    }

    /// The request failed. Numbers on screen stay, marked stale; returns whether that happened (worth a toast).
    mutating func fail(_ error: Error) -> Bool {
        let known = error as? BoxOfficeError
        failureNeedsKey = known?.needsKobisKey ?? false
        let sentence = known?.summary ?? "\(error)"
        errorDetail = known?.technicalDetail ?? String(describing: error)
        isRefreshing = false
        showsSpinner = false
        guard !rows.isEmpty else {
            phase = .failed(message: sentence)
            return false
        }
        staleReason = sentence
        phase = .loaded
        return true
    }
}
