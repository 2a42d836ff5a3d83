import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `run` prints: one film's run from the local history (or two, compared), as a table, JSON or CSV.
public enum RunPrinting {
    /// The code `text` holds (letters and digits, at most 20); nil otherwise.
    public static func code(_ text: String) -> String? {
        let code = text.trimmingSpaces
        guard !code.isEmpty, code.count <= 20, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return code
    }

    /// The code, or a sentence and exit status 1.
    public static func validCode(_ text: String) throws -> String {
        guard let code = code(text) else {
            CommandSupport.printError("boxoffice: \"\(OutsideText.clean(text, limit: 40))\" is not a KOBIS movie code; codes look like 20199882.")
            throw ExitCode(1)
        }
        return code
    }

    /// Each film's run from the history (nil: no day of it saved), in the order asked.
    public static func load(codes: [String], segment: ChartSegment, history: HistoryStore?) -> [(code: String, run: FilmRun?)] {
        let trace = getenv("BOXOFFICE_TRACE_HISTORY").map { String(cString: $0) } == "1"
        return codes.map { c in
            let started = DispatchTime.now().uptimeNanoseconds
            let loaded = history?.run(movieCode: c, segment: segment)
            // For meson-helpers/benchmark-history.sh: the load alone, without process start-up.
            if trace {
                let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                CommandSupport.printError("boxoffice: loaded the run of \(c) (\(loaded?.days.count ?? 0) days) in " + String(format: "%.3f ms", ms))
            }
            return (c, loaded)
        }
    }

    /// The first film's run, compared with the second's when there are two; a film with no saved day is
    /// one sentence and the "no numbers" status.
    public static func print(_ loaded: [(code: String, run: FilmRun?)], format: ChartFormat) throws {
        var found: [FilmRun] = []
        for (c, run) in loaded {
            guard let run else {
                CommandSupport.printError("boxoffice: " + tr("The history holds no day of film {code}; boxoffice history --from DAY fills it.", ["code": c]))
                throw ExitCode(CommandSupport.noNumbersStatus)
            }
            found.append(run)
        }
        guard let first = found.first else { return }
        let output = RunOutput(run: first, comparison: found.count > 1 ? RunComparison(first, against: found[1]) : nil,
                               language: Translations.displayLanguage)
        switch format {
        case .table: Swift.print(output.table())
        case .json: Swift.print(output.json())
        case .csv: Swift.print(output.csv(), terminator: "")
        }
    }
}
