import Foundation

public enum SearchText {
    /// Longest query sent: a title is far shorter, and a key built from it stays small.
    public static let queryLimit = 100

    /// What is sent for a typed query: cleaned, trimmed, bounded.
    public static func query(_ text: String) -> String { OutsideText.clean(text, limit: queryLimit) }

    /// "2019", "2010-2019", "2010–2019": a year range, or nil when it is not one (years 1900–2100).
    public static func yearRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" || $0 == "~" }
        ).map { $0.trimmingSpaces }
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ $0.count == 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let from = Int(parts[0]), let to = Int(parts[parts.count - 1]),
            (1900...2100).contains(from), (1900...2100).contains(to), from <= to
        else { return nil }
        return from...to
    }
}
