import BoxOfficeCore
import Foundation
import GRDB

/// The history's SQL: its tables, indexes, and the one-time import of the daily charts already saved.
enum HistoryTables {
    static func create(_ db: Database) throws {
        // Days as yyyyMMdd integers; the primary key (segment, day, movieCode) answers "a day's rows"
        // and "which days are kept"; the film index answers "a film's run".
        try db.execute(
            sql: """
                CREATE TABLE history (
                    day INTEGER NOT NULL, segment TEXT NOT NULL, movieCode TEXT NOT NULL, rank INTEGER NOT NULL,
                    audience INTEGER NOT NULL, sales INTEGER NOT NULL, screens INTEGER NOT NULL, shows INTEGER NOT NULL,
                    audienceTotal INTEGER NOT NULL, salesTotal INTEGER NOT NULL, salesShare TEXT NOT NULL,
                    title TEXT NOT NULL, openDate INTEGER,
                    PRIMARY KEY (segment, day, movieCode)) WITHOUT ROWID;
                CREATE INDEX historyByMovie ON history (movieCode, segment, day);
                CREATE TABLE requestCount (day INTEGER PRIMARY KEY, count INTEGER NOT NULL);
                CREATE TABLE setting (name TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE fillJob (id INTEGER PRIMARY KEY CHECK (id = 1), job BLOB NOT NULL,
                                      paused INTEGER NOT NULL, done INTEGER NOT NULL);
                """)
        try importSavedDailyCharts(db)
    }

    /// The fill table with a row per slot; a pending window fill is kept.
    static func allowFillSlots(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE fillJobSlots (id INTEGER PRIMARY KEY CHECK (id IN (1, 2)), job BLOB NOT NULL,
                                           paused INTEGER NOT NULL, done INTEGER NOT NULL);
                INSERT INTO fillJobSlots SELECT id, job, paused, done FROM fillJob WHERE id = 1;
                DROP TABLE fillJob;
                ALTER TABLE fillJobSlots RENAME TO fillJob;
                """)
    }

    /// Every daily chart already in the cache becomes history once, from the saved bodies: no refetching.
    /// A body that does not decode is skipped (it is a cache miss for the repository too).
    static func importSavedDailyCharts(_ db: Database) throws {
        let saved = try Row.fetchAll(db, sql: "SELECT key, body FROM response WHERE kind = 'daily'")
        for row in saved {
            let key: String = row["key"]
            let body: Data = row["body"]
            guard let day = Day(String(key.prefix(8))),
                let chart = try? Chart(ResponseDecoding.kobisBoxOffice(body), kind: .daily)
            else { continue }
            try replace(db, day: day, segmentKey: String(key.dropFirst(8)), entries: chart.entries)
        }
    }

    /// A day's rows in a segment, replacing what was kept (KOBIS corrects days; the top 10 can change).
    static func replace(_ db: Database, day: Day, segmentKey: String, entries: [ChartEntry]) throws {
        try db.execute(sql: "DELETE FROM history WHERE segment = ? AND day = ?", arguments: [segmentKey, day.number])
        let insert = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO history (day, segment, movieCode, rank, audience, sales, screens, shows,
                    audienceTotal, salesTotal, salesShare, title, openDate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for e in entries {
            try insert.execute(arguments: [
                day.number, segmentKey, e.movieCode, e.rank, e.audience, e.sales, e.screens,
                e.shows, e.audienceTotal, e.salesTotal, e.salesShare, e.title, e.openDate?.number
            ])
        }
    }

    /// The columns `row` reads, in its order.
    static let columns =
        "day, segment, movieCode, rank, audience, sales, screens, shows, audienceTotal, salesTotal, salesShare, title, openDate"

    /// The rows a statement selecting `columns` finds, read in place (no copies of the rows); a row with a
    /// value of the wrong type (the file can be edited) is left out rather than trapping.
    static func rows(_ statement: Statement, arguments: StatementArguments) throws -> [HistoryRow] {
        var rows: [HistoryRow] = []
        let cursor = try Row.fetchCursor(statement, arguments: arguments)
        while let r = try cursor.next() {
            if let row = row(r) { rows.append(row) }
        }
        return rows
    }

    static func row(_ r: Row) -> HistoryRow? {
        func number(_ i: Int) -> Int64? { Int64.fromDatabaseValue(r[i]) }
        func text(_ i: Int) -> String? { String.fromDatabaseValue(r[i]) }
        guard let day = number(0).flatMap({ Day(number: Int($0)) }), let segment = text(1), let code = text(2),
            let rank = number(3), let audience = number(4), let sales = number(5), let screens = number(6),
            let shows = number(7), let audienceTotal = number(8), let salesTotal = number(9),
            let share = text(10), let title = text(11)
        else { return nil }
        return HistoryRow(
            day: day, segmentKey: segment, movieCode: code, rank: Int(rank), audience: audience, sales: sales,
            screens: screens, shows: shows, audienceTotal: audienceTotal, salesTotal: salesTotal,
            salesShare: share, title: title, openDate: number(12).flatMap { Day(number: Int($0)) })
    }
}
