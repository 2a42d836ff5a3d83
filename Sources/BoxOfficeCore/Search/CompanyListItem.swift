import Foundation

/// A company in the company list.
public struct CompanyListItem: Sendable, Equatable, Hashable {
    public let code: String
    public let name: String
    public let nameEnglish: String
    public let ceo: String
    public let parts: [String]
    public let filmography: [String]
}
