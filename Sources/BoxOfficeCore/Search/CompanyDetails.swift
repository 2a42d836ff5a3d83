import Foundation

public struct CompanyDetails: Sendable, Equatable {
    public let code: String
    public let name: String
    public let nameEnglish: String
    public let ceo: String
    /// The parts KOBIS lists for the company; a role in the filmography may be missing here.
    public let parts: [String]
    public let filmography: [FilmographyGroup]

    public var filmCount: Int { Set(filmography.flatMap { $0.films.map(\.code) }).count }
}
