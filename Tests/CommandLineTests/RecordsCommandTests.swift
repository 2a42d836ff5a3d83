import Foundation
import XCTest

/// `boxoffice records` from the shipped runs alone (a new machine, no history), both executables alike.
final class RecordsCommandTests: CommandLineTestCase {
    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The keys the issue names, exactly; fastest to 1,000만 with its ties; the period the data holds.
    func testTheRecordsAsJSON() throws {
        let r = try both(["records", "--format", "json"], env: environment(nil))
        XCTAssertEqual(r.status, 0, r.all)
        let doc = try object(r.stdout)
        XCTAssertEqual(
            Set(doc.keys),
            [
                "from", "to", "fastest", "openingDays", "biggestDays", "biggestWeekends", "daysAtNumberOne",
                "widestReleases", "screenShare", "showShare", "secondWeekendHolds"
            ])
        XCTAssertEqual(doc["from"] as? String, "2017-01-01")
        XCTAssertEqual(doc["to"] as? String, "2022-12-31")
        let fastest = try XCTUnwrap(doc["fastest"] as? [[String: Any]])
        XCTAssertEqual(fastest.compactMap { $0["admissions"] as? Int }, [1_000_000, 3_000_000, 5_000_000, 10_000_000])
        let tenMillion = try XCTUnwrap(fastest[3]["films"] as? [[String: Any]])
        XCTAssertEqual(Set(tenMillion[0].keys), ["movieCd", "title", "day", "date"])
        let opening0 = try XCTUnwrap((doc["openingDays"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(opening0.keys), ["movieCd", "title", "admissions", "day", "date"])
        XCTAssertEqual(tenMillion[0]["movieCd"] as? String, "20184889")
        XCTAssertEqual(tenMillion[0]["title"] as? String, "어벤져스: 엔드게임")
        XCTAssertEqual(tenMillion[0]["day"] as? Int, 11)
        XCTAssertEqual(tenMillion[0]["date"] as? String, "2019-05-04")
        XCTAssertEqual(tenMillion.compactMap { $0["day"] as? Int }, [11, 14, 15, 16, 17, 19, 19, 25, 53, 53])
        let opening = try XCTUnwrap(doc["openingDays"] as? [[String: Any]])
        XCTAssertEqual(opening[0]["admissions"] as? Int, 1_338_729)
        XCTAssertEqual(opening[0]["day"] as? Int, 1)
        XCTAssertEqual(opening[0]["date"] as? String, "2019-04-24")
        let numberOne = try XCTUnwrap(doc["daysAtNumberOne"] as? [[String: Any]])
        XCTAssertEqual(numberOne[0]["title"] as? String, "스파이더맨: 노 웨이 홈")
        XCTAssertEqual(numberOne[0]["days"] as? Int, 38)
        let share = try XCTUnwrap(doc["screenShare"] as? [[String: Any]])
        XCTAssertEqual(share[0]["title"] as? String, "어벤져스: 엔드게임")
        XCTAssertEqual(share[0]["date"] as? String, "2019-04-29")
        XCTAssertEqual(try XCTUnwrap(share[0]["share"] as? Double), 0.682, accuracy: 0.0005)
        let holds = try XCTUnwrap(doc["secondWeekendHolds"] as? [[String: Any]])
        XCTAssertEqual(holds[0]["title"] as? String, "공조")
        XCTAssertEqual(holds[0]["date"] as? String, "2017-01-27")
    }

    func testTheTableAndCSV() throws {
        let table = try both(["records"], env: environment(nil))
        XCTAssertEqual(table.status, 0, table.all)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "Records 2017-01-01 – 2022-12-31 (2,191 days held)")
        let tenMillion = try XCTUnwrap(lines.firstIndex(of: "Fastest to 10 million"))
        XCTAssertEqual(
            lines[tenMillion + 3].split(separator: " ", omittingEmptySubsequences: true),
            ["1", "어벤져스:", "엔드게임", "D11", "2019-05-04"])
        let csv = try both(["records", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(csv.status, 0, csv.all)
        let rows = csv.stdout.split(separator: "\r\n").map(String.init)
        XCTAssertEqual(rows.first, "list,rank,movieCd,title,figure,of,day,date")
        XCTAssertTrue(rows.contains("fastest10000000,1,20184889,어벤져스: 엔드게임,10086279,,11,2019-05-04"), csv.stdout)
    }

    /// Issue 45 (14): the days at #1 and the longest streak under their own column titles in Korean, the show
    /// share beside the screen share, `--bom`, `--year`, and the picture `--format png` draws.
    func testKoreanHeadingsShowShareBomYearAndThePicture() throws {
        let korean = environment(
            nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let table = try run(app, ["records"], env: korean)
        XCTAssertEqual(table.status, 0, table.all)
        let lines = table.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let most = try XCTUnwrap(lines.firstIndex(of: "최다 1위 일수"), table.stdout)
        XCTAssertTrue(lines[most + 1].contains("1위 일수"), lines[most + 1])
        XCTAssertFalse(lines[most + 1].contains("개봉 일수"), lines[most + 1])
        let streak = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("최장 연속 1위") }, table.stdout)
        XCTAssertTrue(lines[streak + 1].contains("연속 일수"), lines[streak + 1])
        XCTAssertFalse(table.stdout.contains("개봉 일수"), table.stdout)

        let doc = try object(try both(["records", "--format", "json"], env: environment(nil)).stdout)
        let shows = try XCTUnwrap(doc["showShare"] as? [[String: Any]])
        XCTAssertEqual(Set(shows[0].keys), ["movieCd", "title", "shows", "topTenShows", "share", "day", "date"])
        // 어벤져스: 엔드게임 on 2019-04-29 (D6): 12,415 of the top 10's 14,477 shows, 85.8 %.
        XCTAssertEqual(shows[0]["title"] as? String, "어벤져스: 엔드게임")
        XCTAssertEqual(shows[0]["date"] as? String, "2019-04-29")
        XCTAssertEqual(shows[0]["shows"] as? Int, 12_415)
        XCTAssertEqual(shows[0]["topTenShows"] as? Int, 14_477)
        XCTAssertEqual(try XCTUnwrap(shows[0]["share"] as? Double), 0.8576, accuracy: 0.00005)

        let bom = try run(app, ["records", "--format", "csv", "--bom"], env: environment(nil))
        XCTAssertEqual(bom.status, 0, bom.all)
        XCTAssertTrue(bom.stdout.hasPrefix("\u{FEFF}list,rank,movieCd,"), String(bom.stdout.prefix(40)))

        // Only the films that opened in 2019: the five of them that reached 1,000만, fastest first.
        let year = try object(
            try run(app, ["records", "--year", "2019", "--format", "json"], env: environment(nil)).stdout)
        let tenMillion = try XCTUnwrap((year["fastest"] as? [[String: Any]])?[3]["films"] as? [[String: Any]])
        XCTAssertEqual(
            tenMillion.compactMap { $0["title"] as? String }, ["어벤져스: 엔드게임", "극한직업", "겨울왕국 2", "알라딘", "기생충"])
        XCTAssertEqual(
            try run(app, ["records", "--year", "2030"], env: environment(nil)).stderr,
            "boxoffice: No records: no runs are held.\n")

        let file = cacheDir.appendingPathComponent("records.png")
        let png = try run(
            app, ["records", "--format", "png", "--output", file.path, "--scale", "1"], env: environment(nil))
        XCTAssertEqual(png.status, 0, png.all)
        XCTAssertEqual(png.stdout, "")
        let bytes = try Data(contentsOf: file)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 720 logical pixels at scale 1.
        XCTAssertEqual(bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, 720)
    }
}
