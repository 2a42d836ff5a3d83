import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import Foundation

/// A person or company window's state: loading, the details, or a sentence; cancelled on close.
@MainActor
public final class SearchDetailViewModel<Value: Sendable & Equatable> {
    public enum State: Equatable {
        case loading
        case loaded(Value)
        case failed(String)
    }

    public enum Part: Hashable, Sendable { case state }
    public let changes = Changes<Part>()
    /// The KOBIS code ("Copy code").
    public let code: String
    public private(set) var state: State = .loading
    /// Set when saved details are shown because asking KOBIS again failed.
    public private(set) var staleNote: String?
    private let load: @MainActor () async throws -> Loaded<Value>
    private var task: Task<Void, Never>?

    init(code: String, load: @escaping @MainActor () async throws -> Loaded<Value>) {
        self.code = code
        self.load = load
    }

    public func start() {
        guard task == nil else { return }
        task = Task { @MainActor [weak self] in await self?.run() }
    }

    public func retry() {
        guard case .failed = state else { return }
        state = .loading
        changes.send(.state)
        task = Task { @MainActor [weak self] in await self?.run() }
    }

    public func close() {
        task?.cancel()
        task = nil
    }

    private func run() async {
        do {
            let loaded = try await load()
            guard !Task.isCancelled else { return }
            state = .loaded(loaded.value)
            staleNote = loaded.refreshError.map { tr("Showing saved results: {reason}", ["reason": $0.sentence]) }
        } catch {
            guard !Task.isCancelled else { return }
            state = .failed((error as? BoxOfficeError)?.sentence ?? OutsideText.clean("\(error)", limit: 300))
        }
        changes.send(.state)
    }
}

public typealias PersonModel = SearchDetailViewModel<PersonDetails>
public typealias CompanyModel = SearchDetailViewModel<CompanyDetails>

extension SearchDetailViewModel where Value == PersonDetails {
    public convenience init(personCode: String, repository: SearchRepository) {
        self.init(code: personCode) { try await repository.person(code: personCode) }
    }

    public var sections: [FilmographySection] {
        guard case .loaded(let p) = state else { return [] }
        return p.filmography.map(FilmographySection.init)
    }
}

extension SearchDetailViewModel where Value == CompanyDetails {
    public convenience init(companyCode: String, repository: SearchRepository) {
        self.init(code: companyCode) { try await repository.company(code: companyCode) }
    }

    public var sections: [FilmographySection] {
        guard case .loaded(let c) = state else { return [] }
        return c.filmography.map(FilmographySection.init)
    }
}
