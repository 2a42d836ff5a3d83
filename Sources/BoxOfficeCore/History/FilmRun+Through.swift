extension FilmRun {
    /// The run as it stood at the end of `day`: its days up to it, nothing after ("as of means as of": a forecast
    /// made as of a day is drawn and printed beside the run up to that day only). Nil when no ranked day is left.
    public func through(_ day: Day) -> FilmRun? {
        let kept = days.filter { $0.day <= day }
        // Trailing days without figures are not part of the run as it stood (it ends on its last ranked day).
        guard let last = kept.lastIndex(where: { $0.row != nil }) else { return nil }
        return FilmRun(movieCode: movieCode, title: title, openDate: openDate, days: Array(kept[...last]))
    }

    private init(movieCode: String, title: String, openDate: Day?, days: [RunDay]) {
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.days = days
    }
}
