extension FilmRecords {
    /// One run per film from the shipped runs and the history: a film's days from both, the history's
    /// figures where both hold a day (and its title and opening day), the first run they make.
    public static func runs(shipped: [ReferenceRun], history: [ReferenceRun]) -> [ReferenceRun] {
        var order: [String] = []
        var byFilm: [String: (shipped: [ReferenceRun], history: [ReferenceRun])] = [:]
        for run in shipped {
            if byFilm[run.movieCode] == nil { order.append(run.movieCode) }
            byFilm[run.movieCode, default: ([], [])].shipped.append(run)
        }
        for run in history {
            if byFilm[run.movieCode] == nil { order.append(run.movieCode) }
            byFilm[run.movieCode, default: ([], [])].history.append(run)
        }
        return order.compactMap { code in
            guard let film = byFilm[code] else { return nil }
            let all = film.shipped + film.history
            if all.count == 1 { return all[0] }
            var days: [Int: ReferenceRun.DayFigures] = [:]
            for run in all { for figures in run.days { days[figures.day.daysSinceEpoch] = figures } }
            let named = film.history.last ?? film.shipped.last ?? all[0]
            let opening = film.history.first?.openDate ?? film.shipped.first?.openDate
            return ReferenceRun.runs(
                movieCode: code, title: named.title, openDate: opening,
                days: days.values.sorted { $0.day < $1.day }
            ).first
        }
    }
}
