import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `run` and `--compare` were given: a KOBIS code, taken as it is, or a title, looked up among the
/// films the history holds. Both executables look up the same way, so they answer alike.
public enum RunLookup: Equatable, Sendable {
    case code(String)
    /// Several films match; the user picks one by its code.
    case several(asked: String, [HistoryStore.Film])
    /// No film in the history matches the title.
    case none(asked: String)
    /// Nothing was typed.
    case empty

    /// Enough to list every film a short word matches, and to find the exact title among them.
    static let limit = 100

    /// A KOBIS film code: eight ASCII letters or digits opening with the year (20183782, 2023C168). A
    /// title never looks like that unless it is one, and "1987" or "Avatar" stay titles.
    public static func code(_ text: String) -> String? {
        let code = text.trimmingSpaces
        guard code.count == 8, code.prefix(4).allSatisfy({ $0.isASCII && $0.isNumber }),
            code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return code
    }

    /// The code, or the films in `segment` whose title matches, ignoring spaces and case: a title typed
    /// in full wins over the longer titles holding it (기생충 over 기생충: 흑백판), so every film can
    /// be picked by its title.
    public static func find(_ text: String, segment: ChartSegment, history: HistoryStore?) -> RunLookup {
        if let code = code(text) { return .code(code) }
        let key = matchKey(text)
        guard !key.isEmpty else { return .empty }
        let found = history?.films(matching: text, segment: segment, limit: limit) ?? []
        let exact = found.filter { matchKey($0.title) == key }
        let films = exact.isEmpty ? found : exact
        switch films.count {
        case 0: return .none(asked: text)
        case 1: return .code(films[0].movieCode)
        default: return .several(asked: text, films)
        }
    }

    static func matchKey(_ text: String) -> String { text.filter { !$0.isWhitespace }.lowercased() }

    /// The code found, or the sentence on stderr and the status: 2 when nothing matches (as for a code
    /// with no saved day), 64 when the user has to say more.
    public func resolved() throws -> String {
        switch self {
        case .code(let code):
            return code
        case .empty:
            CommandSupport.printError(
                "boxoffice: " + tr("Give a film's title or its KOBIS code, for example 20199882."))
            throw ExitCode(CommandSupport.usageStatus)
        case .none(let asked):
            CommandSupport.printError(
                "boxoffice: "
                    + tr(
                        "No film in the history matches \"{title}\"; boxoffice history --from DAY fills it.",
                        ["title": asked.trimmingSpaces]))
            throw ExitCode(CommandSupport.noNumbersStatus)
        case .several(let asked, let films):
            let sentence = tr(
                "{count} films in the history match \"{title}\"; give one of their codes:",
                ["count": String(films.count), "title": asked.trimmingSpaces])
            CommandSupport.printError("boxoffice: " + sentence + "\n" + Self.list(films))
            throw ExitCode(CommandSupport.usageStatus)
        }
    }

    /// Title, opening day and code, one film a line, in columns (Hangul counts two).
    static func list(_ films: [HistoryStore.Film]) -> String {
        let rows = films.map { [OutsideText.clean($0.title, limit: 80), $0.openDate?.iso ?? "—", $0.movieCode] }
        let widths = (0..<2).map { c in rows.map { TextWidth.columns($0[c]) }.max() ?? 0 }
        return rows.map { row in
            "  " + TextWidth.padRight(row[0], to: widths[0]) + "  " + TextWidth.padRight(row[1], to: widths[1]) + "  "
                + row[2]
        }.joined(separator: "\n")
    }
}
