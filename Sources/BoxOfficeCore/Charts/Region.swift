import Foundation

/// A region KOBIS counts separately (common-code group `0105000000`).
public struct Region: Hashable, Sendable, Codable {
    public let code: String
    /// As KOBIS names it ("서울시").
    public let korean: String
    /// KOBIS sends no English names (`engNm` is ""): these are the usual romanisations.
    public let english: String

    public init(code: String, korean: String, english: String) {
        self.code = code
        self.korean = korean
        self.english = english
    }

    /// As titles are: KOBIS's own (Korean) name in Korean, else the romanisation, through the catalogue.
    public func name(_ language: DisplayLanguage) -> String { language == .korean ? korean : tr(english) }

    /// The 17 regions as `searchCodeList?comCode=0105000000` lists them, for the sample and offline use.
    public static let bundled: [Region] = [
        ("0105001", "서울시", trNoop("Seoul")), ("0105002", "경기도", trNoop("Gyeonggi")),
        ("0105003", "강원도", trNoop("Gangwon")),
        ("0105004", "충청북도", trNoop("North Chungcheong")), ("0105005", "충청남도", trNoop("South Chungcheong")),
        ("0105006", "경상북도", trNoop("North Gyeongsang")), ("0105007", "경상남도", trNoop("South Gyeongsang")),
        ("0105008", "전라북도", trNoop("North Jeolla")), ("0105009", "전라남도", trNoop("South Jeolla")),
        ("0105010", "제주도", trNoop("Jeju")),
        ("0105011", "부산시", trNoop("Busan")), ("0105012", "대구시", trNoop("Daegu")), ("0105013", "대전시", trNoop("Daejeon")),
        ("0105014", "울산시", trNoop("Ulsan")), ("0105015", "인천시", trNoop("Incheon")),
        ("0105016", "광주시", trNoop("Gwangju")),
        ("0105017", "세종시", trNoop("Sejong"))
    ].map { Region(code: $0.0, korean: $0.1, english: $0.2) }

    /// The part of a name that stays when KOBIS or a user adds or drops an administrative suffix:
    /// "서울", "서울시", "서울특별시" → "서울"; "강원특별자치도" → "강원"; "Seoul" → "seoul".
    static func stem(_ name: String) -> String {
        var t = name.trimmingSpaces.lowercased()
        for suffix in ["특별자치도", "특별자치시", "특별시", "광역시", "도", "시", "-do", " province", " city"]
        where t.hasSuffix(suffix) && t.count > suffix.count + 1 {
            t = String(t.dropLast(suffix.count))
            break
        }
        return shortForms[t] ?? t
    }

    /// The short forms people (and KOBIS's newer names, 전북특별자치도) use for the provinces.
    private static let shortForms = [
        "충북": "충청북", "충남": "충청남", "경북": "경상북", "경남": "경상남",
        "전북": "전라북", "전남": "전라남"
    ]

    /// The region a user named by code, Korean name (with or without its suffix) or English name.
    public static func find(_ text: String, in regions: [Region] = bundled) -> Region? {
        let t = text.trimmingSpaces
        if let byCode = regions.first(where: { $0.code == t }) { return byCode }
        let wanted = stem(t)
        guard !wanted.isEmpty else { return nil }
        return regions.first { stem($0.korean) == wanted || stem($0.english) == wanted }
    }
}
