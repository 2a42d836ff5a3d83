import Foundation

/// A person in the people list.
public struct PersonListItem: Sendable, Equatable, Hashable {
    public let code: String
    public let name: String
    public let nameEnglish: String
    /// Their main part: 감독, 배우 …
    public let role: String
    /// Film titles, as KOBIS lists them (no codes).
    public let filmography: [String]
}
