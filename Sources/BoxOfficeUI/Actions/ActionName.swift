/// What a button, menu item, shortcut or test names: an action, or a radio action with its target.
protocol Actionable {
    /// The group's prefix ("win", "app", "run" …).
    var group: String { get }
    /// The action's name in its group ("chart-kind"), without its target.
    var name: String { get }
    /// A radio action's choice ("weekend"); nil for a plain action.
    var target: String? { get }
}

extension Actionable {
    /// "win.refresh", or "win.chart-kind::weekend": how GtkActionable and GMenu spell it.
    var detailedName: String {
        let prefixed = "\(group).\(name)"
        return target.map { "\(prefixed)::\($0)" } ?? prefixed
    }
    /// "win.chart-kind": the prefixed name without the target.
    var prefixedName: String { "\(group).\(name)" }

    func isSame(as other: some Actionable) -> Bool {
        group == other.group && name == other.name && target == other.target
    }
}

/// How an action is made: what it takes and what state it shows.
enum ActionShape {
    /// No parameter, no state.
    case plain
    /// A string parameter (text from another process or an entry: the handler bounds what it uses).
    case taking
    /// A radio action: a string state, chosen by activating it with a target (`win.view::market`). The state is
    /// set by the window's update function, never by activating it.
    case choice
    /// An on/off state that a check or toggle button bound to it flips; the handler gets the new state.
    case toggle
    /// Made by code of its own (a setting's action, `Actions.addRadio`): `Actions.install` leaves it out.
    case own
}

/// What an action was activated with.
enum ActionParameter {
    case none
    case text(String)
    case on(Bool)

    var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }
    var isOn: Bool? {
        if case .on(let value) = self { return value }
        return nil
    }
}

/// One action group's names, one enum case each (as GNOME Loupe does): each case holds its name, its kind and
/// its keys; each window has one handler keyed by the case. Handlers, buttons, menus, shortcuts and tests use
/// the case, so a renamed action fails to compile instead of unbinding a button.
protocol ActionName: Actionable, RawRepresentable, CaseIterable, Hashable where RawValue == String {
    static var group: String { get }
    /// Its parameter and state (`.plain` unless said).
    var shape: ActionShape { get }
    /// Its keyboard accelerators, as `gtk_accelerator_parse` reads them (none unless said).
    var keys: [String] { get }
    /// A radio action's accelerators by target ("<Alt>2" chooses the weekend chart).
    var keysByTarget: [(target: String, keys: [String])] { get }
}

extension ActionName {
    var group: String { Self.group }
    var name: String { rawValue }
    var target: String? { nil }
    var shape: ActionShape { .plain }
    var keys: [String] { [] }
    var keysByTarget: [(target: String, keys: [String])] { [] }

    /// Every accelerator of the group: its plain actions' keys and its radio actions' keys by target.
    static var accelerators: [(action: any Actionable, keys: [String])] {
        allCases.flatMap { action -> [(action: any Actionable, keys: [String])] in
            (action.keys.isEmpty ? [] : [(action, action.keys)])
                + action.keysByTarget.map { (action.with($0.target), $0.keys) }
        }
    }

    /// A radio action with its choice: `WinAction.chartKind.with(ChartKind.weekend.rawValue)`.
    func with(_ target: String) -> TargetedAction {
        TargetedAction(group: Self.group, name: rawValue, target: target)
    }
}

/// A radio action with its choice ("win.chart-kind::weekend").
struct TargetedAction: Actionable, Hashable {
    let group: String
    let name: String
    let target: String?
}
