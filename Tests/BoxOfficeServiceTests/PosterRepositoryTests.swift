import BoxOfficeCore
import BoxOfficeStore
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeService

final class PosterRepositoryTests: RepositoryTestCase {
    let title = "광해, 왕이 된 남자"
    var gwanghae: PosterQuery { PosterQuery(movieCode: "20124079", koreanTitle: title, releaseYear: 2012) }
    let firstImage = "20190103153601230nltn.jpg"

    func testSkipsAnHTMLPosterAndKeepsTheFirstImageThatDecodes() throws {
        try run {
            let api = try FixtureAPI()
            api.htmlImagePaths = [self.firstImage]  // the first document's image
            let poster = try await self.posters(api).poster(for: self.gwanghae)
            XCTAssertEqual(poster.width, 60)
            XCTAssertEqual(poster.height, 90)
            XCTAssertEqual(poster.picture.width, 60, "small images are not scaled up")
            XCTAssertTrue(
                poster.sourceURL.hasSuffix(
                    "/img/i0.wp.com/slownews.kr/wp-content/uploads/2014/03/kwanghae.jpg?resize=580%2C415"),
                poster.sourceURL)
            XCTAssertEqual(api.server.requests(to: "/img/").count, 2)
            XCTAssertEqual(api.server.requests(to: "/kakao").first?.query["query"], "광해, 왕이 된 남자 2012 영화 포스터")
            // From disk in a new repository: no request at all.
            let again = try await self.posters(api).poster(for: self.gwanghae)
            XCTAssertEqual(again.data, poster.data)
            XCTAssertEqual(api.server.requests.count, 3)
        }
    }

    func testSearchResultsAreKeptSoARetryOnlyDownloads() throws {
        try run {
            let api = try FixtureAPI()
            api.htmlImagePaths = ["/img/"]  // every image is HTML: nothing usable
            do {
                _ = try await self.posters(api).poster(for: self.gwanghae)
                XCTFail("expected a failure")
            } catch let e as BoxOfficeError {
                // Found, but not downloadable: said as such, with the last reason.
                guard case .posterDownloadFailed(let reason) = e else { return XCTFail("\(e)") }
                XCTAssertTrue(reason.hasPrefix("The poster at http://127.0.0.1:"), reason)
                XCTAssertTrue(reason.hasSuffix("is not a PNG, JPEG, WebP or GIF image"), reason)
                XCTAssertTrue(e.sentence.hasPrefix("The poster could not be downloaded: The poster at "), e.sentence)
            }
            XCTAssertEqual(api.server.requests(to: "/img/").count, 4)
            api.htmlImagePaths = []
            _ = try await self.posters(api).poster(for: self.gwanghae)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 1)
        }
    }

    func testNoKeyAndExpiryAfterThirtyDays() throws {
        try run {
            let api = try FixtureAPI()
            do {
                _ = try await self.posters(api, kakaoKey: nil).poster(for: self.gwanghae)
                XCTFail("expected noKey")
            } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .noKey(service: .kakao))
            }
            _ = try await self.posters(api).poster(for: self.gwanghae)
            self.clock.advance(30 * 86_400 - 60)  // one minute short of 30 days: still saved
            _ = try await self.posters(api).poster(for: self.gwanghae)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 1)
            XCTAssertEqual(api.server.requests(to: "/img/").count, 1)
            self.clock.advance(120)  // past 30 days: searched and downloaded again
            _ = try await self.posters(api).poster(for: self.gwanghae)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 2)
            XCTAssertEqual(api.server.requests(to: "/img/").count, 2)
        }
    }

    func testASearchThatFoundNothingIsAskedAgainAfterOneDay() throws {
        try run {
            let api = try FixtureAPI()
            let absent = PosterQuery(movieCode: "2", koreanTitle: "없는 영화", releaseYear: nil)
            for _ in 0..<2 {
                do {
                    _ = try await self.posters(api).poster(for: absent)
                    XCTFail("expected noPosterFound")
                } catch let e as BoxOfficeError {
                    XCTAssertEqual(e, .noPosterFound(title: "없는 영화"))
                }
            }
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 1, "the empty result is kept for a while")
            self.clock.advance(86_400 + 60)
            _ = try? await self.posters(api).poster(for: absent)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 2, "after a day it is asked again, not after 30")
        }
    }

    func testAnImageClaimingHugeDimensionsIsRefusedBeforeDecoding() throws {
        try run {
            let api = try FixtureAPI()
            // Every candidate claims 20000×20000: nothing is decoded, and the reason names the size.
            api.imageBodies = ["/img/": TestImages.pngClaiming(width: 20_000, height: 20_000)]
            do {
                _ = try await self.posters(api).poster(for: self.gwanghae)
                XCTFail("expected a refusal")
            } catch let e as BoxOfficeError {
                XCTAssertEqual(
                    e,
                    .posterDownloadFailed(
                        reason: "The poster is 20000×20000 pixels, larger than the 4096×4096 BoxOffice shows"))
            }
            XCTAssertEqual(api.server.requests(to: "/img/").count, 4)
        }
    }

    func testLargePostersAreDecodedOnceAtDisplaySize() throws {
        try run {
            let api = try FixtureAPI()
            api.imageBodies = [self.firstImage: TestImages.png(width: 1000, height: 1500)]
            let repository = try self.posters(api)
            let poster = try await repository.poster(for: self.gwanghae)
            XCTAssertEqual([poster.width, poster.height], [1000, 1500], "the file's own size")
            XCTAssertEqual([poster.picture.width, poster.picture.height], [440, 660], "decoded to fit 440×660")
            XCTAssertEqual(poster.picture.byteCount, poster.picture.rowStride * 660)
            XCTAssertEqual(repository.memoryCost, poster.picture.byteCount + poster.data.count)
        }
    }

    func testTheMemoryCacheIsBoundedByDecodedBytes() {
        let cache = MemoryCache<Int, Data>(capacity: 100, costLimit: 1000, cost: { $0.count })
        for i in 0..<5 { cache[i] = Data(count: 300) }
        XCTAssertEqual(cache.count, 3, "three of 300 bytes fit in 1000")
        XCTAssertEqual(cache.totalCost, 900)
        XCTAssertNil(cache[0])
        XCTAssertNil(cache[1])
        XCTAssertNotNil(cache[4])
        cache[9] = Data(count: 2000)
        XCTAssertNil(cache[9], "a value larger than the whole budget is not kept")
        XCTAssertEqual(PosterRepository.memoryBytes, 64 * 1_048_576)
    }

    func testTheQueryIsTheSameFromTheChartAndFromTheDetails() throws {
        let chart = try Chart(ResponseDecoding.kobisBoxOffice(FixtureAPI.fixture("daily_20220105.json")))
        let entry = try XCTUnwrap(chart.entries.first { $0.movieCode == "20199882" })
        let details = FilmDetails(try ResponseDecoding.kobisMovieInfo(FixtureAPI.fixture("movie_20199882.json")))
        XCTAssertEqual(PosterQuery(entry), PosterQuery(details))
        XCTAssertEqual(PosterQuery(entry).text, "경관의 피 2022 영화 포스터")
    }
}
