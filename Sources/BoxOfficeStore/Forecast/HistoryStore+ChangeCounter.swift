import BoxOfficeCore
import Foundation
import GRDB

/// A counter SQLite bumps on every whole-market history row inserted, changed or deleted, by this app or
/// anything else that writes the file (triggers), and a random generation made with the table: together
/// they tell the forecast's cached library (`ReferenceLibraryCache`) whether the history changed since it
/// was made, in one row read instead of a scan of ten years of rows.
extension HistoryStore {
    /// The counter's table and triggers (migration v5).
    static func createChangeCounter(_ db: Database) throws {
        let bump = "UPDATE historyChange SET count = count + 1 WHERE id = 1;"
        try db.execute(
            sql: """
                CREATE TABLE historyChange (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL,
                                            count INTEGER NOT NULL);
                INSERT INTO historyChange VALUES (1, random(), 0);
                CREATE TRIGGER historyInserted AFTER INSERT ON history WHEN NEW.segment = '' BEGIN \(bump) END;
                CREATE TRIGGER historyUpdated AFTER UPDATE ON history WHEN NEW.segment = '' OR OLD.segment = ''
                    BEGIN \(bump) END;
                CREATE TRIGGER historyDeleted AFTER DELETE ON history WHEN OLD.segment = '' BEGIN \(bump) END;
                """)
    }

    /// The history's generation and change count; nil when they cannot be read.
    public var changeCount: (generation: Int64, count: Int64)? {
        database.readingOnce("read the history's change counter") { db -> (Int64, Int64)? in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT generation, count FROM historyChange WHERE id = 1")),
                let generation = row[0] as Int64?, let count = row[1] as Int64?
            else { return nil }
            return (generation, count)
        } ?? nil
    }

    /// The folder of the history's database file; nil for a database in memory.
    var folder: URL? {
        let path = database.path
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file::memory:") else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
}
