import BoxOfficeViewModels
import Foundation
import LoopbackServer
import XCTest

/// The one settings type: its keys are the schema's, GSettings keeps what it is given within the schema's bounds, and
/// an earlier version's state.ini is read into it once.
final class AppSettingsTests: ViewModelTestCase {
    /// One key enum for one schema: a key added to either alone fails here with its name.
    func testTheKeysAreTheSchemasKeys() throws {
        let text = try String(
            contentsOf: TestSchemas.source.appendingPathComponent("kr.boxoffice.BoxOffice.gschema.xml"), encoding: .utf8
        )
        let pattern = try NSRegularExpression(pattern: #"<key name="([^"]+)""#)
        let schema = Set(
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            })
        let enumKeys = Set(AppSettings.Key.allCases.map(\.rawValue))
        for name in schema.subtracting(enumKeys).sorted() {
            XCTFail(
                "the schema's key \(name) has no case in AppSettings.Key: add one (it is read and written only by it)")
        }
        for name in enumKeys.subtracting(schema).sorted() {
            XCTFail(
                "AppSettings.Key.\(name) is no key of Data/kr.boxoffice.BoxOffice.gschema.xml: add it there or drop it")
        }
        XCTAssertEqual(schema.count, 14, "the schema's keys, read from its file")
    }

    /// state.ini is the user's to edit: a width of 3000000000 (or of 10^30) is clamped, not a crash.
    func testWindowStateValuesAreClamped() throws {
        let url = dir.appendingPathComponent("state.ini")
        try Data("width=3000000000\r\nheight=-5\nlayout=grid\nnonsense\n".utf8).write(to: url)
        let state = AppSettings(inMemoryFrom: url)
        XCTAssertEqual(state.int(.windowWidth, in: 360...16_384), 16_384)
        XCTAssertEqual(state.int(.windowHeight, in: 360...16_384), 360)
        XCTAssertEqual(state[.layout], "grid")
        try Data("width=1000000000000000000000000000000\nheight=abc\n".utf8).write(to: url)
        let huge = AppSettings(inMemoryFrom: url)
        XCTAssertEqual(huge.int(.windowWidth, in: 360...16_384), 16_384)
        XCTAssertNil(huge.int(.windowHeight, in: 360...16_384))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "in memory, the file stays")
    }

    /// In GSettings: the schema's defaults, values outside a key's range or choices refused, an earlier state.ini
    /// read in once (its names, its sizes clamped) and removed, and all of it kept in the key file for the next launch.
    func testGSettingsKeepsTheSchemasBoundsAndReadsTheOldStateFileOnce() throws {
        let keyFile = dir.appendingPathComponent("settings")
        let stateFile = dir.appendingPathComponent("state.ini")
        try Data("width=3000000000\nheight=700\nrunLogScale=true\ntableSort=audience,descending\n".utf8)
            .write(to: stateFile)
        let opened = try XCTUnwrap(AppSettings(keyFile: keyFile, schemaFolder: TestSchemas.prepare()))
        let settings = AppSettings.forWindow(opened, stateFile: stateFile) { XCTFail("warned: \($0)") }
        XCTAssertTrue(settings === opened)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stateFile.path), "read once, then removed")
        XCTAssertEqual(settings.int(.windowWidth, in: AppSettings.sizes), 16_384)
        XCTAssertEqual(settings.int(.windowHeight), 700)
        XCTAssertTrue(settings.bool(.logScale))
        XCTAssertEqual(settings[.tableSort], "audience,descending")
        XCTAssertEqual(settings.text(.layout), "list", "the schema's default")
        XCTAssertEqual(settings.dailyBudget, 2_500)
        XCTAssertFalse(settings.set(.layout, text: "mosaic"), "not one of the layouts")
        XCTAssertFalse(settings.set(.dailyBudget, text: "-1"), "below the range")
        XCTAssertTrue(settings.set(.layout, text: "grid"))
        settings.setDailyBudget(5_000_000)
        let again = try XCTUnwrap(AppSettings(keyFile: keyFile, schemaFolder: TestSchemas.prepare()))
        XCTAssertEqual(again.text(.layout), "grid")
        XCTAssertEqual(again.dailyBudget, 1_000_000, "beyond the range: its end")
        XCTAssertTrue(again.persistent === again)
        XCTAssertNil(AppSettings(inMemoryFrom: nil).persistent, "in memory: nothing to bind to")
    }

    /// Without the schema: memory, the file read but kept.
    func testWithoutTheSchemaTheWindowKeepsItsStateInMemory() throws {
        let stateFile = dir.appendingPathComponent("state.ini")
        try Data("layout=table\n".utf8).write(to: stateFile)
        let settings = AppSettings.forWindow(nil, stateFile: stateFile) { _ in }
        XCTAssertEqual(settings.text(.layout), "table")
        XCTAssertNil(settings.persistent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stateFile.path))
    }
}
