import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// One object as a screen reader finds it on the AT-SPI bus (`meson-helpers/atspi-audit.py`'s line).
struct AuditedObject: Decodable {
    let path: String
    let role: String
    let name: String
    let description: String
    let states: [String]
    /// The nearest named panel or list around it (a radio's group).
    let group: String

    var isFocused: Bool { states.contains("focused") }
    var isChecked: Bool { states.contains("checked") }
    var isSelected: Bool { states.contains("selected") }
    /// For a failure's message.
    var debugText: String { "\(role) \"\(name)\" [\(states.joined(separator: " "))] at \(path)" }
}

extension UITestCase {
    static let auditScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../meson-helpers/atspi-audit.py").standardizedFileURL

    /// What a screen reader can reach in this process's windows now, read over AT-SPI by the audit script run
    /// as a process while this one keeps its main loop going (GTK answers the bus from it). A pyatspi process
    /// can miss a window opened just before it started: the script re-fetches the desktop until it finds the
    /// app and, with `window`, the window titled so.
    @MainActor func auditedObjects(
        window title: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> [AuditedObject] {
        for attempt in 1...2 {
            let output = dir.appendingPathComponent("audit-\(attempt).jsonl")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            guard let sink = try? FileHandle(forWritingTo: output) else {
                XCTFail("cannot write \(output.path)", file: file, line: line)
                return []
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments =
                [Self.auditScript.path, "--pid", String(getpid()), "--wait", "20"]
                + (title.map { ["--window", $0] } ?? [])
            process.standardOutput = sink
            process.standardError = sink
            do { try process.run() } catch {
                XCTFail("cannot run the audit: \(error)", file: file, line: line)
                return []
            }
            waitFor("the AT-SPI audit", timeout: 60, file: file, line: line) { !process.isRunning }
            try? sink.close()
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            let objects = text.split(separator: "\n").compactMap { line in
                line.hasPrefix("{") ? try? JSONDecoder().decode(AuditedObject.self, from: Data(line.utf8)) : nil
            }
            if !objects.isEmpty { return objects }
            if attempt == 2 {
                XCTFail(
                    "the audit found nothing (status \(process.terminationStatus)): \(text)", file: file, line: line)
            }
        }
        return []
    }

    /// Why `object`'s name is one a screen reader should not say, or nil: empty, a GTK type name, a mnemonic or
    /// (an image) an icon's name.
    func nameProblem(_ object: AuditedObject) -> String? {
        let name = object.name.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { return "no name" }
        if name.range(of: #"(^|\W)(Gtk|Adw)[A-Z][A-Za-z]+"#, options: .regularExpression) != nil {
            return "a GTK type name"
        }
        if name.range(of: #"(^|[^_])_[^_\s]|\(_.\)"#, options: .regularExpression) != nil { return "a mnemonic mark" }
        // An image named after its icon ("go-next-symbolic") says no more than one named after its class.
        if object.role == "image", name.range(of: #"^[a-z0-9]+(-[a-z0-9]+)+$"#, options: .regularExpression) != nil {
            return "an icon name"
        }
        return nil
    }

    /// Every reachable object whose name a screen reader should not say, as lines to read in a failure.
    func badlyNamed(_ objects: [AuditedObject]) -> [String] {
        objects.compactMap { object in nameProblem(object).map { "\($0): \(object.debugText)" } }
    }
}
