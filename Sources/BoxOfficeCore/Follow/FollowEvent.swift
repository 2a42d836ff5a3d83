/// Something worth telling about a followed film, or the weekend's chart: said once, ever (`id` is what
/// the Store records as said).
public struct FollowEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The audience total passed `threshold` (1, 5 or 10 million) on `day`.
        case passed(threshold: Int64)
        /// #1 on the daily chart of `day`, not #1 the day before.
        case reachedNumberOne
        /// In the top 10 the day before `day`, not in it on `day`.
        case leftTopTen
        /// First in the daily chart on `day`, within two weeks of opening (a film followed before it opened):
        /// its opening day (`openDate == day`) or the day it entered the top 10.
        case firstInChart(openDate: Day?, audience: Int64, screens: Int64)
        /// The Fri–Sun chart of the weekend ending `day` can be read.
        case weekendChart(first: Day)
        /// The forecast as of `day` gives even odds or better of passing a mark it gave less the day before.
        case forecastCrossed(ForecastCrossing)
    }

    public let kind: Kind
    /// The film, or "" for the weekend's chart.
    public let movieCode: String
    public let title: String
    public let day: Day
    /// The film's audience total on `day` (the day before's for `leftTopTen`); 0 for the weekend.
    public let audienceTotal: Int64
    public let rank: Int

    public init(kind: Kind, movieCode: String, title: String, day: Day, audienceTotal: Int64, rank: Int) {
        self.kind = kind
        self.movieCode = movieCode
        self.title = title
        self.day = day
        self.audienceTotal = audienceTotal
        self.rank = rank
    }

    /// Stable across runs and processes: the film and the kind (a film passes a mark, reaches #1, leaves the
    /// top 10 or has even odds of a mark once as far as it is told), or the weekend's Friday.
    public var id: String {
        switch kind {
        case .passed(let threshold): return "\(movieCode):passed:\(threshold)"
        case .reachedNumberOne: return "\(movieCode):number-one"
        case .leftTopTen: return "\(movieCode):left-top-ten"
        case .firstInChart: return "\(movieCode):first-in-chart"
        case .weekendChart(let first): return "weekend:\(first.compact)"
        case .forecastCrossed(let crossing):
            return "\(movieCode):\(crossing.isBreakEven ? "break-even" : "forecast"):\(crossing.mark)"
        }
    }
}

/// A film the user follows, as the Store keeps it.
public struct FollowedFilm: Hashable, Sendable {
    public let movieCode: String
    public let title: String

    public init(movieCode: String, title: String) {
        self.movieCode = movieCode
        self.title = title
    }
}
