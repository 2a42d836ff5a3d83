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
    /// Daily answers for days without a fixture of their own: this fixture's rows with its showRange set
    /// to the day asked, so every such day holds the same films and figures: a day saved or shown under
    /// the wrong date passes. Kept only where the test is not about which day is shown or saved: a hostile
    /// database's figures (LaunchTests), the calendar's focus (CalendarFocusTests), a narrow date button
    /// (NarrowDateTests), the browse benchmark and the English titles' request budget
    /// (ChartViewModelTests). Tests of a day's identity (the default day, Alt+Left/Right, the calendar, a
    /// launch on a date, a film's run: ChartChoices, Launch, MainWindow, ShortcutKeys, FilmWindowWidth,
    /// and the history, fill and run tests) use the real, different days of 2018 (`market/`) with the clock
    /// in 2018. Nil, the default: such days answer with an empty chart, as KOBIS does before a day is tallied.
    public var dailyTemplate: String?
    /// With it, any weekly period without a fixture answers with this file's films, its range and week
    /// number rewritten (the browsing benchmark's saved weekends).
    public var weeklyTemplate: String?
    /// With it, any film without a fixture answers with this file's details under its own code.
    public var movieTemplate: String?
    /// Made-up answers for the search services (odd values): asked first; nil falls through to the fixtures.
    public var searchOverride: ((LoopbackServer.Request) -> LoopbackServer.Response?)?

    public init() throws {
        server = try LoopbackServer()
        server.route("/kobis/boxoffice/searchDailyBoxOfficeList.json") { [unowned self] in self.daily($0) }
        server.route("/kobis/boxoffice/searchWeeklyBoxOfficeList.json") { [unowned self] in self.weekly($0) }
        server.route("/kobis/code/searchCodeList.json") { [unowned self] in self.codes($0) }
        server.route("/kobis/movie/searchMovieInfo.json") { [unowned self] in self.film($0) }
        server.route("/kobis/movie/searchMovieList.json") { [unowned self] in self.movieList($0) }
        server.route("/kobis/people/") { [unowned self] in self.people($0) }
        server.route("/kobis/company/") { [unowned self] in self.company($0) }
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
        FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../Fixtures/\(name)").path)
    }

    private func kobisFault(_ name: String) -> LoopbackServer.Response {
        .init(body: Self.fixture(name))  // KOBIS sends faults with HTTP 200
    }

    /// KOBIS's answer to a segment value it does not know (API_NOTES 1.9), or nil when all are valid.
    private func badSegment(_ r: LoopbackServer.Request) -> LoopbackServer.Response? {
        let valid = ["repNationCd": ["K", "F"], "multiMovieYn": ["Y", "N"], "weekGb": ["0", "1", "2"]]
        for (name, values) in valid.sorted(by: { $0.key < $1.key }) {
            if let value = r.query[name], !values.contains(value) {
                return .json(
                    #"{"faultInfo":{"message":"조건이 올바르지 않습니다.[parameterName=\#(name),parameterValue=\#(value)]","errorCode":"320105"}}"#
                )
            }
        }
        if let region = r.query["wideAreaCd"],
            !(1...17).contains(Int(region.dropFirst(4)) ?? 0) || !region.hasPrefix("0105")
        {
            return .json(
                #"{"faultInfo":{"message":"지역코드가 올바르지 않습니다.[parameterName=wideAreaCd,parameterValue=\#(region)]","errorCode":"320105"}}"#
            )
        }
        return nil
    }

    /// Weekly charts by the period's first day: the real weekend and the derived week of 2011-12-26,
    /// and an empty chart (with its real range and week number) for any other period.
    private func weekly(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        guard let text = r.query["targetDt"], let day = Day(text) else {
            return kobisFault("kobis_error_320102_missing_targetDt.json")
        }
        if let fault = badSegment(r) { return fault }
        let kind = ChartKind(weekGb: Int(r.query["weekGb"] ?? "1") ?? 1) ?? .weekend
        let period = ChartPeriod(kind, containing: day)
        let name = "weekly_\(period.first.compact)-\(period.last.compact)_\(kind.rawValue).json"
        if Self.hasFixture(name) { return .init(body: Self.fixture(name)) }
        if let template = weeklyTemplate {
            let text = String(decoding: Self.fixture(template), as: UTF8.self)
                .replacingOccurrences(
                    of: #""showRange":"[0-9]{8}~[0-9]{8}""#,
                    with: #""showRange":"\#(period.first.compact)~\#(period.last.compact)""#,
                    options: .regularExpression
                )
                .replacingOccurrences(
                    of: #""yearWeekTime":"[0-9]{6}""#, with: #""yearWeekTime":"\#(period.yearWeekText)""#,
                    options: .regularExpression)
            return .json(text)
        }
        let label = kind == .weekend ? "주말 박스오피스" : kind == .week ? "주간 박스오피스" : "주중 박스오피스"
        return .json(
            #"{"boxOfficeResult":{"boxofficeType":"\#(label)","showRange":"\#(period.first.compact)~\#(period.last.compact)","yearWeekTime":"\#(period.yearWeekText)","weeklyBoxOfficeList":[]}}"#
        )
    }

    private func codes(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        // Made up (no real answer for group 2204 was found): the shape of the regions' answer, with nations.
        if r.query["comCode"] == "2204" {
            return .json(
                #"{"codes":[{"fullCd":"22041008","korNm":"미국","engNm":"USA"},{"fullCd":"22041011","korNm":"한국 ","engNm":"Korea"}]}"#
            )
        }
        return .init(body: Self.fixture("codes_regions.json"))
    }

    private func daily(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        guard let day = r.query["targetDt"], !day.isEmpty else {
            return kobisFault("kobis_error_320102_missing_targetDt.json")
        }
        if let fault = badSegment(r) { return fault }
        let name = "daily_\(day).json"
        if Self.hasFixture(name) { return .init(body: Self.fixture(name)) }
        if let market = Self.marketDay(day, nation: r.query["repNationCd"]) { return .init(body: Self.fixture(market)) }
        if let template = dailyTemplate, day.count == 8, day.allSatisfy(\.isNumber) {
            let text = String(decoding: Self.fixture(template), as: UTF8.self)
            return .json(
                text.replacingOccurrences(
                    of: #""showRange":"[0-9]{8}~[0-9]{8}""#, with: #""showRange":"\#(day)~\#(day)""#,
                    options: .regularExpression))
        }
        return .json(
            #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"\#(day)~\#(day)","dailyBoxOfficeList":[]}}"#)
    }

    /// The real answer saved for a day of 2018 (Tests/Fixtures/market): the whole market for every day,
    /// Korean (K) and foreign (F) films for January. Served as saved, a fault included (20180101_F: HTTP
    /// 200, as KOBIS sends faults). Nil for other days, and for a nation's day without its file.
    nonisolated static func marketDay(_ day: String, nation: String?) -> String? {
        guard day.count == 8, day.hasPrefix("2018"), day.allSatisfy(\.isNumber) else { return nil }
        let name =
            switch nation {
            case nil: "market/2018/\(day).json"
            case "K": "market/2018-01-korean/\(day)_K.json"
            case "F": "market/2018-01-foreign/\(day)_F.json"
            default: ""
            }
        return !name.isEmpty && hasFixture(name) ? name : nil
    }

    private func film(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        let name = "movie_\(r.query["movieCd"] ?? "").json"
        // Only two real film responses are shipped; any other film answers like a failing server.
        if !Self.hasFixture(name), let template = movieTemplate, let code = r.query["movieCd"],
            code.allSatisfy(\.isNumber)
        {
            let text = String(decoding: Self.fixture(template), as: UTF8.self)
            return .json(
                text.replacingOccurrences(
                    of: #""movieCd":"[0-9A-Z]+""#, with: #""movieCd":"\#(code)""#, options: .regularExpression))
        }
        guard Self.hasFixture(name) else {
            return .init(status: 503, body: Data("no fixture".utf8), contentType: "text/plain")
        }
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
        guard !query.contains(emptySearchMarker) else {
            return .init(body: Self.fixture("kakao_image_empty_result.json"))
        }
        // The real documents point at hosts on the internet; send them to this server instead, path kept.
        var text = String(decoding: Self.fixture("kakao_image_gwanghae_poster_10docs.json"), as: UTF8.self)
        for scheme in ["https://", "http://"] {
            text = text.replacingOccurrences(
                of: "\"image_url\":\"\(scheme)", with: "\"image_url\":\"\(server.baseURL)/img/")
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

    // MARK: Search (issue 13)

    /// The real default list (no title: the newest films, totCnt 95043) as is; with movieNm or directorNm,
    /// its rows that contain them (a derived answer: no real filtered list was found). Paged by
    /// curPage/itemPerPage over those rows.
    private func movieList(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        if let made = searchOverride?(r) { return made }
        let title = r.query["movieNm"] ?? ""
        let director = r.query["directorNm"] ?? ""
        let page = Int(r.query["curPage"] ?? "1") ?? 1
        let size = Int(r.query["itemPerPage"] ?? "10") ?? 10
        // A year's list with a file of its own (the coming films): that year's films, paged as KOBIS pages
        // them. Other years answer as below.
        if title.isEmpty, director.isEmpty, let year = r.query["openStartDt"], year == r.query["openEndDt"],
            Self.hasFixture("movielist_opening_\(year).json")
        {
            let root = try? JSONSerialization.jsonObject(with: Self.fixture("movielist_opening_\(year).json"))
            let rows =
                ((root as? [String: Any])?["movieListResult"] as? [String: Any])?["movieList"] as? [[String: Any]] ?? []
            return listAnswer("movieListResult", "movieList", rows: rows, total: rows.count, page: page, size: size)
        }
        let file = Self.fixture("movielist_default.json")
        if title.isEmpty, director.isEmpty, page == 1, size >= 10 { return .init(body: file) }
        guard let root = try? JSONSerialization.jsonObject(with: file) as? [String: Any],
            let result = root["movieListResult"] as? [String: Any], let rows = result["movieList"] as? [[String: Any]]
        else { return .init(status: 500, body: Data("bad fixture".utf8)) }
        let matching = rows.filter { row in
            let directors = (row["directors"] as? [[String: Any]] ?? []).compactMap { $0["peopleNm"] as? String }
            return (title.isEmpty || (row["movieNm"] as? String ?? "").contains(title))
                && (director.isEmpty || directors.contains { $0.contains(director) })
        }
        let total = title.isEmpty && director.isEmpty ? result["totCnt"] as? Int ?? 0 : matching.count
        return listAnswer("movieListResult", "movieList", rows: matching, total: total, page: page, size: size)
    }

    /// peopleNm in 봉준호 → the real list; peopleCd 10013266 → the real details; other names an empty
    /// list, other codes a failing server (like films without a fixture).
    private func people(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        if let made = searchOverride?(r) { return made }
        if r.path.hasSuffix("searchPeopleInfo.json") {
            guard r.query["peopleCd"] == "10013266" else {
                return .init(status: 503, body: Data("no fixture".utf8), contentType: "text/plain")
            }
            return .init(body: Self.fixture("peopleinfo_10013266.json"))
        }
        let name = r.query["peopleNm"] ?? ""
        let page = Int(r.query["curPage"] ?? "1") ?? 1
        if !name.isEmpty, "봉준호".contains(name), page == 1 {
            return .init(body: Self.fixture("peoplelist_bong-joon-ho.json"))
        }
        return .json(
            #"{"peopleListResult":{"totCnt":\#(name.isEmpty || !"봉준호".contains(name) ? 0 : 1),"peopleList":[],"source":"영화진흥위원회"}}"#
        )
    }

    /// companyCd 20161801 → the real details. No real company list was found: a name inside
    /// 월트디즈니컴퍼니코리아 gets one made-up row built from those details; other names an empty list.
    private func company(_ r: LoopbackServer.Request) -> LoopbackServer.Response {
        guard r.query["key"] == Self.kobisKey else { return kobisFault("kobis_error_320010_invalid_key.json") }
        if let made = searchOverride?(r) { return made }
        if r.path.hasSuffix("searchCompanyInfo.json") {
            guard r.query["companyCd"] == "20161801" else {
                return .init(status: 503, body: Data("no fixture".utf8), contentType: "text/plain")
            }
            return .init(body: Self.fixture("companyinfo_20161801.json"))
        }
        let name = r.query["companyNm"] ?? ""
        let page = Int(r.query["curPage"] ?? "1") ?? 1
        let size = Int(r.query["itemPerPage"] ?? "10") ?? 10
        var rows: [[String: Any]] = []
        if !name.isEmpty, "월트디즈니컴퍼니코리아 유한책임회사".contains(name) {
            rows = [
                [
                    "companyCd": "20161801", "companyNm": "월트디즈니컴퍼니코리아 유한책임회사",
                    "companyNmEn": "The Walt Disney Company Korea", "companyPartNames": "제작사,배급사,수입사,직배사",
                    "ceoNm": "김소연", "filmoNames": "릴로 & 스티치|썬더볼츠*|아마추어"
                ]
            ]
        }
        return listAnswer("companyListResult", "companyList", rows: rows, total: rows.count, page: page, size: size)
    }

    private func listAnswer(_ result: String, _ list: String, rows: [[String: Any]], total: Int, page: Int, size: Int)
        -> LoopbackServer.Response
    {
        let start = max(0, (page - 1) * max(1, size))
        let slice = start < rows.count ? Array(rows[start..<min(rows.count, start + max(1, size))]) : []
        let body = [result: ["totCnt": total, "source": "영화진흥위원회", list: slice] as [String: Any]]
        return .init(body: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data())
    }
}
