/// A label under a chart's axis as drawn: where, on which row, and its text ("\n" where it was wrapped).
public struct AxisLabel: Sendable, Equatable {
    /// The bar or day it names.
    public let index: Int
    public let text: String
    public let left: Double
    public let width: Double
    /// 0 right under the axis; 1 under row 0, when the labels take turns.
    public let row: Int
    public var right: Double { left + width }
}

/// Where a chart's axis labels go so that none touches another. Pure (the widths come from the chart's font),
/// so a test reads the layout a chart drew at 360 px.
public enum AxisLabelLayout {
    /// Every label shown, each centred under its place and pulled in at the edges (`bounds`): on one row when
    /// they stand `gap` apart, else each wrapped at a space, else on two rows taking turns, wrapped if need be.
    /// For named bars (the holidays), where leaving one out leaves a bar unnamed.
    public static func every(
        _ texts: [String], centres: [Double], bounds: ClosedRange<Double>, gap: Double, width: (String) -> Double
    ) -> [AxisLabel] {
        let wrapped = texts.map { wrap($0, width) }
        for (candidate, rows) in [(texts, 1), (wrapped, 1), (texts, 2)] {
            let placed = place(candidate, centres, bounds, rows: rows, width)
            if fits(placed, gap: gap) { return placed }
        }
        return place(wrapped, centres, bounds, rows: 2, width)
    }

    /// Every nth label counted back from the last (always shown), n as small as keeps them `gap` apart: for runs
    /// of days, weeks or months, which read on without each one named.
    public static func spaced(
        _ texts: [String], centres: [Double], step: Double, bounds: ClosedRange<Double>, gap: Double,
        width: (String) -> Double
    ) -> [AxisLabel] {
        let widest = texts.map(width).max() ?? 0
        let every = max(1, Int(((widest + gap) / max(step, 1)).rounded(.up)))
        return place(texts, centres, bounds, rows: 1, width).filter { (texts.count - 1 - $0.index) % every == 0 }
    }

    /// Labels in the order they matter, each kept only if it stands `gap` apart from those kept before it (a
    /// text twice is kept once): a few named days under a line chart.
    public static func keeping(
        _ texts: [String], centres: [Double], bounds: ClosedRange<Double>, gap: Double, width: (String) -> Double
    ) -> [AxisLabel] {
        var kept: [AxisLabel] = []
        for label in place(texts, centres, bounds, rows: 1, width)
        where !kept.contains(where: { $0.text == label.text }) {
            if fits(kept + [label], gap: gap) { kept.append(label) }
        }
        return kept
    }

    /// The height the labels take: a line per line of the tallest label, on each row.
    public static func height(_ labels: [AxisLabel], lineHeight: Double) -> Double {
        Double(rows(labels)) * Double(lines(labels)) * lineHeight
    }

    /// The top of `label`'s row, down from the first row's.
    public static func rowOffset(_ label: AxisLabel, in labels: [AxisLabel], lineHeight: Double) -> Double {
        Double(label.row) * Double(lines(labels)) * lineHeight
    }

    /// No two labels on one row closer than `gap`.
    public static func fits(_ labels: [AxisLabel], gap: Double) -> Bool {
        for row in Set(labels.map(\.row)) {
            let onRow = labels.filter { $0.row == row }.sorted { $0.left < $1.left }
            for (a, b) in zip(onRow, onRow.dropFirst()) where a.right + gap > b.left { return false }
        }
        return true
    }

    /// On two lines at the space that leaves the narrower label ("설 연휴" → "설\n연휴"); without a space, as it is.
    public static func wrap(_ text: String, _ width: (String) -> Double) -> String {
        let candidates = text.indices.filter { text[$0] == " " }.map {
            String(text[..<$0]) + "\n" + String(text[text.index(after: $0)...])
        }
        return candidates.min { width($0) < width($1) } ?? text
    }

    private static func place(
        _ texts: [String], _ centres: [Double], _ bounds: ClosedRange<Double>, rows: Int, _ width: (String) -> Double
    ) -> [AxisLabel] {
        zip(texts.indices, zip(texts, centres)).map { i, pair in
            let w = width(pair.0)
            let left = max(bounds.lowerBound, min(pair.1 - w / 2, bounds.upperBound - w))
            return AxisLabel(index: i, text: pair.0, left: left, width: w, row: i % rows)
        }
    }

    private static func rows(_ labels: [AxisLabel]) -> Int { (labels.map(\.row).max() ?? -1) + 1 }
    private static func lines(_ labels: [AxisLabel]) -> Int {
        labels.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).count }.max() ?? 0
    }
}
