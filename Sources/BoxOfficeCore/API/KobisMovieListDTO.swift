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
