import Foundation

/// Reading small text files the user can edit: bounded in size, any line ending, never trapping.
public enum UserFile {
    /// Files larger than this are not ours (a key file or state.ini is a few lines).
    static let maxBytes = 64 * 1024

    /// The file's `key=value` lines (trimmed; `#` comments and malformed lines skipped), or nil when it
    /// cannot be read, is not UTF-8, or is too large.
    public static func keyValues(at url: URL) -> [(key: String, value: String)]? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace }
            guard parts.count == 2, !parts[0].isEmpty, !parts[0].hasPrefix("#") else { return nil }
            return (parts[0], parts[1])
        }
    }
}
