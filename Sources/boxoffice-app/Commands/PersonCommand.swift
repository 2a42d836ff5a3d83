import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `boxoffice person CODE`: a person's names, role and filmography by part.
struct PersonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person", abstract: tr("Print a film person's details and filmography."))

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

    @Argument(help: .tr("The KOBIS person code, for example 10031641 (boxoffice search person finds it)."))
    var code: String

    @Option(help: .tr("table or json."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        let code = CodeArgument.check(code, kind: "person", example: "10031641")
        let format = format
        let offline = common.offline
        try CommandSupport.run {
            let loaded = try await AppServices.forCommand(offline: offline).search.person(code: code)
            let p = loaded.value
            SearchOutput.print(
                loaded, json: format == .json, title: p.name, english: p.nameEnglish,
                facts: [
                    (trCtx("command line", "Code"), p.code), (trCtx("command line", "Role"), p.role),
                    (trCtx("command line", "Sex"), p.sex)
                ],
                filmography: p.filmography
            ) { ChartJSON.encode(SearchOutput.PersonDetail(p), fallback: "{}") }
        }
    }
}
