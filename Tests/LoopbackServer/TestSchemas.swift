import Foundation

/// The app's GSettings schema compiled into the build folder (`.build/schemas`, as meson-helpers/test.sh and run.sh
/// do), so `swift test` from a fresh build finds it: `GSETTINGS_SCHEMA_DIR` names the folder for this process (set
/// before GLib first reads it) and for every process a test starts.
public enum TestSchemas {
    public static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data").standardizedFileURL
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/schemas").standardizedFileURL

    /// Compiles the schema when the build folder's copy is missing or older than `Data`'s, and sets the variable.
    /// Returns the folder.
    @discardableResult
    public static func prepare() -> URL {
        if let set = ProcessInfo.processInfo.environment["GSETTINGS_SCHEMA_DIR"], !set.isEmpty {
            return URL(fileURLWithPath: set)
        }
        let xml = source.appendingPathComponent("kr.boxoffice.BoxOffice.gschema.xml")
        let compiled = folder.appendingPathComponent("gschemas.compiled")
        func modified(_ url: URL) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        }
        let current = modified(compiled).flatMap { built in modified(xml).map { built >= $0 } } ?? false
        if !current {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(xml.lastPathComponent))
            try? FileManager.default.copyItem(at: xml, to: folder.appendingPathComponent(xml.lastPathComponent))
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
            compile.arguments = ["--strict", folder.path]
            try? compile.run()
            compile.waitUntilExit()
        }
        setenv("GSETTINGS_SCHEMA_DIR", folder.path, 1)
        return folder
    }
}
