import Foundation

/// The chart's search bar: does a film's title match what is typed? Case and spaces are ignored, in
/// Korean or English ("범죄 도시" finds 범죄도시, "top gun" finds "Top Gun: Maverick").
public enum ChartFilter {
    public static func matches(title: String, englishTitle: String, query: String) -> Bool {
        let q = fold(query)
        guard !q.isEmpty else { return true }
        return fold(title).contains(q) || fold(englishTitle).contains(q)
    }

    /// Lower-cased, width-folded, without whitespace.
    static func fold(_ text: String) -> String {
        let folded = text.precomposedStringWithCanonicalMapping.folding(
            options: [.caseInsensitive, .widthInsensitive], locale: nil)
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { !$0.properties.isWhitespace }))
    }
}
