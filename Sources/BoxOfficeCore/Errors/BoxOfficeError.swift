/// Every failure the app can meet, typed where it starts. `sentence` (in UserSentence.swift) is
/// the one place that turns them into words for people. No case carries an API key.
public enum BoxOfficeError: Error, Hashable, Sendable {
    public enum Service: String, Hashable, Sendable { case kobis = "KOBIS", kakao = "Kakao", poster = "poster host" }

    // Transport
    case timedOut(service: Service, seconds: Int)
    case unreachable(service: Service, detail: String)
    case httpStatus(service: Service, status: Int)
    case tooLarge(service: Service, limitBytes: Int)
    case invalidAddress(service: Service, address: String)
    /// A keyed request to a plain-HTTP address off this machine: refused before anything is sent.
    case insecureAddress(service: Service, address: String)
    /// A keyed request answered with a redirect, which is never followed (the key would go along).
    case redirected(service: Service, status: Int)
    case cancelled
    // What the APIs said
    case kobisFault(code: String, message: String)
    case kakaoRejected(status: Int, detail: String)
    case invalidData(service: Service, detail: String)
    case notAnImage(url: String)
    case imageTooLarge(width: Int, height: Int)
    // Domain
    case dayNotAvailable(day: Day, latest: Day)
    case noSampleData(day: Day, sampleDays: [Day])
    case noSampleFilm(code: String)
    /// The sample has whole-market charts only: Korean/foreign, diversity and regions need a key.
    case noSampleSegment
    case noKey(service: Service)
    case offlineNotCached(what: String)
    case noPosterFound(title: String)
    /// Search found posters, but none could be downloaded and shown: the last reason.
    case posterDownloadFailed(reason: String)
    case invalidDate(text: String)
    case cacheFailure(detail: String)

    /// KOBIS's fault code for a key it does not accept (sent with HTTP 200).
    public static let kobisKeyRejectedCode = "320010"

    /// KOBIS refused the key itself: asking again will not help, a new key will.
    public var isKobisKeyRejected: Bool {
        if case .kobisFault(let code, _) = self { return code == Self.kobisKeyRejectedCode }
        return false
    }

    /// Fixed in Preferences: a rejected or missing KOBIS key, or a chart only a key can bring.
    public var needsKobisKey: Bool {
        switch self {
        case .noKey(service: .kobis), .noSampleData, .noSampleSegment: return true
        default: return isKobisKeyRejected
        }
    }

    /// Worth retrying later: the network or the server, not the request.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .unreachable: return true
        case .httpStatus(_, let s): return s >= 500 || s == 429
        default: return false
        }
    }
}
