/// Translation hook. Core and the view-models mark user-visible English text with `tr(...)`; the app
/// installs gettext as the translator at start-up. Placeholders are named (`{day}`) so translators can
/// reorder them and no C varargs are involved.
public enum Localization {
    nonisolated(unsafe) public static var translator: (String) -> String = { $0 }
}

public func tr(_ msgid: String) -> String { Localization.translator(msgid) }

/// One pass over the translation: a `{name}` with a value is replaced, anything else is kept as it is,
/// and a value's own braces are never read as placeholders. A Korean particle written both ways after
/// a placeholder ("{title}와(과)") takes the form the value needs.
public func tr(_ msgid: String, _ values: [String: String]) -> String {
    let text = Localization.translator(msgid)
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let name = rest.index(after: open)
        if let close = rest[name...].firstIndex(of: "}"), let value = values[String(rest[name..<close])] {
            // Values may come from outside: one line, bounded, whatever they hold.
            let shown = OutsideText.clean(value, limit: 500)
            result += shown
            rest = rest[rest.index(after: close)...]
            if let particle = KoreanParticle.resolve(after: shown, rest: rest) {
                result += particle.text
                rest = rest.dropFirst(particle.length)
            }
        } else {
            result += "{"
            rest = rest[name...]
        }
    }
    return result + rest
}
