/// KOBIS searchMovieList response. `totCnt` is a JSON number here, unlike everything else KOBIS sends.
public struct KobisMovieListResponse: Decodable, Sendable, Equatable {
    public let movieListResult: KobisMovieListResult
}

public struct KobisMovieListResult: Decodable, Sendable, Equatable {
    public let totCnt: Int
    public let source: String?
    public let movieList: [Item]

    public struct Item: Decodable, Sendable, Equatable {
        public let movieCd: String
        public let movieNm: String
        public let movieNmEn: String
        public let prdtYear: String
        public let openDt: String
        public let typeNm: String
        public let prdtStatNm: String
        public let nationAlt: String
        public let genreAlt: String
        public let repNationNm: String
        public let repGenreNm: String
        public let directors: [Person]
        public let companys: [Company]
    }
    public struct Person: Decodable, Sendable, Equatable { public let peopleNm: String }
    public struct Company: Decodable, Sendable, Equatable {
        public let companyCd: String
        public let companyNm: String
    }
}

extension KobisMovieListResult.Item {
    private enum Keys: String, CodingKey {
        case movieCd, movieNm, movieNmEn, prdtYear, openDt, typeNm, prdtStatNm, nationAlt, genreAlt, repNationNm
        case repGenreNm, directors, companys
    }

    /// Only the code and title are required: a film registered to open may come without `openDt` (or with
    /// ""), and one missing key must not lose the whole page.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func text(_ key: Keys) throws -> String { try c.decodeIfPresent(String.self, forKey: key) ?? "" }
        movieCd = try c.decode(String.self, forKey: .movieCd)
        movieNm = try c.decode(String.self, forKey: .movieNm)
        movieNmEn = try text(.movieNmEn)
        prdtYear = try text(.prdtYear)
        openDt = try text(.openDt)
        typeNm = try text(.typeNm)
        prdtStatNm = try text(.prdtStatNm)
        nationAlt = try text(.nationAlt)
        genreAlt = try text(.genreAlt)
        repNationNm = try text(.repNationNm)
        repGenreNm = try text(.repGenreNm)
        directors = try c.decodeIfPresent([KobisMovieListResult.Person].self, forKey: .directors) ?? []
        companys = try c.decodeIfPresent([KobisMovieListResult.Company].self, forKey: .companys) ?? []
    }
}
