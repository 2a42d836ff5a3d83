import ArgumentParser
import BoxOfficeCore

/// How `daily`, `weekly` and `run` print.
public enum ChartFormat: String, ExpressibleByArgument, CaseIterable, Sendable { case table, json, csv }

/// The segment flags' values; leaving one out counts all films.
public enum NationOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case korean, foreign
    var value: ChartSegment.Nation { self == .korean ? .korean : .foreign }
}

public enum FilmsOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case diversity, commercial
    var value: ChartSegment.Films { self == .diversity ? .diversity : .commercial }
}

/// `--nation`, `--films`, `--region`: which films a chart counts (KOBIS's segment parameters).
public struct SegmentOptions: ParsableArguments, Sendable {
    @Option(help: .tr("korean or foreign films only; default: all."))
    public var nation: NationOption?

    @Option(help: .tr("diversity (independent and art-house) or commercial films only; default: all."))
    public var films: FilmsOption?

    @Option(help: .tr("One region, by code (0105001) or name (서울, 서울시, Seoul); see boxoffice regions. Default: the whole country."))
    public var region: String?

    public init() {}

    /// The segment without the region.
    public var nationAndFilms: ChartSegment { ChartSegment(nation: nation?.value ?? .all, films: films?.value ?? .all) }

    /// The segment when the bundled region list names the region (or none was asked for); nil when
    /// only KOBIS's current list could say.
    public var bundledResolution: (segment: ChartSegment, region: Region?)? {
        Self.bundledResolution(nation: nation, films: films, region: region)
    }

    static func bundledResolution(nation: NationOption?, films: FilmsOption?, region: String?) -> (segment: ChartSegment, region: Region?)? {
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

/// What every network-capable subcommand shares.
public struct CommonOptions: ParsableArguments, Sendable {
    @Flag(help: .tr("Use saved data and the sample only; no network."))
    public var offline = false

    public init() {}
}

extension ChartSegment {
    /// For a table's heading: "Korean films · Seoul", "" for the whole market — the window's words.
    func label(_ language: DisplayLanguage, region named: Region?) -> String {
        ChartTitles(language).segment(self, regions: named.map { [$0] } ?? Region.bundled) ?? ""
    }
}
