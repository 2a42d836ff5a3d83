import Foundation

/// KOBIS list and detail DTOs → the search values. Outside text is cleaned and bounded here; nothing
/// traps on an odd value (a year that is not a number is nil, an unknown date nil, an empty part "기타").
enum SearchLimits {
    /// Rows kept from one page, titles kept from one `filmoNames`, credits kept from one filmography.
    static let rowsPerPage = 100
    static let namesPerList = 200
    static let creditsPerDetail = 2_000
    static let codeLength = 20
}

extension OutsideText {
    /// A KOBIS code (8 digits, or alphanumeric like 2023C264): cleaned and short.
    public static func code(_ text: String) -> String { clean(text, limit: SearchLimits.codeLength) }

    /// `a|b|c` (or `a,b`) split, each piece cleaned, empty pieces dropped, the count bounded.
    static func list(_ text: String, separator: Character) -> [String] {
        text.split(separator: separator).lazy.map { clean(String($0)) }.filter { !$0.isEmpty }
            .prefix(SearchLimits.namesPerList).map { $0 }
    }
}

extension FilmListItem {
    public init(_ dto: KobisMovieListResult.Item) {
        let year = dto.prdtYear.trimmingSpaces
        self.init(
            code: OutsideText.code(dto.movieCd), title: OutsideText.clean(dto.movieNm),
            titleEnglish: OutsideText.clean(dto.movieNmEn),
            productionYear: year.count == 4 ? Int(year) : nil,
            openDate: Day(dto.openDt.trimmingSpaces),
            nation: OutsideText.clean(dto.repNationNm, limit: 40),
            nations: OutsideText.list(dto.nationAlt, separator: ","),
            genres: OutsideText.list(dto.genreAlt, separator: ","),
            directors: dto.directors.prefix(SearchLimits.namesPerList).map { OutsideText.clean($0.peopleNm) }.filter {
                !$0.isEmpty
            },
            companies: dto.companys.prefix(SearchLimits.namesPerList).map {
                CompanyRef(code: OutsideText.code($0.companyCd), name: OutsideText.clean($0.companyNm))
            },
            status: OutsideText.clean(dto.prdtStatNm, limit: 40), type: OutsideText.clean(dto.typeNm, limit: 40))
    }
}

extension PersonListItem {
    public init(_ dto: KobisPeopleListResult.Item) {
        self.init(
            code: OutsideText.code(dto.peopleCd), name: OutsideText.clean(dto.peopleNm),
            nameEnglish: OutsideText.clean(dto.peopleNmEn), role: OutsideText.clean(dto.repRoleNm, limit: 40),
            filmography: OutsideText.list(dto.filmoNames, separator: "|"))
    }
}

extension CompanyListItem {
    public init(_ dto: KobisCompanyListResult.Item) {
        self.init(
            code: OutsideText.code(dto.companyCd), name: OutsideText.clean(dto.companyNm),
            nameEnglish: OutsideText.clean(dto.companyNmEn), ceo: OutsideText.clean(dto.ceoNm),
            parts: OutsideText.list(dto.companyPartNames, separator: ","),
            filmography: OutsideText.list(dto.filmoNames, separator: "|"))
    }
}

extension FilmographyGroup {
    /// Credits (code, title, part) grouped by part: the `preferred` parts first in their order, then
    /// the others as they first appear; a film once per part, in KOBIS's order.
    static func group(_ credits: [(code: String, title: String, part: String)], preferred: [String] = [])
        -> [FilmographyGroup]
    {
        var order = preferred
        var films: [String: [FilmCredit]] = [:]
        var seen: Set<String> = []
        for credit in credits.prefix(SearchLimits.creditsPerDetail) {
            let code = OutsideText.code(credit.code)
            let title = OutsideText.clean(credit.title)
            guard !code.isEmpty || !title.isEmpty else { continue }
            let part =
                OutsideText.clean(credit.part, limit: 40).isEmpty ? "기타" : OutsideText.clean(credit.part, limit: 40)
            guard seen.insert(part + "\u{0}" + code + "\u{0}" + title).inserted else { continue }
            if !order.contains(part) { order.append(part) }
            films[part, default: []].append(FilmCredit(code: code, title: title))
        }
        return order.compactMap { part in films[part].map { FilmographyGroup(part: part, films: $0) } }
    }
}

extension PersonDetails {
    public init(_ dto: KobisPeopleInfo) {
        self.init(
            code: OutsideText.code(dto.peopleCd), name: OutsideText.clean(dto.peopleNm),
            nameEnglish: OutsideText.clean(dto.peopleNmEn), sex: OutsideText.clean(dto.sex, limit: 20),
            role: OutsideText.clean(dto.repRoleNm, limit: 40),
            filmography: FilmographyGroup.group(dto.filmos.map { ($0.movieCd, $0.movieNm, $0.moviePartNm) }))
    }
}

extension CompanyDetails {
    public init(_ dto: KobisCompanyInfo) {
        var parts: [String] = []
        for part in dto.parts.prefix(SearchLimits.namesPerList) {
            let name = OutsideText.clean(part.companyPartNm, limit: 40)
            if !name.isEmpty && !parts.contains(name) { parts.append(name) }
        }
        self.init(
            code: OutsideText.code(dto.companyCd), name: OutsideText.clean(dto.companyNm),
            nameEnglish: OutsideText.clean(dto.companyNmEn), ceo: OutsideText.clean(dto.ceoNm), parts: parts,
            filmography: FilmographyGroup.group(
                dto.filmos.map { ($0.movieCd, $0.movieNm, $0.companyPartNm) },
                preferred: parts))
    }
}
