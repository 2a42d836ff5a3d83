import Foundation

/// Decodes API bodies into DTOs, checking KOBIS's `faultInfo` first (KOBIS sends errors with HTTP 200)
/// and naming what was wrong when a body is not the JSON it should be.
public enum ResponseDecoding {
    public static func kobisBoxOffice(_ body: Data) throws -> KobisBoxOfficeResult {
        try kobis(body, as: KobisBoxOfficeResponse.self).boxOfficeResult
    }

    public static func kobisMovieInfo(_ body: Data) throws -> KobisMovieInfo {
        try kobis(body, as: KobisMovieInfoResponse.self).movieInfoResult.movieInfo
    }

    public static func kobisMovieList(_ body: Data) throws -> KobisMovieListResult {
        try kobis(body, as: KobisMovieListResponse.self).movieListResult
    }

    public static func kobisPeopleList(_ body: Data) throws -> KobisPeopleListResult {
        try kobis(body, as: KobisPeopleListResponse.self).peopleListResult
    }

    public static func kobisPeopleInfo(_ body: Data) throws -> KobisPeopleInfo {
        try kobis(body, as: KobisPeopleInfoResponse.self).peopleInfoResult.peopleInfo
    }

    public static func kobisCompanyList(_ body: Data) throws -> KobisCompanyListResult {
        try kobis(body, as: KobisCompanyListResponse.self).companyListResult
    }

    public static func kobisCompanyInfo(_ body: Data) throws -> KobisCompanyInfo {
        try kobis(body, as: KobisCompanyInfoResponse.self).companyInfoResult.companyInfo
    }

    public static func kobisCodeList(_ body: Data) throws -> KobisCodeListResponse {
        try kobis(body, as: KobisCodeListResponse.self)
    }

    public static func kakaoImageSearch(_ body: Data) throws -> KakaoImageSearchResponse {
        try decode(body, as: KakaoImageSearchResponse.self, service: .kakao)
    }

    public static func kakaoError(_ body: Data) -> KakaoErrorBody? {
        try? JSONDecoder().decode(KakaoErrorBody.self, from: body)
    }

    private static func kobis<T: Decodable>(_ body: Data, as type: T.Type) throws -> T {
        // A fault names itself; other bodies are not parsed twice.
        if contains(body, "\"faultInfo\""), let fault = try? JSONDecoder().decode(KobisFaultResponse.self, from: body) {
            throw BoxOfficeError.kobisFault(
                code: OutsideText.clean(fault.faultInfo.errorCode, limit: 20),
                // Cut to a sentence's length only after the client redacted the key:
                // a cut through an echoed key would leave its first part.
                message: OutsideText.clean(fault.faultInfo.message, limit: 100_000))
        }
        return try decode(body, as: type, service: .kobis)
    }

    /// Whether `text`'s bytes occur in `body` (a plain loop: Data's generic search costs more than the parse).
    static func contains(_ body: Data, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        return body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard raw.count >= needle.count else { return false }
            var i = 0
            while i <= raw.count - needle.count {
                if raw[i] == first {
                    var j = 1
                    while j < needle.count && raw[i + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    static func decode<T: Decodable>(_ body: Data, as type: T.Type, service: BoxOfficeError.Service) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw BoxOfficeError.invalidData(service: service, detail: describe(error, body: body))
        } catch {
            throw BoxOfficeError.invalidData(service: service, detail: "\(error)")
        }
    }

    /// A short, key-free account of a decoding failure.
    static func describe(_ error: DecodingError, body: Data) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let start = String(decoding: body.prefix(1), as: UTF8.self)
            if body.isEmpty { return "an empty body" }
            return start == "{" || start == "[" ? "truncated or malformed JSON" : "not JSON"
        case .dataCorrupted(let context):
            return "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(let type, let context):
            return "wrong type at \(path(context.codingPath)), expected \(type)"
        case .valueNotFound(_, let context):
            return "null at \(path(context.codingPath))"
        @unknown default:
            return "unreadable JSON"
        }
    }
}
