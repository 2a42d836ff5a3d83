import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// Film, person and company search and details (issue 13): memory → SQLite cache → KOBIS, like the
/// charts. Lists are fresh for a day, details for 30 days. It follows the chart repository's key,
/// offline switch, clock, retries and request counter, so Preferences and the daily budget cover it too.
@MainActor
public final class SearchRepository {
    /// Rows asked for per page. KOBIS states no maximum for the lists; 20 fills a window.
    public var pageSize = 20
    public var listLifetime: TimeInterval = 86_400
    public var detailLifetime: TimeInterval = 30 * 86_400

    private let charts: BoxOfficeRepository
    private let http: HTTPClient
    private let cache: DiskCache?
    private var client: (key: String, base: String, kobis: KobisClient)?
    /// Decoded answers by "kind|key": a second identical search asks nobody.
    private let memory = MemoryCache<String, Remembered>(capacity: 200)

    private struct Remembered {
        let value: Any
        let fetchedAt: Date
    }

    public init(charts: BoxOfficeRepository, http: HTTPClient, cache: DiskCache?) {
        self.charts = charts
        self.http = http
        self.cache = cache
    }

    // MARK: The five services

    public func films(
        query: String, director: String = "", years: ClosedRange<Int>? = nil, nation: String? = nil,
        page: Int = 1
    ) async throws -> Loaded<SearchPage<FilmListItem>> {
        let search = FilmSearch(title: query, director: director, years: years, nationCode: nation)
        let page = max(1, page)
        let size = pageSize
        let key = Self.key(search.parameters, page: page, size: size)
        return try await load(
            kind: "movielist", key: key, lifetime: listLifetime,
            what: tr("The film search for '{query}'", ["query": search.title]),
            decode: { KobisClient.filmPage(try ResponseDecoding.kobisMovieList($0), page: page, perPage: size) },
            fetch: { try await $0.films(search, page: page, perPage: size) })
    }

    /// One page (100 films) of the films registered to open in a year, for the Coming list: asked at most
    /// once a day, and a past year's page never again. `saved` is the page the caller already read from the
    /// cache (`SavedComingPages`), so it is not read and decoded a second time.
    public func filmsOpening(
        in year: Int, page: Int, pageSize: Int, saved: SavedComingPages.Page?
    ) async throws -> Loaded<SearchPage<FilmListItem>> {
        let search = FilmSearch(title: "", years: year...year)
        return try await load(
            kind: SavedComingPages.kind, key: SearchKey.filmsOpening(in: year, page: page, size: pageSize),
            lifetime: openingLifetime(year),
            what: tr(
                "Page {page} of the list of films opening in {year}", ["page": String(page), "year": String(year)]),
            known: .some(saved.map { Loaded(value: $0.page, origin: .disk, fetchedAt: $0.fetchedAt) }),
            decode: { SearchPage(filmList: try ResponseDecoding.kobisMovieList($0), page: page, perPage: pageSize) },
            fetch: { try await $0.films(search, page: page, perPage: pageSize) })
    }

    private func openingLifetime(_ year: Int) -> TimeInterval {
        year < KoreanTime.today(now: charts.clock.now()).year ? .infinity : SavedComingPages.lifetime
    }

    public func people(name: String, page: Int = 1) async throws -> Loaded<SearchPage<PersonListItem>> {
        let name = SearchText.query(name)
        let page = max(1, page)
        let size = pageSize
        return try await load(
            kind: "peoplelist", key: Self.key(["peopleNm": name], page: page, size: size), lifetime: listLifetime,
            what: tr("The people search for '{query}'", ["query": name]),
            decode: { KobisClient.peoplePage(try ResponseDecoding.kobisPeopleList($0), page: page, perPage: size) },
            fetch: { try await $0.people(name: name, page: page, perPage: size) })
    }

    public func companies(name: String, page: Int = 1) async throws -> Loaded<SearchPage<CompanyListItem>> {
        let name = SearchText.query(name)
        let page = max(1, page)
        let size = pageSize
        return try await load(
            kind: "companylist", key: Self.key(["companyNm": name], page: page, size: size), lifetime: listLifetime,
            what: tr("The company search for '{query}'", ["query": name]),
            decode: { KobisClient.companyPage(try ResponseDecoding.kobisCompanyList($0), page: page, perPage: size) },
            fetch: { try await $0.companies(name: name, page: page, perPage: size) })
    }

    public func person(code: String) async throws -> Loaded<PersonDetails> {
        let code = OutsideText.clean(code, limit: 20)
        return try await load(
            kind: "people", key: code, lifetime: detailLifetime,
            what: tr("The details of person {code}", ["code": code]),
            decode: { PersonDetails(try ResponseDecoding.kobisPeopleInfo($0)) },
            fetch: { try await $0.person(code: code) })
    }

    public func company(code: String) async throws -> Loaded<CompanyDetails> {
        let code = OutsideText.clean(code, limit: 20)
        return try await load(
            kind: "company", key: code, lifetime: detailLifetime,
            what: tr("The details of company {code}", ["code": code]),
            decode: { CompanyDetails(try ResponseDecoding.kobisCompanyInfo($0)) },
            fetch: { try await $0.company(code: code) })
    }

    /// KOBIS's code for Korea in the nation group 2204 (what the film list's repNationCd takes), found by
    /// its name in KOBIS's own list, saved for 30 days. nil when the list has no 한국.
    public func koreaNationCode() async throws -> String? {
        let loaded = try await load(
            kind: "codes", key: "2204", lifetime: detailLifetime, what: tr("KOBIS's list of nations"),
            decode: { try ResponseDecoding.kobisCodeList($0) },
            fetch: { try await $0.codes(group: "2204") })
        return loaded.value.codes.first { OutsideText.clean($0.korNm) == "한국" }.map { OutsideText.code($0.fullCd) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: Cache and network

    /// A stable cache key (`SearchKey`).
    nonisolated static func key(_ parameters: [String: String], page: Int, size: Int) -> String {
        SearchKey.key(parameters, page: page, size: size)
    }

    /// The client for the chart repository's current key (nil: no key, sample mode), rebuilt when it changes.
    private func kobis() -> KobisClient? {
        let configuration = charts.configuration
        guard let key = configuration.kobisKey else {
            client = nil
            return nil
        }
        if let client, client.key == key, client.base == configuration.kobisBaseURL { return client.kobis }
        memory.removeAll()
        let made = KobisClient(
            http: http, endpoints: KobisEndpoints(baseURL: configuration.kobisBaseURL, key: key),
            onRequest: { [weak counter = charts.requestCounter] in counter?.record() })
        client = (key, configuration.kobisBaseURL, made)
        return made
    }

    private func load<V: Sendable>(
        kind: String, key: String, lifetime: TimeInterval, what: String, known: Loaded<V>?? = nil,
        decode: (Data) throws -> V,
        fetch: @escaping @MainActor (KobisClient) async throws -> (V, Data)
    ) async throws -> Loaded<V> {
        let kobis = kobis()
        let now = charts.clock.now()
        let memoryKey = kind + "|" + key
        var saved: Loaded<V>?
        // The caller's own read of the saved copy (`known`, even when it found none) stands for the lookup.
        if let known {
            saved = known
        } else if let hit = memory[memoryKey], let value = hit.value as? V {
            saved = Loaded(value: value, origin: .memory, fetchedAt: hit.fetchedAt)
        } else if let body = cache?.database.body(kind: kind, key: key), let value = try? decode(body.body) {
            saved = Loaded(value: value, origin: .disk, fetchedAt: body.fetchedAt)
        }
        if let saved, let at = saved.fetchedAt, now.timeIntervalSince(at) < lifetime || charts.offline || kobis == nil {
            memory[memoryKey] = Remembered(value: saved.value, fetchedAt: at)
            return saved
        }
        // The bundled sample has charts only: a search needs a key.
        guard let kobis else { throw BoxOfficeError.noKey(service: .kobis) }
        guard !charts.offline else { throw BoxOfficeError.offlineNotCached(what: what) }
        do {
            let (value, body) = try await charts.retry.run { try await fetch(kobis) }
            // A key changed while this was under way: the answer belongs to the old key.
            guard self.client?.kobis === kobis else { throw BoxOfficeError.cancelled }
            let fetchedAt = charts.clock.now()
            cache?.database.store(kind: kind, key: key, body: body, fetchedAt: fetchedAt)
            memory[memoryKey] = Remembered(value: value, fetchedAt: fetchedAt)
            return Loaded(value: value, origin: .network, fetchedAt: fetchedAt)
        } catch let error as BoxOfficeError where error != .cancelled {
            guard let saved else { throw error }
            return Loaded(value: saved.value, origin: saved.origin, fetchedAt: saved.fetchedAt, refreshError: error)
        }
    }
}
