import Foundation

/// A third language made by the tests (issue 37): a tiny German catalogue — a heading, a column with a context,
/// the NEW badge, a date with its weekday and month, a plural message — compiled with msgfmt, so the window
/// and the command line are seen wording a language BoxOffice ships no catalogue for.
public enum GermanCatalogue {
    static let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgctxt "command line"
        msgid "Daily box office"
        msgstr "Tageskinocharts"

        msgctxt "command line"
        msgid "Audience"
        msgstr "Besucher"

        msgid "NEW"
        msgstr "NEU"

        msgid "Wed"
        msgstr "Mi."

        msgid "Jan"
        msgstr "Jan."

        msgid "{weekday}, {month name} {day}, {year}"
        msgstr "{weekday}, {day}. {month name} {year}"

        msgid "{count} admission"
        msgid_plural "{count} admissions"
        msgstr[0] "{count} Besuch"
        msgstr[1] "{count} Besuche"

        """

    /// Compiles the catalogue into `<folder>/locale/de/LC_MESSAGES/boxoffice.mo` and returns `<folder>/locale`
    /// (what BOXOFFICE_LOCALE_DIR names); nil when msgfmt refused it.
    public static func compile(in folder: URL) throws -> String? {
        let source = folder.appendingPathComponent("de.po")
        try Data(po.utf8).write(to: source)
        return try CompiledCatalogue.compile(source, language: "de", in: folder)
    }
}
