import BoxOfficeCore

/// What the Fill History window has chosen before Start: the last 7, 30, 90 or 365 days, or two typed days;
/// each day's Korean films' chart too; and why the last Start did nothing (a typed day that is not one).
public struct FillChoices: Equatable, Sendable {
    /// The "last days" the window offers.
    public static let offeredDays = [7, 30, 90, 365]

    public internal(set) var days = 30
    /// The two typed days name the range (and only then can be typed in).
    public internal(set) var typed = false
    /// Each day's Korean films' chart too (for the market's Korean share).
    public internal(set) var koreanToo = false
    public internal(set) var firstText = ""
    public internal(set) var lastText = ""
    /// The sentence under the typed days after a Start that could not start; nil otherwise.
    public internal(set) var problem: String?

    public init() {}

    /// The range chosen, or the sentence saying why the typed days are not one: a text that is not a day, or a
    /// first day after the last.
    public var range: Result<HistoryFillViewModel.Range, FillChoiceProblem> {
        guard typed else { return .success(.lastDays(days)) }
        guard let first = Day(firstText) else { return .failure(FillChoiceProblem(notADay: firstText)) }
        guard let last = Day(lastText) else { return .failure(FillChoiceProblem(notADay: lastText)) }
        guard first <= last else {
            return .failure(FillChoiceProblem(sentence: tr("The first day is after the last.")))
        }
        return .success(.custom(first: first, last: last))
    }

    /// What the cost line prices while the days are typed: either order, as soon as both are days.
    var pricedRange: HistoryFillViewModel.Range? {
        guard typed else { return .lastDays(days) }
        guard let a = Day(firstText), let b = Day(lastText) else { return nil }
        return .custom(first: min(a, b), last: max(a, b))
    }
}

/// Why the typed days are not a range, in a sentence.
public struct FillChoiceProblem: Error, Equatable, Sendable {
    public let sentence: String

    init(sentence: String) { self.sentence = sentence }

    init(notADay text: String) {
        sentence = BoxOfficeError.invalidDate(text: OutsideText.clean(text, limit: 40)).sentence
    }
}
