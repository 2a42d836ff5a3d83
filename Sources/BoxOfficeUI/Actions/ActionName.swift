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

/// One action group's names, one enum case each (as GNOME Loupe does): handlers, buttons, menus,
/// shortcuts and tests use the case, so a renamed action fails to compile instead of unbinding a button.
protocol ActionName: Actionable, RawRepresentable, CaseIterable where RawValue == String {
    static var group: String { get }
}

extension ActionName {
    var group: String { Self.group }
    var name: String { rawValue }
    var target: String? { nil }

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
