import Foundation

/// The shipped reference runs (`Data/forecast/reference-runs.tsv`), whole or as a release built on an earlier day
/// ships them: a history that stops while a film charts can then be told from a run the shipped file knows ended.
public enum ShippedRuns {
    public static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/forecast/reference-runs.tsv").standardizedFileURL

    /// The file with its span and the runs' days up to `last` ("20211231") only, written into `folder`.
    public static func cut(through last: String, into folder: URL) throws -> URL {
        let text = try String(contentsOf: file, encoding: .utf8)
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let fields = line.split(separator: "\t")
            if fields.first == "span" {
                lines.append("span\t20170101\t\(last)")
            } else if fields.count == 7, let day = fields.first, day > last {
                continue
            } else {
                lines.append(String(line))
            }
        }
        let url = folder.appendingPathComponent("reference-runs-\(last).tsv")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
