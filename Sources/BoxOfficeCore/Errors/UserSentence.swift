/// Turns errors into one plain sentence, translated through `tr` (English text is the message id).
extension BoxOfficeError {
    /// The sentence without the part only a developer reads, for a page that shows that part under
    /// "Details" (`showRange ""` is no sentence for a film fan).
    public var summary: String {
        if case .invalidData(let s, _) = self {
            return tr("{service} sent data that could not be read", ["service": s.displayName])
        }
        return sentence
    }

    /// What `summary` leaves out, for "Details"; nil when the sentence says it all.
    public var technicalDetail: String? {
        if case .invalidData(let s, let detail) = self { return "\(s.displayName): \(detail)" }
        return nil
    }

    public var sentence: String {
        switch self {
        case .timedOut(let s, let seconds):
            return tr(
                "{service} did not answer within {seconds} seconds; try again later",
                ["service": s.displayName, "seconds": String(seconds)])
        case .unreachable(let s, let detail):
            return tr(
                "Could not reach {service} ({detail}); check the network connection",
                ["service": s.displayName, "detail": detail])
        case .httpStatus(let s, let status):
            return tr(
                "{service} answered with HTTP error {status}", ["service": s.displayName, "status": String(status)])
        case .tooLarge(let s, let limit):
            return tr(
                "{service} sent more than {megabytes} MB, which is too large to be an answer",
                ["service": s.displayName, "megabytes": String(limit / 1_048_576)])
        case .invalidAddress(let s, let address):
            return tr(
                "The {service} address \"{address}\" is not a valid http or https URL",
                ["service": s.displayName, "address": address])
        case .insecureAddress(let s, let address):
            return tr(
                "API keys are only sent over HTTPS; the {service} address {address} is not HTTPS",
                ["service": s.displayName, "address": address])
        case .redirected(let s, let status):
            return tr(
                "{service} answered with a redirect (HTTP {status}); requests that carry an API key do not follow redirects",
                ["service": s.displayName, "status": String(status)])
        case .cancelled:
            return tr("The request was cancelled")
        case .kobisFault(let code, let message):
            if isKobisKeyRejected { return tr("KOBIS rejected the API key (error {code})", ["code": code]) }
            return tr("KOBIS refused the request (error {code}: {message})", ["code": code, "message": message])
        case .kakaoRejected(let status, let detail):
            if status == 401 { return tr("Kakao rejected the API key (HTTP 401, {detail})", ["detail": detail]) }
            return tr(
                "Kakao refused the request (HTTP {status}, {detail})", ["status": String(status), "detail": detail])
        case .invalidData(let s, let detail):
            return tr(
                "{service} sent data that could not be read ({detail})", ["service": s.displayName, "detail": detail])
        case .notAnImage(let url):
            return tr("The poster at {url} is not a PNG, JPEG, WebP or GIF image", ["url": url])
        case .imageTooLarge(let width, let height):
            return tr(
                "The poster is {width}×{height} pixels, larger than the 4096×4096 BoxOffice shows",
                ["width": String(width), "height": String(height)])
        case .dayNotAvailable(let day, let latest):
            return tr(
                "No box office for {day}: the latest day with data is {latest}", ["day": day.iso, "latest": latest.iso])
        case .noSampleData(_, let days) where days.isEmpty:
            return tr("The sample has no chart of this kind; add a KOBIS API key to see it")
        case .noSampleData(let day, let days):
            return tr(
                "The sample data has no box office for {day}; sample days are {days} (add a KOBIS API key for real data)",
                ["day": day.iso, "days": days.map(\.iso).joined(separator: ", ")])
        case .noSampleFilm(let code):
            return tr(
                "The sample data has no details for movie {code} (add a KOBIS API key for real data)", ["code": code])
        case .noSampleSegment:
            return tr("The sample has charts of all films nationwide only; add a KOBIS API key to see this selection")
        case .noKey(let s):
            return tr("No {service} API key is set", ["service": s.displayName])
        case .offlineNotCached(let what):
            return tr("{what} is not saved on this computer and needs a connection", ["what": what])
        case .noPosterFound(let title):
            return tr("No poster was found for {title}", ["title": title])
        case .posterDownloadFailed(let reason):
            return tr("The poster could not be downloaded: {reason}", ["reason": reason])
        case .invalidDate(let text):
            // Written right but not on the calendar (2019-02-30): saying the form again would not help.
            if let (year, month, days) = Self.monthOverrun(text) {
                return tr(
                    "There is no {text}: {year}-{month} has {days} days",
                    [
                        "text": text, "year": String(year), "month": month < 10 ? "0\(month)" : String(month),
                        "monthNumber": String(month), "days": String(days)
                    ])
            }
            return tr("\"{text}\" is not a date; use YYYY-MM-DD, for example 2022-01-05", ["text": text])
        case .cacheFailure(let detail):
            return tr("The saved data could not be used ({detail})", ["detail": detail])
        }
    }
}

extension BoxOfficeError {
    /// The month of a YYYY-MM-DD whose day is past the month's end, with its length; nil otherwise.
    static func monthOverrun(_ text: String) -> (year: Int, month: Int, days: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3,
            zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month)
        else { return nil }
        let days = Day.length(ofMonth: month, in: year)
        return day > days ? (year, month, days) : nil
    }
}

extension BoxOfficeError.Service {
    public var displayName: String {
        switch self {
        case .kobis: return "KOBIS"
        case .kakao: return "Kakao"
        case .poster: return tr("The poster's website")
        }
    }
}
