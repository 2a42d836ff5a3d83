import Foundation
import XCTest

/// `template-children`, which the CompileResources plugin runs on every `.ui` file at build time: each
/// template becomes a typed struct of its children, so the `.ui` names a child once and Swift reads it by a
/// name the compiler checks. Run here as the built process, on files written for the test.
final class TemplateChildrenTests: XCTestCase {
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("template-children")

    /// The generated Swift for `files` (name → XML) in a scratch folder, or the tool's error and status.
    func generate(_ files: [String: String]) throws -> (status: Int32, swift: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-children-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, xml) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try xml.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let output = folder.appendingPathComponent("out.swift")
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = [output.path, folder.path] + paths
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let swift = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, swift, message)
    }

    static let card = """
        <interface>
          <template class="BoxOfficeCard" parent="GtkBox">
            <child><object class="GtkLabel" id="open_date"/></child>
            <child><object class="AdwPasswordEntryRow" id="keyRow"/></child>
            <child><object class="GtkLevelBar" id="level"/></child>
            <child><object class="BoxOfficeFrame" id="frame"/></child>
          </template>
          <object class="GtkSizeGroup" id="sizes"/>
        </interface>
        """
    static let frame = """
        <interface><template class="BoxOfficeFrame" parent="AdwPreferencesGroup"/></interface>
        """

    func testEachIdIsAChildTypedAsItsWrapper() throws {
        let result = try generate(["Chart/Card.ui": Self.card, "Detail/Frame.ui": Self.frame])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in [
            "struct CardChildren: TemplateChildren {",
            "static let template: Template<Box> = {",
            "FrameChildren.register()",  // the class its tree names, registered first
            "\"BoxOfficeCard\", parent: gtk_box_get_type(), resource: \"Chart/Card.ui\",",
            "children: [\"open_date\", \"keyRow\", \"level\", \"frame\", \"sizes\"])",
            "@Owned var root: Box",
            "@Owned var openDate: Label",
            "@Owned var keyRow: EntryRow",
            "@Owned var level: Widget",  // no wrapper: any widget
            "let frame: FrameChildren",  // one of ours: its own children
            "@Owned var sizes: UnsafeMutableRawPointer",  // not a widget
            "_openDate = Owned(wrappedValue: Self.template.child(\"open_date\", of: root))",
            "frame = FrameChildren(Self.template.child(\"frame\", of: root))",
            "_sizes = Owned(wrappedValue: Self.template.object(\"sizes\", of: root))",
            "struct FrameChildren: TemplateChildren {",
            "static let template: Template<PreferencesGroup> = {",
            "\"BoxOfficeFrame\", parent: adw_preferences_group_get_type(), resource: \"Detail/Frame.ui\","
        ] {
            XCTAssertTrue(lines.contains(line), "missing: \(line)\n\(result.swift)")
        }
    }

    func testAnIdNamedRootIsRefused() throws {
        let root = Self.card.replacingOccurrences(of: "id=\"level\"", with: "id=\"root\"")
        let result = try generate(["Card.ui": root, "Frame.ui": Self.frame])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "template-children: Card.ui: the id \"root\" is the template itself\n")
    }
}
