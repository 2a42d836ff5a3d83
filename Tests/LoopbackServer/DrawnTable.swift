import BoxOfficeDrawing

/// A shared image's texts read back the way a person reads the picture: in lines (texts on one baseline), and
/// under a line of headings, each text in the column whose heading it overlaps most from left to right. What a
/// cell says is what was drawn there, so figures swapped between columns read back swapped.
public struct DrawnTable {
    /// Every line of the picture, top to bottom, each left to right: texts whose baselines are 2 px apart or
    /// less are one line (a market list's rank sits 1 px lower than its title).
    public let lines: [[DrawnText]]

    public init(_ texts: [DrawnText]) {
        var lines = [[DrawnText]]()
        for text in texts.sorted(by: { ($0.baseline, $0.left) < ($1.baseline, $1.left) }) {
            if let last = lines.last?.first, abs(last.baseline - text.baseline) <= 2 {
                lines[lines.count - 1].append(text)
            } else {
                lines.append([text])
            }
        }
        self.lines = lines.map { $0.sorted { $0.left < $1.left } }
    }

    /// Every text, line by line.
    public var all: [DrawnText] { lines.flatMap { $0 } }

    /// The words of each line, joined by " | ".
    public var text: [String] { lines.map { $0.map(\.text).joined(separator: " | ") } }

    /// The lines under the line that is exactly `headers` (left to right), each as heading → text: a text
    /// overlapping no heading is kept under "?". Nil when no line is those headings.
    public func rows(under headers: [String]) -> [[String: String]]? {
        guard let at = lines.firstIndex(where: { $0.map(\.text) == headers }) else { return nil }
        let columns = lines[at]
        return lines[(at + 1)...].map { line in
            var row = [String: String]()
            for text in line {
                let overlaps = columns.map { min($0.right, text.right) - max($0.left, text.left) }
                let best = overlaps.indices.max { overlaps[$0] < overlaps[$1] }
                let key = best.flatMap { overlaps[$0] > 0 ? columns[$0].text : nil } ?? "?"
                row[key] = row[key].map { $0 + " " + text.text } ?? text.text
            }
            return row
        }
    }

    /// The text drawn on the same line as `label` and right of it, nearest first (a card's or a milestone's
    /// value beside its label), or nil.
    public func value(rightOf label: String) -> String? {
        for line in lines {
            guard let i = line.firstIndex(where: { $0.text == label }), i + 1 < line.count else { continue }
            return line[i + 1].text
        }
        return nil
    }

    /// The first text under `label` starting at its left edge (a market card's value under its label), or nil.
    public func value(below label: String) -> String? {
        guard let at = lines.firstIndex(where: { $0.contains { $0.text == label } }),
            let top = lines[at].first(where: { $0.text == label })
        else { return nil }
        for line in lines[(at + 1)...] {
            if let text = line.first(where: { abs($0.left - top.left) < 0.5 }) { return text.text }
        }
        return nil
    }
}
