import BoxOfficeCore
import Foundation
import GRDB

/// What the forecast reads from history: every film's runs in the whole market, the last day kept, and the
/// break-even the user entered for a film.
extension HistoryStore {
    /// Every run the history holds (whole market), and the last day it holds a chart of.
    public func referenceRuns() -> (runs: [ReferenceRun], through: Day?) {
        let runs =
            database.readingOnce("read the history's runs") { db in
                try ReferenceRunReader.runs(db.cachedStatement(sql: ReferenceRunReader.sql))
            } ?? []
        // The last day with a whole-market row: the rows just read say it (MIN and MAX together scan them again).
        return (runs, runs.map(\.lastDay).max())
    }

    /// The break-even (손익분기점) the user entered for the film, in admissions.
    public func breakEven(movieCode: String) -> Int64? {
        setting(Self.breakEvenSetting(movieCode)).flatMap { Int64($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Saves the film's break-even; nil or 0 forgets it.
    public func setBreakEven(_ admissions: Int64?, movieCode: String) {
        setSetting(Self.breakEvenSetting(movieCode), admissions.flatMap { $0 > 0 ? String($0) : nil })
    }

    static func breakEvenSetting(_ movieCode: String) -> String { "breakEven." + movieCode }
}
