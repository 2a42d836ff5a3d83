/// KOBIS searchMovieInfo response exactly as sent.
public struct KobisMovieInfoResponse: Decodable, Sendable, Equatable {
    public let movieInfoResult: KobisMovieInfoResult
}

public struct KobisMovieInfoResult: Decodable, Sendable, Equatable {
    public let movieInfo: KobisMovieInfo
    public let source: String?
}

public struct KobisMovieInfo: Decodable, Sendable, Equatable {
    public let movieCd: String
    public let movieNm: String
    public let movieNmEn: String
    public let movieNmOg: String
    public let showTm: String
    public let prdtYear: String
    /// "yyyyMMdd" (no dashes, unlike the box office list) or "".
    public let openDt: String
    public let prdtStatNm: String
    public let typeNm: String
    public let nations: [Nation]
    public let genres: [Genre]
    public let directors: [Director]
    public let actors: [Actor]
    public let showTypes: [ShowType]
    public let companys: [Company]
    public let audits: [Audit]
    public let staffs: [Staff]

    public struct Nation: Decodable, Sendable, Equatable { public let nationNm: String }
    public struct Genre: Decodable, Sendable, Equatable { public let genreNm: String }
    public struct Director: Decodable, Sendable, Equatable {
        public let peopleNm: String
        public let peopleNmEn: String
    }
    public struct Actor: Decodable, Sendable, Equatable {
        public let peopleNm: String
        public let peopleNmEn: String
        public let cast: String
        public let castEn: String
    }
    public struct ShowType: Decodable, Sendable, Equatable {
        public let showTypeGroupNm: String
        public let showTypeNm: String
    }
    public struct Company: Decodable, Sendable, Equatable {
        public let companyCd: String
        public let companyNm: String
        public let companyNmEn: String
        public let companyPartNm: String
    }
    public struct Audit: Decodable, Sendable, Equatable {
        public let auditNo: String
        public let watchGradeNm: String
    }
    public struct Staff: Decodable, Sendable, Equatable {
        public let peopleNm: String
        public let peopleNmEn: String
        public let staffRoleNm: String
    }

    enum CodingKeys: String, CodingKey {
        case movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt, prdtStatNm, typeNm
        case nations, genres, directors, actors, showTypes, companys, audits, staffs
    }

    // Lists KOBIS leaves out for some films decode as empty rather than failing the whole film.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        movieCd = try c.decode(String.self, forKey: .movieCd)
        movieNm = try c.decode(String.self, forKey: .movieNm)
        movieNmEn = try c.decodeIfPresent(String.self, forKey: .movieNmEn) ?? ""
        movieNmOg = try c.decodeIfPresent(String.self, forKey: .movieNmOg) ?? ""
        showTm = try c.decodeIfPresent(String.self, forKey: .showTm) ?? ""
        prdtYear = try c.decodeIfPresent(String.self, forKey: .prdtYear) ?? ""
        openDt = try c.decodeIfPresent(String.self, forKey: .openDt) ?? ""
        prdtStatNm = try c.decodeIfPresent(String.self, forKey: .prdtStatNm) ?? ""
        typeNm = try c.decodeIfPresent(String.self, forKey: .typeNm) ?? ""
        nations = try c.decodeIfPresent([Nation].self, forKey: .nations) ?? []
        genres = try c.decodeIfPresent([Genre].self, forKey: .genres) ?? []
        directors = try c.decodeIfPresent([Director].self, forKey: .directors) ?? []
        actors = try c.decodeIfPresent([Actor].self, forKey: .actors) ?? []
        showTypes = try c.decodeIfPresent([ShowType].self, forKey: .showTypes) ?? []
        companys = try c.decodeIfPresent([Company].self, forKey: .companys) ?? []
        audits = try c.decodeIfPresent([Audit].self, forKey: .audits) ?? []
        staffs = try c.decodeIfPresent([Staff].self, forKey: .staffs) ?? []
    }
}
