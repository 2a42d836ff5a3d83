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
    }

    public static func load(configuration: AppConfiguration, history: HistoryStore?) -> Loaded {
        // For meson-helpers/benchmark-forecast.sh: each part's time inside the process.
        let lap = PhaseTrace("BOXOFFICE_TRACE_FORECAST").lap
        // The merged library cached in one file beside the database, while the history and shipped file are as
        // it was made from (`ReferenceLibraryCache`); else read, merged and cached again.
        let cache = history.flatMap { ReferenceLibraryCache(history: $0, shipped: configuration.referenceRunsFile) }
        lap("read the history's change counter")
        if let cache, let library = cache.read() {
            lap("read \(library.entries.count) runs from the cached library")
            return Loaded(library: library, history: history, cached: (cache, configuration.referenceRunsFile))
        }
        let saved = history?.referenceRuns() ?? (runs: [], through: nil, days: .none)
        lap("read \(saved.runs.count) runs from the history")
        let shipped = ShippedReferenceRuns.load(configuration.referenceRunsFile)
        lap("read \(shipped?.runs.count ?? 0) shipped runs")
        let library = ReferenceLibrary(shipped: shipped, history: saved.runs, historyDays: saved.days)
        lap("merged them")
        cache?.write(library)
        lap("cached the library")
        return Loaded(library: library, history: history)
    }

    /// Prints the answer; a refusal is one sentence on stderr and status 2, a mistake status 64. Returns the
    /// forecast when `format` is png (the caller draws it), else nil.
    @discardableResult
    public static func print(_ request: ForecastRequest, _ loaded: Loaded) throws -> (FilmForecast, String)? {
        if let problem = request.problem { CommandSupport.usageError(problem) }
        let language = Translations.displayLanguage
        if request.backtest {
            let from = request.from.flatMap(CommandSupport.validDay) ?? Day(year: 2018, month: 1, day: 1)
            let to = request.to.flatMap(CommandSupport.validDay) ?? loaded.library.latestDay
            guard let from, let to else { throw refuse(tr("There are no runs to measure.")) }
            let backtest = ForecastBacktest(library: loaded.library, from: from, to: to, atDay: request.atDay ?? 7)
            Swift.print(request.format == .json ? ForecastOutput.json(backtest) : ForecastOutput.table(backtest))
            return nil
        }
        let code = try lookUp(request.film ?? "", loaded)
        let saved = loaded.history?.breakEven(movieCode: code)
        let breakEven = request.breakEven.flatMap(ForecastRequest.admissions) ?? saved
        if let breakEven, request.breakEven != nil { loaded.history?.setBreakEven(breakEven, movieCode: code) }
        let started = DispatchTime.now().uptimeNanoseconds
        let result = Forecaster(library: loaded.library(for: code)).forecast(
            movieCode: code, asOf: request.asOf.flatMap(CommandSupport.validDay), atDay: request.atDay,
            breakEven: breakEven)
        if getenv("BOXOFFICE_TRACE_FORECAST").map({ String(cString: $0) }) == "1" {
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            CommandSupport.printError(String(format: "boxoffice: forecast in %.3f ms", ms))
        }
        let forecast: FilmForecast
        switch result {
        case .success(let f): forecast = f
        case .failure(let refusal): throw refuse(refusal.sentence)
        }
        switch request.format {
        case .json: Swift.print(ForecastOutput.json(forecast))
        case .png: return (forecast, code)
        default: Swift.print(ForecastOutput.table(forecast, language: language))
        }
        return nil
    }

    /// The film's code: a code as given, else a title in the history's films or the shipped runs.
    static func lookUp(_ text: String, _ loaded: Loaded) throws -> String {
        let found = RunLookup.find(text, segment: .everything, history: loaded.history)
        guard case .none(let asked) = found else { return try found.resolved() }
        let key = RunLookup.matchKey(asked)
        var seen = Set<String>()
        let shipped = loaded.library.entries.map(\.run).filter { seen.insert($0.movieCode).inserted }
        let matching = shipped.filter { RunLookup.matchKey($0.title).contains(key) }
        let exact = matching.filter { RunLookup.matchKey($0.title) == key }
        let films = (exact.isEmpty ? matching : exact).prefix(RunLookup.limit).map {
            HistoryStore.Film(
                movieCode: $0.movieCode, title: $0.title, openDate: $0.openDate, lastDay: $0.lastDay,
                audienceTotal: $0.finalTotal)
        }
        switch films.count {
        case 0: throw refuse(ForecastRefusal.noDays(title: nil).sentence)
        case 1: return films[0].movieCode
        default: return try RunLookup.several(asked: asked, Array(films)).resolved()
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
