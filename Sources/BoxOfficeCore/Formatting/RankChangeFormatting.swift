/// The rank badge and its text alternative, so colour is never the only signal.
extension RankChange {
    /// Short badge text: ▲3, ▼2, 신작/NEW, –.
    public func badge(_ language: DisplayLanguage) -> String {
        switch self {
        // TRANSLATORS: the badge of a film new to the chart, in place of ▲3 or ▼2; keep it short.
        case .new: return tr("NEW", in: language)
        case .up(let n): return "▲\(n)"
        case .down(let n): return "▼\(n)"
        case .unchanged: return "–"
        }
    }

    /// What a screen reader says.
    public func spoken(_ language: DisplayLanguage) -> String {
        switch self {
        case .new: return tr("new entry", in: language)
        case .up(let n): return trPlural("up {count}", "up {count}", count: n, ["count": String(n)], in: language)
        case .down(let n): return trPlural("down {count}", "down {count}", count: n, ["count": String(n)], in: language)
        case .unchanged: return tr("unchanged", in: language)
        }
    }
}
