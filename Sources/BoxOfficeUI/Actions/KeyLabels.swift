import BoxOfficeCore

/// The old name of `KeyLabels`, for the call sites other branches touch.
typealias ShortcutsWindow = KeyLabels

/// Keys named in text (a tooltip, a sentence), from the accelerators the actions' enums install. The keyboard
/// shortcuts window itself is `App/help-overlay.ui`, which GtkApplication loads.
@MainActor
enum KeyLabels {
    /// The keys installed for `action`, as its enum has them.
    static func keys(for action: some Actionable) -> [String] { Actions.keys(for: action) }

    /// A control's tooltip with its action's first key: "Refresh (F5)", "전날(Alt+왼쪽)".
    static func tooltip(_ title: String, for action: some Actionable) -> String {
        guard let key = keys(for: action).first else { return title }
        return tr("{title} ({key})", ["title": title, "key": keyLabel(key)])
    }

    /// "<Control>2" as people read it: "Ctrl+2"; "<Alt>Left" as "Alt+Left" (translated: "Alt+왼쪽"; GTK's own
    /// label says "Alt+왼쪽 화살표").
    static func keyLabel(_ accelerator: String) -> String {
        var rest = Substring(accelerator)
        var parts: [String] = []
        let modifiers = [
            "<Control>": "Ctrl", "<Primary>": "Ctrl", "<Alt>": "Alt", "<Shift>": "Shift", "<Super>": "Super"
        ]
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let modifier = String(rest[...end])
            parts.append(modifiers[modifier] ?? String(modifier.dropFirst().dropLast()))
            rest = rest[rest.index(after: end)...]
        }
        switch rest {
        case "Left": parts.append(tr("Left"))
        case "Right": parts.append(tr("Right"))
        default: parts.append(rest.count == 1 ? rest.uppercased() : String(rest))
        }
        return parts.joined(separator: "+")
    }
}
