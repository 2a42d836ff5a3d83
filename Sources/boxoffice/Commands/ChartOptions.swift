import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import Foundation

/// How `daily` and `weekly` print a chart.
enum ChartFormat: String, ExpressibleByArgument, CaseIterable { case table, json, csv }

/// The segment flags' values; leaving one out counts all films.
enum NationOption: String, ExpressibleByArgument, CaseIterable {
    case korean, foreign
    var value: ChartSegment.Nation { self == .korean ? .korean : .foreign }
}

enum FilmsOption: String, ExpressibleByArgument, CaseIterable {
    case diversity, commercial
    var value: ChartSegment.Films { self == .diversity ? .diversity : .commercial }
}

/// `--nation`, `--films`, `--region`: which films a chart counts (KOBIS's segment parameters).
struct SegmentOptions: ParsableArguments {
    @Option(help: "korean or foreign films only; default: all.")
    var nation: NationOption?

    @Option(help: "diversity (independent and art-house) or commercial films only; default: all.")
    var films: FilmsOption?

    @Option(help: "One region, by code (0105001) or name (서울, 서울시, Seoul); see boxoffice regions. Default: the whole country.")
    var region: String?

    /// The segment, with the region resolved. The bundled list answers without a request; a name it
    /// lacks is looked up in KOBIS's current list (saved 30 days) before it is called unknown.
    @MainActor func resolve(_ repository: BoxOfficeRepository) async -> (segment: ChartSegment, region: Region?) {
        var segment = ChartSegment(nation: nation?.value ?? .all, films: films?.value ?? .all)
        guard let region else { return (segment, nil) }
        var found = Region.find(region)
        if found == nil {
            let regions = await repository.regions()
            found = Region.find(region, in: regions)
            if found == nil {
                CommandSupport.usageError(tr("There is no region \"{region}\"; name one of {names}, or give its code (boxoffice regions lists them)",
                                             ["region": region, "names": Self.names(regions)]))
            }
        }
        segment.region = found?.code
        return (segment, found)
    }

    /// "서울시 (Seoul), 경기도 (Gyeonggi), …": the names a user can type, in both languages.
    static func names(_ regions: [Region]) -> String {
        regions.map { $0.english == $0.korean ? $0.korean : "\($0.korean) (\($0.english))" }.joined(separator: ", ")
    }
}

extension ChartSegment {
    /// For a table's heading: "Korean films · Seoul", "" for the whole market — the window's words.
    func label(_ language: DisplayLanguage, region named: Region?) -> String {
        ChartTitles(language).segment(self, regions: named.map { [$0] } ?? Region.bundled) ?? ""
    }
}
