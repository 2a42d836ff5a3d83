/// Turns errors into one plain sentence. The UI translates through gettext later; these English
/// sentences are the message ids.
extension BoxOfficeError {
    public var sentence: String {
        switch self {
        case .timedOut(let s, let seconds):
            return "\(s.rawValue) did not answer within \(seconds) seconds; try again later"
        case .unreachable(let s, let detail):
            return "Could not reach \(s.rawValue) (\(detail)); check the network connection"
        case .httpStatus(let s, let status):
            return "\(s.rawValue) answered with HTTP error \(status)"
        case .tooLarge(let s, let limit):
            return "\(s.rawValue) sent more than \(limit / 1_048_576) MB, which is too large to be an answer"
        case .cancelled:
            return "The request was cancelled"
        case .kobisFault(let code, let message):
            if code == "320010" { return "KOBIS rejected the API key (error 320010)" }
            return "KOBIS refused the request (error \(code): \(message))"
        case .kakaoRejected(let status, let detail):
            if status == 401 { return "Kakao rejected the API key (HTTP 401, \(detail))" }
            return "Kakao refused the request (HTTP \(status), \(detail))"
        case .invalidData(let s, let detail):
            return "\(s.rawValue) sent data that could not be read (\(detail))"
        case .notAnImage(let url):
            return "The poster at \(url) is not an image"
        case .dayNotAvailable(let day, let latest):
            return "No box office for \(day.iso): the latest day with data is \(latest.iso)"
        case .noSampleData(let day, let days):
            return "The sample data has no box office for \(day.iso); sample days are "
                + days.map(\.iso).joined(separator: ", ") + " (set BOXOFFICE_KOBIS_KEY for real data)"
        case .noSampleMovie(let code):
            return "The sample data has no details for movie \(code) (set BOXOFFICE_KOBIS_KEY for real data)"
        case .noKey(let s):
            return "No \(s.rawValue) API key is set"
        case .offlineNotCached(let what):
            return "\(what) is not saved on this computer and needs a connection"
        case .noPosterFound(let title):
            return "No poster was found for \(title)"
        case .invalidDate(let text):
            return "\"\(text)\" is not a date; use YYYY-MM-DD, for example 2022-01-05"
        case .cacheFailure(let detail):
            return "The saved data could not be used (\(detail))"
        }
    }
}
