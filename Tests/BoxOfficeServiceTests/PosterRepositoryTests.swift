import BoxOfficeCore
import BoxOfficeService
import Foundation
import LoopbackServer
import XCTest

final class PosterRepositoryTests: RepositoryTestCase {
    let title = "광해, 왕이 된 남자"

    func testSkipsAnHTMLPosterAndKeepsTheFirstImageThatDecodes() throws {
        try run {
            let api = try FixtureAPI()
            api.htmlImagePaths = ["20190103153601230nltn.jpg"]   // the first document's image
            let poster = try await self.posters(api).poster(movieCode: "20124079", title: self.title)
            XCTAssertEqual(poster.width, 60)
            XCTAssertEqual(poster.height, 90)
            XCTAssertTrue(poster.sourceURL.hasSuffix("/img/i0.wp.com/slownews.kr/wp-content/uploads/2014/03/kwanghae.jpg?resize=580%2C415"),
                          poster.sourceURL)
            XCTAssertEqual(api.server.requests(to: "/img/").count, 2)
            // From disk in a new repository: no request at all.
            let again = try await self.posters(api).poster(movieCode: "20124079", title: self.title)
            XCTAssertEqual(again.data, poster.data)
            XCTAssertEqual(api.server.requests.count, 3)
        }
    }

    func testSearchResultsAreKeptSoARetryOnlyDownloads() throws {
        try run {
            let api = try FixtureAPI()
            api.htmlImagePaths = ["/img/"]   // every image is HTML: nothing usable
            do { _ = try await self.posters(api).poster(movieCode: "20124079", title: self.title); XCTFail() } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .noPosterFound(title: self.title))
            }
            XCTAssertEqual(api.server.requests(to: "/img/").count, 4)
            api.htmlImagePaths = []
            _ = try await self.posters(api).poster(movieCode: "20124079", title: self.title)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 1)
        }
    }

    func testNoKeyNoResultsAndExpiry() throws {
        try run {
            let api = try FixtureAPI()
            do { _ = try await self.posters(api, kakaoKey: nil).poster(movieCode: "1", title: "x"); XCTFail() } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .noKey(service: .kakao))
            }
            do { _ = try await self.posters(api).poster(movieCode: "2", title: "없는 영화"); XCTFail() } catch let e as BoxOfficeError {
                XCTAssertEqual(e, .noPosterFound(title: "없는 영화"))
            }
            _ = try await self.posters(api).poster(movieCode: "20124079", title: self.title)
            self.clock.advance(31 * 86_400)
            _ = try await self.posters(api).poster(movieCode: "20124079", title: self.title)
            XCTAssertEqual(api.server.requests(to: "/kakao").count, 3)
        }
    }
}
