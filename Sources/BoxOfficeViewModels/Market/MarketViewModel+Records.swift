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
        // Each figure with its unit: admissions, days, screens.
        let admissions = { (r: FilmRecord) in self.numbers.audience(r.figure) }
        let days = { (r: FilmRecord) in
            trPlural("{count} day", "{count} days", count: Int(clamping: r.figure), in: self.language)
        }
        let screens = { (r: FilmRecord) in
            trPlural("{count} screen", "{count} screens", count: Int(clamping: r.figure), in: self.language)
        }
        let counts: [(String, [FilmRecord], (FilmRecord) -> String)] = [
            (tr("Biggest opening days", in: language), records.openingDays, admissions),
            (tr("Biggest single days", in: language), records.biggestDays, admissions),
            (tr("Biggest Friday–Sunday weekends", in: language), records.biggestWeekends, admissions),
            (tr("Most days at #1", in: language), records.daysAtNumberOne, days),
            (tr("Longest streaks at #1 (days in a row)", in: language), records.longestStreaks, days),
            (tr("Widest releases (screens on a day)", in: language), records.widestReleases, screens)
        ]
        let ratios: [(String, [FilmRecord])] = [
            (
                tr("Highest share of the day's top 10 screens (days with the whole top 10)", in: language),
                records.screenShare
            ),
            (
                tr("Highest share of the day's top 10 shows (days with the whole top 10)", in: language),
                records.showShare
            ),
            (
                tr("Biggest second-weekend holds (second Friday–Sunday ÷ first)", in: language),
                records.secondWeekendHolds
            )
        ]
        return fastest
            + counts.map { heading, list, unit in
                MarketRecordList(heading: heading, lines: list.map { line($0, value: unit($0)) })
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
        let title = filmTitle(r.movieCode, r.title)
        return MarketLine(
            title: "\(r.rank). \(title)",
            subtitle: value == "D\(r.dNumber)"
                ? r.day.iso : tr("D{d} {date}", ["d": String(r.dNumber), "date": r.day.iso], in: language),
            value: value,
            target: .film(code: r.movieCode, title: title, year: r.day.adding(days: 1 - r.dNumber).year))
    }
}
