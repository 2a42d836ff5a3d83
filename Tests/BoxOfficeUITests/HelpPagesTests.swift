import CGtk
import XCTest

@testable import BoxOfficeUI

/// The user guide in help/C: every page a link names exists, meson installs every page, and every key a page
/// names is one the app installs (the shortcut table) or one GTK's widgets answer themselves.
final class HelpPagesTests: XCTestCase {
    static let help = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../help").standardizedFileURL

    /// Each page's file name and text.
    func pages() throws -> [String: String] {
        let folder = Self.help.appendingPathComponent("C")
        var pages: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".page") {
            pages[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return pages
    }

    /// Every capture of `pattern`'s first group in `text`.
    func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testEveryLinkedPageExistsAndIsInstalled() throws {
        let pages = try pages()
        XCTAssertNotNil(pages["index.page"])
        XCTAssertGreaterThanOrEqual(pages.count, 12, "the index and its eleven topics")
        for (name, text) in pages {
            for target in try matches(##"xref="([^"#]+)""##, in: text) {
                XCTAssertNotNil(pages["\(target).page"], "\(name) links to \(target), which has no page")
            }
            XCTAssertEqual(try matches(#"<page [^>]*id="([^"]+)""#, in: text), [String(name.dropLast(5))], name)
            // Every topic is in one of the index's groups, so the index lists it.
            if name != "index.page" {
                let groups = try matches(#"<link type="guide" xref="index" group="([^"]+)"/>"#, in: text)
                XCTAssertEqual(groups.count, 1, "\(name) is listed by the index once")
                for group in groups {
                    XCTAssertTrue(pages["index.page"]?.contains(#"groups="\#(group)""#) ?? false, "\(name): \(group)")
                }
            }
        }
        let meson = try String(contentsOf: Self.help.appendingPathComponent("meson.build"), encoding: .utf8)
        XCTAssertEqual(Set(try matches(#"'([a-z-]+\.page)'"#, in: meson)), Set(pages.keys), "meson installs every page")
    }

    /// "<keyseq><key>Ctrl</key><key>Shift</key><key>C</key></keyseq>" as GTK parses it: every key combination a
    /// page names is in the app's shortcut table; a single key is in the table or one a widget answers by itself.
    func testEveryKeyThePagesNameIsOneTheAppAnswers() throws {
        func parsed(_ accelerator: String) -> [UInt32] {
            var key: guint = 0
            var mods = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &mods)
            return [key, mods.rawValue]
        }
        let table = Actions.acceleratorTable.flatMap(\.keys)
        let installed = Set(table.map(parsed))
        // Keys GTK's widgets answer themselves (lists, the calendar, entries, menus, dialogs), and the Alt+letter
        // of a label's underline (Preferences' "_Check every day").
        let widgetKeys: Set<String> = [
            "Enter", "Esc", "Space", "Left", "Right", "Up", "Down", "Home", "End", "Page Up", "Page Down", "Menu",
            "Tab",
            "Shift+Tab", "Alt+C", "F10"
        ]
        let names = [
            "Ctrl": "<Control>", "Shift": "<Shift>", "Alt": "<Alt>", "←": "Left", "→": "Right", ",": "comma",
            "?": "question"
        ]
        var checked = 0
        for (name, text) in try pages() {
            let sequences = try matches(#"<keyseq>(.*?)</keyseq>"#, in: text)
            let plain = try matches(
                #"<key>([^<]+)</key>"#,
                in: text.replacingOccurrences(
                    of: #"<keyseq>.*?</keyseq>"#, with: "", options: .regularExpression))
            for keys in sequences.map({ try? matches(#"<key>([^<]+)</key>"#, in: $0) }) + plain.map({ [$0] }) {
                guard let keys else { continue }
                checked += 1
                if widgetKeys.contains(keys.joined(separator: "+")) { continue }
                let accelerator = keys.map { key in names[key] ?? (key.count == 1 ? key.lowercased() : key) }.joined()
                XCTAssertNotEqual(parsed(accelerator)[0], 0, "\(name): \(keys) is no key")
                XCTAssertTrue(installed.contains(parsed(accelerator)), "\(name): \(keys) is not a key the app installs")
            }
        }
        XCTAssertGreaterThan(checked, 40, "every page's keys read")
    }
}
