/// How the desktop's search describes a film under its title: "2019 · 관객 1,031만 · 최고 1위" in Korean,
/// "2019 · 10.31M admissions · best #1" in English; a part nothing is known for is left out.
extension KnownFilm {
    public func summary(_ language: DisplayLanguage) -> String {
        var parts: [String] = []
        if let year { parts.append(String(year)) }
        if let total = audienceTotal, total > 0 { parts.append(Self.audience(total, language)) }
        if let rank = bestRank, rank > 0 { parts.append(language == .korean ? "최고 \(rank)위" : "best #\(rank)") }
        return parts.joined(separator: " · ")
    }

    /// Rounded down, as the trade press counts (9,995,000 is not yet 1,000만): "관객 1,031만" (만 = 10,000,
    /// below it the whole count), "10.31M admissions" (below a million the whole count).
    static func audience(_ n: Int64, _ language: DisplayLanguage) -> String {
        switch language {
        case .korean:
            return "관객 "
                + (n >= 10_000 ? NumberFormatting.grouped(n / 10_000) + "만" : NumberFormatting.grouped(n) + "명")
        case .english:
            guard n >= 1_000_000 else { return NumberFormatting(.english).audience(n) }
            let hundredths = n / 10_000
            return NumberFormatting.grouped(hundredths / 100) + "." + Day.padded(Int(hundredths % 100), 2)
                + "M admissions"
        }
    }
}
