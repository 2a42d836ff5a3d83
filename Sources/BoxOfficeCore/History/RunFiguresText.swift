/// The run's standing figures as label–value lines, worded once (the detail window shows them above the
/// milestones). Exact figures, grouped digits; what missing days could change says so, what history cannot
/// show is "—".
extension RunFigures {
    public func lines(_ language: DisplayLanguage) -> [RunMilestones.Line] {
        typealias Line = RunMilestones.Line
        let dash = "—"
        let grouped = NumberFormatting.grouped
        func at(_ l: Latest) -> [String: String] { ["d": String(l.dNumber), "date": l.day.iso] }
        return [
            Line(
                label: tr("Latest total audience"),
                value: latest.map {
                    tr(
                        "{audience} admissions (D{d} {date})",
                        at($0).merging(["audience": grouped($0.audienceTotal)]) { $1 })
                } ?? dash),
            Line(
                label: tr("Total sales"),
                value: latest.map {
                    tr("₩{amount} (D{d} {date})", at($0).merging(["amount": grouped($0.salesTotal)]) { $1 })
                } ?? dash),
            Line(label: tr("Most screens"), value: peakScreens.map(peakText) ?? dash),
            // "2022년 1월 16일 (D12)": the film may have been outside the top 10 or unsaved after it. A re-release's
            // D-number is its own run's, said where it is shown ("재개봉 D14").
            Line(
                label: tr("Last in the top 10"),
                value: latest.map {
                    let values = ["date": DayFormatting(language).medium($0.day), "d": String($0.dNumber)]
                    return isReRelease ? tr("{date} (re-release, D{d})", values) : tr("{date} (D{d})", values)
                } ?? dash),
            Line(label: tr("Latest weekend"), value: latestWeekendText(language) ?? dash)
        ]
    }

    private func peakText(_ p: PeakScreens) -> String {
        let values = [
            "screens": NumberFormatting.grouped(p.screens), "d": String(p.dNumber), "date": p.day.iso,
            "missing": String(missingDayCount)
        ]
        // A missing day may have had more: the most of the kept days, not the film's most.
        return peakScreensIsComplete
            ? tr("{screens} screens, D{d} {date}", values)
            : tr("{screens} screens, D{d} {date} (most of the saved days, {missing} missing)", values)
    }

    /// Nil when the run holds no two weekends to compare (the first weekend, or none ended yet).
    private func latestWeekendText(_ language: DisplayLanguage) -> String? {
        if let w = latestWeekend {
            return tr(
                "{percent} against the weekend before ({before} → {latest}, weekend of {friday})",
                [
                    "percent": NumberFormatting.percent(w.percent, decimals: 1, signed: true),
                    "before": NumberFormatting.grouped(w.firstAudience),
                    "latest": NumberFormatting.grouped(w.secondAudience),
                    "friday": DayFormatting(language).medium(w.second)
                ])
        }
        func dNumbers(_ days: [FilmRun.RunDay]) -> String { days.map { "D\($0.dNumber)" }.joined(separator: ", ") }
        if !latestWeekendDaysMissing.isEmpty {
            return tr("weekend days are missing ({days})", ["days": dNumbers(latestWeekendDaysMissing)])
        }
        if !latestWeekendDaysOutside.isEmpty {
            return tr("outside the top 10 on weekend days ({days})", ["days": dNumbers(latestWeekendDaysOutside)])
        }
        return nil
    }
}
