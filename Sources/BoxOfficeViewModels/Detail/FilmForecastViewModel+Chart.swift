import BoxOfficeCore
import Foundation

/// The forecast drawn: the film's total by D-number up to the day forecast from, the 80 % band continuing it
/// to where runs like it ended, and the similar runs as faint lines, each scaled to this film's total on the
/// same day (their shapes compared, not their sizes).
public struct ForecastChart: Sendable, Equatable {
    public struct BandPoint: Sendable, Equatable {
        public let dNumber: Int
        public let low: Double
        public let median: Double
        public let high: Double
    }

    public struct Line: Sendable, Equatable {
        /// "극한직업 (2019): D7 ≈ 367만 명 → 최종 1,626만 명": its own figures, as its tooltip and reading say.
        public let name: String
        /// D1 first, scaled to the film's total on the day forecast from.
        public let totals: [Double]
    }

    /// D1 first, up to the day forecast from.
    public let film: [Double]
    public let band: [BandPoint]
    public let similar: [Line]
    /// The axis's last D-number.
    public let lastDNumber: Int
    public let scale: RunAxis.Scale

    /// The band ends where half the similar runs had ended (at least a week on, at most 150 days); between,
    /// it follows how far the similar runs had come from the day forecast from to their end (their median share).
    init(forecast f: FilmForecast, film: [Double], names: [String], language: DisplayLanguage) {
        self.film = film
        let d = f.day
        let lengths = f.similar.map(\.totals.count).sorted()
        let middle = lengths.isEmpty ? d + 7 : lengths[lengths.count / 2]
        let end = min(max(middle, d + 7), max(150, d + 7))
        let base = Double(f.audienceToDate)
        var band: [BandPoint] = []
        for day in d...end {
            let shares = f.similar.map { run -> Double in
                let at = Double(run.audienceAtDay)
                let final = Double(run.final)
                guard final > at else { return 1 }
                let index = min(day, run.totals.count) - 1
                let total = index >= 0 ? Double(run.totals[index]) : final
                return min(1, max(0, (total - at) / (final - at)))
            }.sorted()
            let share = day == end || shares.isEmpty ? 1 : shares[shares.count / 2]
            func at(_ final: Int64) -> Double { base + (Double(final) - base) * share }
            band.append(BandPoint(dNumber: day, low: at(f.low), median: at(f.median), high: at(f.high)))
        }
        self.band = band
        similar = zip(f.similar, names).map { run, name in
            let factor = run.audienceAtDay > 0 ? base / Double(run.audienceAtDay) : 1
            return Line(name: name, totals: run.totals.prefix(end).map { Double($0) * factor })
        }
        lastDNumber = end
        scale = RunAxis.Scale(
            values: [0, Double(f.high)] + film.map { $0 }, log: false, unit: .count, language: language)
    }
}

extension FilmForecastViewModel {
    /// The forecast's chart; nil without a forecast.
    public var chart: ForecastChart? {
        guard let forecast else { return nil }
        return ForecastChart(
            forecast: forecast, film: filmTotals, names: similarLines, language: language)
    }

    /// The film's total by D-number (D1 first) up to the day forecast from, each day without figures
    /// carrying the last before it.
    nonisolated static func totals(_ run: ReferenceRun, through day: Int) -> [Double] {
        var byD: [Int: Int64] = [:]
        for figures in run.days { byD[run.dNumber(figures.day)] = figures.audienceTotal }
        var last: Int64 = 0
        return (1...max(1, day)).map { d in
            if let total = byD[d] { last = total }
            return Double(last)
        }
    }
}
