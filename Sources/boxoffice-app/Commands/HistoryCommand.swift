import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation

/// `boxoffice history --from DAY [--to DAY]`: fills the local history with the daily charts of a range,
/// within the daily request budget. Days already settled in the cache cost no request.
/// `boxoffice history --film TITLE|CODE`: exactly the days a film's run misses, as its window's Fill does.
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

    @Option(name: .customLong("movie"), help: .tr("A film's title or KOBIS code: fill only the days its run misses."))
    var film: String?

    @Option(help: .tr("The last day (YYYY-MM-DD); default: yesterday in Korea. Days after yesterday are left out."))
    var to: String?

    @OptionGroup var segment: SegmentOptions

    @Flag(
        help: .tr(
            "Also fill Korean films' chart of the same days (for the market's Korean share), within the same budget."))
    var koreanToo = false

    @Flag(
        help: .tr(
            "Only the details (distributor, nations, genres) of the saved days' films that have none, and no chart. Every fill saves them for the days it covers."
        ))
    var detailsOnly = false

    func run() throws {
        if let film {
            guard from == nil, to == nil else {
                CommandSupport.usageError(tr("Give either --movie or --from, not both."))
            }
            return try fillFilm(film)
        }
        guard let from else {
            CommandSupport.usageError(tr("Give --from DAY (the first day to fill) or --movie TITLE|CODE."))
        }
        let first = try CommandSupport.parseDay(from)
        let last = try to.map(CommandSupport.parseDay)
        if let last, last < first { CommandSupport.usageError(tr("The first day is after the last.")) }
        let segment = segment
        let koreanToo = koreanToo
        let detailsOnly = detailsOnly
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
            var job = FillJob(first: first, last: last ?? latest, segment: resolved, koreanToo: koreanToo)
                .clamped(to: latest)
            job.detailsOnly = detailsOnly
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
                let values = ["title": run.title, "days": String(run.days.count), "outside": String(run.outsideCount)]
                print(
                    run.outsideCount > 0
                        ? tr(
                            "The history holds every day of {title}'s run ({days} days; not in the top 10 on {outside} of them).",
                            values)
                        : tr("The history holds every day of {title}'s run ({days} days).", values))
                return
            }
            try await Self.fill(job, services: services)
            // The days KOBIS answered without the film (or empty) are days it was not in the top 10: said, as `run`
            // and the film's window say them.
            guard let after = services.history?.run(movieCode: code, segment: resolved), after.outsideCount > 0 else {
                return
            }
            let values = [
                "title": after.title, "outside": String(after.outsideCount), "days": String(after.days.count),
                "missing": String(after.missingDays.count)
            ]
            print(
                tr(
                    "{title}: not in the top 10 on {outside} of its {days} days, {missing} missing.", values))
        }
    }

    @MainActor private static func fill(_ job: FillJob, services: AppServices) async throws {
        services.historyFill.waitForOther = {
            CommandSupport.printError(
                "boxoffice: " + tr("Another BoxOffice is filling history now; waiting for it to finish."))
        }
        let printer = FillProgressPrinter(interactive: isatty(STDERR_FILENO) != 0)
        let fill = services.historyFill
        fill.changes.observe { [weak fill] _ in if let p = fill?.progress { printer.show(p) } }
        let end = await services.historyFill.run(job)
        printer.finish()
        try report(end, counter: services.requestCounter)
    }

    @MainActor static func report(_ end: FillProgress, counter: RequestCounter) throws {
        switch end.phase {
        case .finished:
            print(finished(end, counter: counter))
        case .budgetReached:
            CommandSupport.printError("boxoffice: \(end.sentence ?? counter.budgetSentence).")
            throw ExitCode(budgetStatus)
        case .failed, .cancelled, .paused, .running:
            let sentence = end.sentence ?? tr("The history fill stopped")
            CommandSupport.printError("boxoffice: \(sentence).")
            throw ExitCode(1)
        }
    }

    /// The last line of a finished fill: the charts, then the films' details it saved.
    @MainActor static func finished(_ end: FillProgress, counter: RequestCounter) -> String {
        let charts = chartsSentence(end, counter: counter)
        guard end.detailsAsked > 0 || end.job.detailsOnly else { return charts }
        let values = [
            "saved": NumberFormatting.grouped(Int64(end.detailsFetched)),
            "failed": NumberFormatting.grouped(Int64(end.detailsAsked - end.detailsFetched)),
            "count": NumberFormatting.grouped(Int64(counter.todayCount)),
            "budget": NumberFormatting.grouped(Int64(counter.budget))
        ]
        let details =
            end.detailsAsked == end.detailsFetched
            ? trPlural(
                "{saved} film's details saved", "{saved} films' details saved", count: end.detailsFetched, values)
            : trPlural(
                "{saved} film's details saved, {failed} not answered (a later fill asks again)",
                "{saved} films' details saved, {failed} not answered (a later fill asks again)",
                count: end.detailsFetched, values)
        guard end.job.detailsOnly else { return charts + " " + details + "." }
        return details + "; " + requests(counter, values)
    }

    @MainActor private static func chartsSentence(_ end: FillProgress, counter: RequestCounter) -> String {
        let values = [
            "done": String(end.done), "total": String(end.total), "first": end.job.first.iso,
            "last": end.job.last.iso,
            "fetched": String(end.fetched), "saved": String(end.done - end.fetched),
            "count": NumberFormatting.grouped(Int64(counter.todayCount)),
            "budget": NumberFormatting.grouped(Int64(counter.budget))
        ]
        // Two counts, two plural forms: the days (or charts), then the requests.
        guard !end.job.koreanToo else {
            return tr(
                "History holds {done} of {total} charts (the whole market and Korean films) from {first} to {last}: {fetched} fetched, {saved} already saved;",
                values) + " " + requests(counter, values)
        }
        let days = trPlural(
            "History holds {done} of {total} day from {first} to {last}: {fetched} fetched, {saved} already saved;",
            "History holds {done} of {total} days from {first} to {last}: {fetched} fetched, {saved} already saved;",
            count: end.total, values)
        return days + " " + requests(counter, values)
    }

    /// "{count} KOBIS requests today (budget {budget})."
    @MainActor private static func requests(_ counter: RequestCounter, _ values: [String: String]) -> String {
        trPlural(
            "{count} KOBIS request today (budget {budget}).", "{count} KOBIS requests today (budget {budget}).",
            count: counter.todayCount, values)
    }
}
