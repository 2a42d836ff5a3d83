import BoxOfficeCore

/// The Coming list's sentences, shared by the window and `boxoffice coming`.
public enum ComingText {
    /// What reading the list costs, said before it is read.
    public static func cost(_ plan: ComingRepository.Plan) -> String {
        let years =
            plan.years.count == 1
            ? String(plan.years.lowerBound)
            : tr("{first} and {last}", ["first": String(plan.years.lowerBound), "last": String(plan.years.upperBound)])
        let values = ["years": years, "count": String(plan.requests)]
        return plan.isExact
            ? trPlural(
                "Reading the film list of {years} asks KOBIS {count} time",
                "Reading the film list of {years} asks KOBIS {count} times", count: plan.requests, values)
            : trPlural(
                "Reading the film list of {years} asks KOBIS at most {count} time (100 films a request)",
                "Reading the film list of {years} asks KOBIS at most {count} times (100 films a request)",
                count: plan.requests, values)
    }

    /// What the list may miss, each a sentence without its full stop.
    public static func warnings(_ result: ComingRepository.Result) -> [String] {
        var out: [String] = []
        if result.cutAtLimit { out.append(ComingPaging.cutWarning) }
        if result.stoppedAtBudget {
            out.append(tr("Today's request budget is spent; the list shows what was read before"))
        }
        if result.missingPages > 0 || !result.unreadYears.isEmpty {
            // As with a spent budget: what was read is listed, and what is not is said.
            if !result.unreadYears.isEmpty {
                let years = result.unreadYears.map(String.init).joined(separator: ", ")
                out.append(tr("The film list of {years} could not be read", ["years": years]))
            }
            if result.missingPages > 0 {
                out.append(
                    trPlural(
                        "{count} page of the film list could not be read; the films on it are not listed",
                        "{count} pages of the film list could not be read; the films on them are not listed",
                        count: result.missingPages, ["count": String(result.missingPages)]))
            }
            if let reason = result.missingReason { out.append(reason.sentence) }
        }
        if let error = result.refreshError {
            out.append(tr("warning: could not refresh ({reason}); showing saved data", ["reason": error.sentence]))
        }
        return out
    }
}
