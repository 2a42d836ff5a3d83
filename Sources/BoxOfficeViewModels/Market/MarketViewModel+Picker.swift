import BoxOfficeCore

/// What the Market view's title menu offers: the months of the shown year (in the month scope) and the years.
extension MarketViewModel {
    /// The months of the shown year that have begun, with their names ("3월", "March"); empty outside the
    /// month scope, where the menu picks a year only.
    public var monthChoices: [(month: Int, name: String)] {
        let s = selection
        guard s.scope == .month else { return [] }
        let last = s.year == s.latest.year ? s.latest.month : 12
        return (1...last).map { month in
            (month, Self.fullMonthName(month, language))
        }
    }

    /// Every year KOBIS has figures for, newest first.
    public var yearChoices: [Int] {
        selection.scope == .records ? [] : Array((MarketSelection.firstYear...selection.latest.year).reversed())
    }
}
