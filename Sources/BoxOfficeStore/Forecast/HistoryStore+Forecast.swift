import BoxOfficeCore
import Foundation
import GRDB

/// What the forecast reads from history: every film's runs in the whole market, the last day kept, and the
/// break-even the user entered for a film.
extension HistoryStore {
    /// Every run the history holds (whole market), and the last day it holds a chart of.
    public func referenceRuns() -> (runs: [ReferenceRun], through: Day?) {
        guard let span = keptSpan() else { return ([], nil) }
        let runs =
            database.readingOnce("read the history's runs") { db in
                try ReferenceRunReader.runs(db.cachedStatement(sql: ReferenceRunReader.sql))
            } ?? []
        return (runs, span.last)
    }

    /// The first and last day with a kept whole-market chart.
    func keptSpan() -> (first: Day, last: Day)? {
        database.readingOnce("read the history's days") { db -> (Day, Day)? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT MIN(day), MAX(day) FROM history WHERE segment = ?",
                    arguments: [ChartSegment.everything.cacheSuffix]),
                let first = (row[0] as Int?).flatMap(Day.init(number:)),
                let last = (row[1] as Int?).flatMap(Day.init(number:))
            else { return nil }
            return (first, last)
        } ?? nil
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
