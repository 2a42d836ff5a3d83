import BoxOfficeCore

extension HistoryStore {
    /// The holiday periods of `year` up to `latest`, each against the same holiday in the years before it that
    /// history holds: only the periods' days are read.
    /// `temporary`: the declared temporary holidays (the shipped table by default).
    public func holidays(
        year: Int, latest: Day, temporary: TemporaryHolidays = ShippedCalendar.temporaryHolidays
    ) -> [HolidayFigures] {
        guard let end = Day(year: year, month: 12, day: 31).map({ min($0, latest) }) else { return [] }
        return holidayYears(latest: end, temporary: temporary).first { $0.first?.period.year == year } ?? []
    }

    /// Every year's holiday periods from the first year history holds to `latest`'s (latest first), each against
    /// the years before; read from 2003, KOBIS's first year, period by period.
    public func holidayYears(
        latest: Day, temporary: TemporaryHolidays = ShippedCalendar.temporaryHolidays
    ) -> [[HolidayFigures]] {
        guard latest.year >= 2003 else { return [] }
        let rows = (2003...latest.year).flatMap { y in
            HolidayPeriod.periods(in: y, temporary: temporary).filter { $0.first <= latest }.flatMap { period in
                self.rows(from: period.first, to: min(period.last, latest))
            }
        }
        return HolidayFigures.years(rows: rows, latest: latest, temporary: temporary)
    }
}
