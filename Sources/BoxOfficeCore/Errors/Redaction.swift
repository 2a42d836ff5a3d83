import Foundation

/// No text shown or printed may carry an API key: KOBIS faults echo request parameters, and a
/// transport message may quote the address. Every error leaving a client passes through here.
extension BoxOfficeError {
    public func redacting(_ secrets: [String]) -> BoxOfficeError {
        let secrets = secrets.filter { !$0.isEmpty }
        guard !secrets.isEmpty else { return self }
        // Redact first, then bound: the length limit never cuts a key in two.
        func clean(_ text: String) -> String { OutsideText.clean(Redaction.apply(secrets, to: text), limit: 300) }
        switch self {
        case .unreachable(let s, let detail): return .unreachable(service: s, detail: clean(detail))
        case .invalidAddress(let s, let address): return .invalidAddress(service: s, address: clean(address))
        case .insecureAddress(let s, let address): return .insecureAddress(service: s, address: clean(address))
        case .kobisFault(let code, let message): return .kobisFault(code: clean(code), message: clean(message))
        case .kakaoRejected(let status, let detail): return .kakaoRejected(status: status, detail: clean(detail))
        case .invalidData(let s, let detail): return .invalidData(service: s, detail: clean(detail))
        case .notAnImage(let url): return .notAnImage(url: clean(url))
        case .posterDownloadFailed(let reason): return .posterDownloadFailed(reason: clean(reason))
        case .cacheFailure(let detail): return .cacheFailure(detail: clean(detail))
        case .noPosterFound, .offlineNotCached, .invalidDate, .noKey, .noSampleFilm, .noSampleData, .noSampleSegment,
            .dayNotAvailable, .imageTooLarge, .cancelled, .redirected, .tooLarge, .httpStatus, .timedOut:
            return self
        }
    }
}

/// Where keys are found and replaced by `placeholder` in any text: `BoxOfficeError.redacting` and the messages
/// of faults that echo a request's address use it.
public enum Redaction {
    public static let placeholder = "REDACTED"
    /// Real keys are 32 characters; a shorter "key" (a typo, a test's "wrong") is not redacted, so a
    /// sentence never loses an ordinary word that happens to equal it.
    public static let minimumSecretLength = 8

    /// Replaces every occurrence of each secret with REDACTED: as sent, in either case, and with any of its
    /// characters percent-encoded (upper or lower hex), as a server echoing a request may write it.
    public static func apply(_ secrets: [String], to text: String) -> String {
        var result = text
        for secret in secrets where secret.count >= minimumSecretLength {
            result = result.replacingOccurrences(of: secret, with: placeholder)
            guard let pattern = encodedPattern(secret),
                let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            else { continue }
            result = regex.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: placeholder)
        }
        return result
    }

    /// Each UTF-8 byte of `secret` literally or as %XX; nil for a secret too long to be a key.
    static func encodedPattern(_ secret: String) -> String? {
        guard secret.utf8.count <= 256 else { return nil }
        return secret.utf8.map { byte -> String in
            let hex = String(format: "%%%02X", byte)
            let literal = NSRegularExpression.escapedPattern(for: String(decoding: [byte], as: UTF8.self))
            return byte < 0x80 ? "(?:\(literal)|\(hex))" : hex
        }.joined()
    }
}
