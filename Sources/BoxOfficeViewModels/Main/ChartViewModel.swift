import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// The main window's state: which chart is chosen, the user's intents, and what follows from them. The
/// load lifecycle is `ChartLoader`'s; the network is `NetworkState`'s, which the services own.
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

    /// The parts of the window's state a change is about; each widget observes the parts it shows.
    public enum Part: Hashable, Sendable {
        /// Which chart (kind, day, segment) and its title: the header, the choices, previous and next.
        case selection
        case layout
        /// The rows the views show: the chart's, filtered by the search bar, with their posters.
        case rows
        /// Loading, loaded, empty or failed; the spinner, the sample, offline, a refresh, the data note.
        case state
        /// The regions to choose from.
        case regions
    }
    /// What is not state but happens once.
    public enum Event: Hashable, Sendable {
        /// A short message for a toast: a refresh that failed, a day that cannot be picked.
        case toast(String)
        /// A chart was shown: `AppModel` checks the followed films when it is the newest day's.
        case chartShown(ChartQuery)
    }
    public let changes = Changes<Part>()
    public let events = Changes<Event>()

    /// Which chart: kind, period and segment.
    public private(set) var selection: ChartSelection
    /// The shown period's last day (the day itself for a daily chart).
    public var day: Day { selection.day }
    public var kind: ChartKind { selection.kind }
    public var segment: ChartSegment { selection.segment }
    public private(set) var layout: ChartLayout
    public var phase: Phase { loader.state.phase }
    public var rows: [ChartRowModel] { loader.state.rows }
    /// True only once loading has lasted the spinner's delay, so quick loads never flash a spinner.
    public var showsSpinner: Bool { loader.state.showsSpinner }
    public var isSample: Bool { loader.state.isSample }
    /// Set when a refresh failed and saved numbers are shown.
    public var staleReason: String? { loader.state.staleReason }
    /// When the shown numbers were fetched (nil for the sample).
    public var fetchedAt: Date? { loader.state.fetchedAt }
    /// No network: only saved days can be shown, and the window says so.
    public var isOffline: Bool { network?.isOffline ?? false }
    /// The technical side of the last failure, for the "Details" expander.
    public var errorDetail: String? { loader.state.errorDetail }
    /// The last failure is fixed in Preferences (a rejected or missing KOBIS key): the error page offers it.
    public var failureNeedsKey: Bool { loader.state.failureNeedsKey }
    /// The chart on screen, as KOBIS sent it (for the table, the clipboard and CSV export).
    public var shownChart: Chart? { loader.state.chart }
    /// Bumped when posters became available or unavailable (a Kakao key added or removed): the views
    /// ask again for every card they show, without a day change.
    public private(set) var postersRevision = 0

    let repository: BoxOfficeRepository
    let state: AppSettings?
    public let language: DisplayLanguage
    private let network: NetworkState?
    private let loader: ChartLoader
    /// While the window is open: the network's changes.
    private var networkToken: Int?

    public init(
        repository: BoxOfficeRepository, state: AppSettings? = nil, language: DisplayLanguage,
        initialDay: Day? = nil, network: NetworkState? = nil, spinnerDelayMilliseconds: UInt64 = 200
    ) {
        self.repository = repository
        self.network = network
        self.state = state
        self.language = language
        loader = ChartLoader(
            repository: repository, network: network, language: language,
            spinnerDelayMilliseconds: spinnerDelayMilliseconds, changes: changes, events: events)
        layout = state?[.layout].flatMap(ChartLayout.init) ?? .list
        // A day asked for (`--date`) opens that day's chart, whatever kind was shown last.
        let kind = initialDay != nil ? .daily : state?[.chartKind].flatMap(ChartKind.init) ?? .daily
        if initialDay != nil, state?[.chartKind] != nil { state?[.chartKind] = ChartKind.daily.rawValue }
        let segment = ChartSegment(
            nation: state?[.nation].flatMap(ChartSegment.Nation.init) ?? .all,
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
    public var canGoBack: Bool {
        !sampleLacksKind && (repository.samplePeriods(kind).first.map { day > $0.last } ?? true)
    }
    /// The sample has no chart of this kind at all (no weekdays): nowhere to go but Preferences.
    private var sampleLacksKind: Bool { repository.isSampleMode && repository.samplePeriods(kind).isEmpty }
    public var dayTitle: String { ChartTitles(language).period(selection, shown: shownChart, withYear: true) }
    /// For a narrow window: the whole day or range with its year, without the week's name (the kind is on the
    /// switch under the header).
    public var dayTitleNarrow: String {
        ChartTitles(language).period(selection, shown: shownChart, withYear: true, naming: false)
    }
    /// The segment in words ("다양성 영화 · 서울시"), or nil for all films nationwide.
    public var segmentTitle: String? { ChartTitles(language).segment(segment, regions: regions) }
    /// The regions to choose from: the bundled list until KOBIS's own arrives.
    public internal(set) var regions: [Region] = Region.bundled
    public var isLatestDay: Bool { day == latestDay }
    /// KOBIS may still correct yesterday's numbers until noon (KST).
    public var mayStillChange: Bool { phase == .loaded && repository.mayStillChange(day) }
    public var isBusy: Bool { phase == .loading || isRefreshing }
    /// A refresh is running while the current numbers stay on screen.
    public var isRefreshing: Bool { loader.state.isRefreshing }
    private var hasFailed: Bool { loader.state.hasFailed }

    /// What the chart's search bar holds: rows whose Korean or English title contains it (case and
    /// spaces ignored) stay on screen.
    public var filterText = "" { didSet { if filterText != oldValue { changes.send(.rows) } } }
    /// The rows the views show: all of them, or those the search bar's text matches.
    public var visibleRows: [ChartRowModel] {
        filterText.isEmpty
            ? rows
            : rows.filter {
                ChartFilter.matches(title: $0.koreanTitle, englishTitle: $0.englishTitle, query: filterText)
            }
    }

    /// By position in what the views show.
    public func row(at index: Int) -> ChartRowModel? {
        let shown = visibleRows
        return shown.indices.contains(index) ? shown[index] : nil
    }

    // MARK: intents

    public func start() {
        if let networkToken { network?.changes.remove(networkToken) }
        networkToken = network?.changes.observe { [weak self] _ in
            guard let self else { return }
            let offline = self.isOffline
            // Back online: bring the day up to date (saved final days make no request).
            if !offline {
                self.hasFailed || self.staleReason != nil || self.rows.isEmpty
                    ? self.load(refresh: false) : self.refresh()
            } else {
                self.changes.send(.state)
            }
        }
        // A first window whose first frame fetches posters (the grid) asks the network at once; otherwise
        // the first request does, or the first frame (`AppModel.launched`).
        if layout == .grid { network?.check() }
        load(refresh: false)
    }

    /// The window closed: the running load is cancelled (down to its request), and no callback
    /// reaches the window any more.
    public func stop() {
        loader.stop()
        if let networkToken { network?.changes.remove(networkToken) }
        networkToken = nil
    }

    /// A note about the numbers on screen, whole sentences (a toast would cut them): saved ones and
    /// when, if a refresh failed, and that yesterday's may still change — both when both are true.
    public var dataNote: String? {
        guard phase == .loaded, !isSample else { return nil }
        var sentences: [String] = []
        if let staleReason {
            let time = fetchedAt.map(KoreanTime.clockTime) ?? "—"
            sentences.append(
                tr("Showing the numbers saved at {time} (Korea time): {reason}.", ["time": time, "reason": staleReason])
            )
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
            events.send(
                .toast(
                    tr(
                        "The sample has only {days}; add an API key in Preferences to see any day.",
                        [
                            "days": samples.map {
                                $0.first == $0.last ? formatting.medium($0.first) : formatting.range($0.first, $0.last)
                            }
                            .joined(separator: ", ")
                        ])))
            changes.send(.selection)  // the calendar moves back to the shown day
            return
        }
        let latest = latestDay
        if target.day > latest {
            events.send(
                .toast(
                    tr(
                        "There is no box office for {day} yet; showing {latest}, the latest day",
                        [
                            "day": DayFormatting(language).medium(newDay),
                            "latest": DayFormatting(language).medium(latest)
                        ])))
            go(to: latest)
            return
        }
        go(to: newDay)
    }

    /// A Kakao key was added or removed: the chart stays, its posters are asked for again.
    public func postersChanged() {
        postersRevision += 1
        changes.send(.rows)
    }

    /// Keys changed: leaving the sample opens the latest real day; otherwise reload the same day.
    public func keysChanged() {
        let wasSample = isSample
        loader.setSample(repository.isSampleMode)
        if wasSample != isSample { selection = selection.moved(to: latestDay) }
        load(refresh: false)
    }

    /// On the sample, previous and next step between the days it has.
    /// The period before (a day, or a week for weekly kinds); on the sample, its previous one.
    public func previousDay() {
        guard canGoBack else { return }
        let samples = repository.samplePeriods(kind)
        if !samples.isEmpty, let earlier = samples.last(where: { $0.last < day }) {
            go(to: earlier.last)
            return
        }
        go(to: selection.previous.day)
    }

    public func nextDay() {
        guard canGoForward else { return }
        let samples = repository.samplePeriods(kind)
        if !samples.isEmpty, let later = samples.first(where: { $0.last > day }) {
            go(to: later.last)
            return
        }
        go(to: selection.next.day)
    }
    public func goToLatest() { go(to: latestDay) }
    public func refresh() { load(refresh: true) }

    public func setLayout(_ newLayout: ChartLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        state?[.layout] = newLayout.rawValue
        changes.send(.layout)
    }

    public func toggleLayout() { setLayout(layout.other) }

    /// The table's sort, remembered across runs (nil: the chart's own order).
    public var tableSort: ChartSort? {
        get { ChartSort.remembered(in: state) }
        set { ChartSort.remember(newValue, in: state) }
    }

    private func go(to newDay: Day) {
        show(selection.moved(to: newDay))
    }

    /// Loads `newSelection` unless it is already on screen.
    func show(_ newSelection: ChartSelection) {
        if newSelection == selection, !hasFailed {
            changes.send(.selection)
            return
        }
        selection = newSelection
        load(refresh: false)  // tells `selection` with the rest
    }

    private func load(refresh: Bool) { loader.load(selection, refresh: refresh) }
}
