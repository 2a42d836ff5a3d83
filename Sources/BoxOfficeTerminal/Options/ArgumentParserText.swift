import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// ArgumentParser writes its help's headings ("USAGE:", "OPTIONS:"), its own option ("Show help information."),
/// the "(values: …)" and "(default: …)" it adds, and its usage errors in English. Both executables print
/// help and errors through `help(_:)` and `error(_:)` (`boxoffice` hands them to `boxoffice-app`), which
/// put those fixed fragments through `tr`; the rest of the text is already translated.
public enum ArgumentParserText {
    /// A help screen in the locale's language.
    public static func help(_ text: String) -> String {
        guard Translations.catalogueFound else { return text }
        var out = text
        for (english, translated) in helpFragments { out = out.replacingOccurrences(of: english, with: translated) }
        // "; default:" that the help's wrapping split after the semicolon: "default:" starts the next line.
        if let wrapped = try? NSRegularExpression(pattern: #";(\n +)default:"#) {
            let template = NSRegularExpression.escapedTemplate(for: tr("default:"))
            out = wrapped.stringByReplacingMatches(
                in: out, range: NSRange(out.startIndex..., in: out), withTemplate: ";$1" + template)
        }
        return out
    }

    /// A usage error ("Unknown option '--bogus'. Did you mean '--bom'?") in the locale's language.
    public static func error(_ text: String) -> String {
        guard Translations.catalogueFound else { return text }
        var out = text
        for (pattern, translate) in errorPatterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            // Last match first, so the earlier ranges stay valid.
            for match in regex.matches(in: out, range: NSRange(out.startIndex..., in: out)).reversed() {
                guard let whole = Range(match.range, in: out) else { continue }
                let groups = (1..<match.numberOfRanges).map { i in
                    Range(match.range(at: i), in: out).map { String(out[$0]) } ?? ""
                }
                out.replaceSubrange(whole, with: translate(groups))
            }
        }
        return out
    }

    /// Said after every usage error.
    public static var seeHelp: String { tr("See boxoffice help.") }

    private static var helpFragments: [(String, String)] {
        [
            ("OVERVIEW:", tr("OVERVIEW:")), ("USAGE:", tr("USAGE:")), ("ARGUMENTS:", tr("ARGUMENTS:")),
            ("OPTIONS:", tr("OPTIONS:")), ("SUBCOMMANDS:", tr("SUBCOMMANDS:")),
            ("Show help information.", tr("Show help information.")),
            (
                "See 'boxoffice help <subcommand>' for detailed help.",
                tr("See boxoffice help COMMAND for a command's help.")
            ),
            ("(values:", tr("(values:")), ("(default:", tr("(default:")), ("; default:", tr("; default:"))
        ]
    }

    /// ArgumentParser's error sentences, each with its quoted parts; a list "'a', 'b' and 'c'" keeps its items.
    private static let errorPatterns: [(String, ([String]) -> String)] = [
        (#"Unknown option ('[^']*')\.?"#, { tr("Unknown option {option}.", ["option": $0[0]]) }),
        (#"Did you mean ('[^']*')\?"#, { tr("Did you mean {option}?", ["option": $0[0]]) }),
        (
            #"The value ('[^']*') is invalid for ('[^']*')\.?"#,
            { tr("The value {value} is invalid for {option}.", ["value": $0[0], "option": $0[1]]) }
        ),
        (
            #"Please provide one of ((?:'[^']*'(?:, | and | or )?)+)\.?"#,
            {
                let list = $0[0].replacingOccurrences(of: " and ", with: ", ").replacingOccurrences(
                    of: " or ", with: ", ")
                return tr("Please provide one of {values}.", ["values": list])
            }
        ),
        (
            #"Missing expected argument ('[^']*')\.?"#,
            { tr("Missing expected argument {argument}.", ["argument": $0[0]]) }
        ),
        (#"Missing value for ('[^']*')\.?"#, { tr("Missing value for {option}.", ["option": $0[0]]) }),
        (#"Unexpected argument ('[^']*')\.?"#, { tr("Unexpected argument {argument}.", ["argument": $0[0]]) })
    ]
}
