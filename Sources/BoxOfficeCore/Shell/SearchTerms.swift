/// The terms the Shell sends, bounded and made comparable with `TitleKey`: any number of terms of any length
/// arrive, and a search must still answer within a frame.
public struct SearchTerms: Sendable, Equatable {
    /// At most this many terms are kept (a title has fewer words).
    public static let countLimit = 16
    /// Each term's first this many characters are kept (a title is shorter: a longer term matches nothing).
    public static let lengthLimit = TitleKey.lengthLimit + 1

    /// Each term without spaces, lower-cased, conjoining consonants as compatibility jamo; none empty.
    let terms: [[Unicode.Scalar]]

    public init(_ raw: [String]) {
        var terms: [[Unicode.Scalar]] = []
        for text in raw.prefix(Self.countLimit) {
            var term: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars where !TitleKey.isSpace(scalar) {
                guard term.count < Self.lengthLimit else { break }
                for lowered in TitleKey.lowered(scalar) {
                    term.append(HangulInitials.typedConsonant(lowered) ?? lowered)
                }
            }
            if !term.isEmpty { terms.append(term) }
        }
        self.terms = terms
    }

    /// Nothing to look for (no terms, or only spaces): the Shell is given no results.
    public var isEmpty: Bool { terms.isEmpty }

    /// Every term found in one of the titles (a Korean word in the Korean title, an English one in the English).
    public func match(_ titles: [TitleKey]) -> Bool {
        !terms.isEmpty && terms.allSatisfy { term in titles.contains { $0.contains(term) } }
    }
}
