import Foundation

/// A film in the film list.
public struct FilmListItem: Sendable, Equatable, Hashable {
    public struct CompanyRef: Sendable, Equatable, Hashable {
        public let code: String
        public let name: String
        public init(code: String, name: String) {
            self.code = code
            self.name = name
        }
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
    /// 장편, 단편, 옴니버스 … (KOBIS's typeNm)
    public let type: String

    public init(
        code: String, title: String, titleEnglish: String, productionYear: Int?, openDate: Day?, nation: String,
        nations: [String], genres: [String], directors: [String], companies: [CompanyRef], status: String,
        type: String = ""
    ) {
        self.code = code
        self.title = title
        self.titleEnglish = titleEnglish
        self.productionYear = productionYear
        self.openDate = openDate
        self.nation = nation
        self.nations = nations
        self.genres = genres
        self.directors = directors
        self.companies = companies
        self.status = status
        self.type = type
    }
}
