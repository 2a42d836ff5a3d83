/// The gaps in a sentence, with today's budget: "24 days and 31 Korean charts, with their films' details: about
/// 91 requests of 2,380 left today". Each message is written out whole, for the translators; one of each count
/// reads "1 day".
extension MarketGaps {
    /// `remaining`: the KOBIS requests today's budget still allows.
    public func sentence(remaining: Int) -> String {
        guard !isComplete else { return tr("History holds every day of the period, and its Korean chart") }
        return tr("{missing}: {cost}", ["missing": missingText, "cost": price.cost(remaining: remaining)])
    }

    /// What is missing, without its price: "24 days and 31 Korean charts, with their films' details", "284 films'
    /// details".
    public var missingText: String {
        let days = missingDays.count
        let korean = missingKoreanDays.count
        let values = [
            "days": NumberFormatting.grouped(Int64(days)), "charts": NumberFormatting.grouped(Int64(korean)),
            "films": NumberFormatting.grouped(Int64(lackingDetails))
        ]
        let charts: String
        switch (days, korean) {
        case (0, 0): return lackingDetails == 1 ? tr("1 film's details") : tr("{films} films' details", values)
        case (0, 1): charts = tr("1 Korean chart", values)
        case (0, _): charts = tr("{charts} Korean charts", values)
        case (1, 0): charts = tr("1 day", values)
        case (_, 0): charts = tr("{days} days", values)
        case (1, 1): charts = tr("1 day and 1 Korean chart", values)
        case (1, _): charts = tr("1 day and {charts} Korean charts", values)
        case (_, 1): charts = tr("{days} days and 1 Korean chart", values)
        default: charts = tr("{days} days and {charts} Korean charts", values)
        }
        guard price.knownDetails + price.estimatedDetails > 0 else { return charts }
        return tr("{missing}, with their films' details", ["missing": charts])
    }
}
