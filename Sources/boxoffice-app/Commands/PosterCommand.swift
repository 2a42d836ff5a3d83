import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal
import Foundation

struct PosterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "poster", abstract: tr("Find a movie's poster through Kakao image search and save it."))

    @Argument(help: .tr("The KOBIS movie code, for example 20124079."))
    var code: String

    @Option(name: .shortAndLong, help: .tr("Where to write the image."))
    var output: String

    @OptionGroup var common: CommonOptions

    func run() throws {
        let code = code
        let output = output
        let offline = common.offline
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: offline)
            let film = try await services.charts.film(code: code)
            let poster = try await services.posters.poster(for: PosterQuery(film.value))
            do {
                try poster.data.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                CommandSupport.printError("boxoffice: could not write \(output) (\(error.localizedDescription)).")
                throw ExitCode(1)
            }
            print(
                "Saved the poster of \(film.value.title) (\(poster.width)×\(poster.height), \(poster.data.count) bytes, "
                    + "from \(poster.sourceURL)) to \(output)")
        }
    }
}
