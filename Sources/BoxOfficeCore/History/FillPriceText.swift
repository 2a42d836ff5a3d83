/// A fill's price against today's budget: "about 91 requests of 2,380 left today", "12 requests, more than the 5
/// left today". "About" where part of it is an estimate (the new films of days not fetched yet).
extension FillPrice {
    /// `remaining`: the KOBIS requests today's budget still allows.
    public func cost(remaining: Int) -> String {
        let values = [
            "requests": NumberFormatting.grouped(Int64(requests)),
            "left": NumberFormatting.grouped(Int64(max(0, remaining)))
        ]
        // The fill stops at the budget and goes on after midnight in Korea.
        if requests > remaining {
            return isEstimate
                ? tr("about {requests} requests, more than the {left} left today", values)
                : tr("{requests} requests, more than the {left} left today", values)
        }
        if isEstimate { return tr("about {requests} requests of {left} left today", values) }
        return requests == 1
            ? tr("1 request of {left} left today", values) : tr("{requests} requests of {left} left today", values)
    }

    /// "About 91 KOBIS requests of 2,380 left today", for the Fill History window's range.
    public func sentence(remaining: Int) -> String {
        let values = [
            "count": NumberFormatting.grouped(Int64(requests)),
            "left": NumberFormatting.grouped(Int64(max(0, remaining)))
        ]
        // More than the budget allows: the fill stops there and goes on after midnight in Korea.
        if requests > remaining {
            return isEstimate
                ? tr("About {count} KOBIS requests, more than the {left} left today", values)
                : tr("{count} KOBIS requests, more than the {left} left today", values)
        }
        if isEstimate { return tr("About {count} KOBIS requests of {left} left today", values) }
        if requests == 0 { return tr("No KOBIS request: history holds every chart and film of the range") }
        return requests == 1
            ? tr("1 KOBIS request of {left} left today", values)
            : tr("{count} KOBIS requests of {left} left today", values)
    }
}
