import Foundation

/// A film credited in a filmography: its code opens the film's detail window.
public struct FilmCredit: Sendable, Equatable, Hashable {
    public let code: String
    public let title: String
    /// KOBIS's person and company details carry no years; set when a caller knows the film's year.
    public let year: Int?

    public init(code: String, title: String, year: Int? = nil) {
        self.code = code
        self.title = title
        self.year = year
    }
}
