/// KOBIS searchPeopleList and searchPeopleInfo responses (API_NOTES 1.9). Fields KOBIS leaves out
/// decode as empty, and `totCnt` is read as a number or a string, so one odd row never fails a page.
public struct KobisPeopleListResponse: Decodable, Sendable, Equatable {
    public let peopleListResult: KobisPeopleListResult
}

public struct KobisPeopleListResult: Decodable, Sendable, Equatable {
    public let totCnt: Int
    public let peopleList: [Item]

    public struct Item: Decodable, Sendable, Equatable {
        public let peopleCd: String
        public let peopleNm: String
        public let peopleNmEn: String
        public let repRoleNm: String
        /// `|`-separated titles; a title may itself hold `│` (U+2502), commas, `&`.
        public let filmoNames: String

        enum CodingKeys: String, CodingKey { case peopleCd, peopleNm, peopleNmEn, repRoleNm, filmoNames }
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            peopleCd = try c.decode(String.self, forKey: .peopleCd)
            peopleNm = try c.decodeIfPresent(String.self, forKey: .peopleNm) ?? ""
            peopleNmEn = try c.decodeIfPresent(String.self, forKey: .peopleNmEn) ?? ""
            repRoleNm = try c.decodeIfPresent(String.self, forKey: .repRoleNm) ?? ""
            filmoNames = try c.decodeIfPresent(String.self, forKey: .filmoNames) ?? ""
        }
    }

    enum CodingKeys: String, CodingKey { case totCnt, peopleList }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        totCnt = try KobisCount.decode(c, .totCnt)
        peopleList = try c.decodeIfPresent([Item].self, forKey: .peopleList) ?? []
    }
}

public struct KobisPeopleInfoResponse: Decodable, Sendable, Equatable {
    public let peopleInfoResult: KobisPeopleInfoResult
}

public struct KobisPeopleInfoResult: Decodable, Sendable, Equatable {
    public let peopleInfo: KobisPeopleInfo
}

public struct KobisPeopleInfo: Decodable, Sendable, Equatable {
    public let peopleCd: String
    public let peopleNm: String
    public let peopleNmEn: String
    public let sex: String
    public let repRoleNm: String
    public let filmos: [Filmo]

    public struct Filmo: Decodable, Sendable, Equatable {
        public let movieCd: String
        public let movieNm: String
        public let moviePartNm: String
        enum CodingKeys: String, CodingKey { case movieCd, movieNm, moviePartNm }
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            movieCd = try c.decodeIfPresent(String.self, forKey: .movieCd) ?? ""
            movieNm = try c.decodeIfPresent(String.self, forKey: .movieNm) ?? ""
            moviePartNm = try c.decodeIfPresent(String.self, forKey: .moviePartNm) ?? ""
        }
    }

    // `homepages` is not read: its element shape was never observed (always [] in the fixture).
    enum CodingKeys: String, CodingKey { case peopleCd, peopleNm, peopleNmEn, sex, repRoleNm, filmos }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        peopleCd = try c.decode(String.self, forKey: .peopleCd)
        peopleNm = try c.decodeIfPresent(String.self, forKey: .peopleNm) ?? ""
        peopleNmEn = try c.decodeIfPresent(String.self, forKey: .peopleNmEn) ?? ""
        sex = try c.decodeIfPresent(String.self, forKey: .sex) ?? ""
        repRoleNm = try c.decodeIfPresent(String.self, forKey: .repRoleNm) ?? ""
        filmos = try c.decodeIfPresent([Filmo].self, forKey: .filmos) ?? []
    }
}

/// `totCnt`: a JSON number in the film and people lists; read a numeric string too, and never trap.
enum KobisCount {
    static func decode<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> Int {
        if let n = try? c.decode(Int.self, forKey: key) { return max(0, n) }
        if let text = try? c.decode(String.self, forKey: key), let n = Int(text.trimmingSpaces) {
            return max(0, n)
        }
        return 0
    }
}
