/// A forecast's words, once for the window, the command line, images and notifications. Every figure is
/// an estimate: it carries ≈ and the day it was made from.
extension FilmForecast {
    /// "D7, 2019-01-29": the day the forecast was made from.
    public var madeFrom: String { tr("D{d}, {date}", ["d": String(day), "date": asOf.iso]) }

    /// "≈ 1,230만 명" / "≈ 12.3 million admissions".
    public func medianText(_ numbers: NumberFormatting) -> String { "≈ " + numbers.roundedAudience(median) }

    /// "≈ 1,010만 – 1,480만 명" style range, each end rounded as people say it.
    /// A settled run's reads as settled: "≈ 985만 명, settled", its range beside it when the ends differ.
    public func rangeText(_ numbers: NumberFormatting) -> String {
        if let settled = settledText(numbers) { return settled }
        return tr(
            "≈ {low} to {high} (80% range)",
            ["low": numbers.roundedAudience(low), "high": numbers.roundedAudience(high)])
    }

    /// "≈ 985만 명, settled" when the run has all but ended (`settled`: never taken back on a later day), with
    /// its (narrow) range when the ends round apart: "≈ 1,281만 명, settled (80% range 1,280만 – 1,284만 명)";
    /// else nil.
    public func settledText(_ numbers: NumberFormatting) -> String? {
        guard settled else { return nil }
        let figure = numbers.roundedAudience(median)
        let (lowText, highText) = (numbers.roundedAudience(low), numbers.roundedAudience(high))
        guard lowText != highText else {
            // TRANSLATORS: the 80% range when both its ends round to one figure: the run has all but ended.
            return tr("≈ {figure}, settled", ["figure": figure])
        }
        // TRANSLATORS: a run that has all but ended, its figure and the narrow 80% range of what is left of it.
        return tr(
            "≈ {figure}, settled (80% range {low} to {high})", ["figure": figure, "low": lowText, "high": highText])
    }

    /// "1,000만 명" / "10 million": a chance's mark.
    public static func markText(_ admissions: Int64, _ numbers: NumberFormatting) -> String {
        // English marks are round millions ("10 million"), short enough for a label.
        guard NumberGrouping.of(numbers.language) == .thousands, admissions >= 1_000_000, admissions % 100_000 == 0
        else {
            return numbers.roundedAudience(admissions)
        }
        let tenths = admissions / 100_000
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        // TRANSLATORS: a forecast's mark, a round number of admissions: "10 million".
        return tr("{number} million", ["number": number], in: numbers.language)
    }

    /// "35%", capped at "> 99%" and "< 1%" (docs/NUMBERS.md): a mark not yet passed is never certain, whatever
    /// the distribution rounds to. A mark the film has `passed` says so instead of a chance.
    public static func chanceText(_ chance: Double, passed: Bool = false) -> String {
        // TRANSLATORS: in place of a chance: the film's total is past the mark already.
        if passed { return tr("already passed") }
        if chance > 0.99 { return "> 99%" }
        if chance < 0.01 { return "< 1%" }
        return NumberFormatting.percent(chance * 100)
    }

    /// A chance in words for this film: "already passed" once its total is at the mark.
    public func chanceText(_ chance: Chance) -> String {
        Self.chanceText(chance.chance, passed: audienceToDate >= chance.admissions)
    }

    /// "같은 출발을 한 과거 20편 중 16편은 D7 누적의 1.2배–3.0배에서 끝났습니다": what the listed similar runs
    /// ended at, as multiples of where they stood on the same day. The span is the runs' own: with ten or more, the
    /// lowest and highest tenth are left out and the sentence says how many of them it covers (counted, so it
    /// agrees with the list); with fewer, all of them.
    public var similarSentence: String {
        let multiples = similar.map(\.multiple).sorted()
        guard !multiples.isEmpty else { return "" }
        let cut = multiples.count / 10
        let low = multiples[cut]
        let high = multiples[multiples.count - 1 - cut]
        let inner = multiples.filter { $0 >= low && $0 <= high }.count
        let words = [
            "count": String(similar.count), "inner": String(inner), "low": Self.multipleText(low),
            "high": Self.multipleText(high), "d": String(day)
        ]
        guard inner < similar.count else {
            return trPlural(
                "The {count} past film with the same start ended at {low}× to {high}× their D{d} total.",
                "The {count} past films with the same start ended at {low}× to {high}× their D{d} total.",
                count: similar.count, words)
        }
        return trPlural(
            "{inner} of the {count} past film with the same start ended at {low}× to {high}× their D{d} total.",
            "{inner} of the {count} past films with the same start ended at {low}× to {high}× their D{d} total.",
            count: similar.count, words)
    }

    /// "1.2" (one decimal).
    public static func multipleText(_ multiple: Double) -> String {
        let tenths = Int((multiple * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The note shown when the film's last week held better than every similar run's.
    public var strongerNote: String? {
        runningStrongerThanSimilar
            ? tr("Running stronger than every similar film: its last week held better, so this may be low.") : nil
    }

    /// What is forecast, in one paragraph (the window's "About this estimate" starts with it).
    public static var targetSentence: String {
        tr(
            "The forecast is the film's total admissions on the last day of its first run in the daily top 10 (a run ends after more than 14 days outside it); for films that end above 1 million it is within about one percent of KOBIS's final total."
        )
    }

    /// "Learnt from 1,412 runs that opened 2017-01-04 – 2019-01-20 and had ended by the day forecast from."
    public var basisSentence: String {
        trPlural(
            "Learnt from {count} run that opened {from} – {to} and had ended by {date}.",
            "Learnt from {count} runs that opened {from} – {to} and had ended by {date}.",
            count: basis.runs,
            [
                "count": NumberFormatting.grouped(Int64(basis.runs)), "from": basis.from.iso, "to": basis.to.iso,
                "date": asOf.iso
            ])
    }
}

extension ForecastRefusal {
    /// One sentence saying why there is no forecast.
    public var sentence: String {
        switch self {
        case .noDays(let title?):
            return tr(
                "{title} has no day in the top 10 up to that day, so there is nothing to forecast from.",
                ["title": title])
        case .noDays(nil):
            return tr("No film of that name or code is in the history or the shipped runs.")
        case .beforeOpening(let title, let opening):
            return tr(
                "{title}'s opening day is {date}: a forecast starts from it (D1).",
                ["title": title, "date": opening.iso])
        case .runEnded(let title, let lastDay, let total):
            return tr(
                "{title}'s run ended on {date} at {total} admissions: there is nothing left to forecast.",
                ["title": title, "date": lastDay.iso, "total": NumberFormatting.grouped(total)])
        case .tooFewReferences(let count):
            return tr(
                "Only {count} runs had ended by that day: too few to forecast from.", ["count": String(count)])
        }
    }
}
