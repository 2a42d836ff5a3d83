/// One film's place in a list of records: its figure and the day it was set on.
public struct FilmRecord: Sendable, Equatable {
    /// 1 for the best; films that tie share a rank (1, 2, 2, 4).
    public let rank: Int
    public let movieCode: String
    public let title: String
    /// Admissions, screens or days, as the list counts.
    public let figure: Int64
    /// What `figure` is a share of (the day's top-10 screens, the first weekend's admissions); nil for a count.
    public let base: Int64?
    /// The day the record was set: the day, the weekend's Friday, the streak's first day, the crossing day.
    public let day: Day
    /// `day` as a D-number (D1 = the opening day).
    public let dNumber: Int

    public init(
        rank: Int, movieCode: String, title: String, figure: Int64, base: Int64? = nil, day: Day, dNumber: Int
    ) {
        self.rank = rank
        self.movieCode = movieCode
        self.title = title
        self.figure = figure
        self.base = base
        self.day = day
        self.dNumber = dNumber
    }

    /// `figure ÷ base` (the share of screens, the hold), nil for a count.
    public var ratio: Double? { base.flatMap { $0 > 0 ? Double(figure) / Double($0) : nil } }
}

/// The films fastest to one mark of admissions, best (fewest days) first.
public struct FastestFilmRecords: Sendable, Equatable {
    public let admissions: Int64
    public let films: [FilmRecord]
}
