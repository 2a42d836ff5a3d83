import Foundation

/// One page of a KOBIS list search: the rows, how many KOBIS says match in all, and where it is.
public struct SearchPage<Item: Sendable & Equatable>: Sendable, Equatable {
    public let items: [Item]
    public let totalCount: Int
    public let page: Int
    public let pageSize: Int

    public init(items: [Item], totalCount: Int, page: Int, pageSize: Int) {
        self.items = items
        // A total below what was seen would hide rows the user has; never trust it over the rows.
        self.totalCount = max(totalCount, (page - 1) * pageSize + items.count)
        self.page = page
        self.pageSize = pageSize
    }

    /// Whether a later page can hold more rows (an empty page never promises more).
    public var hasMore: Bool { !items.isEmpty && page * pageSize < totalCount }
}

/// A film in the movie list.
public struct FilmListItem: Sendable, Equatable, Hashable {
    public struct CompanyRef: Sendable, Equatable, Hashable {
        public let code: String
        public let name: String
        public init(code: String, name: String) { self.code = code; self.name = name }
    }
    public let code: String
    public let title: String
    public let titleEnglish: String
    public let productionYear: Int?
    public let openDate: Day?
    /// The representative nation (한국, 미국 …) and every nation KOBIS lists.
    public let nation: String
    public let nations: [String]
    public let genres: [String]
    public let directors: [String]
    public let companies: [CompanyRef]
    /// 개봉, 개봉예정, 기타 …
    public let status: String

    public init(code: String, title: String, titleEnglish: String, productionYear: Int?, openDate: Day?, nation: String,
                nations: [String], genres: [String], directors: [String], companies: [CompanyRef], status: String) {
        self.code = code; self.title = title; self.titleEnglish = titleEnglish; self.productionYear = productionYear
        self.openDate = openDate; self.nation = nation; self.nations = nations; self.genres = genres
        self.directors = directors; self.companies = companies; self.status = status
    }
}

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

/// A company in the company list.
public struct CompanyListItem: Sendable, Equatable, Hashable {
    public let code: String
    public let name: String
    public let nameEnglish: String
    public let ceo: String
    public let parts: [String]
    public let filmography: [String]
}

/// A film credited in a filmography: its code opens the film's detail window.
public struct FilmCredit: Sendable, Equatable, Hashable {
    public let code: String
    public let title: String
    /// KOBIS's person and company details carry no years; set when a caller knows the film's year.
    public let year: Int?

    public init(code: String, title: String, year: Int? = nil) {
        self.code = code; self.title = title; self.year = year
    }
}

/// The films of one part (감독, 배우, 배급사 …), in KOBIS's order, each film once.
public struct FilmographyGroup: Sendable, Equatable, Hashable {
    public let part: String
    public let films: [FilmCredit]

    public init(part: String, films: [FilmCredit]) { self.part = part; self.films = films }
}

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
