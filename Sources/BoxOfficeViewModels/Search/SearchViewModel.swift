import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// The search page's state: what is searched for, the rows found so far, paging, the spinner and the
/// sentence for an empty or failed search. Typing waits for a 300 ms pause; a newer search cancels the
/// older one's request, and an older answer is never shown.
@MainActor
public final class SearchViewModel {
    public enum Kind: String, CaseIterable, Sendable { case films, people, companies }

    /// What a change is about: the criteria the search changed itself ("Korean only" turned off), the
    /// results (rows, count, message, notes), and whether a search is running.
    public enum Part: Hashable, Sendable { case criteria, results, busy }
    public let changes = Changes<Part>()
    public private(set) var kind: Kind = .films
    public private(set) var query = ""
    /// Film filters (ignored for people and companies).
    public private(set) var director = ""
    public private(set) var years: ClosedRange<Int>?
    public private(set) var nationCode: String?
    public private(set) var rows: [SearchRow] = []
    /// How many KOBIS says match in all (rows holds the pages loaded so far).
    public private(set) var totalCount = 0
    /// A request is under way: show the spinner.
    public private(set) var isSearching = false
    /// For an empty result ("No films match 'xyz'") or a failure; nil while there are rows or nothing was asked.
    public private(set) var message: String?
    /// Set when saved rows are shown because asking KOBIS again failed.
    public private(set) var staleNote: String?
    public private(set) var canLoadMore = false

    public let debounceSeconds: Double
    private let repository: SearchRepository
    private let sleeper: SearchSleeper
    private let language: DisplayLanguage
    private var task: Task<Void, Never>?
    /// Bumped by every new search: an answer for an older one is dropped.
    private var generation = 0
    private var loadedPage = 0

    public init(
        repository: SearchRepository, language: DisplayLanguage, sleeper: SearchSleeper = TaskSleeper(),
        debounceSeconds: Double = 0.3
    ) {
        self.repository = repository
        self.language = language
        self.sleeper = sleeper
        self.debounceSeconds = debounceSeconds
    }

    /// Typing: the search starts once the text has not changed for 300 ms.
    public func setQuery(_ text: String) {
        guard text != query else { return }
        query = text
        schedule(debounced: true)
    }

    /// Films, people or companies: the current text is searched again at once.
    public func setKind(_ kind: Kind) {
        guard kind != self.kind else { return }
        self.kind = kind
        schedule(debounced: false)
    }

    /// The film filters (director, opening years, nation code), searched after the same pause as typing.
    /// Korean films only: KOBIS's code for Korea is looked up in its nation list first (once, then saved).
    public private(set) var koreanOnly = false

    public func setKoreanOnly(_ on: Bool) {
        guard on != koreanOnly else { return }
        koreanOnly = on
        guard on else { return setFilmFilters(director: director, years: years, nationCode: nil) }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let code: String?
            do { code = try await self.repository.koreaNationCode() } catch {
                self.koreanOnly = false
                self.message = (error as? BoxOfficeError)?.sentence ?? OutsideText.clean("\(error)", limit: 300)
                return self.changes.send([.criteria, .results])
            }
            guard self.koreanOnly else { return }
            guard let code else {
                self.koreanOnly = false
                self.message = tr("KOBIS's list of nations has no 한국 (Korea).")
                return self.changes.send([.criteria, .results])
            }
            self.setFilmFilters(director: self.director, years: self.years, nationCode: code)
        }
    }

    public func setFilmFilters(director: String = "", years: ClosedRange<Int>? = nil, nationCode: String? = nil) {
        guard director != self.director || years != self.years || nationCode != self.nationCode else { return }
        self.director = director
        self.years = years
        self.nationCode = nationCode
        schedule(debounced: true)
    }

    /// Enter in the search entry: no waiting.
    public func searchNow() { schedule(debounced: false) }

    /// Try Again after a failure.
    public func retry() { schedule(debounced: false) }

    /// The next page of the current search, appended (keyboard: the "More results" row).
    public func nextPage() {
        guard canLoadMore, !isSearching else { return }
        let gen = generation
        let page = loadedPage + 1
        task = Task { @MainActor [weak self] in await self?.load(page: page, generation: gen) }
    }

    /// The page closed: stop whatever is under way.
    public func close() {
        generation += 1
        task?.cancel()
        task = nil
        isSearching = false
    }

    /// "20 of 95,043": for the status line; nil before anything was found.
    public var countText: String? {
        guard !rows.isEmpty else { return nil }
        return tr(
            "{shown} of {total}",
            [
                "shown": NumberFormatting.grouped(Int64(rows.count)),
                "total": NumberFormatting.grouped(Int64(totalCount))
            ])
    }

    private var trimmedQuery: String { SearchText.query(query) }

    /// Whether there is anything to ask: a text, or for films a director or years (KOBIS lists the
    /// newest films for an empty title, which is no answer to a question nobody asked).
    private var hasQuestion: Bool {
        !trimmedQuery.isEmpty || (kind == .films && (!SearchText.query(director).isEmpty || years != nil))
    }

    private func schedule(debounced: Bool) {
        generation += 1
        task?.cancel()
        task = nil
        guard hasQuestion else {
            rows = []
            totalCount = 0
            message = nil
            staleNote = nil
            canLoadMore = false
            isSearching = false
            changes.send([.results, .busy])
            return
        }
        let gen = generation
        let sleeper = sleeper
        let pause = debounceSeconds
        task = Task { @MainActor [weak self] in
            if debounced {
                do { try await sleeper.sleep(seconds: pause) } catch { return }
            }
            guard !Task.isCancelled else { return }
            await self?.load(page: 1, generation: gen)
        }
    }

    private func load(page: Int, generation gen: Int) async {
        guard gen == generation else { return }
        isSearching = true
        changes.send(.busy)
        let kind = kind
        let text = trimmedQuery
        do {
            let found = try await fetch(kind: kind, text: text, page: page)
            // A newer search (or the page closing) superseded this one: its answer is never shown.
            guard gen == generation, !Task.isCancelled else { return }
            rows = page == 1 ? found.rows : rows + found.rows.filter { row in !rows.contains { $0.id == row.id } }
            totalCount = found.total
            canLoadMore = found.hasMore
            loadedPage = page
            staleNote = found.stale
            message =
                rows.isEmpty ? emptySentence(kind: kind, text: text.isEmpty ? SearchText.query(director) : text) : nil
        } catch {
            guard gen == generation, !Task.isCancelled else { return }
            if page == 1 {
                rows = []
                totalCount = 0
                canLoadMore = false
            }
            message = (error as? BoxOfficeError)?.sentence ?? OutsideText.clean("\(error)", limit: 300)
        }
        isSearching = false
        changes.send([.results, .busy])
    }

    private func fetch(kind: Kind, text: String, page: Int) async throws
        -> (rows: [SearchRow], total: Int, hasMore: Bool, stale: String?)
    {
        func stale<T>(_ loaded: Loaded<T>) -> String? {
            loaded.refreshError.map { tr("Showing saved results: {reason}", ["reason": $0.sentence]) }
        }
        switch kind {
        case .films:
            let loaded = try await repository.films(
                query: text, director: director, years: years, nation: nationCode, page: page)
            return (
                loaded.value.items.map { SearchRow(film: $0, language: language) }, loaded.value.totalCount,
                loaded.value.hasMore, stale(loaded)
            )
        case .people:
            let loaded = try await repository.people(name: text, page: page)
            return (
                loaded.value.items.map { SearchRow(person: $0, language: language) }, loaded.value.totalCount,
                loaded.value.hasMore, stale(loaded)
            )
        case .companies:
            let loaded = try await repository.companies(name: text, page: page)
            return (
                loaded.value.items.map { SearchRow(company: $0, language: language) }, loaded.value.totalCount,
                loaded.value.hasMore, stale(loaded)
            )
        }
    }

    private func emptySentence(kind: Kind, text: String) -> String {
        switch kind {
        case .films: return tr("No films match '{query}'", ["query": text])
        case .people: return tr("No people match '{query}'", ["query": text])
        case .companies: return tr("No companies match '{query}'", ["query": text])
        }
    }
}
