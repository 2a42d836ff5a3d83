/// KOBIS searchCompanyList and searchCompanyInfo responses (API_NOTES 1.2, 1.9). No real list answer
/// was found: its fields are those KOBIS documents, every one optional here.
public struct KobisCompanyListResponse: Decodable, Sendable, Equatable {
    public let companyListResult: KobisCompanyListResult
}

public struct KobisCompanyListResult: Decodable, Sendable, Equatable {
    public let totCnt: Int
    public let companyList: [Item]

    public struct Item: Decodable, Sendable, Equatable {
        public let companyCd: String
        public let companyNm: String
        public let companyNmEn: String
        /// Comma-separated parts (제작사,배급사 …).
        public let companyPartNames: String
        public let ceoNm: String
        /// `|`-separated titles.
        public let filmoNames: String

        enum CodingKeys: String, CodingKey {
            case companyCd, companyNm, companyNmEn, companyPartNames, ceoNm, filmoNames
        }
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            companyCd = try c.decode(String.self, forKey: .companyCd)
            companyNm = try c.decodeIfPresent(String.self, forKey: .companyNm) ?? ""
            companyNmEn = try c.decodeIfPresent(String.self, forKey: .companyNmEn) ?? ""
            companyPartNames = try c.decodeIfPresent(String.self, forKey: .companyPartNames) ?? ""
            ceoNm = try c.decodeIfPresent(String.self, forKey: .ceoNm) ?? ""
            filmoNames = try c.decodeIfPresent(String.self, forKey: .filmoNames) ?? ""
        }
    }

    enum CodingKeys: String, CodingKey { case totCnt, companyList }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        totCnt = try KobisCount.decode(c, .totCnt)
        companyList = try c.decodeIfPresent([Item].self, forKey: .companyList) ?? []
    }
}

public struct KobisCompanyInfoResponse: Decodable, Sendable, Equatable {
    public let companyInfoResult: KobisCompanyInfoResult
}

public struct KobisCompanyInfoResult: Decodable, Sendable, Equatable {
    public let companyInfo: KobisCompanyInfo
}

public struct KobisCompanyInfo: Decodable, Sendable, Equatable {
    public let companyCd: String
    public let companyNm: String
    public let companyNmEn: String
    public let ceoNm: String
    public let parts: [Part]
    public let filmos: [Filmo]

    public struct Part: Decodable, Sendable, Equatable {
        public let companyPartNm: String
        enum CodingKeys: String, CodingKey { case companyPartNm }
        public init(from decoder: Decoder) throws {
            companyPartNm =
                try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .companyPartNm)
                ?? ""
        }
    }
    public struct Filmo: Decodable, Sendable, Equatable {
        public let movieCd: String
        public let movieNm: String
        public let companyPartNm: String
        enum CodingKeys: String, CodingKey { case movieCd, movieNm, companyPartNm }
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            movieCd = try c.decodeIfPresent(String.self, forKey: .movieCd) ?? ""
            movieNm = try c.decodeIfPresent(String.self, forKey: .movieNm) ?? ""
            companyPartNm = try c.decodeIfPresent(String.self, forKey: .companyPartNm) ?? ""
        }
    }

    enum CodingKeys: String, CodingKey { case companyCd, companyNm, companyNmEn, ceoNm, parts, filmos }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        companyCd = try c.decode(String.self, forKey: .companyCd)
        companyNm = try c.decodeIfPresent(String.self, forKey: .companyNm) ?? ""
        companyNmEn = try c.decodeIfPresent(String.self, forKey: .companyNmEn) ?? ""
        ceoNm = try c.decodeIfPresent(String.self, forKey: .ceoNm) ?? ""
        parts = try c.decodeIfPresent([Part].self, forKey: .parts) ?? []
        filmos = try c.decodeIfPresent([Filmo].self, forKey: .filmos) ?? []
    }
}
