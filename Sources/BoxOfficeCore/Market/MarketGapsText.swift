/// The gaps in a sentence, with today's budget: "24 days and 31 Korean charts: 55 requests of 2,380 left
/// today". Each message is written out whole, for the translators; one of each count reads "1 day".
extension MarketGaps {
    /// `remaining`: the KOBIS requests today's budget still allows.
    public func sentence(remaining: Int) -> String {
        guard !isComplete else { return tr("History holds every day of the period, and its Korean chart") }
        let days = missingDays.count
        let korean = missingKoreanDays.count
        let values = [
            "days": NumberFormatting.grouped(Int64(days)), "charts": NumberFormatting.grouped(Int64(korean)),
            "requests": NumberFormatting.grouped(Int64(requestCount)),
            "left": NumberFormatting.grouped(Int64(max(0, remaining)))
        ]
        let what: String
        switch (days, korean) {
        case (0, 1): what = tr("1 Korean chart", values)
        case (0, _): what = tr("{charts} Korean charts", values)
        case (1, 0): what = tr("1 day", values)
        case (_, 0): what = tr("{days} days", values)
        case (1, 1): what = tr("1 day and 1 Korean chart", values)
        case (1, _): what = tr("1 day and {charts} Korean charts", values)
        case (_, 1): what = tr("{days} days and 1 Korean chart", values)
        default: what = tr("{days} days and {charts} Korean charts", values)
        }
        let cost: String
        if requestCount > remaining {
            // The fill stops at the budget and goes on after midnight in Korea.
            cost = tr("{requests} requests, more than the {left} left today", values)
        } else {
            cost =
                requestCount == 1
                ? tr("1 request of {left} left today", values) : tr("{requests} requests of {left} left today", values)
        }
        return tr("{missing}: {cost}", ["missing": what, "cost": cost])
    }
}
