import BoxOfficeCore
import BoxOfficeService

/// Preferences' "Check every day" switch: what systemd said of the timer, a switch under way, and the
/// sentence under the row. Pure transitions; `PreferencesViewModel` makes the calls.
public struct DailyCheckSwitch: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// Asking systemd whether the timer is enabled.
        case reading
        case on, off
        /// Enabling (true) or disabling (false).
        case switching(to: Bool)
        /// The switch cannot work here: why, in `sentence`.
        case unavailable(UserTimer.State)
    }

    public private(set) var phase: Phase = .reading
    /// The last switch that failed, in words; cleared by the next answer.
    public private(set) var problem: String?

    public init() {}

    public var isOn: Bool {
        switch phase {
        case .on: return true
        case .switching(let on): return on
        case .reading, .off, .unavailable: return false
        }
    }

    /// The switch takes a click only when it knows the timer's state and nothing is under way.
    public var isSensitive: Bool { phase == .on || phase == .off }

    /// A click on the switch: whether a call should start (not while reading, switching, unavailable, or
    /// when it is already in that state).
    public mutating func request(on: Bool) -> Bool {
        guard isSensitive, on != isOn else { return false }
        phase = .switching(to: on)
        problem = nil
        return true
    }

    /// What systemd answered, to a read or a switch. A failed switch goes back to where it was.
    public mutating func answered(_ outcome: UserTimer.Outcome) {
        switch outcome {
        case .state(.enabled):
            phase = .on
            problem = nil
        case .state(.disabled):
            phase = .off
            problem = nil
        case .state(let other):
            phase = .unavailable(other)
            problem = nil
        case .failed(let message):
            if case .switching(let wanted) = phase { phase = wanted ? .off : .on } else { phase = .off }
            problem = tr("Could not switch the daily check: {reason}.", ["reason": message])
        }
    }

    /// The row's subtitle: when the check runs and what it does.
    public static var summary: String {
        tr(
            "Every day at {time} Korea time, once KOBIS has settled the day before, BoxOffice checks the films you follow and last weekend's chart, and notifies you of what changed.",
            ["time": DailyCheck.timeOfDay])
    }

    /// Said under the row: why the switch cannot work here, or why the last switch failed.
    public var sentence: String? {
        if let problem { return problem }
        guard case .unavailable(let why) = phase else { return nil }
        switch why {
        case .notInstalled:
            return tr(
                "The daily check comes with an installed BoxOffice (meson install or the .deb); this copy runs from its build folder."
            )
        case .noUserManager:
            return tr("The daily check needs systemd's user manager, which this session does not have.")
        case .masked:
            return tr(
                "The daily check's timer is masked; “systemctl --user unmask {unit}” lets this switch turn it on.",
                ["unit": DailyCheck.timerUnit])
        case .enabled, .disabled:
            return nil
        }
    }
}
