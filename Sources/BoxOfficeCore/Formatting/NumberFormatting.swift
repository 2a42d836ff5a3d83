/// Audience counts, money and percentages, exact to the won. Written by hand rather than with
/// NumberFormatter so the output is identical on every machine and locale data set.
public struct NumberFormatting: Sendable {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    /// "1,234,567" (both languages group by thousands).
    public static func grouped(_ n: Int64) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// "1,234,567명" / "1,234,567 admissions".
    public func audience(_ n: Int64) -> String {
        switch language {
        case .korean: return Self.grouped(n) + "명"
        case .english: return Self.grouped(n) + (n.magnitude == 1 ? " admission" : " admissions")
        }
    }

    /// Korean: "12억 3,456만 원", with the remainder when there is one ("6억 3,140만 2,330원").
    /// English: "₩1,234,560,000".
    public func money(_ won: Int64) -> String {
        switch language {
        case .english:
            let digits = Self.grouped(won)   // from the magnitude: Int64.min has no positive Int64
            return won < 0 ? "-₩" + digits.dropFirst() : "₩" + digits
        case .korean:
            let value = won.magnitude
            let eok = value / 100_000_000, man = (value / 10_000) % 10_000, rest = value % 10_000
            var parts: [String] = []
            if eok > 0 { parts.append(Self.grouped(Int64(eok)) + "억") }
            if man > 0 { parts.append(Self.grouped(Int64(man)) + "만") }
            let text: String
            if rest > 0 || parts.isEmpty {
                parts.append(Self.grouped(Int64(rest)) + "원")
                text = parts.joined(separator: " ")
            } else {
                text = parts.joined(separator: " ") + " 원"
            }
            return (won < 0 ? "-" : "") + text
        }
    }

    /// A percentage exactly as KOBIS sent it: "34.0" → "34.0%".
    public func percent(_ sent: String) -> String { sent + "%" }

    /// A signed change with its sign always shown: "+1,234" / "-9,564" / "0".
    public static func signed(_ n: Int64) -> String { n > 0 ? "+" + grouped(n) : grouped(n) }

    public func runtime(minutes: Int) -> String {
        language == .korean ? "\(minutes)분" : "\(minutes) min"
    }
}
