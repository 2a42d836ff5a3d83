import BoxOfficeCore
import BoxOfficeStore

/// Which films' details a fill asks for, day by day, and how many requests they still cost: each film its
/// days name that has no saved details, once, after the first day naming it. The kept days' films are known
/// before the fill starts; the days to fetch bring theirs as they come, estimated until then (`FillPrice`).
struct DetailsPlan {
    private let store: HistoryStore?
    /// Each kept day's films lacking details that no earlier day of the job names.
    private var planned: [Day: [String]] = [:]
    /// Planned films not asked for yet.
    private var pending: Set<String> = []
    private var asked: Set<String> = []
    /// The new films each day still to fetch should bring.
    private var estimates: [Day: Double] = [:]

    /// `needed`: the charts the fill fetches (the others are kept and read from history).
    init(job: FillJob, needed: Set<ChartQuery>, store: HistoryStore?) {
        self.store = store
        guard let store else { return }
        let byDay = store.filmsByDay(from: job.first, to: job.last, segment: job.segment)
        var seen = Set<String>()
        var firstMet: [Day: [String]] = [:]
        for day in job.days where !needed.contains(job.filmsQuery(day)) {
            firstMet[day] = (byDay[day] ?? []).filter { seen.insert($0).inserted }
        }
        let lacking = Set(store.filmsLackingDetails(job.days.flatMap { firstMet[$0] ?? [] }))
        planned = firstMet.mapValues { $0.filter(lacking.contains) }
        pending = lacking
        let toFetch = job.days.filter { needed.contains(job.filmsQuery($0)) }
        let kept = store.knownDays(
            from: job.first.adding(days: -1), to: job.last.adding(days: 1), segment: job.segment)
        estimates = FillPrice.expectedNewFilms(toFetch: toFetch, saved: kept)
    }

    /// Details requests still to make: the planned films', and the estimate of the days still to fetch.
    var left: Int {
        let estimated = estimates.values.reduce(0, +)
        return pending.count + max(0, Int((estimated - 1e-9).rounded(.up)))
    }

    /// The films of a kept `day` to ask details for.
    func films(of day: Day) -> [String] { (planned[day] ?? []).filter { pending.contains($0) } }

    /// `day`'s chart came, naming `films`: those lacking details and not asked yet are to ask for now, no longer
    /// estimated (counted in `left` until asked).
    mutating func fetched(_ day: Day, films: [String]) -> [String] {
        estimates[day] = nil
        let codes = (store?.filmsLackingDetails(films) ?? []).filter { !asked.contains($0) }
        pending.formUnion(codes)
        return codes
    }

    mutating func asked(_ code: String) {
        asked.insert(code)
        pending.remove(code)
    }
}
