import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `search`, `person` and `company` output: aligned tables (wide Hangul counted as two columns),
/// JSON with fixed keys (valid when empty), CSV by RFC 4180.
enum SearchOutput {
    static func table(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { c in all.map { TextWidth.columns($0[c]) }.max() ?? 0 }
        let lines = all.map { row in
            row.indices.map { c in c == row.count - 1 ? row[c] : TextWidth.padRight(row[c], to: widths[c]) }.joined(
                separator: "  ")
        }
        return ([lines[0], String(repeating: "-", count: widths.reduce(2 * (widths.count - 1), +))] + lines.dropFirst())
            .joined(separator: "\n")
    }

    static func csv(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(quoted).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Quoted where needed; a leading =, +, - or @ would run as a formula in a spreadsheet.
    static func quoted(_ value: String) -> String {
        var v = value
        if let first = v.unicodeScalars.first, "=+-@".unicodeScalars.contains(first), Double(v) == nil { v = "'" + v }
        guard v.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) }) else { return v }
        return "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: Rows

    static func header(_ what: SearchCommand.What) -> [String] {
        switch what {
        case .film:
            return [
                trCtx("search results", "Code"), trCtx("search results", "Title"),
                trCtx("search results", "English title"), trCtx("search results", "Year"),
                trCtx("search results", "Nation"), trCtx("search results", "Genre"),
                trCtx("search results", "Directors")
            ]
        case .person:
            return [
                trCtx("search results", "Code"), trCtx("search results", "Name"),
                trCtx("search results", "English name"), trCtx("search results", "Role"),
                trCtx("search results", "Films")
            ]
        case .company:
            return [
                trCtx("search results", "Code"), trCtx("search results", "Name"),
                trCtx("search results", "English name"), trCtx("search results", "CEO"),
                trCtx("search results", "Parts")
            ]
        }
    }

    static func row(_ f: FilmListItem) -> [String] {
        [
            f.code, f.title, f.titleEnglish, year(f), f.nation, f.genres.joined(separator: ","),
            f.directors.joined(separator: ", ")
        ]
    }

    static func row(_ p: PersonListItem) -> [String] {
        [
            p.code, p.name, p.nameEnglish, p.role,
            p.filmography.prefix(3).joined(separator: ", ") + (p.filmography.count > 3 ? " …" : "")
        ]
    }

    static func row(_ c: CompanyListItem) -> [String] {
        [c.code, c.name, c.nameEnglish, c.ceo, c.parts.joined(separator: ",")]
    }

    static func year(_ f: FilmListItem) -> String {
        f.openDate.map { String($0.year) } ?? f.productionYear.map(String.init) ?? ""
    }

    // MARK: JSON

    struct Page<Item: Encodable>: Encodable {
        let kind: String
        let query: String
        let page: Int
        let pageSize: Int
        let totalCount: Int
        let results: [Item]
    }

    struct Film: Encodable {
        let code, title, titleEnglish: String
        let productionYear: Int?
        let openDate: String?
        let nation: String
        let genres, directors: [String]
        let companies: [Company]
        let status: String
        init(_ f: FilmListItem) {
            code = f.code
            title = f.title
            titleEnglish = f.titleEnglish
            productionYear = f.productionYear
            openDate = f.openDate?.iso
            nation = f.nation
            genres = f.genres
            directors = f.directors
            companies = f.companies.map { Company(code: $0.code, name: $0.name) }
            status = f.status
        }
        // Absent values stay in the object as null: every result has the same keys.
        func encode(to encoder: Encoder) throws {
            enum K: String, CodingKey {
                case code, title, titleEnglish, productionYear, openDate, nation, genres, directors, companies, status
            }
            var c = encoder.container(keyedBy: K.self)
            try c.encode(code, forKey: .code)
            try c.encode(title, forKey: .title)
            try c.encode(titleEnglish, forKey: .titleEnglish)
            try c.encode(productionYear, forKey: .productionYear)
            try c.encode(openDate, forKey: .openDate)
            try c.encode(nation, forKey: .nation)
            try c.encode(genres, forKey: .genres)
            try c.encode(directors, forKey: .directors)
            try c.encode(companies, forKey: .companies)
            try c.encode(status, forKey: .status)
        }
    }
    struct Company: Encodable { let code, name: String }
    struct Person: Encodable {
        let code, name, nameEnglish, role: String
        let films: [String]
        init(_ p: PersonListItem) {
            code = p.code
            name = p.name
            nameEnglish = p.nameEnglish
            role = p.role
            films = p.filmography
        }
    }
    struct CompanyRow: Encodable {
        let code, name, nameEnglish, ceo: String
        let parts, films: [String]
        init(_ c: CompanyListItem) {
            code = c.code
            name = c.name
            nameEnglish = c.nameEnglish
            ceo = c.ceo
            parts = c.parts
            films = c.filmography
        }
    }

    struct Credit: Encodable {
        let code, title: String
        let year: Int?
        func encode(to encoder: Encoder) throws {
            enum K: String, CodingKey { case code, title, year }
            var c = encoder.container(keyedBy: K.self)
            try c.encode(code, forKey: .code)
            try c.encode(title, forKey: .title)
            try c.encode(year, forKey: .year)
        }
    }
    struct Group: Encodable {
        let part: String
        let films: [Credit]
        init(_ g: FilmographyGroup) {
            part = g.part
            films = g.films.map { Credit(code: $0.code, title: $0.title, year: $0.year) }
        }
    }
    struct PersonDetail: Encodable {
        let code, name, nameEnglish, sex, role: String
        let filmography: [Group]
        init(_ p: PersonDetails) {
            code = p.code
            name = p.name
            nameEnglish = p.nameEnglish
            sex = p.sex
            role = p.role
            filmography = p.filmography.map(Group.init)
        }
    }
    struct CompanyDetail: Encodable {
        let code, name, nameEnglish, ceo: String
        let parts: [String]
        let filmography: [Group]
        init(_ c: CompanyDetails) {
            code = c.code
            name = c.name
            nameEnglish = c.nameEnglish
            ceo = c.ceo
            parts = c.parts
            filmography = c.filmography.map(Group.init)
        }
    }

    /// `person` and `company` print the same way: the details as text or JSON, then a note on saved data.
    static func print<T>(
        _ loaded: Loaded<T>, json: Bool, title: String, english: String, facts: [(String, String)],
        filmography: [FilmographyGroup], encoded: () -> String
    ) {
        Swift.print(json ? encoded() : details(title: title, english: english, facts: facts, filmography: filmography))
        CommandSupport.note(loaded)
    }

    /// A person's or company's details as text: the names, the facts, then each part's films.
    static func details(title: String, english: String, facts: [(String, String)], filmography: [FilmographyGroup])
        -> String
    {
        var lines = [english.isEmpty ? title : "\(title) (\(english))"]
        lines += facts.filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1)" }
        for group in filmography {
            lines.append("")
            lines.append(
                tr(
                    "{part} ({count})",
                    ["part": group.part, "count": NumberFormatting.grouped(Int64(group.films.count))]))
            let width = group.films.map { TextWidth.columns($0.code) }.max() ?? 0
            lines += group.films.map {
                "  " + TextWidth.padRight($0.code, to: width) + "  " + $0.title + ($0.year.map { " (\($0))" } ?? "")
            }
        }
        return lines.joined(separator: "\n")
    }
}
