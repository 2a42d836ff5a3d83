import ArgumentParser
import BoxOfficeCore

/// `--nation`, `--films`, `--region`: which films a chart counts (KOBIS's segment parameters).
public struct SegmentOptions: ParsableArguments, Sendable {
    @Option(help: .tr("korean or foreign films only; default: all."))
    public var nation: NationOption?

    @Option(help: .tr("diversity (independent and art-house) or commercial films only; default: all."))
    public var films: FilmsOption?

    @Option(
        help: .tr(
            "One region, by code (0105001) or name (서울, 서울시, Seoul); see boxoffice regions. Default: the whole country."
        ))
    public var region: String?

    public init() {}

    /// The segment without the region.
    public var nationAndFilms: ChartSegment { ChartSegment(nation: nation?.value ?? .all, films: films?.value ?? .all) }

    /// The segment when the bundled region list names the region (or none was asked for); nil when
    /// only KOBIS's current list could say.
    public var bundledResolution: (segment: ChartSegment, region: Region?)? {
        Self.bundledResolution(nation: nation, films: films, region: region)
    }

    static func bundledResolution(nation: NationOption?, films: FilmsOption?, region: String?) -> (
        segment: ChartSegment, region: Region?
    )? {
        var segment = ChartSegment(nation: nation?.value ?? .all, films: films?.value ?? .all)
        guard let region else { return (segment, nil) }
        guard let found = Region.find(region) else { return nil }
        segment.region = found.code
        return (segment, found)
    }

    /// "서울시 (Seoul), 경기도 (Gyeonggi), …": the names a user can type, in both languages.
    public static func names(_ regions: [Region]) -> String {
        regions.map { $0.english == $0.korean ? $0.korean : "\($0.korean) (\($0.english))" }.joined(separator: ", ")
    }
}
