import BoxOfficeCore

/// The Fill History window's choices: the window shows `choices` and forwards the user's picks here.
extension HistoryFillViewModel {
    /// A window opens on the default choices: the last 30 days, without the Korean charts.
    public func resetChoices() {
        choices = FillChoices()
        changes.send(.choices)
    }

    /// One of `FillChoices.offeredDays`; any other count changes nothing.
    public func chooseLastDays(_ count: Int) {
        guard FillChoices.offeredDays.contains(count) else { return }
        choices.days = count
        choices.typed = false
        changes.send(.choices)
    }

    /// "From a day to a day": the typed days name the range.
    public func chooseTypedDays() {
        choices.typed = true
        changes.send(.choices)
    }

    public func setKoreanToo(_ on: Bool) {
        guard on != choices.koreanToo else { return }
        choices.koreanToo = on
        changes.send(.choices)
    }

    /// The two entries' texts, as typed (the cost follows them).
    public func typeDays(first: String, last: String) {
        guard first != choices.firstText || last != choices.lastText else { return }
        choices.firstText = first
        choices.lastText = last
        changes.send(.choices)
    }

    /// What the chosen range costs ("About 91 KOBIS requests of 2,380 left today"); nil while the typed days are
    /// not both days.
    public var chosenCostText: String? {
        choices.pricedRange.flatMap { costText($0, koreanToo: choices.koreanToo) }
    }

    /// Start: the chosen range, or the sentence saying why the typed days are not one (and nothing starts).
    public func startChosen() {
        switch choices.range {
        case .failure(let problem):
            choices.problem = problem.sentence
            changes.send(.choices)
        case .success(let range):
            if choices.problem != nil {
                choices.problem = nil
                changes.send(.choices)
            }
            start(range, koreanToo: choices.koreanToo)
        }
    }
}
