import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `boxoffice regions`: the codes and names `--region` takes.
struct RegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regions", abstract: tr("List the regions --region takes, with their KOBIS codes."))

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

    @Option(help: .tr("table or json."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        let format = format
        let offline = common.offline
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let regions = await services.charts.regions()
            switch format {
            case .table: print(Self.table(regions, language: Translations.displayLanguage))
            case .json:
                print(ChartJSON.encode(regions.map { ["code": $0.code, "korean": $0.korean, "english": $0.english] }))
            }
        }
    }

    static func table(_ regions: [Region], language: DisplayLanguage) -> String {
        let header = [trCtx("command line", "Code"), trCtx("command line", "Korean"), trCtx("command line", "English")]
        let all = [header] + regions.map { [$0.code, $0.korean, $0.english] }
        let widths = header.indices.map { c in all.map { TextWidth.columns($0[c]) }.max() ?? 0 }
        let lines = all.map { row in
            row.indices.map { c in c == row.count - 1 ? row[c] : TextWidth.padRight(row[c], to: widths[c]) }.joined(
                separator: "  ")
        }
        return ([lines[0], String(repeating: "-", count: widths.reduce(2 * (widths.count - 1), +))] + lines.dropFirst())
            .joined(separator: "\n")
    }
}
