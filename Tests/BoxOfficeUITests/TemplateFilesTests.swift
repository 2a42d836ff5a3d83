import Foundation
import XCTest

/// Every GtkBuilder file under Sources is valid to GTK's own `gtk4-builder-tool validate` and is compiled
/// into the app's GResource. The tool runs as a process on the test's display (it builds the objects).
/// Debian 12's tool (GTK 4.8) looks a template's parent up only among registered types, so libadwaita's
/// are unknown to it ("Failed to lookup template parent type AdwWindow"): each file is checked as a copy
/// whose `<template class="X" parent="P">` is `<object class="P">` (the same lines, so GTK's line numbers
/// hold), with libadwaita preloaded so GtkBuilder finds `adw_window_get_type` and the like in the process.
/// `meson-helpers/validate-ui.sh` does the same before the test run.
final class TemplateFilesTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardizedFileURL
    static let ui = sources.appendingPathComponent("BoxOfficeUI")

    /// Every `.ui` under Sources, relative to Sources.
    func templateFiles() throws -> [String] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path))
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".ui") }.sorted()
    }

    func testEveryTemplateFileIsValidToGtkBuilderTool() throws {
        let files = try templateFiles()
        XCTAssertTrue(files.contains("BoxOfficeUI/Follow/FollowingWindow.ui"), "\(files)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-ui-validate-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let parents = try Self.templateParents(files)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let copy = scratch.appendingPathComponent(file.replacingOccurrences(of: "/", with: "-"))
            try Self.asObject(text, parents: parents).write(to: copy, atomically: true, encoding: .utf8)
            let (status, errors) = try Self.validate(copy)
            XCTAssertEqual(status, 0, "\(file): \(errors.replacingOccurrences(of: copy.path, with: file))")
            XCTAssertEqual(errors.replacingOccurrences(of: copy.path, with: file), "", file)
        }
    }

    func testTheValidatorFindsAMistake() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-bad-\(getpid()).ui")
        defer { try? FileManager.default.removeItem(at: bad) }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <template class="BoxOfficeBad" parent="AdwWindow">
                <property name="content">
                  <object class="AdwStatusPage">
                    <property name="no-such-property">1</property>
                  </object>
                </property>
              </template>
            </interface>
            """
        try Self.asObject(text).write(to: bad, atomically: true, encoding: .utf8)
        let (status, errors) = try Self.validate(bad)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(errors, "\(bad.path):6:44 Invalid property: AdwStatusPage.no-such-property\n")
    }

    func testEveryTemplateFileIsInTheResourceAndEveryListedFileExists() throws {
        let files = try templateFiles().map { String($0.dropFirst("BoxOfficeUI/".count)) }
        let manifest = try String(
            contentsOf: Self.ui.appendingPathComponent("BoxOffice.gresource.xml"), encoding: .utf8)
        // `<file>X</file>` or `<file alias="gtk/help-overlay.ui">X</file>`: X, the file's path.
        let listed = manifest.components(separatedBy: "<file").dropFirst()
            .compactMap { $0.components(separatedBy: "</file>").first?.components(separatedBy: ">").last }
        XCTAssertEqual(Set(listed).count, listed.count, "a file listed twice: \(listed)")
        for file in files { XCTAssertTrue(listed.contains(file), "\(file) is not in BoxOffice.gresource.xml") }
        for file in listed {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: Self.ui.appendingPathComponent(file).path),
                "BoxOffice.gresource.xml lists \(file), which does not exist")
        }
        XCTAssertTrue(try templateFiles().allSatisfy { $0.hasPrefix("BoxOfficeUI/") }, "a .ui outside BoxOfficeUI")
    }

    /// The file with its template as an object of the template's parent class, and any of our template classes
    /// it uses (the film window's `BoxOfficePosterView`) as theirs.
    static func asObject(_ text: String, parents: [String: String] = [:]) -> String {
        var text = text.replacingOccurrences(
            of: #"<template class="[^"]*" parent="([^"]*)""#, with: #"<object class="$1""#,
            options: .regularExpression
        ).replacingOccurrences(of: "</template>", with: "</object>")
        for (name, parent) in parents {
            text = text.replacingOccurrences(of: "<object class=\"\(name)\"", with: "<object class=\"\(parent)\"")
        }
        return text
    }

    /// Each template class of the files and its parent class.
    static func templateParents(_ files: [String]) throws -> [String: String] {
        let pattern = try NSRegularExpression(pattern: #"<template class="([^"]*)" parent="([^"]*)""#)
        var parents: [String: String] = [:]
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let parent = Range(match.range(at: 2), in: text)
                else { continue }
                parents[String(text[name])] = String(text[parent])
            }
        }
        return parents
    }

    /// `gtk4-builder-tool validate`'s exit status and what it wrote on stderr.
    static func validate(_ file: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gtk4-builder-tool", "validate", file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = "libadwaita-1.so.0"
        environment["GTK_A11Y"] = "none"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
