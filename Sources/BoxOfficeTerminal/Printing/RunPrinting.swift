import ArgumentParser
import BoxOfficeCore
import BoxOfficeStore
import Foundation

/// What `run` prints: one film's run from the local history (or two, compared), as a table, JSON or CSV.
public enum RunPrinting {
    /// Each film asked for (a code or a title) looked up, and the runs of those found, in the order asked
    /// (a nil run: no day of it saved). Nothing is printed yet, so a caller can still hand the arguments on.
    public static func load(_ asked: [String], segment: ChartSegment, history: HistoryStore?) -> [(
        lookup: RunLookup, run: FilmRun?
    )] {
        let trace = getenv("BOXOFFICE_TRACE_HISTORY").map { String(cString: $0) } == "1"
        return asked.map { text in
            let lookup = RunLookup.find(text, segment: segment, history: history)
            guard case .code(let c) = lookup else { return (lookup, nil) }
            let started = DispatchTime.now().uptimeNanoseconds
            let loaded = history?.run(movieCode: c, segment: segment)
            // For meson-helpers/benchmark-history.sh: the load alone, without process start-up.
            if trace {
                let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                CommandSupport.printError(
                    "boxoffice: loaded the run of \(c) (\(loaded?.days.count ?? 0) days) in "
                        + String(format: "%.3f ms", ms))
            }
            return (lookup, loaded)
        }
    }

    /// The first film's run, compared with the second's when there are two; a title that does not pick one
    /// film, or a film with no saved day, is one sentence and its status. Returns the runs found, in the order
    /// asked (png: nothing is printed; boxoffice-app draws the first).
    @discardableResult
    public static func print(
        _ loaded: [(lookup: RunLookup, run: FilmRun?)], format: ChartFormat, bom: Bool = false
    ) throws -> [FilmRun] {
        var found: [FilmRun] = []
        for (lookup, run) in loaded {
            let c = try lookup.resolved()
            guard let run else {
                CommandSupport.printError(
                    "boxoffice: "
                        + tr(
                            "The history holds no day of film {code}; boxoffice history --from DAY fills it.",
                            ["code": c]))
                throw ExitCode(CommandSupport.noNumbersStatus)
            }
            found.append(run)
        }
        guard let first = found.first, format != .png else { return found }
        let output = RunOutput(
            run: first, comparison: found.count > 1 ? RunComparison(first, against: found[1]) : nil,
            language: Translations.displayLanguage)
        switch format {
        case .table: Swift.print(output.table())
        case .json: Swift.print(output.json())
        case .csv: Swift.print(CommandSupport.csv(output.csv(), bom: bom), terminator: "")
        case .png: break
        }
        return found
    }
}
