import BoxOfficeCore

/// One list of the records scope under its heading ("Fastest to 10 million", "Biggest opening days" …).
public struct MarketRecordList: Sendable, Equatable {
    public let heading: String
    public let lines: [MarketLine]
}

/// The records scope: the lists of `FilmRecords` of every run the app holds (the shipped runs and the
/// history's), best first, each row the film with its figure and its day; a row opens the film's window.
extension MarketViewModel {
    public var recordLists: [MarketRecordList] {
        guard let records else { return [] }
        let fastest = records.fastest.map { mark in
            MarketRecordList(
                heading: Self.fastestHeading(mark.admissions, language),
                lines: mark.films.map { line($0, value: "D\($0.dNumber)") })
        }
        let counts: [(String, [FilmRecord])] = [
            (tr("Biggest opening days", in: language), records.openingDays),
            (tr("Biggest single days", in: language), records.biggestDays),
            (tr("Biggest Friday–Sunday weekends", in: language), records.biggestWeekends),
            (tr("Most days at #1", in: language), records.daysAtNumberOne),
            (tr("Longest streaks at #1 (days in a row)", in: language), records.longestStreaks),
            (tr("Widest releases (screens on a day)", in: language), records.widestReleases)
        ]
        let ratios: [(String, [FilmRecord])] = [
            (
                tr("Highest share of the day's top 10 screens (days with the whole top 10)", in: language),
                records.screenShare
            ),
            (
                tr("Biggest second-weekend holds (second Friday–Sunday ÷ first)", in: language),
                records.secondWeekendHolds
            )
        ]
        return fastest
            + counts.map { heading, list in
                MarketRecordList(
                    heading: heading, lines: list.map { line($0, value: NumberFormatting.grouped($0.figure)) })
            }
            + ratios.map { heading, list in
                MarketRecordList(
                    heading: heading,
                    lines: list.map { r in
                        line(r, value: r.ratio.map { NumberFormatting.percent($0 * 100, decimals: 1) } ?? "—")
                    })
            }
    }

    /// "Records 2017-01-01 – 2022-12-31 (2,191 days held)": the period the lists cover, never more.
    var recordsCoverage: String? {
        guard let records, let from = records.from, let to = records.to else { return nil }
        return tr(
            "Records {from} – {to} ({days} days held)",
            ["from": from.iso, "to": to.iso, "days": NumberFormatting.grouped(Int64(records.daysCovered))],
            in: language)
    }

    static func fastestHeading(_ admissions: Int64, _ language: DisplayLanguage) -> String {
        switch admissions {
        case 1_000_000: return tr("Fastest to 1 million", in: language)
        case 3_000_000: return tr("Fastest to 3 million", in: language)
        case 5_000_000: return tr("Fastest to 5 million", in: language)
        default: return tr("Fastest to 10 million", in: language)
        }
    }

    /// "1. 어벤져스: 엔드게임", "D11 2019-05-04" (the date alone when the figure is the D-number), the figure;
    /// it opens the film's window.
    private func line(_ r: FilmRecord, value: String) -> MarketLine {
        MarketLine(
            title: "\(r.rank). \(r.title)",
            subtitle: value == "D\(r.dNumber)"
                ? r.day.iso : tr("D{d} {date}", ["d": String(r.dNumber), "date": r.day.iso], in: language),
            value: value,
            target: .film(code: r.movieCode, title: r.title, year: r.day.adding(days: 1 - r.dNumber).year))
    }
}
