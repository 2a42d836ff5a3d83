import BoxOfficeCore

extension FilmForecastViewModel {
    /// The film's best place in a "fastest to" list (the highest mark) as the runs stood at the end of the
    /// window's day (or the film's latest ranked day), only when the film is in that day's chart.
    nonisolated static func recordLine(
        _ library: ReferenceLibrary, movieCode: String, upTo: Day?, language: DisplayLanguage
    ) -> String? {
        guard let run = library.run(of: movieCode, asOf: upTo) else { return nil }
        let day = upTo ?? run.lastDay
        guard run.days.contains(where: { $0.day == day }) else { return nil }
        let runs = FilmRecords.runs(shipped: library.entries.map(\.run), history: [])
        return FilmRecords.asOf(day, runs: runs).onCourse(movieCode: movieCode).first?.text(in: language)
    }
}
