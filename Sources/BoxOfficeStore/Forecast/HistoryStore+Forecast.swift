import BoxOfficeCore
import Foundation
import GRDB

/// What the forecast reads from history: every film's runs in the whole market, the last day kept, and the
/// break-even the user entered for a film.
extension HistoryStore {
    /// Every run the history holds (whole market), the last day it holds a chart of, and every day it holds
    /// (a day between them that it lacks is unknown, not a day the film was outside the top 10).
    public func referenceRuns() -> (runs: [ReferenceRun], through: Day?, days: DaySpans) {
        let read =
            database.readingOnce("read the history's runs") { db in
                try ReferenceRunReader.runs(db.cachedStatement(sql: ReferenceRunReader.sql))
            } ?? (runs: [], days: .none)
        return (read.runs, read.days.last, read.days)
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
