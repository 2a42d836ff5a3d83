/// A film that was #1 in the whole market within a period, with its days at #1.
public struct NumberOneFilm: Sendable, Equatable {
    public let movieCode: String
    public let title: String
    public let firstDay: Day
    public let days: Int

    /// In the order they first reached #1.
    public static func films(_ films: [MarketFilm], rows: [HistoryRow]) -> [NumberOneFilm] {
        var first: [String: Day] = [:]
        for row in rows where row.rank == 1 {
            first[row.movieCode] = min(first[row.movieCode] ?? row.day, row.day)
        }
        return films.compactMap { f in
            first[f.movieCode].map {
                NumberOneFilm(movieCode: f.movieCode, title: f.title, firstDay: $0, days: f.daysAtNumberOne)
            }
        }.sorted { ($0.firstDay, $0.movieCode) < ($1.firstDay, $1.movieCode) }
    }
}
