import BoxOfficeCore
import Foundation
import GRDB

/// History: every daily chart row kept, in the cache's SQLite database. Written by the repository as
/// charts arrive; read as a film's run or a day's market. A failing database is a warning and an empty
/// answer, as for the rest of the cache.
public final class HistoryStore: @unchecked Sendable {
    let database: CacheDatabase

    public init(database: CacheDatabase) { self.database = database }

    /// One film in history, for picking a film to compare with.
    public struct Film: Sendable, Equatable {
        public let movieCode: String
        public let title: String
        public let openDate: Day?
        public let lastDay: Day
        public let audienceTotal: Int64

        public init(movieCode: String, title: String, openDate: Day?, lastDay: Day, audienceTotal: Int64) {
            self.movieCode = movieCode
            self.title = title
            self.openDate = openDate
            self.lastDay = lastDay
            self.audienceTotal = audienceTotal
        }
    }

    // MARK: writing

    /// A daily chart's rows, replacing the day's rows in that segment. An empty chart (not tallied yet)
    /// keeps nothing, so the day stays missing.
    public func record(_ chart: Chart, day: Day, segment: ChartSegment) {
        guard !chart.entries.isEmpty else { return }
        database.writing("save the history of \(day)") { db in
            try HistoryTables.replace(db, day: day, segmentKey: segment.cacheSuffix, entries: chart.entries)
        }
    }

    /// Whether any row of `day` is kept in `segment`.
    public func hasDay(_ day: Day, segment: ChartSegment) -> Bool {
        database.readingOnce("read the history of \(day)") { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM history WHERE segment = ? AND day = ?)",
                arguments: [segment.cacheSuffix, day.number]) ?? false
        } ?? false
    }

    // MARK: reading

    /// The film's rows in `segment`, oldest first.
    public func rows(movieCode: String, segment: ChartSegment = .everything) -> [HistoryRow] {
        database.readingOnce("read the run of \(movieCode)") { db in
            try HistoryTables.rows(
                db.cachedStatement(
                    sql: """
                        SELECT \(HistoryTables.columns) FROM history INDEXED BY historyByMovie WHERE movieCode = ? AND segment = ? ORDER BY day
                        """), arguments: [movieCode, segment.cacheSuffix])
        } ?? []
    }

    /// The film's run: its rows, and which days in their span are kept at all (gaps vs outside the top 10).
    /// `opening`: its D1 as the forecast's run has it (`FilmRun.span`).
    public func run(movieCode: String, segment: ChartSegment = .everything, opening: Day? = nil) -> FilmRun? {
        let rows = rows(movieCode: movieCode, segment: segment)
        // From the run's start: a re-release's opening decades earlier is not in it.
        guard let last = rows.last, let start = FilmRun.span(rows, opening: opening)?.start else { return nil }
        let kept = knownDays(from: start, to: last.day, segment: segment)
        // A day KOBIS answered empty was asked: the film was not in its top 10 either.
        let empty = answeredEmptyDays(start.through(last.day).filter { !kept.contains($0) }, segment: segment)
        return FilmRun(movieCode: movieCode, rows: rows, knownDays: kept.union(empty), opening: opening)
    }

    /// The days from `from` to `to` whose chart is kept in `segment`.
    public func knownDays(from: Day, to: Day, segment: ChartSegment = .everything) -> Set<Day> {
        let numbers =
            database.readingOnce("read the kept days") { db in
                try Int.fetchAll(
                    db.cachedStatement(
                        sql: "SELECT DISTINCT day FROM history WHERE segment = ? AND day BETWEEN ? AND ?"),
                    arguments: [segment.cacheSuffix, from.number, to.number])
            } ?? []
        return Set(numbers.compactMap { Day(number: $0) })
    }

    /// A day's market in `segment`, by rank.
    public func rows(on day: Day, segment: ChartSegment = .everything) -> [HistoryRow] {
        database.readingOnce("read the history of \(day)") { db in
            try HistoryTables.rows(
                db.cachedStatement(
                    sql: """
                        SELECT \(HistoryTables.columns) FROM history WHERE segment = ? AND day = ? ORDER BY rank
                        """), arguments: [segment.cacheSuffix, day.number])
        } ?? []
    }

    /// Films whose title contains `text`, ignoring spaces and (Latin) case, the most watched first; `text`
    /// empty lists all. Spaces are left out on both sides because KOBIS spaces titles unevenly
    /// (미션임파서블:고스트프로토콜, 마이 웨이) and people type them either way.
    public func films(matching text: String, segment: ChartSegment = .everything, limit: Int = 50) -> [Film] {
        let pattern =
            "%"
            + text.filter { !$0.isWhitespace }.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        return database.readingOnce("search the history") { db in
            // The newest row of each film carries its current title and total.
            try Row.fetchAll(
                db,
                sql: """
                    SELECT h.movieCode, h.title, h.openDate, h.day, h.audienceTotal FROM history h
                    JOIN (SELECT movieCode, MAX(day) AS day FROM history WHERE segment = ? GROUP BY movieCode) newest
                      ON h.movieCode = newest.movieCode AND h.day = newest.day AND h.segment = ?
                    WHERE REPLACE(h.title, ' ', '') LIKE ? ESCAPE '\\' ORDER BY h.audienceTotal DESC LIMIT ?
                    """, arguments: [segment.cacheSuffix, segment.cacheSuffix, pattern, max(0, limit)]
            ).compactMap { r in
                guard let code = String.fromDatabaseValue(r[0]), let title = String.fromDatabaseValue(r[1]),
                    let last = Int.fromDatabaseValue(r[3]).flatMap({ Day(number: $0) }),
                    let total = Int64.fromDatabaseValue(r[4])
                else { return nil }  // the file can be edited
                return Film(
                    movieCode: code, title: title, openDate: Int.fromDatabaseValue(r[2]).flatMap { Day(number: $0) },
                    lastDay: last, audienceTotal: total)
            }
        } ?? []
    }

    public var rowCount: Int {
        database.readingOnce("count the history") { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM history") ?? 0 }
            ?? 0
    }

    // MARK: the pending fill

    public struct SavedFill: Sendable, Equatable {
        public let job: FillJob
        public let paused: Bool
        public let done: Int
        public init(job: FillJob, paused: Bool, done: Int) {
            self.job = job
            self.paused = paused
            self.done = done
        }
    }

    /// Where a fill's job is saved: the window's and the command line's apart, so neither overwrites or
    /// clears the other's (a run of `boxoffice history` never touches the window's paused fill).
    public enum FillSlot: Int, Sendable { case window = 1, command = 2 }

    public func savedFill(_ slot: FillSlot = .window) -> SavedFill? {
        database.reading("read the pending fill") { db -> SavedFill? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT job, paused, done FROM fillJob WHERE id = ?", arguments: [slot.rawValue]),
                let data = Data.fromDatabaseValue(row["job"]),
                let job = try? JSONDecoder().decode(FillJob.self, from: data)
            else { return nil }
            // An edited row's numbers are read, never trapped on.
            let paused = Int64.fromDatabaseValue(row["paused"]) ?? 1
            let done = Int64.fromDatabaseValue(row["done"]).map { Int(clamping: $0) } ?? 0
            return SavedFill(job: job, paused: paused != 0, done: min(max(0, done), job.queryCount))
        } ?? nil
    }

    public func saveFill(_ fill: SavedFill, slot: FillSlot = .window) {
        guard let job = try? JSONEncoder().encode(fill.job) else { return }
        database.writing("save the pending fill") { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO fillJob (id, job, paused, done) VALUES (?, ?, ?, ?)",
                arguments: [slot.rawValue, job, fill.paused ? 1 : 0, fill.done])
        }
    }

    public func clearFill(_ slot: FillSlot = .window) {
        database.writing("forget the pending fill") {
            try $0.execute(sql: "DELETE FROM fillJob WHERE id = ?", arguments: [slot.rawValue])
        }
    }

    // MARK: settings

    func setting(_ name: String) -> String? {
        database.reading("read \(name)") {
            try String.fetchOne($0, sql: "SELECT value FROM setting WHERE name = ?", arguments: [name])
        } ?? nil
    }

    func setSetting(_ name: String, _ value: String?) {
        database.writing("save \(name)") { db in
            if let value {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE name = ?", arguments: [name])
            }
        }
    }

    // MARK: KOBIS requests per Korea-time day

    func requestCount(on day: Day) -> Int {
        database.reading("read the request count") {
            try Int.fetchOne($0, sql: "SELECT count FROM requestCount WHERE day = ?", arguments: [day.number]) ?? 0
        } ?? 0
    }

    /// Adds one and returns the new count; one statement, so two processes counting at once lose nothing.
    @discardableResult
    func countRequest(on day: Day) -> Int {
        database.writing("count a request") { db in
            try db.execute(
                sql:
                    "INSERT INTO requestCount (day, count) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET count = count + 1",
                arguments: [day.number])
            return try Int.fetchOne(db, sql: "SELECT count FROM requestCount WHERE day = ?", arguments: [day.number])
                ?? 0
        } ?? 0
    }
}
