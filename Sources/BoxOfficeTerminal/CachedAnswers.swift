import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// `boxoffice daily`, `weekly`, `run`, `market`, `forecast`, `records` and `coming` (once the day's pages are
/// settled) answered from what this machine has saved, by the small `boxoffice` executable that loads
/// neither GTK nor GLib nor libsoup: a settled chart from the disk cache, the sample without a key, a
/// film's run from the history, the film list's fresh pages. The rules are `SavedCharts`', the
/// same the app's repository asks first, and the printing is the app's own. Whatever needs more (a
/// request, a region only KOBIS's list names, help, a mistake to explain) is nil: the caller then hands
/// the same arguments to `boxoffice-app`, which answers as it always has.
public enum CachedAnswers {
    /// The exit status once the answer is printed; nil when it is not this process's to give.
    public static func answer(_ arguments: [String]) -> Int32? {
        guard let request = CachedRequest.parse(arguments), let (segment, region) = request.bundledSegment else {
            return nil
        }
        switch request.command {
        case .daily, .weekly:
            guard let kind = request.command.chartKind, let requested = day(request.date),
                let saved = savedCharts(offline: request.offline)
            else { return nil }
            let query = ChartQuery(period: saved.period(kind, containing: requested), segment: segment)
            return print(query, region: region, format: request.format, from: saved)
        case .run(let film, let compare):
            guard let cache = diskCache() else { return nil }
            let loaded = RunPrinting.load(
                [film] + (compare.map { [$0] } ?? []), segment: segment,
                history: HistoryStore(database: cache.database))
            guard !sawProblem else { return nil }
            return status { try RunPrinting.print(loaded, format: request.format) }
        case .forecast(let forecast):
            guard let configuration = configuration(), let cache = diskCache(configuration) else { return nil }
            let loaded = ForecastPrinting.load(
                configuration: configuration, history: HistoryStore(database: cache.database),
                film: forecast.backtest ? nil : forecast.film.flatMap(RunLookup.code))
            guard !sawProblem else { return nil }
            return status { try ForecastPrinting.print(forecast, loaded) }
        case .marketHolidays(let year):
            guard let configuration = configuration(), let cache = diskCache(configuration) else { return nil }
            let loaded = MarketPrinting.loadHolidays(
                year: year, history: HistoryStore(database: cache.database), now: configuration.clock.now())
            guard !sawProblem else { return nil }
            return status { try MarketPrinting.print(loaded, format: request.format) }
        case .records:
            guard let configuration = configuration(), let cache = diskCache(configuration) else { return nil }
            let history = HistoryStore(database: cache.database)
            guard !sawProblem else { return nil }
            return status {
                try RecordsPrinting.print(configuration: configuration, history: history, format: request.format)
            }
        case .coming(let weeks):
            // With a key only: without one the app explains what the list needs.
            guard let configuration = configuration(), configuration.kobisKey != nil,
                let cache = diskCache(configuration)
            else { return nil }
            let saved = SavedCharts(
                cache: cache, sampleDirectory: configuration.sampleDirectory, hasKey: true, clock: configuration.clock,
                policy: CachePolicy(), offline: request.offline)
            guard
                let list = ComingPrinting.settled(
                    weeks: weeks, cache: cache, saved: saved, now: configuration.clock.now()), !sawProblem
            else { return nil }
            return status { try ComingPrinting.print(list.films, warnings: list.warnings, format: request.format) }
        case let .market(year, month, weekends):
            guard let configuration = configuration(), let cache = diskCache(configuration) else { return nil }
            let loaded = MarketPrinting.load(
                year: year, month: month, weekends: weekends,
                history: HistoryStore(database: cache.database), now: configuration.clock.now(),
                distributors: request.format != .csv, shippedRuns: configuration.referenceRunsFile)
            guard !sawProblem else { return nil }
            return status { try MarketPrinting.print(loaded, format: request.format) }
        }
    }

    /// `.some(nil)` when no day was given, nil when the text is not a day (the app says why).
    private static func day(_ text: String?) -> Day?? {
        guard let text else { return .some(nil) }
        return CommandSupport.validDay(text).map { .some($0) }
    }

    private static func print(_ query: ChartQuery, region: Region?, format: ChartFormat, from saved: SavedCharts)
        -> Int32?
    {
        guard (try? saved.checkAvailable(query)) != nil, let loaded = saved.immediateChart(query), !sawProblem else {
            return nil
        }
        return status { try ChartPrinting.print(loaded, query: query, region: region, format: format) }
    }

    private static func savedCharts(offline: Bool) -> SavedCharts? {
        guard let configuration = configuration(), let cache = diskCache(configuration) else { return nil }
        return SavedCharts(
            cache: cache, sampleDirectory: configuration.sampleDirectory, hasKey: configuration.kobisKey != nil,
            clock: configuration.clock, policy: CachePolicy(), offline: offline)
    }

    /// The configuration, unless its key file needs a warning (the app gives it).
    private static func configuration() -> AppConfiguration? {
        let configuration = AppConfiguration.fromEnvironment()
        return configuration.keyFileProblem == nil ? configuration : nil
    }

    private static func diskCache(_ configuration: AppConfiguration? = configuration()) -> DiskCache? {
        guard let configuration else { return nil }
        Translations.install()
        // A damaged file or a failed read is the app's to repair and to tell: nothing is printed here then,
        // and the arguments are handed on.
        openCache = try? DiskCache(directory: configuration.cacheDirectory, recoverDamaged: false) { _ in
            CachedAnswers.sawProblem = true
        }
        return openCache
    }

    /// Set by the cache's warnings (this process is single-threaded).
    nonisolated(unsafe) static var sawProblem = false

    /// Kept open until the process exits right after the answer: closing it first would only run GRDB's
    /// teardown (its notification observers cost a tenth of the answer). Every write is committed.
    nonisolated(unsafe) private static var openCache: DiskCache?

    private static func status(_ work: () throws -> Void) -> Int32 {
        do {
            try work()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            CommandSupport.printError("boxoffice: \(OutsideText.clean("\(error)", limit: 300))")
            return 1
        }
    }
}
