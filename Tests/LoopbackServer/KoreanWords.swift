import BoxOfficeCore
import Foundation

/// The view-model, window and drawing tests build models in Korean without installing the catalogue: their
/// numbers, units and dates (the `tr(_:_:in:)` messages) take po/ko.po's Korean, as the app's are with the
/// catalogue installed, and their sentences stay as written. `install()` from a test's setUp.
public enum KoreanWords {
    /// po/ko.po's translations by msgid (a context's as gettext keys it; a plural's by its singular).
    public static let catalogue: [String: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../po/ko.po")
            .standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var result: [String: String] = [:]
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n").map(String.init)
            func joined(_ key: String) -> String? {
                guard let start = lines.firstIndex(where: { $0.hasPrefix(key + " \"") }) else { return nil }
                var parts = [String(lines[start].dropFirst(key.count + 1))]
                var i = start + 1
                while i < lines.count, lines[i].hasPrefix("\"") {
                    parts.append(lines[i])
                    i += 1
                }
                return parts.map { String($0.dropFirst().dropLast()) }.joined()
                    .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            }
            let key = joined("msgctxt").map { $0 + "\u{4}" } ?? ""
            if let id = joined("msgid"), !id.isEmpty, let text = joined("msgstr") ?? joined("msgstr[0]"), !text.isEmpty
            {
                result[key + id] = text
            }
        }
        return result
    }()

    public static func install() {
        let catalogue = Self.catalogue
        Localization.words[.korean] = { catalogue[$0] ?? $0 }
    }
}
