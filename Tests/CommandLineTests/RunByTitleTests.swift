import Foundation
import LoopbackServer
import XCTest

/// `boxoffice run` by title as well as by code, in the locale's language, from both executables alike.
final class RunByTitleTests: CommandLineTestCase {

    /// The history of the fixtures' days (real KOBIS answers), filled through `boxoffice history`.
    private func fill(_ days: [String]) throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        for day in days {
            let r = try boxoffice(["history", "--from", day, "--to", day], env: environment(api))
            XCTAssertEqual(r.status, 0, r.all)
        }
    }

    private func koreanEnvironment() throws -> [String: String] {
        environment(nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
    }

    /// KOBIS writes 경관의 피; typed without its space it is still the one film, and its run is the code's.
    func testATitleOneFilmMatchesPrintsItsRunInTheLocalesLanguage() throws {
        try fill(["2022-01-05"])
        let english = try both(["run", "경관의피"], env: environment(nil))
        XCTAssertEqual(english.status, 0, english.all)
        XCTAssertEqual(english.stdout, try boxoffice(["run", "20199882"], env: environment(nil)).stdout)
        XCTAssertEqual(
            english.stdout.components(separatedBy: "\n")[0], "경관의 피 (20199882) · opened 2022-01-05 · 1 day, 0 missing")

        let korean = try both(["run", "경관의 피"], env: try koreanEnvironment())
        XCTAssertEqual(korean.status, 0, korean.all)
        XCTAssertEqual(korean.stderr, "")
        let lines = korean.stdout.components(separatedBy: "\n")
        guard lines.count > 7 else { return XCTFail("too short: \(korean.all)") }
        XCTAssertEqual(lines[0], "경관의 피 (20199882) · 2022-01-05 개봉 · 1일, 기록 없음 0일")
        XCTAssertEqual(lines[2], "D   날짜        순위  관객수  누적관객       매출액  스크린  상영횟수  점유율")
        XCTAssertEqual(lines[4], "D1  2022-01-05     1  64,050    69,228  584,559,330   1,171     4,416   34.2%")
        XCTAssertEqual(lines[6], "주요 기록")
        XCTAssertEqual(lines[7], "  개봉일                     관객 64,050명, 1위")

        // --compare takes a title too.
        let compared = try both(["run", "경관의 피", "--compare", "씽2게더"], env: environment(nil))
        XCTAssertEqual(compared.status, 0, compared.all)
        XCTAssertEqual(
            compared.stdout, try boxoffice(["run", "20199882", "--compare", "20218764"], env: environment(nil)).stdout)
        // A compared run's CSV names its columns by the films' titles, as a spreadsheet's legend shows them.
        let csv = try both(["run", "경관의 피", "--compare", "씽2게더", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(csv.status, 0, csv.all)
        XCTAssertEqual(csv.stdout.components(separatedBy: "\r\n").first, "d,경관의 피,씽2게더")
    }

    /// 2012-01-01 holds two 포켓몬스터 films: both are listed with their codes, and the user picks one.
    func testATitleSeveralFilmsMatchListsThemWithStatus64() throws {
        try fill(["2012-01-01"])
        let english = try both(["run", "포켓몬스터"], env: environment(nil))
        XCTAssertEqual(english.status, 64)
        XCTAssertEqual(english.stdout, "")
        XCTAssertEqual(
            english.stderr,
            """
            boxoffice: 2 films in the history match "포켓몬스터"; give one of their codes:
              극장판 포켓몬스터 베스트 위시「비크티니와 백의 영웅 레시라무」   2011-12-22  20112709
              극장판 포켓몬스터 베스트 위시 「비크티니와 흑의 영웅 제크로무」  2011-12-22  20112708

            """)
        let korean = try both(["run", "포켓몬스터"], env: try koreanEnvironment())
        XCTAssertEqual(korean.status, 64)
        XCTAssertTrue(
            korean.stderr.hasPrefix(
                "boxoffice: 기록에 \"포켓몬스터\"와 맞는 영화가 2편 있습니다. 이 중 하나의 코드를 입력하세요:\n"
                    + "  극장판 포켓몬스터"), korean.stderr)
        XCTAssertEqual(try boxoffice(["run", "20112708"], env: environment(nil)).status, 0)
    }

    /// A title typed in full picks its film even when a longer title holds it, so every film can be
    /// named; case does not matter.
    func testAFullTitleWinsOverLongerOnes() throws {
        try fill(["2022-01-05"])
        // The history is a file: give 씽2게더 a title holding 램's, as a sequel's would.
        let edit = Process()
        edit.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        edit.arguments = [
            "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                + "c.execute(\"UPDATE history SET title = 'Ram 2' WHERE movieCode = '20218764'\"); "
                + "c.execute(\"UPDATE history SET title = 'RAM' WHERE movieCode = '20218390'\"); c.commit()",
            cacheDir.appendingPathComponent("cache.sqlite").path
        ]
        try edit.run()
        edit.waitUntilExit()
        XCTAssertEqual(edit.terminationStatus, 0)
        let exact = try both(["run", "ram", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(exact.status, 0, exact.all)
        XCTAssertEqual(
            exact.stdout, try boxoffice(["run", "20218390", "--format", "csv"], env: environment(nil)).stdout)
        let longer = try both(["run", "ram2", "--format", "csv"], env: environment(nil))
        XCTAssertEqual(
            longer.stdout, try boxoffice(["run", "20218764", "--format", "csv"], env: environment(nil)).stdout)
    }

    /// No film in the history: one sentence and status 2, as for a code with no saved day.
    func testATitleNoFilmMatchesSaysSoInTheLocalesLanguage() throws {
        let english = try both(["run", "기생충"], env: environment(nil))
        XCTAssertEqual(english.status, 2)
        XCTAssertEqual(english.stdout, "")
        XCTAssertEqual(
            english.stderr,
            "boxoffice: No film in the history matches \"기생충\"; boxoffice history --from DAY fills it.\n")
        let korean = try both(["run", "기생충"], env: try koreanEnvironment())
        XCTAssertEqual(korean.status, 2)
        XCTAssertEqual(korean.stderr, "boxoffice: 기록에 \"기생충\"과 맞는 영화가 없습니다. boxoffice history --from DAY로 채울 수 있습니다.\n")
        let code = try both(["run", "20183782"], env: try koreanEnvironment())
        XCTAssertEqual(code.status, 2)
        XCTAssertEqual(code.stderr, "boxoffice: 영화 20183782의 기록이 없습니다. boxoffice history --from DAY로 채울 수 있습니다.\n")
        let empty = try both(["run", " "], env: environment(nil))
        XCTAssertEqual(empty.status, 64)
        XCTAssertEqual(empty.stderr, "boxoffice: Give a film's title or its KOBIS code, for example 20199882.\n")
    }
}
