import BoxOfficeCore

/// What the Market view shows: a year, a month, or the weekends of a year. Pure transitions that stay
/// within the years KOBIS has figures for and never go past `latest` (yesterday in Korea); the view-model
/// runs the reads.
public struct MarketSelection: Sendable, Equatable {
    public enum Scope: String, CaseIterable, Sendable {
        case year, month, weekends, holidays, records
    }

    /// KOBIS's daily charts begin in 2003; earlier years hold nothing to show.
    public static let firstYear = 2003

    public private(set) var scope: Scope
    public private(set) var year: Int
    /// 1…12; kept while a year or its weekends are shown, so the month scope returns to it.
    public private(set) var month: Int
    public let latest: Day

    /// The default: this year to `latest`.
    public init(latest: Day, scope: Scope = .year) {
        self.init(scope: scope, year: latest.year, month: latest.month, latest: latest)
    }

    /// Any year and month, clamped to the years with figures and to `latest`.
    public init(scope: Scope, year: Int, month: Int, latest: Day) {
        self.scope = scope
        self.latest = latest
        self.year = min(max(year, Self.firstYear), latest.year)
        self.month = min(max(month, 1), 12)
        if self.year == latest.year { self.month = min(self.month, latest.month) }
    }

    /// The period a year or a month view reads; nil for the weekends.
    public var period: MarketPeriod? {
        switch scope {
        case .year: return MarketPeriod(year: year, latest: latest)
        case .month: return MarketPeriod(year: year, month: month, latest: latest)
        case .weekends, .holidays, .records: return nil
        }
    }

    public func with(_ scope: Scope) -> MarketSelection {
        MarketSelection(scope: scope, year: year, month: month, latest: latest)
    }

    /// A month bar's drill-down: that month of the shown year.
    public func drilled(into month: Int) -> MarketSelection {
        MarketSelection(scope: .month, year: year, month: month, latest: latest)
    }

    /// The year before, or the month before (across a new year).
    public var previous: MarketSelection { stepped(-1) }
    public var next: MarketSelection { stepped(1) }
    /// The newest period of the scope: this year, or `latest`'s month.
    public var newest: MarketSelection {
        MarketSelection(scope: scope, year: latest.year, month: latest.month, latest: latest)
    }

    public var canGoBack: Bool {
        guard scope != .records else { return false }
        return scope == .month ? (year, month) > (Self.firstYear, 1) : year > Self.firstYear
    }
    /// The records cover all the runs held: no year to step.
    public var canGoForward: Bool {
        guard scope != .records else { return false }
        return scope == .month ? (year, month) < (latest.year, latest.month) : year < latest.year
    }
    public var isNewest: Bool { !canGoForward }

    private func stepped(_ by: Int) -> MarketSelection {
        guard scope == .month else {
            return MarketSelection(scope: scope, year: year + by, month: month, latest: latest)
        }
        let index = year * 12 + (month - 1) + by
        return MarketSelection(scope: scope, year: index / 12, month: index % 12 + 1, latest: latest)
    }
}
