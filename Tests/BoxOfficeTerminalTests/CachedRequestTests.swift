import ArgumentParser
import XCTest

@testable import BoxOfficeTerminal

/// `boxoffice`'s own parser must mean what the app's ArgumentParser commands mean for every argument
/// list it accepts, and hand everything else on.
final class CachedRequestTests: XCTestCase {
    /// `records` is the static executable's to answer (no request); a picture or more is the app's.
    func testRecordsIsAnsweredWithoutTheApp() {
        XCTAssertEqual(CachedRequest.parse(["records"])?.command, .records)
        XCTAssertEqual(CachedRequest.parse(["records", "--format", "json"])?.format, .json)
        XCTAssertEqual(CachedRequest.parse(["records", "--format=csv"])?.format, .csv)
        XCTAssertNil(CachedRequest.parse(["records", "--format", "png"]))
        XCTAssertNil(CachedRequest.parse(["records", "--offline"]))
        XCTAssertNil(CachedRequest.parse(["records", "extra"]))
    }

    /// `coming` is the static executable's when its pages are settled: `--weeks` 1…52, a table, JSON or CSV;
    /// anything the app's command refuses or explains is handed on.
    func testComingIsReadWithTheAppsWeeksAndFormats() {
        XCTAssertEqual(CachedRequest.parse(["coming"]), CachedRequest(command: .coming(weeks: 4)))
        XCTAssertEqual(
            CachedRequest.parse(["coming", "--weeks", "6", "--format=csv", "--offline"]),
            CachedRequest(command: .coming(weeks: 6), format: .csv, offline: true))
        XCTAssertEqual(CachedRequest.parse(["coming", "--weeks=52"])?.command, .coming(weeks: 52))
        for refused in [
            ["coming", "--weeks", "0"], ["coming", "--weeks", "53"], ["coming", "--weeks", "abc"],
            ["coming", "--format", "png"], ["coming", "--format", "xml"], ["coming", "extra"], ["coming", "--help"],
            ["coming", "--weeks", "4", "--weeks", "5"], ["coming", "--date", "2026-11-28"]
        ] {
            XCTAssertNil(CachedRequest.parse(refused), "\(refused)")
        }
    }

    func testItReadsWhatUsersTypeWithTheAppsMeaning() {
        XCTAssertEqual(
            CachedRequest.parse(["daily", "--date", "2022-01-05", "--offline"]),
            CachedRequest(command: .daily, date: "2022-01-05", offline: true))
        XCTAssertEqual(
            CachedRequest.parse(["daily", "--format=json", "--nation", "korean", "--region=서울"]),
            CachedRequest(command: .daily, nation: .korean, region: "서울", format: .json))
        XCTAssertEqual(
            CachedRequest.parse(["weekly", "--period", "week", "--films", "diversity"]),
            CachedRequest(command: .weekly(.week), films: .diversity))
        XCTAssertEqual(CachedRequest.parse(["weekly"]), CachedRequest(command: .weekly(.weekend)))
        XCTAssertEqual(
            CachedRequest.parse(["run", "--format", "csv", "20112207", "--compare", "20199882"]),
            CachedRequest(command: .run(film: "20112207", compare: "20199882"), format: .csv))
        // A title is the run's to look up, in this process as in the app.
        XCTAssertEqual(
            CachedRequest.parse(["run", "경관의 피", "--compare=씽2게더"]),
            CachedRequest(command: .run(film: "경관의 피", compare: "씽2게더")))
        XCTAssertEqual(try RunOptions.parse(["경관의 피", "--compare=씽2게더"]).film, "경관의 피")
        XCTAssertEqual(
            CachedRequest.parse(["market", "--year", "2018", "--month=1", "--format", "json", "--offline"]),
            CachedRequest(command: .market(year: 2018, month: 1, weekends: false), format: .json, offline: true))
        XCTAssertEqual(
            CachedRequest.parse(["market", "--weekends", "--year=2018"]),
            CachedRequest(command: .market(year: 2018, month: nil, weekends: true)))
    }

    func testWhatItDoesNotAnswerGoesToTheApp() {
        for arguments in [
            [], ["daily", "--help"], ["daily", "-h"], ["help", "daily"], ["daily", "--refresh"],
            ["daily", "--date", "2022-01-05", "--date", "2022-01-06"], ["daily", "--offline", "--offline"],
            ["daily", "--date"], ["daily", "--date", "--offline"], ["daily", "extra"], ["daily", "--format", "xml"],
            ["weekly", "--period", "month"], ["daily", "--date=", "2022-01-05"], ["daily", "--region="], ["run"],
            ["run", "1", "2"], ["run", "1", "--offline"],
            ["movie", "20112207"], ["--date", "2022-01-05"], ["daily", "--", "x"], ["daily", "--nation=all"],
            ["market"], ["market", "--year", "2018", "--month", "13"],
            ["market", "--year", "2018", "--month", "1", "--weekends"],
            ["market", "--year", "0"], ["market", "--year", "x"],
            ["market", "--year", "2018", "--weekends", "--weekends"],
            ["market", "--year", "2018", "--nation", "korean"], ["market", "2018"]
        ] {
            XCTAssertNil(CachedRequest.parse(arguments), "\(arguments)")
        }
    }

    /// Thousands of argument lists from the options' own words: whatever the small parser accepts, the
    /// app's parser accepts too, with the same values.
    func testEveryListItAcceptsTheAppParsesTheSame() throws {
        let words = [
            "--date", "2022-01-05", "--date=2022-01-06", "--offline", "--offline=1", "--format", "json", "--format=csv",
            "table", "--nation", "korean", "--nation=foreign", "--films", "diversity", "--films=commercial",
            "--region", "서울", "--region=0105001", "--period", "week", "--period=weekdays", "--compare", "20199882",
            "20112207", "-x", "--", "--refresh", "--help", "", "--date=", "--region=", "--format=",
            "--year", "2018", "--year=2019", "--year=0", "--year=+2018", "--month", "1", "--month=13", "--month=12",
            "--weekends", "--weekends=1", "--at-day", "7", "--at-day=0", "--as-of", "2019-01-29", "--as-of=2019-02-30",
            "--break-even", "400만", "--break-even=abc", "--backtest", "--from", "2018-01-01", "--to=2019-12-31"
        ]
        var seed: UInt64 = 0x2022_0105
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var accepted = 0
        for _ in 0..<3000 {
            let command = ["daily", "weekly", "run", "market", "forecast"][next(5)]
            let arguments = [command] + (0..<next(7)).map { _ in words[next(words.count)] }
            guard let mine = CachedRequest.parse(arguments) else { continue }
            accepted += 1
            let rest = Array(arguments.dropFirst())
            switch mine.command {
            case .records, .coming:
                XCTFail("records and coming are not among the commands tried: \(arguments)")
            case .daily:
                let theirs = try DailyOptions.parse(rest)
                XCTAssertEqual(
                    mine,
                    CachedRequest(
                        command: .daily, date: theirs.date, nation: theirs.segment.nation, films: theirs.segment.films,
                        region: theirs.segment.region, format: theirs.format, offline: theirs.common.offline),
                    "\(arguments)")
                XCTAssertFalse(theirs.refresh)
            case .weekly:
                let theirs = try WeeklyOptions.parse(rest)
                XCTAssertEqual(
                    mine,
                    CachedRequest(
                        command: .weekly(theirs.period), date: theirs.date, nation: theirs.segment.nation,
                        films: theirs.segment.films, region: theirs.segment.region, format: theirs.format,
                        offline: theirs.common.offline), "\(arguments)")
            case .run:
                let theirs = try RunOptions.parse(rest)
                XCTAssertEqual(
                    mine,
                    CachedRequest(
                        command: .run(film: theirs.film, compare: theirs.compare), nation: theirs.segment.nation,
                        films: theirs.segment.films, region: theirs.segment.region, format: theirs.format),
                    "\(arguments)")
            case .market:
                let theirs = try MarketOptions.parse(rest)
                XCTAssertEqual(
                    mine,
                    CachedRequest(
                        command: .market(
                            year: try XCTUnwrap(theirs.year), month: theirs.month, weekends: theirs.weekends),
                        format: theirs.format, offline: theirs.common.offline), "\(arguments)")
            case .marketHolidays(let year):
                let theirs = try MarketOptions.parse(rest)
                XCTAssertTrue(theirs.holidays)
                XCTAssertEqual(year, theirs.year)
            case .forecast(let request):
                XCTAssertEqual(request, try ForecastOptions.parse(rest).request, "\(arguments)")
            }
        }
        XCTAssertGreaterThan(accepted, 150, "too few lists accepted for the comparison to mean anything")
    }

    /// `market --holidays [--year YYYY]`: what the small parser answers, the app's parser reads the same; what it
    /// leaves to the app, the app refuses or reads otherwise.
    func testTheHolidaysAsTheAppReadsThem() throws {
        for arguments in [
            ["--holidays"], ["--holidays", "--year", "2018"], ["--year=2017", "--holidays", "--format", "json"],
            ["--holidays", "--format=csv", "--offline"]
        ] {
            let mine = try XCTUnwrap(CachedRequest.parse(["market"] + arguments), "\(arguments)")
            let theirs = try MarketOptions.parse(arguments)
            XCTAssertEqual(
                mine,
                CachedRequest(
                    command: .marketHolidays(year: theirs.year), format: theirs.format,
                    offline: theirs.common.offline), "\(arguments)")
        }
        for arguments in [
            ["--holidays", "--month", "1"], ["--holidays", "--weekends"], ["--holidays", "--format", "png"],
            ["--holidays", "--year", "0"], ["--holidays", "--holidays"]
        ] {
            XCTAssertNil(CachedRequest.parse(["market"] + arguments), "\(arguments)")
        }
        XCTAssertThrowsError(try MarketOptions.parse(["--holidays", "--month", "1"]))
        XCTAssertThrowsError(try MarketOptions.parse(["--holidays", "--format", "png", "--output", "a.png"]))
        XCTAssertThrowsError(try MarketOptions.parse(["--month", "1"]))
    }
}
