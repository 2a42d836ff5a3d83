import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// `boxoffice run CODE [--compare CODE]`: a film's run from the local history, day by day, with its
/// milestones; no request is made (fill the history with `boxoffice history`).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Print a film's run from the local history, day by day, with its milestones.",
        discussion: """
            D1 is the opening day. Days with no saved chart are printed as missing, never estimated; \
            boxoffice history --from DAY fills them. --compare prints both films' total audience on the \
            D-number axis and how the first stands against the second at the latest day both have.
            """)

    @OptionGroup var options: RunOptions

    func run() throws {
        let codes = [options.code] + (options.compare.map { [$0] } ?? [])
        let valid = try codes.map(RunPrinting.validCode)
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            let (segment, _) = await options.segment.resolve(services.charts)
            try RunPrinting.print(RunPrinting.load(codes: valid, segment: segment, history: services.history), format: options.format)
        }
    }
}
