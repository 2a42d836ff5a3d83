import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `market` prints: a year's, a month's or the weekends' market from the local history only (no
/// request); a period history holds no day of is one sentence and status 2, as for an empty day.
public enum MarketPrinting {
    /// What history answered, read before anything is printed, so a caller can still hand the arguments on.
    public enum Loaded: Sendable {
        /// `lackingDetails`: how many of the period's films have no saved details (so no distributor);
        /// `forecasts`: the films still in the chart on the period's last day, by code (`MarketForecasts`).
        /// `titles` (here and below): the films' English titles from their saved details when the display
        /// language is English (KOBIS's charts name films in Korean only); the table shows them.
        case period(
            MarketReport, distributors: [String: [String]], lackingDetails: Int, forecasts: [String: FilmForecast],
            titles: [String: String])
        case weekends(year: Int, [Weekend], titles: [String: String])
        /// `boxoffice market --holidays`: the periods, oldest year first; `titles`: the #1s' English titles from
        /// their saved details when the display language is English.
        case holidays([HolidayFigures], titles: [String: String])
        /// History holds no day of the period, or the period has not begun: the sentence saying which.
        case nothing(String)
    }

    /// `distributors`: read the films' saved details for their distributors (the CSV shows none: 280 reads saved).
    /// `shippedRuns`: the shipped reference runs, for the forecasts of the films still in the chart.
    public static func load(
        year: Int, month: Int?, weekends: Bool, history: HistoryStore?, now: Date, distributors: Bool = true,
        shippedRuns: URL? = nil
    ) -> Loaded {
        let latest = KoreanTime.yesterday(now: now)
        let trace = getenv("BOXOFFICE_TRACE_MARKET").map { String(cString: $0) } == "1"
        let started = DispatchTime.now().uptimeNanoseconds
        if weekends {
            let list = history?.weekends(year: year, latest: latest) ?? []
            traced(trace, started, "the weekends of \(year)")
            return list.contains { $0.daysCovered > 0 }
                ? .weekends(
                    year: year, list, titles: displayTitles(list.compactMap(\.number1?.movieCode), history: history))
                : .nothing(nothing(year: year, month: nil, latest: latest))
        }
        let none = Loaded.nothing(nothing(year: year, month: month, latest: latest))
        guard let period = MarketPeriod(year: year, month: month, latest: latest), let history else { return none }
        let read = history.marketRows(period)
        traced(trace, started, "the rows")
        let computing = DispatchTime.now().uptimeNanoseconds
        let report = read.report(period)
        traced(trace, computing, "the market of \(period.label) from them")
        traced(trace, started, "the market of \(period.label)")
        guard !report.isEmpty else { return none }
        guard distributors else {
            return .period(report, distributors: [:], lackingDetails: 0, forecasts: [:], titles: [:])
        }
        let codes = report.films.map(\.movieCode)
        let forecasts = MarketForecasts.forecasts(report.films) {
            ReferenceLibrary.load(shipped: shippedRuns, history: history)
        }
        return .period(
            report, distributors: history.distributors(of: codes),
            lackingDetails: history.countFilmsLackingDetails(codes), forecasts: forecasts,
            titles: displayTitles(codes + report.numberOnes.map(\.movieCode), history: history))
    }

    /// The holiday periods of `year` (every year the history holds when nil), each against the years before.
    public static func loadHolidays(year: Int?, history: HistoryStore?, now: Date) -> Loaded {
        let latest = KoreanTime.yesterday(now: now)
        let years = history?.holidayYears(latest: latest) ?? []
        let chosen = years.reversed().flatMap { $0 }.filter { year == nil || $0.period.year == year }
        guard chosen.contains(where: { $0.daysCovered > 0 }) else {
            return .nothing(
                year.map { nothing(year: $0, month: nil, latest: latest) }
                    ?? tr("The history holds no day of any holiday; boxoffice history --from DAY --to DAY fills it."))
        }
        return .holidays(chosen, titles: displayTitles(chosen.compactMap(\.numberOne?.movieCode), history: history))
    }

    /// The English titles of `codes` from their saved details when the display language is English; none else.
    public static func displayTitles(_ codes: [String], history: HistoryStore?) -> [String: String] {
        guard Translations.displayLanguage == .english, let history, !codes.isEmpty else { return [:] }
        return history.englishTitles(of: Array(Set(codes)))
    }

    /// `bom`: the CSV begins with a byte order mark (`--bom`).
    public static func print(_ loaded: Loaded, format: ChartFormat, bom: Bool = false) throws {
        let language = Translations.displayLanguage
        switch loaded {
        case .nothing(let sentence):
            CommandSupport.printError("boxoffice: " + sentence)
            throw ExitCode(CommandSupport.noNumbersStatus)
        case let .weekends(year, list, titles):
            let output = WeekendOutput(year: year, weekends: list, language: language, titles: titles)
            emit(format, bom: bom, table: output.table, json: output.json, csv: output.csv)
        case let .holidays(list, titles):
            let output = HolidayOutput(holidays: list, language: language, titles: titles)
            emit(format, bom: bom, table: output.table, json: output.json, csv: output.csv)
        case let .period(report, distributors, lacking, forecasts, titles):
            let output = MarketOutput(
                report: report, distributors: distributors, lackingDetails: lacking, forecasts: forecasts,
                language: language, titles: titles)
            emit(format, bom: bom, table: output.table, json: output.json, csv: output.csv)
        }
    }

    /// Why a year or a month has no market: it has not begun by `latest` (yesterday in Korea), or history holds
    /// none of its days. The period as the user wrote it ("2018-01"), worded in Korean as "2018년 1월".
    static func nothing(year: Int, month: Int?, latest: Day) -> String {
        let values = [
            "period": month.map { Day.padded(year, 4) + "-" + Day.padded($0, 2) } ?? String(year),
            "year": String(year), "month": month.map(String.init) ?? "", "day": latest.iso
        ]
        let begun = Day(year: year, month: month ?? 1, day: 1).map { $0 <= latest } ?? true
        switch (begun, month) {
        case (false, nil): return tr("{year} has not come yet: the newest day KOBIS has is {day}.", values)
        case (false, _): return tr("{period} has not come yet: the newest day KOBIS has is {day}.", values)
        case (true, nil):
            return tr("The history holds no day of {year}; boxoffice history --from DAY --to DAY fills it.", values)
        case (true, _):
            return tr("The history holds no day of {period}; boxoffice history --from DAY --to DAY fills it.", values)
        }
    }

    private static func emit(
        _ format: ChartFormat, bom: Bool, table: () -> String, json: () -> String, csv: () -> String
    ) {
        switch format {
        case .table: Swift.print(table())
        case .json: Swift.print(json())
        case .csv: Swift.print(CommandSupport.csv(csv(), bom: bom), terminator: "")
        case .png: break  // drawn by boxoffice-app into --output's file
        }
    }

    /// For meson-helpers/benchmark-market.sh: the computation alone, without process start-up.
    private static func traced(_ on: Bool, _ started: UInt64, _ what: String) {
        guard on else { return }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        CommandSupport.printError("boxoffice: computed \(what) in " + String(format: "%.3f ms", ms))
    }
}
