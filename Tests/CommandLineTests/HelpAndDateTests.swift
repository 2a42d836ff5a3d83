import Foundation
import XCTest

/// `boxoffice --help` lists every command, in the locale's language; a day the calendar does not have is
/// a usage error, said alike by both executables.
final class HelpAndDateTests: CommandLineTestCase {

    private func koreanEnvironment() throws -> [String: String] {
        environment(
            nil, kobisKey: nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
    }

    /// Whatever was typed is echoed without its control characters: an escape sequence in an argument
    /// cannot steer the terminal through an error message.
    func testEchoedArgumentsCannotSteerTheTerminal() throws {
        for args in [
            ["daily", "--bogus\u{1B}[31m"], ["daily", "--nation", "x\u{1B}]0;pwned\u{07}"], ["run", "\u{1B}[2J기생충"]
        ] {
            let r = try boxoffice(args, env: environment(nil, kobisKey: nil))
            XCTAssertNotEqual(r.status, 0)
            XCTAssertTrue(r.stderr.hasPrefix("boxoffice: "), r.stderr)
            XCTAssertFalse(
                r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                "\(args): \(r.stderr.debugDescription)")
        }
    }

    func testHelpListsEveryCommand() throws {
        let r = try boxoffice(["--help"], env: environment(nil, kobisKey: nil))
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(
            r.stdout.hasPrefix(
                """
                OVERVIEW: The Korean box office (KOBIS) in a GNOME window.

                Terminal commands (boxoffice help COMMAND shows a command's options):
                  daily     Print a day's top 10.
                  weekly    Print a weekend's, week's or weekdays' top 10.
                  regions   List the regions --region takes, with their KOBIS codes.
                  movie     Print a movie's details.
                  poster    Find a movie's poster through Kakao image search and save it.
                  search    Search KOBIS for films, people or companies.
                  person    Print a film person's details and filmography.
                  company   Print a film company's details and filmography.
                  history   Fill the local history with the daily charts of a range of days.
                  run       Print a film's run day by day from the history, with milestones.
                  market    Print the market of a year, a month or its weekends from history.
                  forecast  Forecast where a film's run will end, with its chances.
                  records   Print the box office records of the shipped runs and the history.
                  check     Tell what is new about the films you follow, as notifications.
                  coming    The films opening in the next weeks.

                Environment:
                """), r.stdout)
        XCTAssertTrue(
            r.stdout.contains("--offline               Use saved data and the sample only; no network.\n"), r.stdout)
    }

    func testHelpIsInKoreanUnderAKoreanLocale() throws {
        let env = try koreanEnvironment()
        let r = try boxoffice(["--help"], env: env)
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(
            r.stdout.hasPrefix(
                """
                개요: GNOME 창에서 보는 한국 박스오피스(KOBIS).

                터미널 명령 (명령의 옵션은 boxoffice help COMMAND로 볼 수 있습니다):
                  daily     하루의 상위 10편을 출력합니다.
                  weekly    주말, 주간 또는 주중의 상위 10편을 출력합니다.
                  regions   --region에 쓸 수 있는 지역을 KOBIS 코드와 함께 나열합니다.
                  movie     영화 상세 정보를 출력합니다.
                  poster    카카오 이미지 검색으로 영화 포스터를 찾아 저장합니다.
                  search    KOBIS에서 영화, 영화인 또는 영화사를 검색합니다.
                  person    영화인 정보와 필모그래피를 출력합니다.
                  company   영화사 정보와 필모그래피를 출력합니다.
                  history   기간의 일별 박스오피스로 로컬 기록을 채웁니다.
                  run       기록에서 영화의 개봉 후 흥행을 하루씩, 주요 기록과 함께 출력합니다.
                  market    기록에서 한 해, 한 달 또는 그해 주말의 시장을 출력합니다.
                  forecast  영화의 최종 관객을 80% 범위와 돌파 가능성과 함께 예상합니다.
                  records   박스오피스 최고 기록(최단 돌파, 최다 관객 등)을 출력합니다.
                  check     팔로우하는 영화의 새 소식을 알림으로 알립니다.
                  coming    앞으로 몇 주 동안 개봉하는 영화.

                환경 변수:
                """), r.stdout)
        XCTAssertTrue(r.stdout.contains("--offline               저장된 데이터와 샘플만 씁니다. 네트워크는 쓰지 않습니다.\n"), r.stdout)
        // `boxoffice help` and a command's help: the same abstracts, the options' help translated too.
        let terminal = try boxoffice(["help"], env: env)
        XCTAssertTrue(terminal.stdout.hasPrefix("개요: 터미널에서 보는 한국 박스오피스(KOBIS).\n"), terminal.stdout)
        XCTAssertTrue(
            terminal.stdout.contains("  run                     기록에서 영화의 개봉 후 흥행을 하루씩, 주요 기록과 함께 출력합니다.\n"),
            terminal.stdout)
        let run = try boxoffice(["run", "--help"], env: env)
        XCTAssertTrue(run.stdout.hasPrefix("개요: 기록에서 영화의 개봉 후 흥행을 하루씩, 주요 기록과 함께 출력합니다.\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                "사용법: boxoffice run <film> [--format <format>] [--bom] [--output <output>] [--scale <scale>] [--width <width>] [--compare <compare>]"
            ), run.stdout)
        XCTAssertTrue(run.stdout.contains("table, json, csv 또는 png(그림, --output 파일에 씀)."), run.stdout)
        XCTAssertTrue(run.stdout.contains("--output <output>       --format png일 때: 그림을 쓸 파일.\n"), run.stdout)
        // ArgumentParser's own words too (issue 34): headings, its help option, the values and defaults it adds.
        for english in [
            "OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "Show help information.", "(values:", "default:"
        ] {
            XCTAssertFalse(run.stdout.contains(english), english)
        }
        XCTAssertTrue(run.stdout.contains("\n인수:\n  <film>  "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n옵션:\n  --format <format>"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  -h, --help              도움말을 보여 줍니다.\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("(값:"), run.stdout)
        XCTAssertTrue(run.stdout.contains("(기본값: 2.0)"), run.stdout)
        XCTAssertTrue(terminal.stdout.contains("\n명령:\n  daily "), terminal.stdout)
        XCTAssertTrue(
            terminal.stdout.hasSuffix("  명령의 자세한 도움말은 boxoffice help COMMAND로 볼 수 있습니다.\n"), terminal.stdout)
        XCTAssertFalse(r.stdout.contains("USAGE:"), r.stdout)
    }

    /// ArgumentParser's usage errors, in Korean under a Korean locale, from `boxoffice` (which hands them to
    /// `boxoffice-app`): one sentence each, and the pointer to help in Korean too.
    func testUsageErrorsAreInKoreanUnderAKoreanLocale() throws {
        let env = try koreanEnvironment()
        for (args, expected) in [
            (["daily", "--bogus"], "알 수 없는 옵션입니다: '--bogus'. 혹시 '--bom'인가요?"),
            (["daily", "--nation", "x"], "'--nation <nation>'에 쓸 수 없는 값입니다: 'x'. 다음 중 하나를 주세요: 'korean', 'foreign'."),
            (["run"], "필요한 인수가 없습니다: '<film>'."), (["daily", "--date"], "값이 없습니다: '--date <date>'."),
            (["daily", "extra"], "예상하지 못한 인수입니다: 'extra'."),
            (
                ["weekly", "--period", "month"],
                "'--period <period>'에 쓸 수 없는 값입니다: 'month'. 다음 중 하나를 주세요: 'weekend', 'week', 'weekdays'."
            )
        ] {
            let r = try boxoffice(args, env: env)
            XCTAssertEqual(r.status, 64, "\(args)")
            XCTAssertEqual(r.stderr, "boxoffice: \(expected) boxoffice help로 도움말을 볼 수 있습니다.\n", "\(args)")
        }
        // English is ArgumentParser's own, and a question is not followed by a full stop.
        let english = try boxoffice(["daily", "--bogus"], env: environment(nil, kobisKey: nil))
        XCTAssertEqual(
            english.stderr, "boxoffice: Unknown option '--bogus'. Did you mean '--bom'? See boxoffice help.\n")
    }

    /// 2019-02-30 is written right but is no day: EX_USAGE and a sentence saying why, from every command
    /// that takes a day, whichever executable answers.
    func testAnImpossibleDayIsAUsageError() throws {
        let env = environment(nil, kobisKey: nil)
        for args in [
            ["daily", "--date", "2019-02-30"], ["weekly", "--date=2019-02-30"], ["history", "--from", "2019-02-30"],
            ["--date", "2019-02-30"]
        ] {
            for program in [Self.executable, app] {
                let r = try run(program, args, env: env)
                XCTAssertEqual(r.status, 64, "\(program.lastPathComponent) \(args)")
                XCTAssertEqual(r.stderr, "boxoffice: There is no 2019-02-30: 2019-02 has 28 days.\n", "\(args)")
                XCTAssertEqual(r.stdout, "")
            }
        }
        let leap = try boxoffice(["daily", "--date", "2021-02-29"], env: try koreanEnvironment())
        XCTAssertEqual(leap.status, 64)
        XCTAssertEqual(leap.stderr, "boxoffice: 2021-02-29는 없는 날짜입니다. 2021년 2월은 28일까지 있습니다.\n")
        let word = try boxoffice(["daily", "--date", "yesterday"], env: env)
        XCTAssertEqual(word.status, 64)
        XCTAssertEqual(word.stderr, "boxoffice: \"yesterday\" is not a date; use YYYY-MM-DD, for example 2022-01-05.\n")
    }
}
