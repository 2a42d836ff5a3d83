/// The one place where KOBIS and Kakao DTOs become domain values. Values that do not parse
/// raise `BoxOfficeError.invalidData` naming the field, instead of turning into zeros.
extension Chart {
    /// `kind`: what was asked for, which says a weekly chart's kind better than KOBIS's label does.
    public init(_ dto: KobisBoxOfficeResult, kind: ChartKind? = nil) throws {
        let range = dto.showRange.split(separator: "~").map(String.init)
        guard range.count == 2, let first = Day(range[0]), let last = Day(range[1]) else {
            throw BoxOfficeError.invalidData(service: .kobis, detail: "showRange \(OutsideText.quoted(dto.showRange))")
        }
        let period: Period
        if dto.weeklyBoxOfficeList != nil {
            let weekGb =
                kind?.weekGb ?? (dto.boxofficeType.contains("주말") ? 1 : dto.boxofficeType.contains("주중") ? 2 : 0)
            period = .week(
                first: first, last: last, weekGb: weekGb, yearWeek: OutsideText.clean(dto.yearWeekTime ?? "", limit: 10)
            )
        } else {
            period = .day(last)
        }
        self.init(
            period: period, kind: OutsideText.clean(dto.boxofficeType, limit: 40),
            entries: try dto.entries.map(ChartEntry.init))
    }
}

extension ChartEntry {
    public init(_ e: KobisBoxOfficeEntry) throws {
        let code = OutsideText.clean(e.movieCd, limit: 20)
        func invalid(_ field: String, _ value: String) -> BoxOfficeError {
            .invalidData(service: .kobis, detail: "\(field) \(OutsideText.quoted(value)) for \(code)")
        }
        func int(_ value: String, _ field: String) throws -> Int64 {
            guard let n = Int64(value.trimmingSpaces) else { throw invalid(field, value) }
            return n
        }
        /// "34.2", "-15.3", "100", "11149.8": KOBIS percentages, kept as sent once they are known to be one.
        func percent(_ value: String, _ field: String) throws -> String {
            let t = value.trimmingSpaces
            // Bytes, not Characters: every one must be an ASCII digit anyway, and grapheme breaking costs.
            var digits = t.utf8[...]
            if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
            let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count),
                parts.allSatisfy({ (1...9).contains($0.count) && $0.allSatisfy { (48...57).contains($0) } })
            else { throw invalid(field, value) }
            return t
        }
        guard let change = RankChange(rankInten: e.rankInten, rankOldAndNew: e.rankOldAndNew) else {
            throw invalid("rankInten", e.rankInten)
        }
        let openText = e.openDt.trimmingSpaces
        let openDate = Day(openText)
        if !openText.isEmpty && openDate == nil {
            throw invalid("openDt", e.openDt)
        }
        self.init(
            rank: Int(try int(e.rank, "rank")),
            movieCode: code,
            title: OutsideText.clean(e.movieNm),
            rankChange: change, openDate: openDate,
            audience: try int(e.audiCnt, "audiCnt"), audienceChange: try int(e.audiInten, "audiInten"),
            audienceChangePercent: try percent(e.audiChange, "audiChange"),
            audienceTotal: try int(e.audiAcc, "audiAcc"),
            sales: try int(e.salesAmt, "salesAmt"), salesChange: try int(e.salesInten, "salesInten"),
            salesChangePercent: try percent(e.salesChange, "salesChange"),
            salesShare: try percent(e.salesShare, "salesShare"),
            salesTotal: try int(e.salesAcc, "salesAcc"),
            screens: try int(e.scrnCnt, "scrnCnt"), shows: try int(e.showCnt, "showCnt"))
    }
}

extension FilmDetails {
    public init(_ m: KobisMovieInfo) {
        func trim(_ s: String) -> String { OutsideText.clean(s) }
        code = trim(m.movieCd)
        title = trim(m.movieNm)
        titleEnglish = trim(m.movieNmEn)
        titleOriginal = trim(m.movieNmOg)
        productionYear = Int(trim(m.prdtYear))
        openDate = Day(m.openDt)
        runtimeMinutes = Int(trim(m.showTm)).flatMap { $0 > 0 ? $0 : nil }
        status = trim(m.prdtStatNm)
        type = trim(m.typeNm)
        nations = m.nations.map { trim($0.nationNm) }.filter { !$0.isEmpty }
        genres = m.genres.map { trim($0.genreNm) }.filter { !$0.isEmpty }
        directors = m.directors.map { Person(name: trim($0.peopleNm), nameEnglish: trim($0.peopleNmEn)) }
        actors = m.actors.map {
            Actor(
                name: trim($0.peopleNm), nameEnglish: trim($0.peopleNmEn), role: trim($0.cast),
                roleEnglish: trim($0.castEn))
        }
        watchGrade = m.audits.map { trim($0.watchGradeNm) }.first { !$0.isEmpty }
        companies = m.companys.map {
            Company(
                code: trim($0.companyCd), name: trim($0.companyNm), nameEnglish: trim($0.companyNmEn),
                part: trim($0.companyPartNm))
        }
        showTypes = m.showTypes.map { ShowType(group: trim($0.showTypeGroupNm), name: trim($0.showTypeNm)) }
        staffs = m.staffs.map {
            Staff(name: trim($0.peopleNm), nameEnglish: trim($0.peopleNmEn), role: trim($0.staffRoleNm))
        }
    }
}

extension PosterCandidate {
    public init(_ d: KakaoImageSearchResponse.Document) {
        self.init(
            imageURL: d.image_url, thumbnailURL: d.thumbnail_url, width: d.width, height: d.height,
            site: d.display_sitename)
    }
}
