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

    /// "Korean films too": each day's whole-market chart, then its Korean chart; counted as charts; kept by
    /// every way of making or narrowing a job; saved without the key when off, read as off when absent.
    func testKoreanTooAsksEachDaysKoreanChartAfterTheWholeMarkets() throws {
        let job = FillJob(first: day("2018-01-04"), last: day("2018-01-06"), koreanToo: true)
        XCTAssertEqual(
            job.queries().map { "\($0.period.first.compact)\($0.segment.cacheSuffix)" },
            [
                "20180104", "20180104|repNationCd=K", "20180105", "20180105|repNationCd=K", "20180106",
                "20180106|repNationCd=K"
            ])
        XCTAssertEqual([job.dayCount, job.queryCount], [3, 6])
        XCTAssertEqual(job.clamped(to: day("2018-01-05")).queries().count, 4)
        XCTAssertTrue(FillJob.lastDays(7, latest: day("2018-01-31"), koreanToo: true).koreanToo)
        XCTAssertEqual(FillJob.lastDays(7, latest: day("2018-01-31"), koreanToo: true).queryCount, 14)
        let gaps = try XCTUnwrap(FillJob(days: [day("2018-01-09"), day("2018-01-02")], koreanToo: true))
        XCTAssertEqual(gaps.queries().map(\.segment), [.everything, .korean, .everything, .korean])
        XCTAssertTrue(gaps.clamped(to: day("2018-01-05")).koreanToo)
        // A segment's fill has no "Korean too": the option is dropped, not made into a second segment.
        let diversity = FillJob(
            first: day("2018-01-04"), last: day("2018-01-06"), segment: ChartSegment(films: .diversity),
            koreanToo: true)
        XCTAssertFalse(diversity.koreanToo)
        XCTAssertEqual(diversity.queryCount, 3)

        let saved = try JSONDecoder().decode(FillJob.self, from: JSONEncoder().encode(job))
        XCTAssertEqual(saved, job)
        let plain = FillJob(first: day("2018-01-04"), last: day("2018-01-06"))
        let plainJSON = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
        XCTAssertFalse(plainJSON.contains("koreanToo"), plainJSON)
        var details = job
        details.detailsOnly = true
        XCTAssertTrue(details.clamped(to: day("2018-01-05")).detailsOnly)
        XCTAssertEqual(try JSONDecoder().decode(FillJob.self, from: JSONEncoder().encode(details)), details)
        XCTAssertFalse(plainJSON.contains("detailsOnly"), plainJSON)
        // A job saved by the version before: no key, the whole market alone.
        let old =
            #"{"first":{"year":2018,"month":1,"day":4},"last":{"year":2018,"month":1,"day":6},"segment":{"nation":"all","films":"all"}}"#
        XCTAssertEqual(try JSONDecoder().decode(FillJob.self, from: Data(old.utf8)), plain)
    }
}
