/// A forecast as label–value lines, for the command line's table and the run's shared image.
extension FilmForecast {
    public func lines(_ numbers: NumberFormatting) -> [RunMilestones.Line] {
        var lines = [
            RunMilestones.Line(label: tr("Where it may end"), value: medianText(numbers) + " · " + madeFrom),
            RunMilestones.Line(
                label: tr("80% range"),
                value: settledRange(numbers) ?? "≈ " + numbers.roundedAudience(low) + " – "
                    + numbers.roundedAudience(high))
        ]
        for chance in chances where chance.admissions > audienceToDate {
            lines.append(
                chanceLine(
                    chance, numbers,
                    label: tr("Chance of passing {mark}", ["mark": Self.markText(chance.admissions, numbers)])))
        }
        if let breakEven {
            lines.append(
                chanceLine(
                    breakEven, numbers,
                    label: tr(
                        "Chance of its break-even ({mark})", ["mark": Self.markText(breakEven.admissions, numbers)])))
        }
        return lines
    }

    /// The "80% range" line of a settled run: one figure when its ends round together ("≈ 985만 명, settled"),
    /// else its narrow range, settled ("≈ 349만 명 – 356만 명, settled").
    private func settledRange(_ numbers: NumberFormatting) -> String? {
        guard settled else { return nil }
        let (lowText, highText) = (numbers.roundedAudience(low), numbers.roundedAudience(high))
        guard lowText != highText else { return settledText(numbers) }
        // TRANSLATORS: the 80% range of a run that has all but ended: "≈ 349만 명 – 356만 명, settled".
        return tr("{range}, settled", ["range": "≈ " + lowText + " – " + highText])
    }

    private func chanceLine(_ chance: Chance, _ numbers: NumberFormatting, label: String) -> RunMilestones.Line {
        let text = chanceText(chance)
        // A figure between the caps is an estimate (≈); a cap or "already passed" is not one.
        let estimated = text == NumberFormatting.percent(chance.chance * 100)
        return RunMilestones.Line(label: label, value: estimated ? "≈ " + text : text)
    }
}
