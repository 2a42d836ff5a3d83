/// The rank badge and its text alternative, so colour is never the only signal.
extension RankChange {
    /// Short badge text: ▲3, ▼2, 신작/NEW, –.
    public func badge(_ language: DisplayLanguage) -> String {
        switch self {
        case .new: return language == .korean ? "신작" : "NEW"
        case .up(let n): return "▲\(n)"
        case .down(let n): return "▼\(n)"
        case .unchanged: return "–"
        }
    }

    /// What a screen reader says.
    public func spoken(_ language: DisplayLanguage) -> String {
        switch (self, language) {
        case (.new, .korean): return "새로 진입"
        case (.new, .english): return "new entry"
        case (.up(let n), .korean): return "\(n)계단 상승"
        case (.up(let n), .english): return "up \(n)"
        case (.down(let n), .korean): return "\(n)계단 하락"
        case (.down(let n), .english): return "down \(n)"
        case (.unchanged, .korean): return "순위 변동 없음"
        case (.unchanged, .english): return "unchanged"
        }
    }
}
