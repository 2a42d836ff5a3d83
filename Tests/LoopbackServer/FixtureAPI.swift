import BoxOfficeCore
import Foundation

/// Serves the real KOBIS and Kakao responses in Tests/Fixtures the way the real APIs would:
/// KOBIS under /kobis (faultInfo with HTTP 200 for a wrong key or a missing date), Kakao under /kakao
/// (401 for a wrong key, 400 for a missing query), and poster images under /img.
@MainActor
public final class FixtureAPI {
    public nonisolated static let kobisKey = "0123456789abcdef0123456789abcdef"
    public nonisolated static let kakaoKey = "fedcba9876543210fedcba9876543210"

    public let server: LoopbackServer
    /// Image paths that answer with an HTML page instead of a picture.
    public var htmlImagePaths: Set<String> = []
    /// Image paths that answer with these bytes instead of the fixture poster.
    public var imageBodies: [String: Data] = [:]
    /// Made-up Kakao answers: queries containing "없는" (absent) find nothing.
    public var emptySearchMarker = "없는"
    /// Daily answers for days without a fixture of their own (history fills over many days): this
    /// fixture's rows with its showRange set to the day asked. Nil, the default: such days answer with
    /// an empty chart, as KOBIS does before a day is tallied.
    public var dailyTemplate: String?

    public init() throws {
        server = try LoopbackServer()
        server.route("/kobis/boxoffice/searchDailyBoxOfficeList.json") { [unowned self] in self.daily($0) }
        server.route("/kobis/boxoffice/searchWeeklyBoxOfficeList.json") { [unowned self] in self.weekly($0) }
        server.route("/kobis/code/searchCodeList.json") { [unowned self] in self.codes($0) }
        server.route("/kobis/movie/searchMovieInfo.json") { [unowned self] in self.movie($0) }
        server.route("/kakao/v2/search/image") { [unowned self] in self.imageSearch($0) }
        server.route("/img/") { [unowned self] in self.image($0) }
    }

    public var kobisURL: String { server.baseURL + "/kobis" }
    public var kakaoURL: String { server.baseURL + "/kakao" }

    public nonisolated static func fixture(_ name: String) -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path) else { fatalError("missing fixture \(name)") }
        return data
    }

    nonisolated static func hasFixture(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/\(name)").path)
    }

    private func kobisFault(_ name: String) -> LoopbackServer.Response {
        .init(body: Self.fixture(name))   // KOBIS sends faults with HTTP 200
    }

    /// KOBIS's answer to a segment value it does not know (API_NOTES 1.9), or nil when all are valid.
    private func badSegment(_ r: LoopbackServer.Request) -> LoopbackServer.Response? {
        let valid = ["repNationCd": ["K", "F"], "multiMovieYn": ["Y", "N"], "weekGb": ["0", "1", "2"]]
        for (name, values) in valid.sorted(by: { $0.key < $1.key }) {
            if let value = r.query[name], !values.contains(value) {
                return .json(#"{"faultInfo":{"message":"조건이 올바르지 않습니다.[parameterName=\#(name),parameterValue=\#(value)]","errorCode":"320105"}}"#)
            }
        }
        if let region = r.query["wideAreaCd"], !(1...17).contains(Int(region.dropFirst(4)) ?? 0) || !region.hasPrefix("0105") {
            return .json(#"{"faultInfo":{"message":"지역코드가 올바르지 않습니다.[parameterName=wideAreaCd,parameterValue=\#(region)]","errorCode":"320105"}}"#)
        }
        return nil
    }

    /// Weekly charts by the period's first day: the real weekend and the derived week of 2011-12-26,
    /// and an empty chart (with its real range and week number) for any other period.
    private func weekly(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        guard let text = r.query["targetDt"], let day = Day(text) else { return kobisFault("kobis_error_320102_missing_targetDt.json") }
        if let fault = badSegment(r) { return fault }
        let kind = ChartKind(weekGb: Int(r.query["weekGb"] ?? "1") ?? 1) ?? .weekend
        let period = ChartPeriod(kind, containing: day)
        let name = "weekly_\(period.first.compact)-\(period.last.compact)_\(kind.rawValue).json"
        if Self.hasFixture(name) { return .init(body: Self.fixture(name)) }
        let label = kind == .weekend ? "주말 박스오피스" : kind == .week ? "주간 박스오피스" : "주중 박스오피스"
        return .json(#"{"boxOfficeResult":{"boxofficeType":"\#(label)","showRange":"\#(period.first.compact)~\#(period.last.compact)","yearWeekTime":"\#(period.yearWeekText)","weeklyBoxOfficeList":[]}}"#)
    }

    private func codes(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        return .init(body: Self.fixture("codes_regions.json"))
    }

    private func daily(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        guard let day = r.query["targetDt"], !day.isEmpty else { return kobisFault("kobis_error_320102_missing_targetDt.json") }
        if let fault = badSegment(r) { return fault }
        let name = "daily_\(day).json"
        if Self.hasFixture(name) { return .init(body: Self.fixture(name)) }
        if let template = dailyTemplate, day.count == 8, day.allSatisfy(\.isNumber) {
            let text = String(decoding: Self.fixture(template), as: UTF8.self)
            return .json(text.replacingOccurrences(of: #""showRange":"[0-9]{8}~[0-9]{8}""#, with: #""showRange":"\#(day)~\#(day)""#,
                                                   options: .regularExpression))
        }
        return .json(#"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"\#(day)~\#(day)","dailyBoxOfficeList":[]}}"#)
    }

    private func movie(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        let name = "movie_\(r.query["movieCd"] ?? "").json"
        // Only two real movie responses are shipped; any other film answers like a failing server.
        guard Self.hasFixture(name) else { return .init(status: 503, body: Data("no fixture".utf8), contentType: "text/plain") }
        return .init(body: Self.fixture(name))
    }

    private func imageSearch(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.headers["Authorization"] == "KakaoAK \(Self.kakaoKey)" else {
            return .json(#"{"errorType":"AccessDeniedError","message":"wrong appKey(null) format"}"#, status: 401)
        }
        guard let query = r.query["query"], !query.isEmpty else {
            return .init(status: 400, body: Self.fixture("kakao_error_400_missing_query.json"))
        }
        // The one real result set shipped (광해) stands in for any title; "없는" (absent) titles find nothing.
        guard !query.contains(emptySearchMarker) else { return .init(body: Self.fixture("kakao_image_empty_result.json")) }
        // The real documents point at hosts on the internet; send them to this server instead, path kept.
        var text = String(decoding: Self.fixture("kakao_image_gwanghae_poster_10docs.json"), as: UTF8.self)
        for scheme in ["https://", "http://"] {
            text = text.replacingOccurrences(of: "\"image_url\":\"\(scheme)", with: "\"image_url\":\"\(server.baseURL)/img/")
        }
        return .json(text)
    }

    private func image(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        if htmlImagePaths.contains(where: { r.path.contains($0) }) {
            return .init(body: Data("<html><body>Not a poster</body></html>".utf8), contentType: "text/html")
        }
        if let body = imageBodies.first(where: { r.path.contains($0.key) })?.value {
            return .init(body: body, contentType: "image/png")
        }
        return .init(body: Self.fixture("poster.png"), contentType: "image/png")
    }
}
