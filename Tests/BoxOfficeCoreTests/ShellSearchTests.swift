import XCTest

@testable import BoxOfficeCore

/// The desktop search's matching (초성 included) and its one-line summary of a film.
final class ShellSearchTests: XCTestCase {
    override func setUp() { KoreanCatalogue.installWords() }

    private func film(_ title: String, english: String? = nil, total: Int64? = nil) -> KnownFilm {
        KnownFilm(movieCode: title, title: title, englishTitle: english, year: 2019, audienceTotal: total, bestRank: 1)
    }

    private func found(_ terms: [String], in films: [KnownFilm], limit: Int = 5) -> [String] {
        KnownFilm.search(SearchTerms(terms), in: films, limit: limit).map(\.title)
    }

    func testInitialConsonantsFindTheSyllables() {
        let films = [film("기생충", english: "Parasite"), film("신과함께-죄와 벌"), film("극한직업")]
        XCTAssertEqual(found(["ㄱㅅㅊ"], in: films), ["기생충"])
        XCTAssertEqual(found(["ㅅㄱㅎㄲ"], in: films), ["신과함께-죄와 벌"])
        XCTAssertEqual(found(["ㅈㅇㅂ"], in: films), ["신과함께-죄와 벌"], "the space in 죄와 벌 is ignored")
        XCTAssertEqual(found(["신ㄱ"], in: films), ["신과함께-죄와 벌"], "syllables and consonants mixed")
        XCTAssertEqual(found(["ㄱ"], in: films).sorted(), ["극한직업", "기생충", "신과함께-죄와 벌"])
        XCTAssertEqual(found(["ㄱㅅㅋ"], in: films), [])
        // Conjoining initials (a decomposed query) count as the keyboard's jamo.
        XCTAssertEqual(found(["\u{1100}\u{1109}\u{110E}"], in: films), ["기생충"])
        XCTAssertEqual(HangulInitials.initial(of: "힣"), "ㅎ")
        XCTAssertEqual(HangulInitials.initial(of: "가"), "ㄱ")
        XCTAssertNil(HangulInitials.initial(of: "a"))
    }

    func testEveryTermMustMatchOneTitleIgnoringSpacesAndCase() {
        let films = [film("기생충", english: "Parasite"), film("미션 임파서블: 폴아웃", english: "Mission: Impossible - Fallout")]
        XCTAssertEqual(found(["PARASITE"], in: films), ["기생충"])
        XCTAssertEqual(found(["기생", "para"], in: films), ["기생충"], "a Korean term and an English one")
        XCTAssertEqual(found(["미션임파서블"], in: films), ["미션 임파서블: 폴아웃"])
        XCTAssertEqual(found(["mission", "fall", "ㅍㅇ"], in: films), ["미션 임파서블: 폴아웃"])
        XCTAssertEqual(found(["mission", "parasite"], in: films), [])
        XCTAssertEqual(found([], in: films), [])
        XCTAssertEqual(found(["  ", ""], in: films), [], "only spaces: nothing to look for")
    }

    func testBestKnownFirstAndAtMostTheLimit() {
        let films = (1...9).map { film("영화\($0)", total: Int64($0) * 1000) } + [film("영화 상세만")]
        XCTAssertEqual(found(["영화"], in: films), ["영화9", "영화8", "영화7", "영화6", "영화5"])
        XCTAssertEqual(found(["영화"], in: films, limit: 20).last, "영화 상세만", "a film without totals comes last")
    }

    func testAnyInputIsAnsweredQuickly() {
        let films = (1...2000).map { film("가나다라마바사 \($0)", english: "Some Title \($0)", total: Int64($0)) }
        let huge = String(repeating: "가", count: 1_000_000)
        let invalid = String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80], as: UTF8.self)
        let started = Date()
        XCTAssertEqual(found([huge], in: films), [])
        XCTAssertEqual(found([invalid], in: films), [])
        XCTAssertEqual(found(Array(repeating: "ㄱ", count: 10_000), in: films).count, 5)
        XCTAssertEqual(SearchTerms(Array(repeating: "a", count: 100)).terms.count, SearchTerms.countLimit)
        XCTAssertEqual(SearchTerms([huge]).terms.first?.count, SearchTerms.lengthLimit)
        // A broad bound against a hang, not a timing (the benchmark times it).
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testSummaryInKoreanAndEnglish() {
        let parasite = KnownFilm(
            movieCode: "20183782", title: "기생충", englishTitle: "Parasite", year: 2019, audienceTotal: 10_313_086,
            bestRank: 1)
        XCTAssertEqual(parasite.summary(.korean), "2019 · 관객 1,031만 명 · 최고 1위")
        XCTAssertEqual(parasite.summary(.english), "2019 · 10.3 million admissions · best #1")
        // Rounded as the window rounds (issue 34): 택시운전사's 12,166,659 is 1,217만, not 1,216만.
        let taxi = KnownFilm(movieCode: "20168250", title: "택시운전사", year: 2017, audienceTotal: 12_166_659)
        XCTAssertEqual(taxi.summary(.korean), "2017 · 관객 1,217만 명")
        XCTAssertEqual(taxi.summary(.korean), "2017 · 관객 " + NumberFormatting(.korean).roundedAudience(12_166_659))
        XCTAssertEqual(taxi.summary(.english), "2017 · 12.2 million admissions")
        let nearly = KnownFilm(movieCode: "1", title: "x", year: 2018, audienceTotal: 9_994_999, bestRank: 3)
        XCTAssertEqual(nearly.summary(.korean), "2018 · 관객 999만 명 · 최고 3위")
        XCTAssertEqual(nearly.summary(.english), "2018 · 10.0 million admissions · best #3")
        let small = KnownFilm(movieCode: "2", title: "y", year: nil, audienceTotal: 5_432, bestRank: 10)
        XCTAssertEqual(small.summary(.korean), "관객 5,432명 · 최고 10위")
        XCTAssertEqual(small.summary(.english), "5,432 admissions · best #10")
        XCTAssertEqual(KnownFilm(movieCode: "3", title: "z", year: 2022).summary(.korean), "2022")
        XCTAssertEqual(
            KnownFilm(movieCode: "4", title: "w", year: 2022, audienceTotal: 1_000_000).summary(.english),
            "2022 · 1.0 million admissions")
    }
}
