import BoxOfficeCore
import BoxOfficeTerminal

/// `movie --format json`: one object with exactly the documented keys.
enum MovieJSON {
    struct Person: Encodable {
        let name: String
        let role: String
    }
    struct Company: Encodable {
        let name: String
        let part: String
    }
    struct Movie: Encodable {
        let movie: MovieDetails
        enum Keys: String, CodingKey {
            case code, title, titleEnglish, productionYear, openDate, runtimeMinutes, nations, genres, directors
            case actors, watchGrade, companies, showTypes
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(movie.code, forKey: .code)
            try c.encode(movie.title, forKey: .title)
            try c.encode(movie.titleEnglish, forKey: .titleEnglish)
            try c.encode(movie.productionYear, forKey: .productionYear)
            try c.encode(movie.openDate?.iso, forKey: .openDate)
            try c.encode(movie.runtimeMinutes, forKey: .runtimeMinutes)
            try c.encode(movie.nations, forKey: .nations)
            try c.encode(movie.genres, forKey: .genres)
            try c.encode(movie.directors.map(\.name), forKey: .directors)
            try c.encode(movie.actors.map { Person(name: $0.name, role: $0.role) }, forKey: .actors)
            try c.encode(movie.watchGrade, forKey: .watchGrade)
            try c.encode(movie.companies.map { Company(name: $0.name, part: $0.part) }, forKey: .companies)
            try c.encode(movie.showTypes.map { "\($0.group) \($0.name)" }, forKey: .showTypes)
        }
    }

    static func render(_ movie: MovieDetails) -> String { ChartJSON.encode(Movie(movie: movie)) }
}
