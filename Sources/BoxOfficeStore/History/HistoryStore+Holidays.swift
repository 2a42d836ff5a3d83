import BoxOfficeCore

extension HistoryStore {
    /// The holiday periods of `year` up to `latest`, each against the same holiday in the years before it that
    /// history holds (from 2003, KOBIS's first year): only the periods' days are read.
    public func holidays(year: Int, latest: Day) -> [HolidayFigures] {
        guard let end = Day(year: year, month: 12, day: 31).map({ min($0, latest) }), year >= 2003 else { return [] }
        let rows = (2003...year).flatMap { y in
            HolidayPeriod.periods(in: y).filter { $0.first <= end }.flatMap { period in
                self.rows(from: period.first, to: min(period.last, end))
            }
        }
        return HolidayFigures.years(rows: rows, latest: end).first { $0.first?.period.year == year } ?? []
    }
}
