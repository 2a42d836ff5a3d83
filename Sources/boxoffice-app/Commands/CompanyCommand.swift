import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `boxoffice company CODE`: a company's names, CEO, parts and filmography by role.
struct CompanyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "company", abstract: tr("Print a film company's details and filmography."))

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

    @Argument(help: .tr("The KOBIS company code, for example 20161801 (boxoffice search company finds it)."))
    var code: String

    @Option(help: .tr("table or json."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        let code = CodeArgument.check(code, kind: "company", example: "20161801")
        let format = format
        let offline = common.offline
        try CommandSupport.run {
            let loaded = try await AppServices.forCommand(offline: offline).search.company(code: code)
            let c = loaded.value
            SearchOutput.print(
                loaded, json: format == .json, title: c.name, english: c.nameEnglish,
                facts: [
                    (trCtx("command line", "Code"), c.code), (trCtx("command line", "CEO"), c.ceo),
                    (trCtx("command line", "Parts"), c.parts.joined(separator: ", "))
                ],
                filmography: c.filmography
            ) { ChartJSON.encode(SearchOutput.CompanyDetail(c), fallback: "{}") }
        }
    }
}
