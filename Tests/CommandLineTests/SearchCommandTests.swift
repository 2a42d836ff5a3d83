import Foundation
import GLibSupport
import LoopbackServer
import XCTest

/// `boxoffice search`, `person` and `company` against the real list and detail fixtures on loopback.
final class SearchCommandTests: CommandLineTestCase {
    func testSearchMovieSendsTheFiltersAndPrintsJSON() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            let r = try self.boxoffice(
                ["search", "movie", "엘리", "--director", "피터", "--year", "2019-2023", "--format", "json"],
                env: self.environment(api))
            XCTAssertEqual(r.status, 0, r.stderr)
            let q = try XCTUnwrap(self.queries(api, "/kobis/movie/searchMovieList.json").first)
            XCTAssertEqual(
                [q["movieNm"], q["directorNm"], q["openStartDt"], q["openEndDt"], q["curPage"], q["itemPerPage"]],
                ["엘리", "피터", "2019", "2023", "1", "20"])
            let doc = try XCTUnwrap(try self.json(r.stdout) as? [String: Any])
            XCTAssertEqual(doc["kind"] as? String, "movie")
            XCTAssertEqual(doc["totalCount"] as? Int, 1)
            let film = try XCTUnwrap((doc["results"] as? [[String: Any]])?.first)
            XCTAssertEqual(film["code"] as? String, "20228930")
            XCTAssertEqual(film["title"] as? String, "엘리멘탈")
            XCTAssertEqual(film["titleEnglish"] as? String, "Elemental")
            XCTAssertEqual(film["productionYear"] as? Int, 2023)
            XCTAssertTrue(film["openDate"] is NSNull)
            XCTAssertEqual(film["directors"] as? [String], ["피터 손"])
            self.assertNoKeys(r)
        }
    }

    func testSearchPersonTableAndCSV() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            let env = self.environment(api)
            let table = try self.boxoffice(["search", "person", "봉준호"], env: env)
            XCTAssertEqual(table.status, 0, table.stderr)
            let lines = table.stdout.split(separator: "\n").map(String.init)
            guard lines.count == 4 else { return XCTFail(table.all) }
            XCTAssertTrue(lines[0].hasPrefix("Code"))
            XCTAssertTrue(lines[2].hasPrefix("10031641  봉준호  BONG Joon-ho  감독  기생충, 옥자, 해무(海霧) …"), lines[2])
            XCTAssertEqual(lines[3], "1–1 of 1")
            // The same search again is answered from the saved copy: no second request.
            let csv = try self.boxoffice(["search", "person", "봉준호", "--format", "csv"], env: env)
            XCTAssertEqual(csv.status, 0, csv.stderr)
            XCTAssertEqual(
                csv.stdout,
                "Code,Name,English name,Role,Films\r\n10031641,봉준호,BONG Joon-ho,감독,\"기생충, 옥자, 해무(海霧) …\"\r\n")
            XCTAssertEqual(self.queries(api, "/kobis/people/").count, 1)
            XCTAssertEqual(self.queries(api, "/kobis/people/").first?["peopleNm"], "봉준호")
        }
    }

    func testEmptyResultIsASentenceWithStatusTwo() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            let env = self.environment(api)
            let table = try self.boxoffice(["search", "company", "없는회사"], env: env)
            XCTAssertEqual(table.status, 2)
            XCTAssertEqual(table.stdout, "")
            XCTAssertEqual(table.stderr, "boxoffice: No companies match '없는회사'.\n")
            let json = try self.boxoffice(["search", "company", "없는회사", "--format", "json"], env: env)
            XCTAssertEqual(json.status, 2)
            let doc = try XCTUnwrap(try self.json(json.stdout) as? [String: Any])
            XCTAssertEqual((doc["results"] as? [Any])?.count, 0)
            XCTAssertEqual(doc["totalCount"] as? Int, 0)
            // No title, a year: KOBIS's newest films (the loopback answer ignores the years), with the paging hint.
            let newest = try self.boxoffice(["search", "movie", "", "--year", "2023"], env: env)
            XCTAssertEqual(newest.status, 0, newest.stderr)
            XCTAssertEqual(newest.stdout.split(separator: "\n").last, "1–10 of 95,043; --page 2 for more")
            XCTAssertTrue(newest.stdout.contains("2023C165  토미리스: 전쟁의 여신 리덕스"), newest.stdout)
            let paged = try self.boxoffice(["search", "movie", "리", "--page", "2", "--format", "csv"], env: env)
            XCTAssertEqual(paged.status, 2)
            XCTAssertEqual(paged.stdout, "Code,Title,English title,Year,Nation,Genre,Directors\r\n")
            XCTAssertEqual(self.queries(api, "/kobis/movie/").last?["curPage"], "2")
        }
    }

    func testUsageErrorsAreOneSentence() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let env = self.environment(nil)
            for args in [
                ["search", "movie", "괴물", "--year", "20x9"], ["search", "person", "봉준호", "--director", "x"],
                ["search", "person"], ["search", "movie", "괴물", "--page", "0"], ["search", "film", "괴물"],
                ["person", "12/34"], ["company", ""]
            ] {
                let r = try self.boxoffice(args, env: env)
                XCTAssertEqual(r.status, 64, "\(args): \(r.all)")
                XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "\(args): \(r.stderr)")
                XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), r.stderr)
                XCTAssertEqual(r.stdout, "")
            }
        }
    }

    func testPersonAndCompanyDetails() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            let env = self.environment(api)
            let person = try self.boxoffice(["person", "10013266"], env: env)
            XCTAssertEqual(person.status, 0, person.stderr)
            let lines = person.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(
                Array(lines.prefix(7)),
                [
                    "드웨인 존슨 (Dwayne Johnson)", "Code: 10013266", "Role: 배우", "Sex: 남자", "",
                    "배우 (35)", "  20240737  모아나 2"
                ])
            XCTAssertEqual(self.queries(api, "/kobis/people/searchPeopleInfo.json").first?["peopleCd"], "10013266")

            let company = try self.boxoffice(["company", "20161801", "--format", "json"], env: env)
            XCTAssertEqual(company.status, 0, company.stderr)
            let doc = try XCTUnwrap(try self.json(company.stdout) as? [String: Any])
            XCTAssertEqual(doc["ceo"] as? String, "김소연")
            XCTAssertEqual(doc["parts"] as? [String], ["제작사", "배급사", "수입사", "직배사"])
            let groups = try XCTUnwrap(doc["filmography"] as? [[String: Any]])
            XCTAssertEqual(groups.map { $0["part"] as? String }, ["배급사", "수입사", "제공"])
            XCTAssertEqual(groups.map { ($0["films"] as? [Any])?.count }, [123, 101, 3])
            let provided = try XCTUnwrap(groups[2]["films"] as? [[String: Any]])
            XCTAssertEqual(provided.last?["code"] as? String, "2023C264")
            XCTAssertTrue(provided.last?["year"] is NSNull)

            let missing = try self.boxoffice(["person", "99999999"], env: env)
            XCTAssertEqual(missing.status, 1)
            XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
            self.assertNoKeys(missing)
        }
    }

    func testOfflineWithoutASavedSearchSaysSo() throws {
        try MainLoopBridge.run(timeout: 60) { @MainActor in
            let api = try self.api()
            let r = try self.boxoffice(["search", "person", "봉준호", "--offline"], env: self.environment(api))
            XCTAssertEqual(r.status, 1)
            XCTAssertEqual(
                r.stderr,
                "boxoffice: The people search for '봉준호' is not saved on this computer and needs a connection.\n")
            XCTAssertTrue(self.queries(api, "/kobis/").isEmpty)
        }
    }
}
