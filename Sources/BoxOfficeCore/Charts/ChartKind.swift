/// The charts KOBIS publishes: one day, or a week's Friday–Sunday, Monday–Sunday or Monday–Thursday.
public enum ChartKind: String, CaseIterable, Sendable, Codable {
    case daily, weekend, week, weekdays

    /// KOBIS's `weekGb` for the weekly service; nil for the daily one.
    public var weekGb: Int? {
        switch self {
        case .daily: return nil
        case .week: return 0
        case .weekend: return 1
        case .weekdays: return 2
        }
    }

    public var isWeekly: Bool { self != .daily }

    /// The kind a weekly answer's `weekGb` names.
    public init?(weekGb: Int) {
        guard let kind = ChartKind.allCases.first(where: { $0.weekGb == weekGb }) else { return nil }
        self = kind
    }

    /// Offsets from the Monday of a KOBIS week (weeks run Monday to Sunday).
    var daysFromMonday: ClosedRange<Int> {
        switch self {
        case .daily: return 0...0
        case .week: return 0...6
        case .weekend: return 4...6
        case .weekdays: return 0...3
        }
    }
}
