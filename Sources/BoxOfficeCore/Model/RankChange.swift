/// How a film's rank moved since the previous day (or week).
public enum RankChange: Hashable, Sendable {
    case new
    case up(Int)
    case down(Int)
    case unchanged

    /// KOBIS: `rankInten` is "previous rank − current rank" as a signed string, always "0" for NEW.
    public init?(rankInten: String, rankOldAndNew: String) {
        if rankOldAndNew.trimmingSpaces.uppercased() == "NEW" {
            self = .new
            return
        }
        // Bounded: no real rank moves by more than this, and Int.min could not be negated.
        guard let delta = Int(rankInten.trimmingSpaces), delta.magnitude <= 100_000 else { return nil }
        self = delta > 0 ? .up(delta) : delta < 0 ? .down(-delta) : .unchanged
    }

    /// Signed change: positive when the film climbed, 0 when new or unchanged.
    public var signedValue: Int {
        switch self {
        case .new, .unchanged: return 0
        case .up(let n): return n
        case .down(let n): return -n
        }
    }

    public var isNew: Bool { self == .new }
}
