import BoxOfficeCore

/// A history that stops while the film may still be charting: the days after it are unknown, not "out of the top
/// 10". The window says so where it says "n days missing", with what filling them costs, and its Fill brings
/// them in (the history fill's own flow, `HistoryFillViewModel`).
extension FilmRunViewModel {
    /// "History stops at 2025-09-30 · About 12 KOBIS requests of 2,380 left today"; nil while the history is up to
    /// date for the film (or it has ended, or there is no fill).
    public var historyStopText: String? {
        guard let range = stoppedRange, let fill else { return nil }
        return [tr("History stops at {date}", ["date": range.first.iso]), fill.costText(range.fill, segment: segment)]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// Whether Fill has days to bring in: the run's missing days, or those after the history stops.
    public var canFill: Bool { missingCount > 0 || historyStopText != nil }

    /// The last day known, and the fill of every day after it up to today (clamped to the latest chart).
    var stoppedRange: (first: Day, fill: HistoryFillViewModel.Range)? {
        guard let forecast, let stopped = forecast.historyStoppedOn else { return nil }
        return (stopped, .custom(first: stopped.adding(days: 1), last: forecast.today))
    }
}
