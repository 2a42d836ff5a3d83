extension FilmRecords {
    /// Each film's candidates for every list, gathered in one pass over its days.
    struct Collector {
        var fastest: [[FilmRecord]] = FilmRecords.marks.map { _ in [] }
        var openingDays: [FilmRecord] = []
        var biggestDays: [FilmRecord] = []
        var biggestWeekends: [FilmRecord] = []
        var daysAtNumberOne: [FilmRecord] = []
        var longestStreaks: [FilmRecord] = []
        var widestReleases: [FilmRecord] = []
        var secondWeekendHolds: [FilmRecord] = []
        /// Per day held (days since the epoch): the films ranked and their screens and shows together.
        var dayTotals: [Int: (films: Int, screens: Int64, shows: Int64)] = [:]

        mutating func add(_ run: ReferenceRun) {
            func record(_ figure: Int64, base: Int64? = nil, _ day: Day) -> FilmRecord {
                FilmRecord(
                    rank: 0, movieCode: run.movieCode, title: run.title, figure: figure, base: base, day: day,
                    dNumber: run.dNumber(day))
            }
            var mark = 0
            var biggest = run.days[0]
            var widest = run.days[0]
            var atNumberOne: (count: Int64, first: Day?) = (0, nil)
            var streak: (length: Int64, first: Day?) = (0, nil)
            var best: (length: Int64, first: Day?) = (0, nil)
            var previous: Day?
            for figures in run.days {
                let day = figures.day
                // History figures are outside data (a hand-edited cache can hold Int64.max): sums saturate.
                let before = MarketTotals.sum(
                    figures.audienceTotal, figures.audience == .min ? .max : -figures.audience)
                // A mark crossed on this day: the total before it (audiAcc − audiCnt) is below it.
                while mark < FilmRecords.marks.count, figures.audienceTotal >= FilmRecords.marks[mark] {
                    if before < FilmRecords.marks[mark] { fastest[mark].append(record(figures.audienceTotal, day)) }
                    mark += 1
                }
                if day == run.openDate { openingDays.append(record(figures.audience, day)) }
                if figures.audience > biggest.audience { biggest = figures }
                if figures.screens > widest.screens { widest = figures }
                if figures.rank == 1 {
                    atNumberOne.count = MarketTotals.sum(atNumberOne.count, 1)
                    if atNumberOne.first == nil { atNumberOne.first = day }
                    let continues = previous.map { $0.days(until: day) == 1 } ?? false
                    streak =
                        continues && streak.length > 0 ? (MarketTotals.sum(streak.length, 1), streak.first) : (1, day)
                    if streak.length > best.length { best = streak }
                } else {
                    streak = (0, nil)
                }
                previous = day
                let key = day.daysSinceEpoch
                let total = dayTotals[key] ?? (0, 0, 0)
                dayTotals[key] = (
                    total.films + 1, MarketTotals.sum(total.screens, figures.screens),
                    MarketTotals.sum(total.shows, figures.shows)
                )
            }
            biggestDays.append(record(biggest.audience, biggest.day))
            if widest.screens > 0 { widestReleases.append(record(widest.screens, widest.day)) }
            if let first = atNumberOne.first { daysAtNumberOne.append(record(atNumberOne.count, first)) }
            if let first = best.first { longestStreaks.append(record(best.length, first)) }
            addWeekends(run, record: record)
        }

        /// The film's Friday–Sunday weekends whose three days are all held.
        private mutating func addWeekends(
            _ run: ReferenceRun, record: (Int64, Int64?, Day) -> FilmRecord
        ) {
            var weekends: [(friday: Day, audience: Int64)] = []
            let days = run.days
            var i = 0
            while i + 2 < days.count {
                let friday = days[i].day
                if friday.weekday == 6, friday.days(until: days[i + 2].day) == 2 {
                    let audience = MarketTotals.sum(
                        MarketTotals.sum(days[i].audience, days[i + 1].audience), days[i + 2].audience)
                    weekends.append((friday, audience))
                    i += 3
                } else {
                    i += 1
                }
            }
            if let top = weekends.max(by: { a, b in
                a.audience < b.audience || (a.audience == b.audience && a.friday > b.friday)
            }) {
                biggestWeekends.append(record(top.audience, nil, top.friday))
            }
            // The first full weekend from the opening day on, and the one a week later.
            if let first = weekends.first(where: { $0.friday >= run.openDate }),
                first.audience >= FilmRecords.minimumFirstWeekend,
                let second = weekends.first(where: { first.friday.days(until: $0.friday) == 7 })
            {
                secondWeekendHolds.append(record(second.audience, first.audience, second.friday))
            }
        }

        /// The first and last day held and how many days are held.
        func coverage() -> (from: Day?, to: Day?, count: Int) {
            guard let low = dayTotals.keys.min(), let high = dayTotals.keys.max() else { return (nil, nil, 0) }
            return (Day(daysSinceEpoch: low), Day(daysSinceEpoch: high), dayTotals.count)
        }

        /// Each film's highest share of the day's top-10 screens (`\.screens`) or shows (`\.shows`), on days
        /// whose ten films are all held.
        func shares(_ runs: [ReferenceRun], of count: KeyPath<ReferenceRun.DayFigures, Int64>) -> [FilmRecord] {
            runs.compactMap { run in
                var best: (count: Int64, of: Int64, day: Day)?
                for figures in run.days where figures[keyPath: count] > 0 {
                    guard let total = dayTotals[figures.day.daysSinceEpoch], total.films >= 10 else { continue }
                    let all = count == \ReferenceRun.DayFigures.shows ? total.shows : total.screens
                    let mine = figures[keyPath: count]
                    guard all > 0 else { continue }
                    // Compared as ratios in Double: the products of two large counts would overflow.
                    if let b = best, Double(mine) * Double(b.of) <= Double(b.count) * Double(all) { continue }
                    best = (mine, all, figures.day)
                }
                return best.map {
                    FilmRecord(
                        rank: 0, movieCode: run.movieCode, title: run.title, figure: $0.count, base: $0.of,
                        day: $0.day, dNumber: run.dNumber($0.day))
                }
            }
        }
    }
}
