/// The films of one part (감독, 배우, 배급사 …), in KOBIS's order, each film once.
public struct FilmographyGroup: Sendable, Equatable, Hashable {
    public let part: String
    public let films: [FilmCredit]

    public init(part: String, films: [FilmCredit]) {
        self.part = part
        self.films = films
    }
}
