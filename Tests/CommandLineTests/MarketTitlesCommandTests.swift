import Foundation
import XCTest

/// Issue 45 (16): the commands' tables name a film by the display language, as the window does: in English its
/// title from its saved details (the real 2022-01-05 chart and 경관의 피's details, filled by `boxoffice history`
/// from the fixture server); JSON and CSV keep KOBIS's title as data.
final class MarketTitlesCommandTests: CommandLineTestCase {
    func testTheMonthsTableNamesFilmsInEnglish() throws {
        let api = try MainActor.assumeIsolated { try self.api() }
        let env = environment(api, extra: ["BOXOFFICE_NOW": "2022-01-06T10:00:00+09:00"])
        let fill = try boxoffice(["history", "--from", "2022-01-05", "--to", "2022-01-05"], env: env)
        XCTAssertEqual(fill.status, 0, fill.all)
        let table = try both(["market", "--year", "2022", "--month", "1", "--offline"], env: env)
        XCTAssertEqual(table.status, 0, table.all)
        XCTAssertTrue(table.stdout.contains("The Policeman’s Lineage"), table.stdout)
        XCTAssertFalse(table.stdout.contains("경관의 피"), table.stdout)
        let json = try both(["market", "--year", "2022", "--month", "1", "--offline", "--format", "json"], env: env)
        XCTAssertTrue(json.stdout.contains("\"경관의 피\""), json.stdout)
    }
}
