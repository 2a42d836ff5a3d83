import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

struct FilmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "movie", abstract: tr("Print a movie's details."))

    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json }

    @Argument(help: .tr("The KOBIS movie code, for example 20199882."))
    var code: String

    @Option(help: .tr("table or json."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        let code = code.trimmingSpaces
        let format = format
        let offline = common.offline
        guard !code.isEmpty, code.count <= 20, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            CommandSupport.printError("boxoffice: \"\(code)\" is not a KOBIS movie code; codes look like 20199882.")
            throw ExitCode(1)
        }
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let loaded = try await services.charts.film(code: code)
            switch format {
            case .table: print(FilmTable(film: loaded.value, language: Translations.displayLanguage).render())
            case .json: print(FilmJSON.render(loaded.value))
            }
            CommandSupport.note(loaded)
        }
    }
}
