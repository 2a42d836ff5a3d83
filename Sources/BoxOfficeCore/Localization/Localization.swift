/// Translation hook. Core and the view-models mark user-visible English text with `tr(...)`; the app
/// installs gettext as the translator at start-up. Placeholders are named (`{day}`) so translators can
/// reorder them and no C varargs are involved.
public enum Localization {
    nonisolated(unsafe) public static var translator: (String) -> String = { $0 }
    /// gettext's `ngettext`: the form for `count` of a message with a plural (English: the singular for 1).
    nonisolated(unsafe) public static var pluralTranslator: (String, String, Int) -> String = { one, many, n in
        n == 1 ? one : many
    }

    /// Tests only: the words of a language's numbers, units and dates (the `tr(_:_:in:)` messages) for models
    /// built in that language while its catalogue is not installed, as the view-model and window tests build
    /// Korean ones. Empty in the app, where every word comes from `translator`, whatever the language.
    nonisolated(unsafe) public static var words: [DisplayLanguage: (String) -> String] = [:]
}

public func tr(_ msgid: String) -> String { Localization.translator(msgid) }

/// A word of numbers, units or dates, for a model shown in `language`: the catalogue's (`tr(_:_:)`), unless a
/// test gave `language` its own words (`Localization.words`). The language never picks the words itself.
public func tr(_ msgid: String, _ values: [String: String] = [:], in language: DisplayLanguage) -> String {
    fill((Localization.words[language] ?? Localization.translator)(msgid), values)
}

/// `trPlural` for a model shown in `language`, as `tr(_:_:in:)`.
public func trPlural(
    _ singular: String, _ plural: String, count: Int, _ values: [String: String] = [:], in language: DisplayLanguage
) -> String {
    guard let words = Localization.words[language] else { return trPlural(singular, plural, count: count, values) }
    var all = values
    if all["count"] == nil { all["count"] = NumberFormatting.grouped(Int64(count)) }
    let translated = words(singular)
    return fill(translated != singular ? translated : count == 1 ? singular : plural, all)
}

/// gettext's `N_`: marks a message for the catalogue where it is written, to be translated where it is shown.
public func trNoop(_ msgid: String) -> String { msgid }

/// gettext's `pgettext`: a message whose `context` tells two uses of the same English words apart (a
/// terminal table's short column title, a window's label). The catalogue keys it as context, EOT, msgid.
public func trCtx(_ context: String, _ msgid: String, _ values: [String: String] = [:]) -> String {
    let key = context + "\u{4}" + msgid
    let translated = Localization.translator(key)
    return fill(translated == key ? msgid : translated, values)
}

/// One pass over the translation: a `{name}` with a value is replaced, anything else is kept as it is,
/// and a value's own braces are never read as placeholders. A Korean particle written both ways after
/// a placeholder ("{title}와(과)") takes the form the value needs.
public func tr(_ msgid: String, _ values: [String: String]) -> String {
    fill(Localization.translator(msgid), values)
}

/// A message that counts something, in the form its language uses for `count` (gettext plural forms:
/// "1 day" / "2 days" in English, one form in Korean). `{count}` is the count, grouped ("1,234"); other
/// placeholders as in `tr(_:_:)`. `meson-helpers/update-po.sh` extracts both forms (`msgid_plural`).
public func trPlural(_ singular: String, _ plural: String, count: Int, _ values: [String: String] = [:]) -> String {
    var all = values
    if all["count"] == nil { all["count"] = NumberFormatting.grouped(Int64(count)) }
    return fill(Localization.pluralTranslator(singular, plural, count), all)
}

private func fill(_ text: String, _ values: [String: String]) -> String {
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
