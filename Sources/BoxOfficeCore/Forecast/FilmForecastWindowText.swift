/// The film window's forecast words beyond `FilmForecastText`: the break-even entry, the chances' and
/// similar runs' lines and "About this estimate".
extension FilmForecast {
    /// The largest break-even an entry accepts: 1억 admissions, twice the country's population.
    public static let maxBreakEven: Int64 = 100_000_000

    /// A break-even as typed: "4000000", "4,000,000", "400만", "400만 명", "4,000,000명"; nil for an empty
    /// entry (forget it). Anything else, or 0 or above `maxBreakEven`, is `.failure` with its sentence.
    public static func parseBreakEven(_ text: String) -> Result<Int64?, BreakEvenProblem> {
        let trimmed = text.filter { !$0.isWhitespace && $0 != "," }
        guard !trimmed.isEmpty else { return .success(nil) }
        guard trimmed.count <= 20 else { return .failure(.notANumber) }
        var digits = Substring(trimmed)
        if digits.hasSuffix("명") { digits = digits.dropLast() }
        var unit: Int64 = 1
        if digits.hasSuffix("만") {
            unit = 10_000
            digits = digits.dropLast()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 12,
            let value = Int64(digits)
        else { return .failure(.notANumber) }
        let (admissions, overflow) = value.multipliedReportingOverflow(by: unit)
        guard !overflow, admissions <= maxBreakEven else { return .failure(.tooLarge) }
        guard admissions > 0 else { return .failure(.zero) }
        return .success(admissions)
    }

    /// Why an entered break-even was not taken.
    public enum BreakEvenProblem: Error, Sendable, Equatable {
        case notANumber, zero, tooLarge

        public var sentence: String {
            switch self {
            case .notANumber:
                return tr("Enter the break-even in admissions, like 4,000,000 or 400만.")
            case .zero:
                return tr("A break-even must be more than 0 admissions.")
            case .tooLarge:
                return tr("A break-even above 100 million admissions is more than any film has reached.")
            }
        }
    }

    /// "1,000만 명: 35%", "100만 명: 이미 돌파" — a chance in the window's short list.
    public func chanceLine(_ chance: Chance, _ numbers: NumberFormatting) -> String {
        tr("{mark}: {chance}", ["mark": Self.markText(chance.admissions, numbers), "chance": chanceText(chance)])
    }

    /// "Break-even 400만 명: 62%".
    public func breakEvenLine(_ numbers: NumberFormatting) -> String? {
        breakEven.map {
            tr(
                "Break-even {mark}: {chance}",
                ["mark": Self.markText($0.admissions, numbers), "chance": chanceText($0)])
        }
    }

    /// "극한직업: D7 ≈ 367만 명 → 최종 1,626만 명": a similar run's faint line, named.
    public func similarLine(_ run: SimilarRun, _ numbers: NumberFormatting) -> String {
        tr(
            "{title} ({year}): D{d} {atDay} → final {final}",
            [
                "title": run.title, "year": String(run.openDate.year), "d": String(day),
                "atDay": numbers.roundedAudience(run.audienceAtDay), "final": numbers.roundedAudience(run.final)
            ])
    }

    /// The method in two sentences ("About this estimate"): issue 44's, docs/FORECAST.md.
    public static var methodSentences: String {
        tr(
            "The forecast finds the 20 past runs whose first days looked most like this film's (the shape of its daily admissions, its screens and shows, its sales share, its previews and its opening weekday), counting a run that ended recently more than an old one, and blends how many times their total on the same day they went on to reach with a model refit on every run that has ended. The 80% range and the chances come from how far the forecast itself was off on the last 150 runs at the same day."
        )
    }
}

extension ForecastBacktest {
    /// "Checked on 1,234 films that opened 2018-01-01 – 2022-12-31, each forecast at D7 from the runs
    /// that had ended before it: …".
    public var sentence: String {
        tr(
            "Checked on {films} films that opened {from} – {to}, each forecast at D{d} only from runs that had ended by then: half were off by less than {error}, {within} were within ±20%, and the 80% range held the final total for {coverage}.",
            [
                "films": NumberFormatting.grouped(Int64(all.films)), "from": from.iso, "to": to.iso,
                "d": String(atDay), "error": NumberFormatting.percent(all.medianError * 100),
                "within": NumberFormatting.percent(all.within20 * 100),
                "coverage": NumberFormatting.percent(all.rangeCoverage * 100)
            ]) + millionSentence
    }

    /// " Of the 85 that ended above 1 million, half were off by less than 14%."; empty without such films.
    private var millionSentence: String {
        guard let error = all.millionMedianError, all.millionFilms > 0 else { return "" }
        return " "
            + tr(
                "Of the {count} that ended above 1 million, half were off by less than {error}.",
                [
                    "count": NumberFormatting.grouped(Int64(all.millionFilms)),
                    "error": NumberFormatting.percent(error * 100)
                ])
    }
}
