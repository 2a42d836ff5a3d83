/// Korean particles chosen by the word before them: a translation writes "{title}와(과)" or
/// "{service}이(가)", and the value put in its place decides ("KOBIS가", "'기생충'과"), as a Korean
/// reader expects; the bracketed form is never shown.
enum KoreanParticle {
    /// The bracketed forms: (after a final consonant, after a vowel), and whether ㄹ counts as a vowel (으로).
    private static let pairs: [(written: String, consonant: String, vowel: String, rieulIsVowel: Bool)] = [
        ("이(가)", "이", "가", false), ("은(는)", "은", "는", false), ("을(를)", "을", "를", false),
        ("와(과)", "과", "와", false), ("과(와)", "과", "와", false), ("(이)", "이", "", false),
        ("(으)로", "으로", "로", true), ("(이)라는", "이라는", "라는", false)
    ]
    /// Longest first, so "(이)라는" is tried before "(이)": sorted once (sorted for each value, counting every form's
    /// characters, it was 10 million instructions of the launch's 1,069 million, callgrind to the first frame).
    private static let longestFirst = pairs.sorted { $0.written.count > $1.written.count }
    /// Closing marks a particle may follow: "'{query}'와(과)" reads the word inside the quotes.
    private static let closers: Set<Character> = ["'", "\"", "’", "”", ")", "」", "』", "]"]
    /// The characters a bracketed form or a closing mark begins with: text after a value that begins with none of
    /// them (nearly all of it, and all of English) holds no particle, without comparing it with each form.
    private static let beginnings = Set(pairs.compactMap(\.written.first)).union(closers)

    /// If `rest` (the text after a value) starts with a bracketed particle, possibly after closing
    /// marks, the marks and the particle chosen for `value`, and how many characters they replace.
    static func resolve(after value: String, rest: Substring) -> (text: String, length: Int)? {
        guard let first = rest.first, beginnings.contains(first) else { return nil }
        let marks = rest.prefix { closers.contains($0) }
        let tail = rest.dropFirst(marks.count)
        guard let pair = longestFirst.first(where: { tail.hasPrefix($0.written) }),
            let ending = ending(of: value)
        else { return nil }
        let consonant = ending == .rieul ? !pair.rieulIsVowel : ending == .consonant
        return (String(marks) + (consonant ? pair.consonant : pair.vowel), marks.count + pair.written.count)
    }

    enum Ending { case vowel, consonant, rieul }

    /// How the value's last sound ends, read as a Korean reader would say it; nil when it cannot be told.
    static func ending(of value: String) -> Ending? {
        guard
            let last = value.unicodeScalars.last(where: { !$0.properties.isWhitespace && !closerScalars.contains($0) })
        else { return nil }
        let v = last.value
        if (0xAC00...0xD7A3).contains(v) {
            let final = (v - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        switch Character(last) {
        // 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구
        case "0", "3", "6": return .consonant
        case "1", "7", "8": return .rieul
        case "2", "4", "5", "9": return .vowel
        // Letters read by name in acronyms (엘, 엠, 엔, 알) or words ending in them (Netflix's x is 스).
        case "l", "L", "r", "R": return .rieul
        case "m", "M", "n", "N": return .consonant
        default: return last.properties.isAlphabetic ? .vowel : nil
        }
    }

    private static let closerScalars: Set<Unicode.Scalar> = Set(closers.flatMap(\.unicodeScalars))
}
