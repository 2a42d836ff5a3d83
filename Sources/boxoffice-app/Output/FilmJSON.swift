import BoxOfficeCore
import BoxOfficeTerminal

/// `film --format json`: one object with exactly the documented keys.
enum FilmJSON {
    struct Person: Encodable {
        let name: String
        let role: String
    }
    struct Company: Encodable {
        let name: String
        let part: String
    }
    struct Film: Encodable {
        let film: FilmDetails
        enum Keys: String, CodingKey {
            case code, title, titleEnglish, productionYear, openDate, runtimeMinutes, nations, genres, directors
            case actors, watchGrade, companies, showTypes
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(film.code, forKey: .code)
            try c.encode(film.title, forKey: .title)
            try c.encode(film.titleEnglish, forKey: .titleEnglish)
            try c.encode(film.productionYear, forKey: .productionYear)
            try c.encode(film.openDate?.iso, forKey: .openDate)
            try c.encode(film.runtimeMinutes, forKey: .runtimeMinutes)
            try c.encode(film.nations, forKey: .nations)
            try c.encode(film.genres, forKey: .genres)
            try c.encode(film.directors.map(\.name), forKey: .directors)
            try c.encode(film.actors.map { Person(name: $0.name, role: $0.role) }, forKey: .actors)
            try c.encode(film.watchGrade, forKey: .watchGrade)
            try c.encode(film.companies.map { Company(name: $0.name, part: $0.part) }, forKey: .companies)
            try c.encode(film.showTypes.map { "\($0.group) \($0.name)" }, forKey: .showTypes)
        }
    }

    static func render(_ film: FilmDetails) -> String { ChartJSON.encode(Film(film: film)) }
}
