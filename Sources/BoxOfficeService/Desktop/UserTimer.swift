import BoxOfficeCore
import GLibSupport

/// A systemd user timer BoxOffice installs disabled (the daily check), switched through the user's service
/// manager on the session bus as `systemctl --user enable --now` and `disable --now` do: no process is
/// started and nothing is written by hand in the user's systemd folders.
@MainActor
public final class UserTimer {
    public enum State: Equatable, Sendable {
        case enabled, disabled
        /// systemd knows no such unit file: this BoxOffice runs from its build folder, not installed.
        case notInstalled
        /// No systemd user manager answers on this session's bus.
        case noUserManager
        /// The user masked the unit: only `systemctl --user unmask` changes that.
        case masked
    }

    public enum Outcome: Equatable, Sendable {
        case state(State)
        /// systemd answered with an error: its message.
        case failed(String)
    }

    public let unit: String
    private static let manager = (
        name: "org.freedesktop.systemd1", path: "/org/freedesktop/systemd1",
        interface: "org.freedesktop.systemd1.Manager"
    )

    public init(unit: String) { self.unit = unit }

    /// Whether the timer is enabled, as `systemctl --user is-enabled` says.
    public func read() async -> Outcome {
        switch await call("GetUnitFileState", [.string(unit)]) {
        case .failure(let failure): return outcome(failure)
        case .success(let reply):
            switch reply.string(at: 0) ?? "" {
            case "enabled", "enabled-runtime", "linked", "linked-runtime", "alias": return .state(.enabled)
            case "masked", "masked-runtime": return .state(.masked)
            default: return .state(.disabled)
            }
        }
    }

    /// `systemctl --user enable --now`: the link in timers.target.wants, a reload, then the timer started.
    public func enable() async -> Outcome {
        await steps(
            [
                ("EnableUnitFiles", [.strings([unit]), .bool(false), .bool(false)]), ("Reload", []),
                ("StartUnit", [.string(unit), .string("replace")])
            ], then: .enabled)
    }

    /// `systemctl --user disable --now`: the timer stopped, its link removed, a reload.
    public func disable() async -> Outcome {
        await steps(
            [
                ("StopUnit", [.string(unit), .string("replace")]),
                ("DisableUnitFiles", [.strings([unit]), .bool(false)]),
                ("Reload", [])
            ], then: .disabled)
    }

    private func steps(_ calls: [(String, [DBusValue])], then state: State) async -> Outcome {
        for (method, arguments) in calls {
            if case .failure(let failure) = await call(method, arguments) { return outcome(failure) }
        }
        return .state(state)
    }

    private func call(_ method: String, _ arguments: [DBusValue]) async -> Result<DBusReply, DBusFailure> {
        await SessionBus.call(
            destination: Self.manager.name, path: Self.manager.path, interface: Self.manager.interface,
            // The manager runs with the session or not at all: the bus's service file for its name (Exec=/bin/false)
            // would only fail slowly.
            method: method, arguments, autoStart: false)
    }

    /// systemd's and the bus's errors as states where they are one: no manager, no unit file.
    private func outcome(_ failure: DBusFailure) -> Outcome {
        switch failure.name {
        case nil, "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
            "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Spawn.ChildExited":
            return .state(.noUserManager)
        case "org.freedesktop.systemd1.NoSuchUnit", "org.freedesktop.DBus.Error.FileNotFound":
            return .state(.notInstalled)
        case "org.freedesktop.systemd1.UnitMasked":
            return .state(.masked)
        default:
            return .failed(failure.message)
        }
    }
}
