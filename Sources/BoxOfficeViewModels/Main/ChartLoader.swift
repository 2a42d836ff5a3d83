import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// The chart's load lifecycle: starts a request for a selection, cancels the one it replaces (down to its
/// request), shows the spinner only after a delay, keeps the numbers on screen when a refresh fails, and
/// looks up the English titles afterwards. The rules are `ChartLoadState`'s; this runs the effects.
@MainActor
final class ChartLoader {
    private(set) var state: ChartLoadState
    /// The view-model's: told `rows` and `state` after every change of `state`, and `selection` with every load
    /// (which the view-model starts for a new selection) and every chart shown (whose title may name KOBIS's week).
    private let changes: Changes<ChartViewModel.Part>
    /// The view-model's: a toast when a refresh failed and saved numbers stay on screen, and every chart
    /// shown (loaded, refreshed or read without a request).
    private let events: Changes<ChartViewModel.Event>

    private let repository: BoxOfficeRepository
    private let network: NetworkState?
    private let spinnerDelay: UInt64
    private var loadTask: Task<Void, Never>?
    private var spinnerTask: Task<Void, Never>?
    /// Bumped by every load and by `stop`: an older load's answer, spinner or titles are dropped.
    private var generation = 0

    init(
        repository: BoxOfficeRepository, network: NetworkState?, language: DisplayLanguage,
        spinnerDelayMilliseconds: UInt64, changes: Changes<ChartViewModel.Part>, events: Changes<ChartViewModel.Event>
    ) {
        self.changes = changes
        self.events = events
        self.repository = repository
        self.network = network
        spinnerDelay = spinnerDelayMilliseconds * 1_000_000
        state = ChartLoadState(language: language, isSample: repository.isSampleMode)
    }

    /// Loads `selection`: at once when it needs no request (sample or saved, and not a refresh), else
    /// through the repository.
    func load(_ selection: ChartSelection, refresh: Bool) {
        if !refresh, let loaded = repository.immediateChart(selection.query) {
            loadTask?.cancel()
            generation += 1
            state.staleReason = nil
            state.errorDetail = nil
            show(loaded, selection)
            return
        }
        // Offline means no request is even tried: know it before the first one.
        network?.check()
        loadTask?.cancel()
        generation += 1
        let current = generation
        state.begin(refresh: refresh)
        changes.send([.selection, .rows, .state])
        let delay = spinnerDelay
        spinnerTask?.cancel()
        spinnerTask = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: delay)
            guard let self, self.generation == current, self.state.spinnerDue() else { return }
            self.changes.send(.state)
        }
        loadTask = Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                let loaded = try await self.repository.chart(selection.query, refresh: refresh)
                guard self.generation == current else { return }
                self.show(loaded, selection)
            } catch {
                guard self.generation == current, !Task.isCancelled else { return }
                self.spinnerTask?.cancel()
                if self.state.fail(error) { self.events.send(.toast(ChartViewModel.refreshFailedToast)) }
                self.changes.send([.rows, .state])
            }
        }
    }

    /// The window closed: the running load is cancelled (down to its request), and nothing it started
    /// reports any more.
    func stop() {
        spinnerTask?.cancel()
        loadTask?.cancel()
        loadTask = nil
        generation += 1
    }

    /// Keys changed: whether the chart now comes from the sample.
    func setSample(_ isSample: Bool) { state.isSample = isSample }

    private func show(_ loaded: Loaded<Chart>, _ selection: ChartSelection) {
        spinnerTask?.cancel()  // a load that finished in time never flashes the spinner later
        let language = state.language
        state.segment = selection.segment
        let stale = state.show(loaded, titles: repository.knownEnglishTitles) { chart in
            // "Not yet" only while KOBIS may still be counting: an empty answer for a settled day is final.
            let day = ChartTitles(language).period(selection, shown: chart, withYear: true)
            return self.repository.mayStillChange(chart.lastDay)
                ? tr("KOBIS has no numbers for {day} yet.", ["day": day])
                : tr("KOBIS has no numbers for {day}: no film was reported for it.", ["day": day])
        }
        if language == .english { lookUpEnglishTitles() }
        if stale { events.send(.toast(ChartViewModel.refreshFailedToast)) }
        changes.send([.selection, .rows, .state])
        events.send(.chartShown(selection.query))
    }

    /// The daily chart has Korean titles only: in English the repository finds each film's, and the rows
    /// are shown again with them, unless another chart came meanwhile.
    private func lookUpEnglishTitles() {
        guard let chart = state.chart else { return }
        let codes = chart.entries.map(\.movieCode)
        guard codes.contains(where: { repository.knownEnglishTitles[$0] == nil }) else { return }
        if !repository.isSampleMode { network?.check() }  // details may be asked for: offline asks nothing
        let current = generation
        Task { @MainActor [weak self] in
            guard let self else { return }
            let titles = await self.repository.englishTitles(codes) { [weak self] in self?.generation == current }
            guard self.generation == current else { return }
            self.state.retitle(titles)
            self.changes.send(.rows)
        }
    }
}
