import BoxOfficeCore

/// What the Coming window shows, as one value with pure transitions; `ComingViewModel` runs the reads.
public struct ComingState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Nothing read today: what reading costs, said before the user asks for it.
        case asking(cost: String)
        case loading
        case shown(ComingFilms, warnings: [String])
        case failed(String)
    }

    public private(set) var phase: Phase
    public let weeks: Int

    public init(weeks: Int = 4, phase: Phase) {
        self.weeks = weeks
        self.phase = phase
    }

    public func loading() -> ComingState { ComingState(weeks: weeks, phase: .loading) }
    public func shown(_ films: ComingFilms, warnings: [String]) -> ComingState {
        ComingState(weeks: weeks, phase: .shown(films, warnings: warnings))
    }
    public func failed(_ sentence: String) -> ComingState { ComingState(weeks: weeks, phase: .failed(sentence)) }

    public var films: ComingFilms? {
        if case .shown(let films, _) = phase { return films }
        return nil
    }
}

/// A day's heading and its films' lines, in the display language.
public struct ComingSection: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let code: String
        public let title: String
        /// "드라마 · 한국 · 감독 김하늘 · 배급 …"
        public let details: String
    }
    public let heading: String
    public let rows: [Row]

    public static func sections(_ films: ComingFilms, language: DisplayLanguage) -> [ComingSection] {
        let days = DayFormatting(language)
        let weekEnd = films.from.adding(days: (8 - films.from.weekday) % 7)  // the Sunday this week ends on
        return films.days.map { day, list in
            let date = days.long(day)
            let heading =
                day <= weekEnd ? tr("This week · {date}", ["date": date]) : date
            return ComingSection(
                heading: heading,
                rows: list.map { film in
                    var parts: [String] = []
                    if !film.genres.isEmpty { parts.append(film.genres.joined(separator: ", ")) }
                    if !film.nations.isEmpty { parts.append(film.nations.joined(separator: ", ")) }
                    if !film.directors.isEmpty {
                        parts.append(tr("Directed by {names}", ["names": film.directors.joined(separator: ", ")]))
                    }
                    if !film.distributors.isEmpty {
                        parts.append(tr("Distributed by {names}", ["names": film.distributors.joined(separator: ", ")]))
                    }
                    return Row(code: film.code, title: film.title, details: parts.joined(separator: " · "))
                })
        }
    }
}
