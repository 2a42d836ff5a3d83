import Foundation
import XCTest

@testable import BoxOfficeCore

/// A fill job: exactly the days it names, and read back from the database only when it makes sense
/// (the file is the user's to edit; a year of 10^18 once trapped in the day arithmetic at every start).
final class FillJobTests: XCTestCase {
    private func day(_ text: String) -> Day { Day(text)! }

    func testAFilmsGapsAreExactlyItsDays() throws {
        let gaps = [day("2019-04-26"), day("2019-04-24"), day("2019-04-30"), day("2019-04-24")]
        let job = try XCTUnwrap(FillJob(days: gaps, movieCode: "20184889", title: "어벤져스: 엔드게임"))
        XCTAssertEqual(job.days, [day("2019-04-24"), day("2019-04-26"), day("2019-04-30")])
        XCTAssertEqual(job.dayCount, 3)
        XCTAssertEqual(job.queries().map(\.period.first), job.days)
        XCTAssertFalse(job.isWholeRange)
        // Seven days in a row are stored as a range.
        let week = try XCTUnwrap(FillJob(days: day("2019-04-24").through(day("2019-04-30"))))
        XCTAssertTrue(week.isWholeRange)
        XCTAssertEqual(week.dayCount, 7)
        XCTAssertNil(FillJob(days: []))
        // Days after yesterday are dropped, and nothing else is added.
        XCTAssertEqual(job.clamped(to: day("2019-04-27")).days, [day("2019-04-24"), day("2019-04-26")])
        let saved = try JSONDecoder().decode(FillJob.self, from: JSONEncoder().encode(job))
        XCTAssertEqual(saved, job)
    }

    func testHostileSavedJobsAreRefusedNotTrusted() {
        func decode(_ json: String) -> FillJob? { try? JSONDecoder().decode(FillJob.self, from: Data(json.utf8)) }
        let segment = #""segment":{"nation":"all","films":"all"}"#
        XCTAssertNotNil(
            decode(
                #"{"first":{"year":2019,"month":4,"day":24},"last":{"year":2019,"month":4,"day":30},"# + segment + "}"))
        for hostile in [
            #"{"first":{"year":1000000000000000000,"month":4,"day":24},"last":{"year":2019,"month":4,"day":30},"#
                + segment + "}",
            #"{"first":{"year":2019,"month":13,"day":24},"last":{"year":2019,"month":4,"day":30},"# + segment + "}",
            #"{"first":{"year":2019,"month":2,"day":30},"last":{"year":2019,"month":4,"day":30},"# + segment + "}",
            #"{"first":{"year":2019,"month":5,"day":1},"last":{"year":2019,"month":4,"day":30},"# + segment + "}",
            #"{"first":{"year":1,"month":1,"day":1},"last":{"year":9999,"month":12,"day":31},"# + segment + "}",
            #"{"first":{"year":2019,"month":4,"day":24},"last":{"year":2019,"month":4,"day":30},"only":[{"year":2020,"month":1,"day":1}],"#
                + segment + "}"
        ] {
            XCTAssertNil(decode(hostile), hostile)
        }
    }
}
