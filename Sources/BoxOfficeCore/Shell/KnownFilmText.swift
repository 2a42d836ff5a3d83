/// How the desktop's search describes a film under its title: "2019 · 관객 1,031만 명 · 최고 1위" in Korean,
/// "2019 · 10.3 million admissions · best #1" in English; a part nothing is known for is left out.
extension KnownFilm {
    public func summary(_ language: DisplayLanguage) -> String {
        var parts: [String] = []
        if let year { parts.append(String(year)) }
        if let total = audienceTotal, total > 0 { parts.append(Self.audience(total, language)) }
        if let rank = bestRank, rank > 0 { parts.append(tr("best #{rank}", ["rank": String(rank)], in: language)) }
        return parts.joined(separator: " · ")
    }

    /// Rounded as the window and everywhere else round a large count (`NumberFormatting.roundedAudience`, to
    /// the nearest 만): "관객 1,333만 명" for 13,326,826; below 1만 the whole count, "관객 5,432명". English:
    /// "13.3 million admissions", below a million the whole count.
    static func audience(_ n: Int64, _ language: DisplayLanguage) -> String {
        // TRANSLATORS: a film's audience in the desktop's search results: "관객 1,031만 명" in Korean.
        tr("{audience}", ["audience": NumberFormatting(language).roundedAudience(n)], in: language)
    }
}
