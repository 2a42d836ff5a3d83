import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `forecast` prints: a film's forecast or the backtest, from the shipped runs and the history only
/// (no request). Both executables answer through here.
public enum ForecastPrinting {
    /// The runs a forecast learns from and the film looked up, loaded before anything is printed.
    public struct Loaded {
        public let library: ReferenceLibrary
        public let history: HistoryStore?
        /// Set when the library was read from the cache file: what remakes it.
        var cached: (cache: ReferenceLibraryCache, shipped: URL?)?
        /// The file the library is cached in, read from or just written (nil: the history is in memory).
        var cache: ReferenceLibraryCache?
        /// The latest day KOBIS has a chart of (yesterday in Korea, by the configuration's clock).
        var latest: Day?

        /// The history ends on `historyEnds` before the latest day: the days after it are unknown. (A history
        /// up to the latest day does not stop: the film is forecast as of it, as it would be anyway.)
        public func stops(_ historyEnds: Day?) -> Bool {
            guard let historyEnds, let latest else { return false }
            return historyEnds < latest
        }

        /// "boxoffice history --from 2025-10-01 --to 2025-10-12 fills the 12 missing days (about 22 KOBIS
        /// requests)." when the history stops (or has a gap) after `historyEnds` before the latest day; nil
        /// otherwise. The cost is that command's, as the window's Fill prices it (`FillPrice`): the charts and the
        /// details of the films they should bring.
        func fillHint(after historyEnds: Day?) -> String? {
            guard stops(historyEnds), let historyEnds, let latest, let history else { return nil }
            let from = historyEnds.adding(days: 1)
            let saved = history.knownDays(from: from, to: latest)
            let missing = from.through(latest).filter { !saved.contains($0) }
            guard let first = missing.first, let last = missing.last else { return nil }
            let price = history.fillPrice(FillJob(first: first, last: last))
            return trPlural(
                "boxoffice history --from {from} --to {to} fills the {count} missing day (about {requests} KOBIS requests).",
                "boxoffice history --from {from} --to {to} fills the {count} missing days (about {requests} KOBIS requests).",
                count: missing.count,
                [
                    "from": first.iso, "to": last.iso, "count": NumberFormatting.grouped(Int64(missing.count)),
                    "requests": NumberFormatting.grouped(Int64(price.requests))
                ])
        }

        /// The library to forecast `code` from: the film's own rows come from the history, and a cached library
        /// that does not hold them as they are now (a file behind the history) is made again from everything.
        func library(for code: String) -> ReferenceLibrary {
            guard let cached, let history else { return library }
            let runs = ReferenceRun.runs(movieCode: code, rows: history.rows(movieCode: code), known: library.known)
            guard !library.holds(runs) else { return library }
            let merged = ReferenceLibrary.merge(shipped: cached.shipped, history: history)
            cached.cache.write(merged)
            return merged
        }

        /// Caches the past forecasts `forecaster` worked out for its ranges with its library, so the next
        /// forecast reads them instead (`ReferenceLibrary.pastForecasts`); nothing when none was new.
        func keepPastForecasts(of forecaster: Forecaster) {
            guard let cache, var library = forecaster.libraryWithNewPastForecasts() else { return }
            // A part of the cached library is written back as the whole one with them (rarely: the first
            // forecast at a D-number).
            if library.part != nil {
                guard let whole = cache.read() else { return }
                library = whole.withPastForecasts(of: library)
            }
            cache.write(library)
        }
    }

    /// `film`: the code of the one film to forecast, when the request names it by its code (not a title to look
    /// up, not the backtest): then only the part of the cached library its forecasts can use is decoded
    /// (`ReferenceLibrary.part`).
    public static func load(configuration: AppConfiguration, history: HistoryStore?, film: String? = nil) -> Loaded {
        // For meson-helpers/benchmark-forecast.sh: each part's time inside the process.
        let lap = PhaseTrace("BOXOFFICE_TRACE_FORECAST").lap
        let latest = KoreanTime.latestSelectableDay(now: configuration.clock.now())
        // The merged library cached in one file beside the database, while the history and shipped file are as
        // it was made from (`ReferenceLibraryCache`); else read, merged and cached again.
        let cache = history.flatMap { ReferenceLibraryCache(history: $0, shipped: configuration.referenceRunsFile) }
        lap("read the history's change counter")
        func read(_ cache: ReferenceLibraryCache) -> ReferenceLibrary? {
            guard let film else { return cache.read() }
            return cache.read(film: film)
        }
        if let cache, let library = read(cache) {
            lap("read \(library.entries.count) runs from the cached library")
            return Loaded(
                library: library, history: history, cached: (cache, configuration.referenceRunsFile), cache: cache,
                latest: latest)
        }
        let saved = history?.referenceRuns() ?? (runs: [], through: nil, days: .none)
        lap("read \(saved.runs.count) runs from the history")
        let shipped = ShippedReferenceRuns.load(configuration.referenceRunsFile)
        lap("read \(shipped?.runs.count ?? 0) shipped runs")
        let library = ReferenceLibrary(shipped: shipped, history: saved.runs, historyDays: saved.days)
        lap("merged them")
        cache?.write(library)
        lap("cached the library")
        return Loaded(library: library, history: history, cache: cache, latest: latest)
    }

    /// What `--format png` draws (the caller draws it): a forecast, or an ended run's past forecasts.
    public enum Picture {
        case forecast(FilmForecast)
        case ended(EndedRunForecasts)
    }

    /// Prints the answer; a refusal is one sentence on stderr and status 2, a mistake status 64. Returns the
    /// picture and the film's code when `format` is png, else nil.
    /// The forecaster, and with it the library, left to the process's exit: the answer is printed by then, and
    /// freeing their thousands of arrays one by one is work for nothing.
    nonisolated(unsafe) private static var keptUntilExit: Forecaster?

    @discardableResult
    public static func print(_ request: ForecastRequest, _ loaded: Loaded) throws -> (Picture, String)? {
        if let problem = request.problem { CommandSupport.usageError(problem) }
        let language = Translations.displayLanguage
        if request.backtest {
            let from = request.from.flatMap(CommandSupport.validDay) ?? ForecastRequest.firstDayMeasured
            let to = request.to.flatMap(CommandSupport.validDay) ?? loaded.library.latestDay
            guard let from, let to else { throw refuse(tr("There are no runs to measure.")) }
            let atDay = request.atDay ?? 7
            let backtest = ForecastBacktest(library: loaded.library, from: from, to: to, atDay: atDay)
            guard backtest.all.films > 0 else {
                throw refuse(
                    tr(
                        "No film that opened {from} – {to} can be measured at D{d}: there is nothing to measure.",
                        ["from": from.iso, "to": to.iso, "d": String(atDay)]))
            }
            emit(
                request, table: { ForecastBacktestOutput.table(backtest) },
                json: { ForecastBacktestOutput.json(backtest) },
                csv: { ForecastBacktestOutput.csv(backtest) })
            return nil
        }
        let code = try lookUp(request.film ?? "", loaded)
        var breakEven = loaded.history?.breakEven(movieCode: code)
        if let asked = request.breakEvenAsked {
            loaded.history?.setBreakEven(asked, movieCode: code)
            breakEven = asked
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let forecaster = Forecaster(library: loaded.library(for: code))
        keptUntilExit = forecaster
        // An ended run gets no forecast: where it ended, and what the forecast said on its way.
        if request.asOf == nil, request.atDay == nil, let ended = forecaster.endedRun(movieCode: code) {
            loaded.keepPastForecasts(of: forecaster)
            if request.format == .png { return (.ended(ended), code) }
            emit(
                request, table: { EndedRunOutput.table(ended, language: language) },
                json: { EndedRunOutput.json(ended) },
                csv: { EndedRunOutput.csv(ended) })
            return nil
        }
        let result = forecaster.forecast(
            movieCode: code, asOf: request.asOf.flatMap(CommandSupport.validDay), atDay: request.atDay,
            breakEven: breakEven)
        loaded.keepPastForecasts(of: forecaster)
        if getenv("BOXOFFICE_TRACE_FORECAST").map({ String(cString: $0) }) == "1" {
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            CommandSupport.printError(String(format: "boxoffice: forecast in %.3f ms", ms))
        }
        let forecast: FilmForecast
        switch result {
        case .success(let f): forecast = f
        case .failure(let refusal): throw refuse(refusal.sentence)
        }
        if request.format == .png { return (.forecast(forecast), code) }
        emit(
            request,
            table: {
                ForecastOutput.table(
                    forecast, language: language, stops: loaded.stops(forecast.historyEnds),
                    fill: loaded.fillHint(after: forecast.historyEnds))
            },
            json: { ForecastOutput.json(forecast) }, csv: { ForecastOutput.csv(forecast) })
        return nil
    }

    private static func emit(
        _ request: ForecastRequest, table: () -> String, json: () -> String, csv: () -> String
    ) {
        switch request.format {
        case .json: Swift.print(json())
        case .csv: Swift.print(CommandSupport.csv(csv(), bom: request.bom), terminator: "")
        default: Swift.print(table())
        }
    }

    /// The film's code: a code as given, else a title among the history's films and the shipped runs' (a title
    /// typed in full wins over the longer ones holding it, as `RunLookup` does).
    static func lookUp(_ text: String, _ loaded: Loaded) throws -> String {
        if let code = RunLookup.code(text) { return code }
        let key = RunLookup.matchKey(text)
        guard !key.isEmpty else { return try RunLookup.empty.resolved() }
        let saved = loaded.history?.films(matching: text, segment: .everything, limit: RunLookup.limit) ?? []
        var seen = Set(saved.map(\.movieCode))
        let shipped = loaded.library.entries.map(\.run).filter {
            RunLookup.matchKey($0.title).contains(key) && seen.insert($0.movieCode).inserted
        }.map {
            HistoryStore.Film(
                movieCode: $0.movieCode, title: $0.title, openDate: $0.openDate, lastDay: $0.lastDay,
                audienceTotal: $0.finalTotal)
        }
        let matching = saved + shipped
        let exact = matching.filter { RunLookup.matchKey($0.title) == key }
        let films = (exact.isEmpty ? matching : exact).prefix(RunLookup.limit)
        switch films.count {
        case 0: throw refuse(ForecastRefusal.noDays(title: nil).sentence)
        case 1: return films[films.startIndex].movieCode
        default: return try RunLookup.several(asked: text, Array(films)).resolved()
        }
    }

    private static func refuse(_ sentence: String) -> ExitCode {
        CommandSupport.printError("boxoffice: " + sentence)
        return ExitCode(CommandSupport.noNumbersStatus)
    }
}

extension ReferenceLibrary {
    /// The last ranked day of any run it holds.
    var latestDay: Day? { entries.map(\.run.lastDay).max() }
}
