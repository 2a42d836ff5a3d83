import BoxOfficeCore
import XCTest

final class MovieAndKakaoDecodingTests: XCTestCase {
    func testPolicemansLineageDetails() throws {
        let film = FilmDetails(try ResponseDecoding.kobisMovieInfo(Fixtures.data("movie_20199882.json")))
        XCTAssertEqual(film.code, "20199882")
        XCTAssertEqual(film.title, "경관의 피")
        XCTAssertEqual(film.titleEnglish, "The Policeman\u{2019}s Lineage")
        XCTAssertEqual(film.productionYear, 2021)
        XCTAssertEqual(film.openDate, Day("20220105"))
        XCTAssertEqual(film.runtimeMinutes, 119)
        XCTAssertEqual(film.nations, ["한국"])
        XCTAssertEqual(film.genres, ["범죄", "드라마"])
        XCTAssertEqual(film.directors.map(\.name), ["이규만"])
        XCTAssertEqual(film.directors.map(\.nameEnglish), ["LEE Kyuman"])
        XCTAssertEqual(film.actors.count, 96)
        XCTAssertEqual(
            [film.actors[0].name, film.actors[0].nameEnglish, film.actors[0].role], ["조진웅", "CHO Jin-woong", "박강윤"])
        XCTAssertEqual(film.watchGrade, "15세이상관람가")
        XCTAssertEqual(film.staffs.count, 419)
        XCTAssertEqual(film.companies.first?.part, "제작사")
    }

    func testGwanghaeDetails() throws {
        let film = FilmDetails(try ResponseDecoding.kobisMovieInfo(Fixtures.data("movie_20124079.json")))
        XCTAssertEqual(film.title, "광해, 왕이 된 남자")
        XCTAssertEqual(film.actors.count, 36)
        XCTAssertEqual(film.staffs.count, 345)
        XCTAssertEqual(film.companies.count, 14)
        XCTAssertEqual(film.showTypes.count, 6)
        XCTAssertEqual(film.runtimeMinutes, 131)
        let parts = film.companiesByPart.map(\.part)
        XCTAssertEqual(Set(parts).count, parts.count, "each role once")
        XCTAssertEqual(film.companiesByPart.reduce(0) { $0 + $1.names.count }, 14)
    }

    func testKakaoSearchKeepsDocumentsInOrder() throws {
        let result = try ResponseDecoding.kakaoImageSearch(Fixtures.data("kakao_image_gwanghae_poster_10docs.json"))
        XCTAssertEqual(result.documents.count, 10)
        let candidates = result.documents.map(PosterCandidate.init)
        XCTAssertEqual(candidates[0].imageURL, "https://t1.daumcdn.net/news/201901/03/nocut/20190103153601230nltn.jpg")
        XCTAssertEqual(candidates[0].width, 710)
        XCTAssertEqual(candidates[1].site, "")
        XCTAssertTrue(candidates[1].imageURL.hasPrefix("http://"))
        XCTAssertTrue(candidates.allSatisfy(\.isUsable))
        XCTAssertFalse(
            PosterCandidate(imageURL: "data:image/png;base64,AAAA", thumbnailURL: "", width: 1, height: 1, site: "")
                .isUsable)
        XCTAssertFalse(
            PosterCandidate(imageURL: "https://x/a.jpg", thumbnailURL: "", width: 0, height: 0, site: "").isUsable)
    }

    func testKakaoEmptyAndErrorBodies() throws {
        let empty = try ResponseDecoding.kakaoImageSearch(Fixtures.data("kakao_image_empty_result.json"))
        XCTAssertEqual(empty.documents, [])
        XCTAssertTrue(empty.meta.is_end)
        let error = ResponseDecoding.kakaoError(Fixtures.data("kakao_error_400_missing_query.json"))
        XCTAssertEqual(error?.summary, "MissingParameter: query parameter required")
        XCTAssertEqual(
            ResponseDecoding.kakaoError(Data(#"{"code":-10,"msg":"limit exceeded"}"#.utf8))?.summary,
            "code -10: limit exceeded")
    }

    func testMovieListWithNumericTotal() throws {
        let body =
            #"{"movieListResult":{"totCnt":1,"source":"영화진흥위원회","movieList":[{"movieCd":"2023C168","movieNm":"x","movieNmEn":"","prdtYear":"2023","openDt":"","typeNm":"장편","prdtStatNm":"기타","nationAlt":"한국","genreAlt":"범죄,드라마","repNationNm":"한국","repGenreNm":"범죄","directors":[],"companys":[]}]}}"#
        let list = try ResponseDecoding.kobisMovieList(Data(body.utf8))
        XCTAssertEqual(list.totCnt, 1)
        XCTAssertEqual(list.movieList[0].movieCd, "2023C168")
    }
}
