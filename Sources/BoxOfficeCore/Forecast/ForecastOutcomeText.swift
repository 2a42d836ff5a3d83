/// "What happened": a forecast made as of a day set beside how the run really ended, for the window, the image
/// and Print, so browsing a past day shows how far a forecast can be trusted.
public enum ForecastOutcomeText {
    /// "예상 660만 명 · 실제 1,190만 명, 45% 낮게" / "forecast 6.6 million … · actual 11.9 million …, 45% low":
    /// error = median ÷ final − 1, below 0 when the forecast was low.
    public static func comparison(median: Int64, final: Int64, _ numbers: NumberFormatting) -> String {
        let error = final > 0 ? Double(median) / Double(final) - 1 : 0
        let percent = NumberFormatting.percent(abs(error) * 100)
        let words = [
            "forecast": numbers.roundedAudience(median), "actual": numbers.roundedAudience(final), "error": percent
        ]
        if percent == "0%" { return tr("forecast {forecast} · actual {actual}, right on", words) }
        return error < 0
            // TRANSLATORS: a past forecast against the run's real end; "low": the forecast was below it.
            ? tr("forecast {forecast} · actual {actual}, {error} low", words)
            : tr("forecast {forecast} · actual {actual}, {error} high", words)
    }

    /// "The run ended on 2019-03-24 at 16,252,575 admissions."
    public static func ended(final: Int64, lastDay: Day) -> String {
        tr(
            "The run ended on {date} at {total} admissions.",
            ["date": lastDay.iso, "total": NumberFormatting.grouped(final)])
    }

    /// The two lines an image shows under the forecast, labelled: the end, then the forecast against it.
    public static func lines(median: Int64, final: Int64, lastDay: Day, _ numbers: NumberFormatting)
        -> [RunMilestones.Line]
    {
        [
            RunMilestones.Line(label: heading, value: ended(final: final, lastDay: lastDay)),
            RunMilestones.Line(
                label: tr("Forecast against it"), value: comparison(median: median, final: final, numbers))
        ]
    }

    /// The heading of the part set apart from the forecast.
    public static var heading: String { tr("What happened") }
}
