import BoxOfficeCore
import CIntl
import Foundation

/// gettext for the UI and the command line: the "boxoffice" domain from the installed locale folder
/// (`<prefix>/share/locale`), BOXOFFICE_LOCALE_DIR, or a folder a test compiled.
public enum Translations {
    static let domain = "boxoffice"

    /// Whether the Korean catalogue was found by the last `install`.
    nonisolated(unsafe) public private(set) static var catalogueFound = false

    /// The language to show: the locale's, but English when the locale asks for Korean and the
    /// catalogue is missing (a bare binary run from the build folder), so sentences, units and dates
    /// never mix two languages.
    public static var displayLanguage: DisplayLanguage {
        let wanted = DisplayLanguage.fromEnvironment()
        return wanted == .korean && !catalogueFound ? .english : wanted
    }

    /// Follows the user's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) when it asks for Korean, or when
    /// `localeDirectory` is given (looked at first); English needs no catalogue.
    public static func install(localeDirectory: String? = nil) {
        // English is the messages' own language: no locale to load, no catalogue to look for (the
        // command line's cached answers take a few milliseconds, and the locale files are a part of them).
        guard localeDirectory != nil || DisplayLanguage.fromEnvironment() == .korean else {
            catalogueFound = false
            return
        }
        setlocale(LC_ALL, "")
        let candidates = [
            localeDirectory,
            AppPaths.setting("BOXOFFICE_LOCALE_DIR", in: nil),
            AppPaths.executableDirectory.appendingPathComponent("../share/locale").standardized.path
        ].compactMap { $0 }
        let found = candidates.first(where: { access($0 + "/ko/LC_MESSAGES/\(domain).mo", F_OK) == 0 })
        if let dir = found { bindtextdomain(domain, dir) }
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
