import Foundation

/// A catalogue compiled the way the build does (msgfmt), into a folder BOXOFFICE_LOCALE_DIR can name.
public enum CompiledCatalogue {
    /// po/ko.po in the source tree.
    public static let korean = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../po/ko.po").standardizedFileURL

    /// Compiles `po` into `<folder>/locale/<language>/LC_MESSAGES/boxoffice.mo` and returns `<folder>/locale`;
    /// nil when msgfmt refused it.
    public static func compile(_ po: URL, language: String, in folder: URL) throws -> String? {
        let messages = folder.appendingPathComponent("locale/\(language)/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["--check", "-o", messages.appendingPathComponent("boxoffice.mo").path, po.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        return msgfmt.terminationStatus == 0 ? folder.appendingPathComponent("locale").path : nil
    }
}
