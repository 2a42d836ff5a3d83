import BoxOfficeCore
import XCTest

/// The records of the shipped runs 2017–2022 (one run per film; docs/RECORDS.md states these figures).
final class FilmRecordsTests: XCTestCase {
    static let records = FilmRecords(runs: FilmRecords.runs(shipped: ShippedRuns.file.runs, history: []))

    private func day(_ text: String) throws -> Day { try XCTUnwrap(Day(text)) }

    func testThePeriodIsTheDataHeld() throws {
        let records = Self.records
        XCTAssertEqual(records.from, try day("2017-01-01"))
        XCTAssertEqual(records.to, try day("2022-12-31"))
        XCTAssertEqual(records.daysCovered, 2191)
    }

    func testFastestToTenMillionAndTiesShareARank() throws {
        let records = Self.records
        XCTAssertEqual(records.fastest.map(\.admissions), [1_000_000, 3_000_000, 5_000_000, 10_000_000])
        let tenMillion = try XCTUnwrap(records.fastest.last).films
        XCTAssertEqual(
            tenMillion.map(\.title),
            [
                "어벤져스: 엔드게임", "신과함께-인과 연", "극한직업", "신과함께-죄와 벌", "겨울왕국 2", "택시운전사",
                "어벤져스: 인피니티 워", "범죄도시2", "알라딘", "기생충"
            ])
        XCTAssertEqual(tenMillion.map(\.dNumber), [11, 14, 15, 16, 17, 19, 19, 25, 53, 53])
        XCTAssertEqual(tenMillion.map(\.rank), [1, 2, 3, 4, 5, 6, 6, 8, 9, 9])
        XCTAssertEqual(tenMillion[0].movieCode, "20184889")
        XCTAssertEqual(tenMillion[0].day, try day("2019-05-04"))
        // 500만: D10 is shared by three films, all kept at rank 10.
        let fiveMillion = records.fastest[2].films
        XCTAssertEqual(fiveMillion.count, 12)
        XCTAssertEqual(fiveMillion.suffix(3).map(\.title), ["극한직업", "백두산", "범죄도시2"])
        XCTAssertEqual(fiveMillion.suffix(3).map(\.rank), [10, 10, 10])
        XCTAssertEqual(fiveMillion.prefix(2).map(\.rank), [1, 1])
    }

    func testOpeningDaysBiggestDaysAndDaysAtNumberOne() throws {
        let records = Self.records
        XCTAssertEqual(
            records.openingDays.prefix(3).map(\.title), ["어벤져스: 엔드게임", "신과함께-인과 연", "쥬라기 월드: 폴른 킹덤"])
        XCTAssertEqual(records.openingDays.first?.figure, 1_338_729)
        XCTAssertEqual(records.openingDays.first?.dNumber, 1)
        XCTAssertEqual(records.openingDays.first?.day, try day("2019-04-24"))
        XCTAssertEqual(records.biggestDays.prefix(2).map(\.figure), [1_662_469, 1_661_835])
        XCTAssertEqual(records.daysAtNumberOne.prefix(2).map(\.title), ["스파이더맨: 노 웨이 홈", "공조2: 인터내셔날"])
        XCTAssertEqual(records.daysAtNumberOne.prefix(2).map(\.figure), [38, 33])
        XCTAssertEqual(records.openingDays.count, 10)
        XCTAssertEqual(records.longestStreaks.prefix(3).map(\.title), ["인비저블맨", "극한직업", "겨울왕국 2"])
        XCTAssertEqual(records.longestStreaks.prefix(3).map(\.figure), [28, 27, 27])
    }

    func testEveryListIsBestFirst() {
        let records = Self.records
        for list in [
            records.openingDays, records.biggestDays, records.biggestWeekends, records.daysAtNumberOne,
            records.longestStreaks, records.widestReleases
        ] {
            // Ten ranks; films tied at the tenth are all kept.
            XCTAssertGreaterThanOrEqual(list.count, 10)
            XCTAssertEqual(list.last?.rank ?? 0 <= 10, true)
            XCTAssertEqual(list.map(\.figure), list.map(\.figure).sorted(by: >))
        }
        for list in [records.screenShare, records.secondWeekendHolds] {
            XCTAssertEqual(list.count, 10)
            let ratios = list.compactMap(\.ratio)
            XCTAssertEqual(ratios, ratios.sorted(by: >))
        }
        XCTAssertTrue(records.biggestWeekends.allSatisfy { $0.day.weekday == 6 })
    }

    func testTheHistoryWinsWhereBothHoldADayAndNoDayIsInvented() throws {
        let shipped = try XCTUnwrap(
            ReferenceRun(
                movieCode: "1", title: "Shipped", openDate: day("2023-01-04"),
                days: [
                    .init(
                        day: day("2023-01-04"), rank: 1, audience: 600_000, audienceTotal: 600_000, screens: 10,
                        shows: 1, salesShare: 1),
                    .init(
                        day: day("2023-01-05"), rank: 1, audience: 300_000, audienceTotal: 900_000, screens: 10,
                        shows: 1, salesShare: 1)
                ]))
        let history = try XCTUnwrap(
            ReferenceRun(
                movieCode: "1", title: "History", openDate: day("2023-01-04"),
                days: [
                    .init(
                        day: day("2023-01-05"), rank: 1, audience: 500_000, audienceTotal: 1_100_000, screens: 10,
                        shows: 1, salesShare: 1),
                    .init(
                        day: day("2023-01-07"), rank: 2, audience: 100_000, audienceTotal: 1_300_000, screens: 10,
                        shows: 1, salesShare: 1)
                ]))
        let records = FilmRecords(runs: FilmRecords.runs(shipped: [shipped], history: [history]))
        XCTAssertEqual(records.fastest[0].films.map(\.dNumber), [2])
        XCTAssertEqual(records.fastest[0].films.first?.title, "History")
        XCTAssertEqual(records.biggestDays.map(\.figure), [600_000])
        XCTAssertEqual(records.daysCovered, 3)
        XCTAssertEqual(records.to, try day("2023-01-07"))
        // Two days at #1 in a row; the missing 6th is not invented.
        XCTAssertEqual(records.longestStreaks.map(\.figure), [2])
        XCTAssertEqual(records.screenShare, [], "no day holds a whole top 10")
    }
}

/// A film on course for a record as of a day: only ranks within the top 10, from data up to that day.
final class FilmOnCourseTests: XCTestCase {
    func testAFilmOnCourseAsOfADay() throws {
        let runs = FilmRecords.runs(shipped: ShippedRuns.file.runs, history: [])
        // 극한직업 (2019-01-23) passed 500만 on D10, 2019-02-01: the 6th fastest then (behind 신과함께-인과 연 D5,
        // 어벤져스: 인피니티 워 D6, 택시운전사 and 신과함께-죄와 벌 D7, 군함도 D8).
        let asOf = FilmRecords.asOf(try XCTUnwrap(Day("2019-02-01")), runs: runs)
        let onCourse = asOf.onCourse(movieCode: "20182530")
        XCTAssertEqual(onCourse.first?.admissions, 5_000_000)
        XCTAssertEqual(onCourse.first?.dNumber, 10)
        XCTAssertEqual(onCourse.first?.rank, 6)
        XCTAssertEqual(onCourse.first?.text(in: .english), "D10: 6th fastest to 5 million")
        // 엔드게임 on 2019-05-04 (D11): the fastest to 1,000만 of all the data held up to then.
        let endgame = FilmRecords.asOf(try XCTUnwrap(Day("2019-05-04")), runs: runs).onCourse(movieCode: "20184889")
        XCTAssertEqual(endgame.first?.text(in: .english), "D11: fastest to 10 million")
        // The day before, it had not passed 1,000만.
        let before = FilmRecords.asOf(try XCTUnwrap(Day("2019-05-03")), runs: runs).onCourse(movieCode: "20184889")
        XCTAssertEqual(before.first?.admissions, 5_000_000)
    }
}
