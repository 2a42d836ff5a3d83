import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What every command shares: its exit statuses, dates, and turning failures into one sentence.
public enum CommandSupport {
    /// A CSV as printed: without a byte order mark unless `--bom` asked for one (a pipe into another
    /// program wants none; a file for Excel does).
    public static func csv(_ text: String, bom: Bool) -> String { bom ? ChartExport.byteOrderMark + text : text }

    /// `daily` for a day KOBIS has not tallied: no numbers, and no error either.
    public static let noNumbersStatus: Int32 = 2
    /// EX_USAGE: the command line itself is wrong (an unknown option, a day that does not exist).
    public static let usageStatus: Int32 = 64

    /// A `--date` that is no day (2019-02-30, "yesterday") is the user's mistake to mend, not a failure.
    public static func parseDay(_ text: String) throws -> Day {
        guard let day = validDay(text) else { usageError(BoxOfficeError.invalidDate(text: text).sentence) }
        return day
    }

    /// The day `text` names, written YYYY-MM-DD; nil otherwise.
    public static func validDay(_ text: String) -> Day? {
        guard let day = Day(text), text.count == 10 else { return nil }
        return day
    }

    public static func fail(_ error: BoxOfficeError) -> Never {
        printError("boxoffice: \(error.sentence).")
        Foundation.exit(1)
    }

    /// A usage error found after parsing (an unknown region): one sentence and EX_USAGE, like the parser's.
    public static func usageError(_ sentence: String) -> Never {
        // Sentences shared with the window end with their own full stop; the others get one here.
        printError("boxoffice: \(sentence)" + (sentence.hasSuffix(".") || sentence.hasSuffix("다.") ? "" : "."))
        Foundation.exit(usageStatus)
    }

    /// One message on stderr, its lines kept and every other control character (an escape sequence in a
    /// code, a URL or a title echoed back) made a space: nothing from outside can steer the terminal.
    public static func printError(_ text: String) {
        FileHandle.standardError.write(Data((terminalSafe(text) + "\n").utf8))
    }

    public static func terminalSafe(_ text: String) -> String {
        guard
            text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) ? " " : $0
                }))
    }

    /// A key file the command cannot use is a warning, not a failure.
    public static func warnAbout(_ configuration: AppConfiguration) {
        if let problem = configuration.keyFileProblem {
            printError("boxoffice: " + tr("warning: {problem}.", ["problem": problem.sentence]))
        }
    }

    public static func note<T>(_ loaded: Loaded<T>) {
        if loaded.isSample {
            printError("boxoffice: " + tr("showing sample data (add a KOBIS API key for live numbers)."))
        }
        if let error = loaded.refreshError {
            printError(
                "boxoffice: "
                    + tr("warning: could not refresh ({reason}); showing saved data.", ["reason": error.sentence]))
        }
    }
}
