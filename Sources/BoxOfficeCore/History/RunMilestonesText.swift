import Foundation

/// Milestones as label–value lines, worded once for the detail window and `boxoffice run`.
/// Figures are exact (grouped digits, ISO dates); what history cannot show is "—".
extension RunMilestones {
    public struct Line: Sendable, Equatable {
        public let label: String
        public let value: String
    }

    public var lines: [Line] {
        let dash = "—"
        var lines: [Line] = []
        lines.append(Line(label: tr("Opening day"), value: opening.map {
            tr("{audience} admissions, #{rank}", ["audience": NumberFormatting.grouped($0.audience), "rank": String($0.rank)])
        } ?? dash))
        lines.append(Line(label: tr("Best day"), value: bestDay.map {
            tr("D{d} {date}: {audience} admissions", ["d": String($0.dNumber), "date": $0.day.iso,
                                                       "audience": NumberFormatting.grouped($0.audience)])
        } ?? dash))
        lines.append(Line(label: tr("Days at #1"), value: tr("{days} (longest streak {streak})",
                                                             ["days": String(daysAtNumberOne), "streak": String(longestStreakAtNumberOne)])))
        for threshold in Self.thresholds {
            let label = tr("Passed {count} admissions", ["count": NumberFormatting.grouped(threshold)])
            guard let c = crossings.first(where: { $0.threshold == threshold }) else {
                lines.append(Line(label: label, value: dash))
                continue
            }
            let values = ["d": String(c.dNumber), "date": c.day.iso]
            // After a gap the mark may have been passed during it: "by" that day, not "on".
            lines.append(Line(label: label, value: c.exact ? tr("D{d} {date}", values) : tr("by D{d} {date} (days before are missing)", values)))
        }
        lines.append(Line(label: tr("Second weekend"), value: weekendDrop.map {
            // xgettext:no-c-format ("% a" is no printf conversion here)
            tr("{percent} % against the first ({first} → {second})",
               ["percent": Self.signedPercent($0.percent), "first": NumberFormatting.grouped($0.firstAudience),
                "second": NumberFormatting.grouped($0.secondAudience)])
        } ?? dash))
        return lines
    }

    /// "-45.3", "+2.0": one decimal, signed; absurd ratios (broken data only) print as they are.
    public static func signedPercent(_ x: Double) -> String {
        guard x.isFinite else { return "—" }
        let text = String(format: "%.1f", x)
        return x > 0 && !text.hasPrefix("+") ? "+" + text : text
    }
}
