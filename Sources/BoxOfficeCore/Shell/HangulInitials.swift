/// 초성: the initial consonant of a Hangul syllable, so "ㄱㅅㅊ" finds 기생충 as Korean users expect of any
/// search. Syllables U+AC00…U+D7A3 are (initial × 21 + medial) × 28 + final; the 19 initials are given as
/// the compatibility jamo a keyboard types (ㄱ U+3131 …), not the conjoining ones (U+1100 …).
public enum HangulInitials {
    /// The compatibility jamo of the 19 initials, in Unicode's order.
    static let compatibility: [Unicode.Scalar] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"
    ]

    /// The syllable's initial as compatibility jamo; nil for anything that is not a precomposed syllable.
    public static func initial(of syllable: Unicode.Scalar) -> Unicode.Scalar? {
        let value = syllable.value
        guard (0xAC00...0xD7A3).contains(value) else { return nil }
        return compatibility[Int((value - 0xAC00) / 588)]
    }

    /// A consonant typed in a query, as compatibility jamo: the compatibility form itself, or a conjoining
    /// initial (U+1100…U+1112, what a decomposed string holds); nil for anything else.
    public static func typedConsonant(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if (0x1100...0x1112).contains(value) { return compatibility[Int(value - 0x1100)] }
        return compatibility.contains(scalar) ? scalar : nil
    }
}
