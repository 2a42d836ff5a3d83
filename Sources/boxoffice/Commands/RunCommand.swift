import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import Foundation

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

    @Argument(help: "The KOBIS movie code, for example 20199882.")
    var code: String

    @Option(help: "table, json or csv.")
    var format: ChartFormat = .table

    @Option(help: "Another film's code: both runs' total audience by D-number.")
    var compare: String?

    @OptionGroup var segment: SegmentOptions

    func run() throws {
        let code = try Self.validCode(code), other = try compare.map(Self.validCode)
        let format = format, segment = segment
        try CommandSupport.run {
            let services = AppServices.forCommand(offline: true)
            let (resolved, _) = await segment.resolve(services.charts)
            let history = services.history
            let runs = [code] + (other.map { [$0] } ?? [])
            var found: [FilmRun] = []
            let trace = ProcessInfo.processInfo.environment["BOXOFFICE_TRACE_HISTORY"] == "1"
            for c in runs {
                let started = DispatchTime.now().uptimeNanoseconds
                let loaded = history?.run(movieCode: c, segment: resolved)
                // For meson-helpers/benchmark-history.sh: the load alone, without process start-up.
                if trace {
                    let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                    CommandSupport.printError("boxoffice: loaded the run of \(c) (\(loaded?.days.count ?? 0) days) in " + String(format: "%.3f ms", ms))
                }
                guard let run = loaded else {
                    CommandSupport.printError("boxoffice: " + tr("The history holds no day of film {code}; boxoffice history --from DAY fills it.", ["code": c]))
                    throw ExitCode(CommandSupport.noNumbersStatus)
                }
                found.append(run)
            }
            let output = RunOutput(run: found[0], comparison: found.count > 1 ? RunComparison(found[0], against: found[1]) : nil,
                                   language: Translations.displayLanguage)
            switch format {
            case .table: print(output.table())
            case .json: print(output.json())
            case .csv: print(output.csv(), terminator: "")
            }
        }
    }

    static func validCode(_ text: String) throws -> String {
        let code = text.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, code.count <= 20, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            CommandSupport.printError("boxoffice: \"\(OutsideText.clean(text, limit: 40))\" is not a KOBIS movie code; codes look like 20199882.")
            throw ExitCode(1)
        }
        return code
    }
}
