/// A film on course for a record: within the top 10 of a "fastest to" list, as of a day.
public struct FilmOnCourse: Sendable, Equatable {
    public let admissions: Int64
    public let rank: Int
    public let dNumber: Int

    public init(admissions: Int64, rank: Int, dNumber: Int) {
        self.admissions = admissions
        self.rank = rank
        self.dNumber = dNumber
    }

    /// "D12: 3rd fastest to 5 million" / "D12: 3번째로 빠른 500만".
    public func text(in language: DisplayLanguage) -> String {
        Self.sentence(admissions: admissions, rank: rank, dNumber: dNumber, language: language)
    }

    static func sentence(admissions: Int64, rank: Int, dNumber: Int, language: DisplayLanguage) -> String {
        let values = ["day": "\(dNumber)", "rank": "\(rank)", "ordinal": ordinal(rank)]
        switch (admissions, rank) {
        case (1_000_000, 1): return tr("D{day}: fastest to 1 million", values, in: language)
        case (1_000_000, _): return tr("D{day}: {ordinal} fastest to 1 million", values, in: language)
        case (3_000_000, 1): return tr("D{day}: fastest to 3 million", values, in: language)
        case (3_000_000, _): return tr("D{day}: {ordinal} fastest to 3 million", values, in: language)
        case (5_000_000, 1): return tr("D{day}: fastest to 5 million", values, in: language)
        case (5_000_000, _): return tr("D{day}: {ordinal} fastest to 5 million", values, in: language)
        case (_, 1): return tr("D{day}: fastest to 10 million", values, in: language)
        default: return tr("D{day}: {ordinal} fastest to 10 million", values, in: language)
        }
    }

    /// "2nd", "3rd", "11th" in English; Korean's "{rank}번째" comes from the translation of the sentence.
    static func ordinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }
}

extension FilmRecords {
    /// The film's places in the "fastest to" lists of these records (the highest mark first).
    public func onCourse(movieCode: String) -> [FilmOnCourse] {
        fastest.reversed().compactMap { list in
            list.films.first { $0.movieCode == movieCode }.map {
                FilmOnCourse(admissions: list.admissions, rank: $0.rank, dNumber: $0.dNumber)
            }
        }
    }

    /// The records as the data stood at the end of `day` (each run cut there), for a film's window on that day.
    public static func asOf(_ day: Day, runs: [ReferenceRun]) -> FilmRecords {
        FilmRecords(runs: runs.compactMap { $0.asOf(day) })
    }
}
