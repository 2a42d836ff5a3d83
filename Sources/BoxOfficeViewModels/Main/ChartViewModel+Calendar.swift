import BoxOfficeCore
import BoxOfficeService

/// What the calendar shows: the days that can be picked and the days history holds.
extension ChartViewModel {
    /// The days from `first` to `last` whose daily chart (in the chart's segment) history holds, for the
    /// calendar's marks; empty without a key (the sample keeps no history).
    public func savedDays(from first: Day, to last: Day) -> Set<Day> {
        guard !repository.isSampleMode else { return [] }
        return repository.history?.knownDays(from: first, to: last, segment: segment) ?? []
    }

    /// What the calendar offers: days up to the latest, or only the sample's days. A weekly kind offers
    /// every day of the weeks it can show (a picked day stands for its week's period).
    public var selectableDays: SelectableDays {
        guard kind.isWeekly else { return SelectableDays(latest: latestDay, only: repository.sampleDays) }
        let weekOf = { (period: ChartPeriod) in
            (0...6).map { ChartPeriod(.week, containing: period.first).first.adding(days: $0) }
        }
        let latest = repository.latestPeriod(kind)
        return SelectableDays(
            latest: weekOf(latest).last ?? latest.last,
            only: repository.samplePeriods(kind).flatMap(weekOf))
    }
}
