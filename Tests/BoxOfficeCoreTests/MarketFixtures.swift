import BoxOfficeCore
import Foundation

/// The real 2018 answers (Tests/Fixtures/market) as history rows: every day of the year in the whole
/// market, and January's Korean and foreign charts (20180101_F is a KOBIS fault: no rows).
enum MarketFixtures {
    static let year: [HistoryRow] = (1...365).flatMap {
        rows(Day(year: 2018, month: 1, day: 1)!.adding(days: $0 - 1), "market/2018/", "")
    }
    static let januaryKorean: [HistoryRow] = (1...31).flatMap {
        rows(Day(year: 2018, month: 1, day: $0)!, "market/2018-01-korean/", "_K")
    }
    static let januaryForeign: [HistoryRow] = (1...31).flatMap {
        rows(Day(year: 2018, month: 1, day: $0)!, "market/2018-01-foreign/", "_F")
    }

    private static func rows(_ day: Day, _ folder: String, _ suffix: String) -> [HistoryRow] {
        guard let result = try? ResponseDecoding.kobisBoxOffice(Fixtures.data(folder + day.compact + suffix + ".json")),
            let chart = try? Chart(result, kind: .daily)
        else { return [] }
        let key = suffix == "_K" ? "|repNationCd=K" : suffix == "_F" ? "|repNationCd=F" : ""
        return chart.entries.map { HistoryRow($0, day: day, segmentKey: key) }
    }
}
