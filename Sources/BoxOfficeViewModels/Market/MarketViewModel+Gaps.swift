import BoxOfficeCore

/// What the shown period lacks in history, what filling it costs against today's budget, and the one
/// button that fills it. A missing day is never estimated; it is said, with its price.
extension MarketViewModel {
    /// The whole market's days of the period that history lacks (a weekend index: its weekends' days).
    public var missingDays: [Day] {
        switch selection.scope {
        case .weekends:
            return weekends.filter { $0.daysCovered < 3 }.flatMap { w in
                (0..<3).map { w.friday.adding(days: $0) }.filter { $0 <= selection.latest }
            }
        case .holidays:
            return missingHolidayDays
        case .records: return []
        case .year, .month: return gaps?.missingDays ?? []
        }
    }

    /// The days of a year or a month whose Korean films' chart history lacks.
    public var missingKoreanDays: [Day] {
        selection.scope == .weekends || selection.scope == .holidays ? [] : gaps?.missingKoreanDays ?? []
    }

    /// One job for every missing chart (a year's or a month's with their Korean charts and the films'
    /// details, for the distributors); nil when nothing is missing.
    public var gapJob: FillJob? {
        selection.scope == .weekends || selection.scope == .holidays
            ? FillJob(days: missingDays, segment: .everything) : gaps?.fillJob
    }

    /// "24 days and 31 Korean charts, with their films' details: about 91 requests of 2,380 left today"; nil when
    /// nothing is missing.
    public var gapSentence: String? {
        let weekendDays = selection.scope == .weekends || selection.scope == .holidays ? missingDays.count : 0
        guard weekendDays > 0 || !(gaps?.isComplete ?? true) else { return nil }
        let what =
            weekendDays > 0
            ? tr("{days} days, with their films' details", ["days": NumberFormatting.grouped(Int64(weekendDays))])
            : gaps?.missingText ?? ""
        guard let fill, fill.isAvailable else {
            return what + " · " + tr("filling history needs a KOBIS key and a connection")
        }
        guard let gaps, weekendDays == 0 else {
            let price = gapJob.flatMap { history?.fillPrice($0) } ?? .zero
            return tr("{missing}: {cost}", ["missing": what, "cost": price.cost(remaining: fill.budgetLeft)])
        }
        return gaps.sentence(remaining: fill.budgetLeft)
    }

    /// The fill button: something is missing, a fill can run, and none runs now.
    public var canFillGaps: Bool {
        guard let fill, fill.isAvailable, !fill.isRunning, gapJob != nil else { return false }
        return true
    }

    /// The running fill's progress, while one runs.
    public var fillStatus: String? {
        guard let fill, fill.isRunning else { return nil }
        return fill.statusText
    }

    public func fillGaps() {
        guard canFillGaps, let job = gapJob else { return }
        fill?.start(job)
    }

    /// Fills the days from `from` to `to` that history lacks (a holiday row without a record), when a fill can run.
    public func fill(from: Day, to: Day) {
        guard let fill, fill.isAvailable, !fill.isRunning, let history else { return }
        let kept = history.knownDays(from: from, to: to)
        let days = from.through(to).filter { !kept.contains($0) }
        guard let job = FillJob(days: days, segment: .everything) else { return }
        fill.start(job)
    }
}
