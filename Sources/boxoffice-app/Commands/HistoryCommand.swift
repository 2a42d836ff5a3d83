import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation

/// `boxoffice history --from DAY [--to DAY]`: fills the local history with the daily charts of a range,
/// within the daily request budget. Days already settled in the cache cost no request.
/// `boxoffice history --movie TITLE|CODE`: exactly the days a film's run misses, as its window's Fill does.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: tr("Fill the local history with the daily charts of a range of days."),
        discussion: tr(
            "Asks KOBIS only for days not saved (or not settled yet), at most 4 requests a second, and stops at the daily request budget (2,500 KOBIS requests a Korea-time day; BOXOFFICE_DAILY_BUDGET overrides), exiting with status 3; run it again after midnight in Korea to go on. Progress goes to stderr."
        ))

    /// Stopped at the budget: nothing failed, and the rest is for tomorrow.
    static let budgetStatus: Int32 = 3

    @Option(help: .tr("The first day (YYYY-MM-DD)."))
    var from: String?

    @Option(help: .tr("A film's title or KOBIS code: fill only the days its run misses."))
    var movie: String?

    @Option(help: .tr("The last day (YYYY-MM-DD); default: yesterday in Korea. Days after yesterday are left out."))
    var to: String?

    @OptionGroup var segment: SegmentOptions

    @Flag(
        help: .tr(
            "Also fill Korean films' chart of the same days (for the market's Korean share), within the same budget."))
    var koreanToo = false

    func run() throws {
        if let movie {
            guard from == nil, to == nil else {
                CommandSupport.usageError(tr("Give either --movie or --from, not both."))
            }
            return try fillFilm(movie)
        }
        guard let from else {
            CommandSupport.usageError(tr("Give --from DAY (the first day to fill) or --movie TITLE|CODE."))
        }
        let first = try CommandSupport.parseDay(from)
        let last = try to.map(CommandSupport.parseDay)
        if let last, last < first { CommandSupport.usageError(tr("The first day is after the last.")) }
        let segment = segment
        let koreanToo = koreanToo
        if koreanToo, segment.nation != nil || segment.films != nil || segment.region != nil {
            CommandSupport.usageError(
                tr("--korean-too adds Korean films to the whole market's fill: give no segment with it."))
        }
        // Ten years at 4 requests a second take about four hours; the budget stops it long before.
        try CommandSupport.run(timeout: 86_400) {
            let services = AppServices.forCommand(offline: false)
            guard !services.charts.isSampleMode else { throw BoxOfficeError.noKey(service: .kobis) }
            let (resolved, _) = await segment.resolve(services.charts)
            let latest = services.charts.latestDay
            guard first <= latest else { throw BoxOfficeError.dayNotAvailable(day: first, latest: latest) }
            // With --korean-too each day's Korean chart follows its whole-market chart, in the one job.
            let job = FillJob(first: first, last: last ?? latest, segment: resolved, koreanToo: koreanToo)
                .clamped(to: latest)
            try await Self.fill(job, services: services)
        }
    }

    /// The film's missing days (the ones its run and its window count), found in the history without a request.
    private func fillFilm(_ asked: String) throws {
        let segment = segment
        try CommandSupport.run(timeout: 86_400) {
            let services = AppServices.forCommand(offline: false)
            guard !services.charts.isSampleMode else { throw BoxOfficeError.noKey(service: .kobis) }
            let (resolved, _) = await segment.resolve(services.charts)
            let code = try RunLookup.find(asked, segment: resolved, history: services.history).resolved()
            guard let run = services.history?.run(movieCode: code, segment: resolved) else {
                CommandSupport.printError(
                    "boxoffice: "
                        + tr(
                            "The history has no day of {code} yet, so its run is not known; boxoffice history --from DAY fills a range.",
                            ["code": code]))
                throw ExitCode(CommandSupport.noNumbersStatus)
            }
            guard
                let job = FillJob(days: run.missingDays, segment: resolved, movieCode: code, title: run.title)?
                    .clamped(to: services.charts.latestDay)
            else {
                print(
                    tr(
                        "The history holds every day of {title}'s run ({days} days).",
                        ["title": run.title, "days": String(run.days.count)]))
                return
            }
            try await Self.fill(job, services: services)
        }
    }

    @MainActor private static func fill(_ job: FillJob, services: AppServices) async throws {
        services.historyFill.waitForOther = {
            CommandSupport.printError(
                "boxoffice: " + tr("Another BoxOffice is filling history now; waiting for it to finish."))
        }
        let printer = FillProgressPrinter(interactive: isatty(STDERR_FILENO) != 0)
        services.historyFill.observe { printer.show($0) }
        let end = await services.historyFill.run(job)
        printer.finish()
        try report(end, counter: services.requestCounter)
    }

    @MainActor static func report(_ end: FillProgress, counter: RequestCounter) throws {
        switch end.phase {
        case .finished:
            let values = [
                "done": String(end.done), "total": String(end.total), "first": end.job.first.iso,
                "last": end.job.last.iso,
                "fetched": String(end.fetched), "saved": String(end.done - end.fetched),
                "count": NumberFormatting.grouped(Int64(counter.todayCount)),
                "budget": NumberFormatting.grouped(Int64(counter.budget))
            ]
            // Two counts, two plural forms: the days (or charts), then the requests.
            let requests = trPlural(
                "{count} KOBIS request today (budget {budget}).", "{count} KOBIS requests today (budget {budget}).",
                count: counter.todayCount, values)
            guard !end.job.koreanToo else {
                return print(
                    tr(
                        "History holds {done} of {total} charts (the whole market and Korean films) from {first} to {last}: {fetched} fetched, {saved} already saved;",
                        values) + " " + requests)
            }
            let days = trPlural(
                "History holds {done} of {total} day from {first} to {last}: {fetched} fetched, {saved} already saved;",
                "History holds {done} of {total} days from {first} to {last}: {fetched} fetched, {saved} already saved;",
                count: end.total, values)
            print(days + " " + requests)
        case .budgetReached:
            CommandSupport.printError("boxoffice: \(end.sentence ?? counter.budgetSentence).")
            throw ExitCode(budgetStatus)
        case .failed, .cancelled, .paused, .running:
            let sentence = end.sentence ?? tr("The history fill stopped")
            CommandSupport.printError("boxoffice: \(sentence).")
            throw ExitCode(1)
        }
    }
}
