import BoxOfficeCore
import BoxOfficeService
import Foundation

/// The main window's state: which day, which layout, what is on screen, and the user's intents.
@MainActor
public final class ChartViewModel {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        /// KOBIS has no chart for the day.
        case empty(message: String)
        /// Nothing to show: the sentence, and the technical detail for "Details".
        case failed(message: String)
    }

    public let observers = ChangeObservers()
    /// Short messages for a toast: a refresh that failed, a day that cannot be picked.
    public var onToast: ((String) -> Void)?

    /// Which chart: kind, period and segment.
    public private(set) var selection: ChartSelection
    /// The shown period's last day (the day itself for a daily chart).
    public var day: Day { selection.day }
    public var kind: ChartKind { selection.kind }
    public var segment: ChartSegment { selection.segment }
    public private(set) var layout: ChartLayout
    public private(set) var phase: Phase = .loading
    public private(set) var rows: [ChartRowModel] = []
    /// True only once loading has lasted `spinnerDelay`, so quick loads never flash a spinner.
    public private(set) var showsSpinner = false
    public private(set) var isSample: Bool
    /// Set when a refresh failed and saved numbers are shown.
    public private(set) var staleReason: String?
    /// When the shown numbers were fetched (nil for the sample).
    public private(set) var fetchedAt: Date?
    /// No network: only saved days can be shown, and the window says so.
    public private(set) var isOffline = false
    /// The technical side of the last failure, for the "Details" expander.
    public private(set) var errorDetail: String?
    /// The last failure is fixed in Preferences (a rejected or missing KOBIS key): the error page offers it.
    public private(set) var failureNeedsKey = false
    /// Bumped when posters became available or unavailable (a Kakao key added or removed): the views
    /// ask again for every card they show, without a day change.
    public private(set) var postersRevision = 0

    let repository: BoxOfficeRepository
    let state: WindowStateStore?
    public let language: DisplayLanguage
    private let spinnerDelay: UInt64
    private let connectivity: Connectivity?
    private var loadTask: Task<Void, Never>?
    private var spinnerTask: Task<Void, Never>?
    private var generation = 0

    public init(repository: BoxOfficeRepository, state: WindowStateStore? = nil, language: DisplayLanguage,
                initialDay: Day? = nil, connectivity: Connectivity? = nil, spinnerDelayMilliseconds: UInt64 = 200) {
        self.repository = repository
        self.connectivity = connectivity
        self.state = state
        self.language = language
        self.spinnerDelay = spinnerDelayMilliseconds * 1_000_000
        isSample = repository.isSampleMode
        layout = state?[.layout].flatMap(ChartLayout.init) ?? .list
        // A day asked for (`--date`) opens that day's chart, whatever kind was shown last.
        let kind = initialDay != nil ? .daily : state?[.chartKind].flatMap(ChartKind.init) ?? .daily
        if initialDay != nil, state?[.chartKind] != nil { state?[.chartKind] = ChartKind.daily.rawValue }
        let segment = ChartSegment(nation: state?[.nation].flatMap(ChartSegment.Nation.init) ?? .all,
                                   films: state?[.films].flatMap(ChartSegment.Films.init) ?? .all,
                                   region: state?[.region].flatMap { Region.find($0)?.code })
        let latest = repository.latestPeriod(kind).last
        selection = ChartSelection(kind: kind, day: min(initialDay ?? latest, latest), segment: segment)
        if selection.day > latest { selection = selection.moved(to: latest) }
    }

    // MARK: derived state

    /// Recomputed every time: the app may stay open past midnight in Korea.
    /// The last day of the newest period of the shown kind there can be a chart for.
    public var latestDay: Day { repository.latestPeriod(kind).last }
    public var canGoForward: Bool { day < latestDay && !sampleLacksKind }
    /// On the sample, there is nothing before its first day (or period).
    public var canGoBack: Bool { !sampleLacksKind && (repository.samplePeriods(kind).first.map { day > $0.last } ?? true) }
    /// The sample has no chart of this kind at all (no weekdays): nowhere to go but Preferences.
    private var sampleLacksKind: Bool { repository.isSampleMode && repository.samplePeriods(kind).isEmpty }
    public var dayTitle: String { ChartTitles(language).period(selection, shown: shownChart, withYear: true) }
    /// Without the year, for a narrow window.
    public var dayTitleShort: String { ChartTitles(language).period(selection, shown: shownChart, withYear: false) }
    /// The segment in words ("다양성 영화 · 서울시"), or nil for all films nationwide.
    public var segmentTitle: String? { ChartTitles(language).segment(segment, regions: regions) }
    /// The regions to choose from: the bundled list until KOBIS's own arrives.
    public internal(set) var regions: [Region] = Region.bundled
    public var isLatestDay: Bool { day == latestDay }
    /// KOBIS may still correct yesterday's numbers until noon (KST).
    public var mayStillChange: Bool { phase == .loaded && repository.mayStillChange(day) }
    public var isBusy: Bool { phase == .loading || isRefreshing }
    /// A refresh is running while the current numbers stay on screen.
    public private(set) var isRefreshing = false
    private var hasFailed: Bool { if case .failed = phase { return true } else { return false } }

    /// What the chart's search bar holds: rows whose Korean or English title contains it (case and
    /// spaces ignored) stay on screen.
    public var filterText = "" { didSet { if filterText != oldValue { observers.notify() } } }
    /// The rows the views show: all of them, or those the search bar's text matches.
    public var visibleRows: [ChartRowModel] {
        filterText.isEmpty ? rows : rows.filter { ChartFilter.matches(title: $0.koreanTitle, englishTitle: $0.englishTitle, query: filterText) }
    }

    /// By position in what the views show.
    public func row(at index: Int) -> ChartRowModel? {
        let shown = visibleRows
        return shown.indices.contains(index) ? shown[index] : nil
    }

    // MARK: intents

    public func start() {
        if let connectivity {
            connectivity.onChange = { [weak self] online in
                guard let self else { return }
                self.setOffline(!online)
                // Back online: bring the day up to date (saved final days make no request).
                if online { self.hasFailed || self.staleReason != nil || self.rows.isEmpty ? self.load(refresh: false) : self.refresh() }
                else { self.observers.notify() }
            }
        }
        // A window opened again asks at once (the monitor is made by now); so does a first one whose
        // first frame fetches posters (the grid).
        if connectivityChecked || layout == .grid {
            connectivityChecked = false
            checkConnectivity()
        }
        load(refresh: false)
    }

    /// Asks the network monitor, once per window: before the first request, or after the first frame
    /// when the chart was there without one (the monitor costs launch time; `AppModel.launched`).
    public func checkConnectivity() {
        guard let connectivity, !connectivityChecked else { return }
        connectivityChecked = true
        let offline = !connectivity.isOnline
        guard offline != isOffline else { return }
        setOffline(offline)
        observers.notify()
    }

    private var connectivityChecked = false

    /// The window closed: the running load is cancelled (down to its request), and no callback
    /// reaches the window any more.
    public func stop() {
        spinnerTask?.cancel()
        loadTask?.cancel()
        loadTask = nil
        generation += 1
        connectivity?.onChange = nil
        onToast = nil
    }

    /// Offline means cache and sample only: no request is even tried.
    private func setOffline(_ offline: Bool) {
        isOffline = offline
        repository.offline = offline
        onOfflineChange?(offline)
    }

    /// Lets the app switch the poster repository with the chart's.
    public var onOfflineChange: ((Bool) -> Void)?

    /// A note about the numbers on screen, whole sentences (a toast would cut them): saved ones and
    /// when, if a refresh failed, and that yesterday's may still change — both when both are true.
    public var dataNote: String? {
        guard phase == .loaded, !isSample else { return nil }
        var sentences: [String] = []
        if let staleReason {
            let time = fetchedAt.map(KoreanTime.clockTime) ?? "—"
            sentences.append(tr("Showing the numbers saved at {time} (Korea time): {reason}.", ["time": time, "reason": staleReason]))
        }
        if mayStillChange {
            sentences.append(tr("KOBIS may still correct these numbers until noon (Korea time) the next day."))
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// The toast for a failed refresh: short enough to be read whole; the reason is in `dataNote`.
    static var refreshFailedToast: String { tr("Could not refresh; showing saved numbers.") }

    /// Picks a day from the calendar or the command line. Days after the latest cannot be chosen.
    public func select(_ newDay: Day) {
        let samples = repository.samplePeriods(kind)
        let target = selection.moved(to: newDay)
        if !samples.isEmpty, !samples.contains(target.period) {
            // The sample has a few fixed days: say which, and stay.
            let formatting = DayFormatting(language)
            onToast?(tr("The sample has only {days}; add an API key in Preferences to see any day.",
                        ["days": samples.map { $0.first == $0.last ? formatting.medium($0.first) : formatting.range($0.first, $0.last) }
                            .joined(separator: ", ")]))
            observers.notify()   // the calendar moves back to the shown day
            return
        }
        let latest = latestDay
        if target.day > latest {
            onToast?(tr("There is no box office for {day} yet; showing {latest}, the latest day",
                        ["day": DayFormatting(language).medium(newDay), "latest": DayFormatting(language).medium(latest)]))
            go(to: latest)
            return
        }
        go(to: newDay)
    }

    /// A Kakao key was added or removed: the chart stays, its posters are asked for again.
    public func postersChanged() {
        postersRevision += 1
        observers.notify()
    }

    /// Keys changed: leaving the sample opens the latest real day; otherwise reload the same day.
    public func keysChanged() {
        let wasSample = isSample
        isSample = repository.isSampleMode
        if wasSample != isSample { selection = selection.moved(to: latestDay) }
        load(refresh: false)
    }

    /// On the sample, previous and next step between the days it has.
    /// The period before (a day, or a week for weekly kinds); on the sample, its previous one.
    public func previousDay() {
        guard canGoBack else { return }
        let samples = repository.samplePeriods(kind)
        if !samples.isEmpty, let earlier = samples.last(where: { $0.last < day }) { go(to: earlier.last); return }
        go(to: selection.previous.day)
    }

    public func nextDay() {
        guard canGoForward else { return }
        let samples = repository.samplePeriods(kind)
        if !samples.isEmpty, let later = samples.first(where: { $0.last > day }) { go(to: later.last); return }
        go(to: selection.next.day)
    }
    public func goToLatest() { go(to: latestDay) }
    public func refresh() { load(refresh: true) }

    public func setLayout(_ newLayout: ChartLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        state?[.layout] = newLayout.rawValue
        observers.notify()
    }

    public func toggleLayout() { setLayout(layout.other) }

    private func go(to newDay: Day) {
        show(selection.moved(to: newDay))
    }

    /// Loads `newSelection` unless it is already on screen.
    func show(_ newSelection: ChartSelection) {
        if newSelection == selection, !hasFailed {
            observers.notify()
            return
        }
        selection = newSelection
        load(refresh: false)
    }

    /// Shows a chart that needs no request at once (sample or saved), without a loading state.
    private func showImmediately() -> Bool {
        guard let loaded = repository.immediateChart(selection.query) else { return false }
        loadTask?.cancel()
        generation += 1
        staleReason = nil
        errorDetail = nil
        show(loaded)
        return true
    }

    private func load(refresh: Bool) {
        if !refresh, showImmediately() { return }
        // Offline means no request is even tried: know it before the first one.
        checkConnectivity()
        loadTask?.cancel()
        generation += 1
        let current = generation
        let requested = selection.query
        if !refresh || rows.isEmpty {
            phase = .loading
            showsSpinner = false
            rows = []
        } else {
            isRefreshing = true
        }
        staleReason = nil
        errorDetail = nil
        observers.notify()
        let delay = spinnerDelay
        spinnerTask?.cancel()
        spinnerTask = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: delay)
            guard let self, self.generation == current, self.phase == .loading else { return }
            self.showsSpinner = true
            self.observers.notify()
        }
        loadTask = Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                let loaded = try await self.repository.chart(requested, refresh: refresh)
                guard self.generation == current else { return }
                self.show(loaded)
            } catch {
                guard self.generation == current, !Task.isCancelled else { return }
                self.fail(error)
            }
        }
    }

    private func show(_ loaded: Loaded<Chart>) {
        spinnerTask?.cancel()   // a load that finished in time never flashes the spinner later
        isRefreshing = false
        isSample = loaded.isSample
        fetchedAt = loaded.fetchedAt
        shownChart = loaded.value
        entries = loaded.value.entries
        shownPeriod = loaded.value.period
        rows = entries.map { ChartRowModel($0, language: language, englishTitle: englishTitles[$0.movieCode], period: shownPeriod) }
        if language == .english { lookUpEnglishTitles(generation: generation) }
        // KOBIS answers with an empty list before a day is tallied: the repository asks again later.
        phase = rows.isEmpty ? .empty(message: emptyMessage(lastDay: loaded.value.lastDay)) : .loaded
        showsSpinner = false
        if let error = loaded.refreshError {
            staleReason = error.sentence
            onToast?(Self.refreshFailedToast)
        }
        observers.notify()
    }

    /// "Not yet" only while KOBIS may still be counting: an empty answer for a settled day is final.
    private func emptyMessage(lastDay: Day) -> String {
        repository.mayStillChange(lastDay) ? tr("KOBIS has no numbers for {day} yet.", ["day": dayTitle])
            : tr("KOBIS has no numbers for {day}: no film was reported for it.", ["day": dayTitle])
    }

    /// The chart on screen, as KOBIS sent it (for the table, the clipboard and CSV export).
    public private(set) var shownChart: Chart?
    private var entries: [ChartEntry] = []
    private var shownPeriod: Chart.Period?
    private var englishTitles: [String: String] = [:]

    /// The daily chart has Korean titles only; in English, each film's movieNmEn comes from its details:
    /// once per film ever (saved details of any age answer), within the daily request budget.
    private func lookUpEnglishTitles(generation current: Int) {
        let missing = entries.map(\.movieCode).filter { englishTitles[$0] == nil }
        guard !missing.isEmpty else { return }
        if !repository.isSampleMode { checkConnectivity() }   // details may be asked for: offline asks nothing
        Task { @MainActor [weak self] in
            guard let self else { return }
            for code in missing {
                guard self.generation == current else { return }
                // nil: not known without a request past today's budget (or offline): asked again with a later chart.
                if let title = await self.repository.englishTitle(code: code) { self.englishTitles[code] = title }
            }
            guard self.generation == current else { return }
            self.rows = self.entries.map {
                ChartRowModel($0, language: self.language, englishTitle: self.englishTitles[$0.movieCode], period: self.shownPeriod)
            }
            self.observers.notify()
        }
    }

    private func fail(_ error: Error) {
        spinnerTask?.cancel()
        switch error as? BoxOfficeError {
        case .kobisFault(code: "320010", _)?, .noKey(service: .kobis)?, .noSampleData?, .noSampleSegment?:
            failureNeedsKey = true
        default: failureNeedsKey = false
        }
        let sentence = (error as? BoxOfficeError)?.summary ?? "\(error)"
        errorDetail = (error as? BoxOfficeError)?.technicalDetail ?? String(describing: error)
        isRefreshing = false
        showsSpinner = false
        if !rows.isEmpty {
            // A refresh failed while numbers are on screen: keep them.
            staleReason = sentence
            phase = .loaded
            onToast?(Self.refreshFailedToast)
        } else {
            phase = .failed(message: sentence)
        }
        observers.notify()
    }
}
