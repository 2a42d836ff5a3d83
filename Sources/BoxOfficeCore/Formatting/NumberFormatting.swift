/// Audience counts, money and percentages, exact to the won. Written by hand rather than with
/// NumberFormatter so the output is identical on every machine and locale data set.
public struct NumberFormatting: Sendable {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    /// "1,234,567" (both languages group by thousands).
    public static func grouped(_ n: Int64) -> String { (n < 0 ? "-" : "") + groupedMagnitude(n.magnitude) }

    /// "9,223,372,036,854,775,808": a magnitude, which Int64.min has no positive Int64 for.
    static func groupedMagnitude(_ n: UInt64) -> String {
        let digits = String(n)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return out
    }

    /// "1,234,567명" / "1,234,567 admissions".
    public func audience(_ n: Int64) -> String {
        trPlural(
            "{count} admission", "{count} admissions", count: Int(clamping: n.magnitude), ["count": Self.grouped(n)],
            in: language)
    }

    /// By myriads (Korean): "12억 3,456만 원", with the remainder when there is one ("6억 3,140만 2,330원").
    /// By thousands (English): "₩1,234,560,000".
    public func money(_ won: Int64) -> String {
        let sign = won < 0 ? "-" : ""
        let value = won.magnitude
        guard NumberGrouping.of(language) == .myriads else {
            return sign + tr("₩{amount}", ["amount": Self.groupedMagnitude(value)], in: language)
        }
        let eok = value / 100_000_000
        let man = (value / 10_000) % 10_000
        let rest = value % 10_000
        var parts: [String] = []
        if eok > 0 { parts.append(Self.hundredMillions(Self.groupedMagnitude(eok), language)) }
        if man > 0 { parts.append(Self.tenThousands(Self.groupedMagnitude(man), language)) }
        if rest > 0 || parts.isEmpty {
            parts.append(wonText(Self.groupedMagnitude(rest)))
            return sign + parts.joined(separator: " ")
        }
        return sign + wonAfterWords(parts.joined(separator: " "))
    }

    // Percentages: one form everywhere, in both languages and on the command line. Digits grouped as
    // counts are, and "%" straight after the number, as KOBIS and Korean usage write it ("34.2%", not
    // "34.2 %"). A sentence that names a percentage takes the whole "12%" as its placeholder, so no
    // translation spaces it differently.

    /// A percentage with the digits KOBIS sent: "34.0" → "34.0%", "10048.1" → "10,048.1%", "" → "—".
    public static func percent(_ sent: String) -> String {
        guard !sent.isEmpty else { return "—" }
        return groupedDecimal(sent) + "%"
    }

    /// A change, its sign always shown: "10048.1" → "+10,048.1%", "-15.9" → "-15.9%", "0" → "0%".
    public static func signedPercent(_ sent: String) -> String {
        guard let value = Double(sent) else { return percent(sent) }
        return (value > 0 && !sent.hasPrefix("+") ? "+" : "") + percent(sent)
    }

    /// A computed percentage rounded to `decimals` places: "12%", "-83.6%", with `signed` "+2.0%".
    /// Not finite (broken data only): "—".
    public static func percent(_ x: Double, decimals: Int = 0, signed: Bool = false) -> String {
        guard x.isFinite else { return "—" }
        let places = max(0, decimals)
        let text = FixedDecimal.text(x, decimals: places) ?? String(format: "%.\(places)f", x)
        return signed ? signedPercent(text) : percent(text)
    }

    /// "10048.1" → "10,048.1", "-1234" → "-1,234"; text that is not a plain decimal stays as it is.
    static func groupedDecimal(_ text: String) -> String {
        var rest = Substring(text)
        var sign = ""
        if let first = rest.first, first == "+" || first == "-" {
            sign = String(first)
            rest = rest.dropFirst()
        }
        let dot = rest.firstIndex(of: ".") ?? rest.endIndex
        let whole = rest[..<dot]
        let fraction = rest[dot...]
        guard !whole.isEmpty, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber),
            fraction.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return text }
        var out = ""
        for (i, ch) in whole.enumerated() {
            if i > 0 && (whole.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return sign + out + fraction
    }

    /// A signed change with its sign always shown: "+1,234" / "-9,564" / "0".
    public static func signed(_ n: Int64) -> String { n > 0 ? "+" + grouped(n) : grouped(n) }

    public func runtime(minutes: Int) -> String { tr("{minutes} min", ["minutes": String(minutes)], in: language) }
}
