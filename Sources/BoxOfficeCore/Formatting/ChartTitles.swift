/// The words for a chart: its kind and its segment (the period, which needs a selection, is the
/// view-models'). The window's subtitles and the command line's headings say the same.
public struct ChartTitles {
    public let language: DisplayLanguage
    public init(_ language: DisplayLanguage) { self.language = language }

    public func kind(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: return tr("Daily")
        case .weekend: return tr("Weekend")
        case .week: return tr("Week")
        case .weekdays: return tr("Weekdays")
        }
    }

    /// The segment in words, nil for all films nationwide.
    public func segment(_ segment: ChartSegment, regions: [Region]) -> String? {
        var parts: [String] = []
        switch segment.nation {
        case .all: break
        case .korean: parts.append(tr("Korean films"))
        case .foreign: parts.append(tr("Foreign films"))
        }
        switch segment.films {
        case .all: break
        case .diversity: parts.append(tr("Diversity films"))
        case .commercial: parts.append(tr("Commercial films"))
        }
        if let code = segment.region {
            parts.append(
                (regions.first { $0.code == code } ?? Region.bundled.first { $0.code == code })?.name(language) ?? code)
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
