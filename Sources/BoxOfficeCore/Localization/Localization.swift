import Foundation

/// Translation hook. Core and the view-models mark user-visible English text with `tr(...)`; the app
/// installs gettext as the translator at start-up. Placeholders are named (`{day}`) so translators can
/// reorder them and no C varargs are involved.
public enum Localization {
    nonisolated(unsafe) public static var translator: (String) -> String = { $0 }
}

public func tr(_ msgid: String) -> String { Localization.translator(msgid) }

public func tr(_ msgid: String, _ values: [String: String]) -> String {
    var text = Localization.translator(msgid)
    // Values may come from outside: one line, bounded, whatever they hold.
    for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: OutsideText.clean(value, limit: 500)) }
    return text
}
