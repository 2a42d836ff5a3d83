/// KOBIS box office responses exactly as sent: every number is a string.
public struct KobisBoxOfficeResponse: Decodable, Sendable, Equatable {
    public let boxOfficeResult: KobisBoxOfficeResult
}

public struct KobisBoxOfficeResult: Decodable, Sendable, Equatable {
    public let boxofficeType: String
    /// "yyyyMMdd~yyyyMMdd"; a daily chart repeats the same day twice.
    public let showRange: String
    /// Weekly only: year + ISO week ("201152").
    public let yearWeekTime: String?
    public let dailyBoxOfficeList: [KobisBoxOfficeEntry]?
    public let weeklyBoxOfficeList: [KobisBoxOfficeEntry]?

    public var entries: [KobisBoxOfficeEntry] { dailyBoxOfficeList ?? weeklyBoxOfficeList ?? [] }
}

public struct KobisBoxOfficeEntry: Decodable, Sendable, Equatable {
    public let rnum: String
    public let rank: String
    public let rankInten: String
    public let rankOldAndNew: String
    public let movieCd: String
    public let movieNm: String
    /// "yyyy-MM-dd", or " " for re-releases and unknown dates.
    public let openDt: String
    public let salesAmt: String
    public let salesShare: String
    public let salesInten: String
    public let salesChange: String
    public let salesAcc: String
    public let audiCnt: String
    public let audiInten: String
    public let audiChange: String
    public let audiAcc: String
    public let scrnCnt: String
    public let showCnt: String
}
