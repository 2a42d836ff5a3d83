/// The comparison's sentences, per measure: a total is ahead of or behind the other's by a day; a day's
/// figure is more or fewer on it. Each message is written out whole, for the translators.
extension RunComparison {
    func ahead(_ isAhead: Bool, _ values: [String: String]) -> String {
        switch measure {
        case .audienceTotal:
            return isAhead
                ? tr("{percent} ahead of {title} at D{d}", values) : tr("{percent} behind {title} at D{d}", values)
        case .salesTotal:
            return isAhead
                ? tr("{percent} ahead of {title} in total sales at D{d}", values)
                : tr("{percent} behind {title} in total sales at D{d}", values)
        case .screens:
            return isAhead
                ? tr("{percent} more screens than {title} on D{d}", values)
                : tr("{percent} fewer screens than {title} on D{d}", values)
        case .audience:
            return isAhead
                ? tr("{percent} more admissions than {title} on D{d}", values)
                : tr("{percent} fewer admissions than {title} on D{d}", values)
        }
    }

    func level(_ values: [String: String]) -> String {
        switch measure {
        case .audienceTotal: return tr("Level with {title} at D{d}", values)
        case .salesTotal: return tr("Level with {title} in total sales at D{d}", values)
        case .screens: return tr("About as many screens as {title} on D{d}", values)
        case .audience: return tr("About as many admissions as {title} on D{d}", values)
        }
    }

    /// The other film's figure was 0 that day: no ratio to give.
    func noComparison(_ values: [String: String]) -> String {
        switch measure {
        case .audienceTotal: return tr("No comparison with {title} at D{d}: it had no audience yet", values)
        case .salesTotal: return tr("No comparison with {title} in total sales at D{d}: it had no sales yet", values)
        case .screens: return tr("No comparison with {title} on D{d}: it had no screens", values)
        case .audience: return tr("No comparison with {title} on D{d}: it had no admissions", values)
        }
    }

    /// One side's figure in a read-out ("6,252,827 admissions in all"), or that the day has none.
    public func quantity(_ value: Int64?) -> String {
        guard let value else { return tr("no figures") }
        let n = NumberFormatting.grouped(value)
        switch measure {
        case .audienceTotal: return tr("{count} admissions in all", ["count": n])
        case .salesTotal: return tr("₩{amount} in all", ["amount": n])
        case .screens: return tr("{count} screens", ["count": n])
        case .audience: return tr("{count} admissions", ["count": n])
        }
    }

    /// One day of both runs, for the read-out under the chart and the "Every day" rows.
    public func describe(_ point: Point) -> String {
        tr(
            "D{d}: {title} {mine}, {other} {theirs}",
            [
                "d": String(point.dNumber), "title": run.title, "mine": quantity(point.value),
                "other": other.title, "theirs": quantity(point.otherValue)
            ])
    }
}
