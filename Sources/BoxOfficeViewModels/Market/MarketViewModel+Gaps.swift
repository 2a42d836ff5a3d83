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
        case .year, .month:
            guard let report else { return selection.period?.days ?? [] }
            let covered = Set(report.days.map(\.day))
            return report.period.days.filter { !covered.contains($0) }
        }
    }

    /// The days of a year or a month whose Korean films' chart history lacks.
    public var missingKoreanDays: [Day] {
        guard selection.scope != .weekends, let period = report?.period ?? selection.period else { return [] }
        return period.days.filter { !koreanDays.contains($0) }
    }

    /// One job for every missing chart; nil when nothing is missing.
    public var gapJob: FillJob? {
        FillJob(days: missingDays + missingKoreanDays, segment: .everything)
    }

    /// "24 days and 31 Korean charts missing: 55 requests of 2,380 left today"; nil when nothing is missing.
    public var gapSentence: String? {
        let days = missingDays.count
        let korean = missingKoreanDays.count
        guard days + korean > 0 else { return nil }
        let what =
            korean == 0
            ? tr("{days} days missing", ["days": NumberFormatting.grouped(Int64(days))])
            : days == 0
                ? tr("{korean} Korean films' charts missing", ["korean": NumberFormatting.grouped(Int64(korean))])
                : tr(
                    "{days} days and {korean} Korean films' charts missing",
                    [
                        "days": NumberFormatting.grouped(Int64(days)),
                        "korean": NumberFormatting.grouped(Int64(korean))
                    ])
        guard let fill, fill.isAvailable else {
            return what + " · " + tr("filling history needs a KOBIS key and a connection")
        }
        guard let job = gapJob else { return what }
        let requests = fill.requests(for: job)
        let left = fill.budgetLeft
        var sentence =
            what + ": "
            + tr(
                "{requests} requests of {left} left today",
                [
                    "requests": NumberFormatting.grouped(Int64(requests)),
                    "left": NumberFormatting.grouped(Int64(left))
                ])
        if requests > left {
            sentence += " · " + tr("the fill stops at today's budget and can go on tomorrow")
        }
        return sentence
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
}
