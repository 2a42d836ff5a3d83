import Foundation

@testable import BoxOfficeCore

/// po/ko.po read straight into `Localization.translator`, so Core's Korean wording is tested without
/// gettext (Core links no C); multi-line strings and the escapes the catalogue uses are joined as msgfmt would.
enum KoreanCatalogue {
    static func translations() throws -> [String: String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../po/ko.po")
            .standardizedFileURL
        var result: [String: String] = [:]
        for block in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n\n") {
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
            // A message with a context is keyed as gettext keys it (context, EOT, msgid); a plural one by its
            // singular, with Korean's one form.
            let key = joined("msgctxt").map { $0 + "\u{4}" } ?? ""
            if let id = joined("msgid"), !id.isEmpty, let text = joined("msgstr") ?? joined("msgstr[0]"), !text.isEmpty
            {
                result[key + id] = text
            }
        }
        return result
    }

    /// Runs `body` in Korean, then back in English whatever happens.
    static func inKorean<T>(_ body: () throws -> T) throws -> T {
        let catalogue = try translations()
        Localization.translator = { catalogue[$0] ?? $0 }
        Localization.pluralTranslator = { one, many, n in catalogue[one] ?? (n == 1 ? one : many) }
        defer {
            Localization.translator = { $0 }
            Localization.pluralTranslator = { one, many, n in n == 1 ? one : many }
        }
        return try body()
    }
}

extension KoreanCatalogue {
    /// Models shown in Korean take po/ko.po's numbers, units and dates (`tr(_:_:in:)`), the catalogue not installed.
    static func installWords() {
        let catalogue = (try? translations()) ?? [:]
        Localization.words[.korean] = { catalogue[$0] ?? $0 }
    }
}
