/// `searchCodeList` as KOBIS sends it: `{"codes":[{"fullCd","korNm","engNm"}]}`.
public struct KobisCodeListResponse: Decodable, Sendable, Equatable {
    public struct Code: Decodable, Sendable, Equatable {
        public let fullCd: String
        public let korNm: String
        public let engNm: String?
    }
    public let codes: [Code]
}

extension Region {
    /// The regions from a code list; KOBIS's English names are empty, so the bundled ones fill in.
    public static func from(_ list: KobisCodeListResponse) -> [Region] {
        list.codes.prefix(100).compactMap { code in
            let fullCode = OutsideText.clean(code.fullCd, limit: 20)
            let korean = OutsideText.clean(code.korNm, limit: 40)
            guard !fullCode.isEmpty, !korean.isEmpty, fullCode.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            let english = OutsideText.clean(code.engNm ?? "", limit: 40)
            let known = bundled.first { $0.code == fullCode }?.english
            return Region(code: fullCode, korean: korean, english: english.isEmpty ? known ?? korean : english)
        }
    }
}
