import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// `boxoffice run TITLE|CODE [--compare TITLE|CODE]`: a film's run from the local history, day by day, with
/// its milestones; no request is made (fill the history with `boxoffice history`).
struct RunCommand: ParsableCommand {
    // One literal each: meson-helpers/update-po.sh extracts tr("…") as C strings, and a multi-line
    // Swift literal is not one.
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: tr("Print a film's run day by day from the history, with milestones."),
        discussion: tr(
            "A film is a KOBIS code or a title from the history; a title several films match lists them with their codes. D1 is the opening day. Days with no saved chart are printed as missing, never estimated; boxoffice history --from DAY fills them. --compare prints both films' total audience on the D-number axis and how the first stands against the second at the latest day both have."
        ))

    @OptionGroup var options: RunOptions

    func run() throws {
        let asked = [options.film] + (options.compare.map { [$0] } ?? [])
        let options = options
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            let (segment, _) = await options.segment.resolve(services.charts)
            let runs = try RunPrinting.print(
                RunPrinting.load(asked, segment: segment, history: services.history), format: options.format,
                bom: options.bom)
            if options.format == .png, let run = runs.first {
                try ImageOutput.run(
                    run, comparedWith: runs.dropFirst().first, segment: segment, history: services.history,
                    options: options.image)
            }
        }
    }
}
