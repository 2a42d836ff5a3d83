/// A title made ready to match typed terms: without spaces, in lower case, each character with its Hangul
/// initial beside it. Made once per film, so a search compares scalars and builds no strings.
public struct TitleKey: Sendable, Equatable {
    /// The title's characters, spaces left out, lower-cased.
    let scalars: [Unicode.Scalar]
    /// For each of `scalars`, the syllable's initial consonant (ㄱ…ㅎ), or nil.
    let initials: [Unicode.Scalar?]

    /// Titles longer than this are matched on their beginning only (KOBIS titles are far shorter; an
    /// edited database must not make a search slow).
    public static let lengthLimit = 200

    public init(_ title: String) {
        var scalars: [Unicode.Scalar] = []
        for scalar in title.unicodeScalars where !Self.isSpace(scalar) {
            guard scalars.count < Self.lengthLimit else { break }
            scalars.append(contentsOf: Self.lowered(scalar))
        }
        self.scalars = scalars
        initials = scalars.map(HangulInitials.initial(of:))
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return (0xAC00...0xD7A3).contains(scalar.value) ? false : scalar.properties.isWhitespace  // Hangul: no tables
    }

    /// ASCII by hand and Hangul as it is (the common cases, no tables: a cold start makes a key of every known
    /// title); other scalars by Unicode's lower-case mapping.
    static func lowered(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let v = scalar.value
        if scalar.isASCII { return [(0x41...0x5A).contains(v) ? Unicode.Scalar(UInt8(v + 0x20)) : scalar] }
        if (0xAC00...0xD7A3).contains(v) || (0x3131...0x318E).contains(v) || (0x1100...0x11FF).contains(v) {
            return [scalar]
        }
        guard scalar.properties.changesWhenLowercased else { return [scalar] }
        return Array(scalar.properties.lowercaseMapping.unicodeScalars)
    }

    /// Whether `term` (made by `SearchTerms`) occurs in the title: each of its scalars equal to the title's, or
    /// a typed consonant equal to the initial of the title's syllable there ("ㅅㄱ" and "신ㄱ" find 신과).
    func contains(_ term: [Unicode.Scalar]) -> Bool {
        guard !term.isEmpty else { return true }
        guard term.count <= scalars.count else { return false }
        for start in 0...(scalars.count - term.count) {
            var i = 0
            while i < term.count {
                let wanted = term[i]
                let here = start + i
                if scalars[here] != wanted, initials[here] != wanted { break }
                i += 1
            }
            if i == term.count { return true }
        }
        return false
    }
}
