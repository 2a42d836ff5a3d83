/// The films opening from a day for some weeks: the film list's films with an opening day in
/// [from, from + 7 × weeks), each once, by day and then by title. Pure, so tests and both executables
/// read the same list.
public struct ComingFilms: Sendable, Equatable {
    /// `--weeks` and the window stay within a year: the list is asked for by year.
    public static let weekRange = 1...52

    public let from: Day
    public let weeks: Int
    public private(set) var films: [ComingFilm]

    public init(items: [FilmListItem], from: Day, weeks: Int) {
        self.from = from
        self.weeks = min(max(weeks, Self.weekRange.lowerBound), Self.weekRange.upperBound)
        let end = from.adding(days: self.weeks * 7)
        var seen = Set<String>()
        films = items.compactMap(ComingFilm.init).filter { from <= $0.openDate && $0.openDate < end }
            .filter { seen.insert($0.code).inserted }
            .sorted { ($0.openDate, $0.title, $0.code) < ($1.openDate, $1.title, $1.code) }
    }

    /// The last day the list covers.
    public var to: Day { from.adding(days: weeks * 7 - 1) }

    /// The years whose film lists hold these weeks (two across a new year).
    public static func years(from: Day, weeks: Int) -> ClosedRange<Int> {
        let weeks = min(max(weeks, weekRange.lowerBound), weekRange.upperBound)
        return from.year...from.adding(days: weeks * 7 - 1).year
    }

    /// The films by opening day, the nearest first.
    public var days: [(day: Day, films: [ComingFilm])] {
        var out: [(day: Day, films: [ComingFilm])] = []
        for film in films {
            if out.last?.day == film.openDate {
                out[out.count - 1].films.append(film)
            } else {
                out.append((film.openDate, [film]))
            }
        }
        return out
    }

    /// The 배급사 of each film whose details `details` finds (saved ones, read with no request).
    public mutating func addDistributors(details: (String) -> FilmDetails?) {
        for index in films.indices {
            guard let found = details(films[index].code) else { continue }
            let names = found.companies.filter { $0.part.contains("배급") }.map(\.name)
            if !names.isEmpty { films[index].distributors = names }
        }
    }
}
