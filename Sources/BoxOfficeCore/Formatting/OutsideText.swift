/// Text that came from outside (a title, an API's message, a value that failed to parse) made fit to
/// show: control characters (a newline, an escape sequence) become spaces, runs of spaces one, and the
/// length is bounded, so a sentence stays one line and a 1 MB value never reaches a label or a terminal.
public enum OutsideText {
    /// Longest title or name kept (KOBIS titles are far shorter).
    public static let nameLimit = 200
    /// Longest value quoted in an error's detail.
    public static let quoteLimit = 40

    public static func clean(_ text: String, limit: Int = nameLimit) -> String {
        var result = ""
        var count = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace =
                scalar.isASCII
                ? scalar.value <= 0x20 || scalar.value == 0x7F  // the common case, without Unicode tables
                : (0xAC00...0xD7A3).contains(scalar.value)  // Hangul syllables (most titles): no tables either
                    ? false : scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                count += 1
                pendingSpace = false
            }
            guard count < limit else { return result + "…" }
            result.unicodeScalars.append(scalar)
            count += 1
        }
        return result
    }

    /// A value quoted in an error's detail: `"…"`, short.
    public static func quoted(_ value: String) -> String { "\"" + clean(value, limit: quoteLimit) + "\"" }
}
