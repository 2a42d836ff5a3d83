import Foundation

/// Milestones as label–value lines, worded once for the detail window and `boxoffice run`.
/// Figures are exact (grouped digits, ISO dates), a mark's name in 만; one that missing days could change says so, and
/// what history cannot show is "—".
extension RunMilestones {
    public struct Line: Sendable, Equatable {
        public let label: String
        public let value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public var lines: [Line] {
        let dash = "—"
        var lines: [Line] = []
        lines.append(
            Line(
                label: tr("Opening day"),
                value: opening.map {
                    tr(
                        "{audience} admissions, #{rank}",
                        ["audience": NumberFormatting.grouped($0.audience), "rank": String($0.rank)])
                } ?? dash))
        lines.append(Line(label: tr("Best day"), value: bestDay.map(bestDayText) ?? dash))
        lines.append(Line(label: tr("Days at #1"), value: daysAtNumberOneText))
        for threshold in Self.thresholds {
            // A mark's name in 만 as the forecast and the notifications write it ("1,000만 명"), docs/NUMBERS.md.
            let label = tr(
                "Passed {millions} million admissions",
                [
                    "millions": String(threshold / 1_000_000),
                    "tenThousands": NumberFormatting.grouped(threshold / 10_000)
                ])
            guard let c = crossings.first(where: { $0.threshold == threshold }) else {
                // Not by the last kept day; the film may pass it later, so "—" would read as "never".
                lines.append(Line(label: label, value: tr("not within the saved days")))
                continue
            }
            if c.beforeRun {
                lines.append(Line(label: label, value: tr("before the re-release")))
                continue
            }
            let values = ["d": String(c.dNumber), "date": c.day.iso]
            // After a gap the mark may have been passed during it: "by" that day, not "on".
            lines.append(
                Line(
                    label: label,
                    value: c.exact ? tr("D{d} {date}", values) : tr("by D{d} {date} (days before are missing)", values))
            )
        }
        lines.append(Line(label: tr("Second weekend"), value: weekendDropText ?? dash))
        return lines
    }

    private func bestDayText(_ best: DayFigure) -> String {
        let values = [
            "d": String(best.dNumber), "date": best.day.iso, "audience": NumberFormatting.grouped(best.audience),
            "missing": String(missingDayCount)
        ]
        // A missing day may have been higher: this is the best kept day, not the film's best.
        return bestDayIsComplete
            ? tr("D{d} {date}: {audience} admissions", values)
            : tr("D{d} {date}: {audience} admissions (best of the saved days, {missing} missing)", values)
    }

    private var daysAtNumberOneText: String {
        let values = ["days": String(daysAtNumberOne), "streak": String(longestStreakAtNumberOne)]
        if daysAtNumberOneIsComplete { return tr("{days} (longest streak {streak})", values) }
        // Missing days are not counted: the true figures are at least these.
        return longestStreakIsComplete
            ? tr("at least {days} (longest streak {streak}, in the saved days)", values)
            : tr("at least {days} (longest streak at least {streak}, in the saved days)", values)
    }

    /// Nil when there is no figure and no missing weekend day to blame (outside the top 10, or not yet in history).
    private var weekendDropText: String? {
        if let w = weekendDrop {
            return tr(
                "{percent} against the first ({first} → {second})",
                [
                    "percent": NumberFormatting.percent(w.percent, decimals: 1, signed: true),
                    "first": NumberFormatting.grouped(w.firstAudience),
                    "second": NumberFormatting.grouped(w.secondAudience)
                ])
        }
        guard !weekendDaysMissing.isEmpty else { return nil }
        return tr(
            "weekend days are missing ({days})",
            ["days": weekendDaysMissing.map { "D\($0.dNumber)" }.joined(separator: ", ")])
    }
}
