import Foundation

public struct PersonDetails: Sendable, Equatable {
    public let code: String
    public let name: String
    public let nameEnglish: String
    public let sex: String
    public let role: String
    public let filmography: [FilmographyGroup]

    /// How many films in all (a film in two parts counts once).
    public var filmCount: Int { Set(filmography.flatMap { $0.films.map(\.code) }).count }
}
