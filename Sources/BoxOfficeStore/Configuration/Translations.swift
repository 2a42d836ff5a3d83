import BoxOfficeCore
import CIntl
import Foundation

/// gettext for the UI and the command line: the "boxoffice" domain from the installed locale folder
/// (`<prefix>/share/locale`), BOXOFFICE_LOCALE_DIR, or a folder a test compiled.
public enum Translations {
    static let domain = "boxoffice"

    /// Whether a catalogue for the locale's language was found by the last `install`.
    nonisolated(unsafe) public private(set) static var catalogueFound = false

    /// The language titles are shown in: KOBIS's Korean one for a Korean locale, its English one otherwise;
    /// English also when the locale asks for Korean and the catalogue is missing (a bare binary run from the
    /// build folder), so a window never mixes two languages. Every other word comes from the catalogue.
    public static var displayLanguage: DisplayLanguage {
        let wanted = DisplayLanguage.fromEnvironment()
        return wanted == .korean && !catalogueFound ? .english : wanted
    }

    /// The languages the locale asks for, as gettext reads them (LANGUAGE's list, then LC_ALL, LC_MESSAGES,
    /// LANG): "de_DE.UTF-8" gives "de_DE" and "de". English and C need no catalogue and end the list.
    static func requestedLanguages() -> [String] {
        var names: [String] = []
        for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { continue }
            let list = variable == "LANGUAGE" ? value.split(separator: ":").map(String.init) : [value]
            for name in list {
                let full = String(name.prefix { $0 != "." && $0 != "@" })
                let short = String(full.prefix { $0 != "_" })
                if short == "en" || short == "C" || short == "POSIX" || short.isEmpty { return names }
                names += full == short ? [short] : [full, short]
            }
            if variable != "LANGUAGE" { break }
        }
        return names
    }

    /// Follows the user's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) when it asks for a language other than
    /// English, or when `localeDirectory` is given (looked at first). Any language with a catalogue
    /// (`<folder>/<language>/LC_MESSAGES/boxoffice.mo`) is loaded; English is the messages' own language.
    /// Binds the domain before any window is built: GtkBuilder translates `.ui` files through it too.
    public static func install(localeDirectory: String? = nil) {
        // English is the messages' own language: no locale to load, no catalogue to look for (the
        // command line's cached answers take a few milliseconds, and the locale files are a part of them).
        let languages = requestedLanguages()
        guard localeDirectory != nil || !languages.isEmpty else {
            catalogueFound = false
            return
        }
        setlocale(LC_ALL, "")
        let candidates = [
            localeDirectory,
            AppPaths.setting("BOXOFFICE_LOCALE_DIR", in: nil),
            AppPaths.executableDirectory.appendingPathComponent("../share/locale").standardized.path
        ].compactMap { $0 }
        let found = candidates.first { dir in
            languages.contains { access(dir + "/\($0)/LC_MESSAGES/\(domain).mo", F_OK) == 0 }
        }
        if let dir = found ?? localeDirectory { bindtextdomain(domain, dir) }
        catalogueFound = found != nil
        bind_textdomain_codeset(domain, "UTF-8")
        Localization.translator = { msgid in
            // gettext returns the msgid's own pointer when there is no translation.
            msgid.withCString { id in
                guard let translated = dgettext(domain, id), translated != id else { return msgid }
                return String(cString: translated)
            }
        }
        Localization.pluralTranslator = { one, many, n in
            one.withCString { singular in
                many.withCString { plural in
                    // ngettext takes an unsigned long: a negative count (never shown) reads as many.
                    guard let translated = dngettext(domain, singular, plural, UInt(max(0, n))) else {
                        return n == 1 ? one : many
                    }
                    if translated == singular { return one }
                    if translated == plural { return many }
                    return String(cString: translated)
                }
            }
        }
    }
}
