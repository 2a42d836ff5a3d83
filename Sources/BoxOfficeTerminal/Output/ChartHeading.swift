import BoxOfficeCore

/// What a printed chart covers: its kind, days, week number and segment, in the display language.
struct ChartHeading {
    let query: ChartQuery
    let chart: Chart
    /// The region the user named, for its name in the heading.
    let region: Region?
    let language: DisplayLanguage

    /// The days as KOBIS answered them (its `showRange`); the days asked for when it said nothing.
    var range: (first: Day, last: Day) {
        if case .week(let first, let last, _, _) = chart.period { return (first, last) }
        return (query.period.first, query.period.last)
    }

    /// "201152": as KOBIS sent it (`yearWeekTime`) when it is year and week, else computed from the days.
    var yearWeek: String {
        if case .week(_, _, _, let sent) = chart.period, sent.count == 6, sent.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            return sent
        }
        return ChartPeriod(query.kind, containing: range.first).yearWeekText
    }

    /// "Wed, Jan 5, 2022", or "Fri, Dec 30, 2011 – Sun, Jan 1, 2012" for a week's part.
    var days: String {
        let format = DayFormatting(language)
        let (first, last) = range
        guard first != last else { return format.long(first) }
        // TRANSLATORS: the days a printed weekly chart covers, each day written in full.
        return tr("{first day} – {last day}", ["first day": format.long(first), "last day": format.long(last)])
    }

    /// "Weekend box office Fri, Dec 30, 2011 – Sun, Jan 1, 2012, week 52 of 2011 · Korean films · Seoul".
    var title: String {
        var text = "\(Self.kindName(query.kind, language)) \(days)"
        if query.kind.isWeekly {
            let year = yearWeek.prefix(4)
            let week = Int(yearWeek.suffix(2)) ?? 0
            text += tr(", week {week} of {year}", ["week": String(week), "year": String(year)])
        }
        let segment = query.segment.label(language, region: region)
        return segment.isEmpty ? text : "\(text) · \(segment)"
    }

    /// KOBIS's own label for weekdays was never observed, so the kind asked for names the chart.
    static func kindName(_ kind: ChartKind, _ language: DisplayLanguage) -> String {
        switch kind {
        case .daily: return trCtx("command line", "Daily box office")
        case .weekend: return trCtx("command line", "Weekend box office")
        case .week: return trCtx("command line", "Weekly box office")
        case .weekdays: return trCtx("command line", "Weekday box office")
        }
    }
}
