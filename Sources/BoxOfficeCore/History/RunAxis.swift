import Foundation

/// The run chart's axes as plain values: round ticks on the value axis (linear or logarithmic), labelled
/// the app's way, and the week markers with their dates on the day axis. The chart only places them.
public enum RunAxis {
    /// What the values count, for their labels.
    public enum Unit: Sendable, Equatable {
        case count, won, percent
        /// A market's sales: "1.5조", "3,000억" / "₩1.5T", "₩300B" (a full figure would not fit the axis).
        case marketWon
    }

    public struct Tick: Sendable, Equatable {
        public let value: Double
        public let label: String
        public init(_ value: Double, _ label: String) {
            self.value = value
            self.label = label
        }
    }

    /// The value axis: its ticks from the bottom of the plot to the top.
    public struct Scale: Sendable, Equatable {
        public let ticks: [Tick]
        public let isLog: Bool

        public init(ticks: [Tick], isLog: Bool) {
            self.ticks = ticks
            self.isLog = isLog
        }

        /// Round ticks covering `values` (nil and, on a log scale, zero left out), labelled for `language`.
        public init(values: [Double?], log: Bool, unit: Unit, language: DisplayLanguage) {
            let known = values.compactMap { $0 }.filter(\.isFinite)
            let numbers = log ? RunAxis.logTicks(known.filter { $0 > 0 }) : RunAxis.linearTicks(top: known.max() ?? 0)
            self.init(ticks: numbers.map { Tick($0, RunAxis.label($0, unit: unit, language: language)) }, isLog: log)
        }

        public var bottom: Double { ticks.first?.value ?? 0 }
        public var top: Double { ticks.last?.value ?? 1 }

        /// Where `value` sits: 0 at the bottom tick, 1 at the top one (clamped; on a log scale zero is at the bottom).
        public func position(_ value: Double) -> Double {
            let p: Double
            if isLog {
                guard value > 0, bottom > 0, top > bottom else { return 0 }
                p =
                    (Foundation.log10(value) - Foundation.log10(bottom))
                    / (Foundation.log10(top) - Foundation.log10(bottom))
            } else {
                guard top > bottom else { return 0 }
                p = (value - bottom) / (top - bottom)
            }
            return min(1, max(0, p))
        }
    }

    /// 0 and steps of 1, 2 or 5 × 10ⁿ, about `target` of them, the last at or above `top`: 64,050 gives
    /// 0, 20,000 … 80,000. Nothing above zero gives 0 and 1.
    public static func linearTicks(top: Double, target: Int = 4) -> [Double] {
        guard top > 0, top.isFinite else { return [0, 1] }
        let raw = top / Double(max(1, target))
        let magnitude = pow(10, (Foundation.log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * (1 - 1e-9) } ?? 10 * magnitude
        let count = Int((top / step - 1e-9).rounded(.up))
        return (0...max(1, count)).map { (Double($0) * step * 1e6).rounded() / 1e6 }
    }

    /// Powers of ten from the one at or below the least value to the one at or above the largest; over two
    /// decades or fewer, with 2× and 5× between them, so the axis still has a few lines. 10,535…64,050 gives
    /// 10,000, 20,000, 50,000 and 100,000.
    public static func logTicks(_ positive: [Double]) -> [Double] {
        guard let least = positive.min(), let most = positive.max() else { return [1, 10] }
        let low = Int(Foundation.log10(least).rounded(.down))
        var high = Int((Foundation.log10(most) - 1e-9).rounded(.up))
        if high <= low { high = low + 1 }
        let decades = (low...high).map { pow(10, Double($0)) }
        guard high - low <= 2 else { return decades }
        return decades.flatMap { d in d == decades.last ? [d] : [d, 2 * d, 5 * d] }
    }

    /// A tick's label. By myriads, counts and money in 만 and 억 as the app writes money ("2만", "150만",
    /// "1.5억"); by thousands grouped ("20,000", "₩1,500,000"); a share as a percentage ("20%").
    public static func label(_ value: Double, unit: Unit, language: DisplayLanguage) -> String {
        if unit == .percent { return NumberFormatting.percent(value, decimals: value.rounded() == value ? 0 : 1) }
        if unit == .marketWon { return marketLabel(value, language) }
        guard NumberGrouping.of(language) == .thousands else {
            if value >= 100_000_000 { return NumberFormatting.hundredMillions(decimal(value / 100_000_000), language) }
            if value >= 10_000 { return NumberFormatting.tenThousands(decimal(value / 10_000), language) }
            return decimal(value)
        }
        return unit == .won ? tr("₩{amount}", ["amount": decimal(value)], in: language) : decimal(value)
    }

    /// "1.5조", "3,000억" by myriads; "₩1.5T", "₩300B" by thousands.
    private static func marketLabel(_ value: Double, _ language: DisplayLanguage) -> String {
        guard NumberGrouping.of(language) == .thousands else {
            if value >= 1e12 { return NumberFormatting.trillions(decimal(value / 1e12), language) }
            if value >= 1e8 { return NumberFormatting.hundredMillions(decimal(value / 1e8), language) }
            if value >= 1e4 { return NumberFormatting.tenThousands(decimal(value / 1e4), language) }
            return decimal(value)
        }
        // TRANSLATORS: an axis label of won in trillions (₩1.5T); keep it short.
        if value >= 1e12 { return tr("₩{number}T", ["number": decimal(value / 1e12)], in: language) }
        // TRANSLATORS: an axis label of won in billions (₩300B); keep it short.
        if value >= 1e9 { return tr("₩{number}B", ["number": decimal(value / 1e9)], in: language) }
        // TRANSLATORS: an axis label of won in millions (₩20M); keep it short.
        if value >= 1e6 { return tr("₩{number}M", ["number": decimal(value / 1e6)], in: language) }
        // TRANSLATORS: an axis label of won in thousands (₩500K); keep it short.
        if value >= 1e3 { return tr("₩{number}K", ["number": decimal(value / 1e3)], in: language) }
        return tr("₩{amount}", ["amount": decimal(value)], in: language)
    }

    /// Grouped, with at most two decimals and no trailing zeros: 1234 → "1,234", 1.5 → "1.5".
    static func decimal(_ x: Double) -> String {
        // Only broken data (an edited database) reaches past Int64: written out whole, never trapped on.
        let scaled = (x * 100).rounded()
        guard scaled.isFinite, abs(scaled) < 9e18 else { return x.isFinite ? String(format: "%.0f", x) : "—" }
        let hundredths = Int64(scaled)
        let whole = NumberFormatting.grouped(hundredths / 100)
        let fraction = hundredths % 100
        guard fraction != 0 else { return whole }
        let digits = Day.padded(Int(fraction), 2)
        return whole + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }

    // MARK: weeks

    /// A week's first day on the chart: "W2" over it, its date (or D-number) under it.
    public struct WeekMark: Sendable, Equatable {
        public let index: Int
        public let week: Int
        public let label: String
        public let date: String
        public init(index: Int, week: Int, label: String, date: String) {
            self.index = index
            self.week = week
            self.label = label
            self.date = date
        }
    }

    /// Weeks as KOBIS counts them, Monday to Sunday. Korean films open on Wednesdays, and KOBIS's weekly
    /// chart and the trade press's "2주차" are the film's second Monday-to-Sunday week, so W1 is the opening
    /// day's week (often five days) and W2 starts on the next Monday; 7-day blocks from a Wednesday would
    /// cut every weekend off the week it is reported in. Marks: the first day shown, the opening day and every
    /// Monday from W1 on (previews before the opening week get none).
    public static func calendarWeeks(days: [Day], opening: Day, language: DisplayLanguage) -> [WeekMark] {
        let format = DayFormatting(language)
        let openingMonday = monday(of: opening)
        return days.enumerated().compactMap { i, day in
            let week = monday(of: day).days(until: openingMonday) / -7 + 1
            guard week >= 1, !(day < opening), i == 0 || day == opening || day.weekday == 2 else { return nil }
            return WeekMark(index: i, week: week, label: "W\(week)", date: format.axis(day))
        }
    }

    /// Two films on one D-number axis have no shared calendar: their weeks are 7-day blocks from D1
    /// (D1, D8, D15 …), labelled with those D-numbers.
    public static func dayBlockWeeks(dNumbers: [Int]) -> [WeekMark] {
        dNumbers.enumerated().compactMap { i, d in
            guard d >= 1, (d - 1) % 7 == 0 else { return nil }
            return WeekMark(index: i, week: (d - 1) / 7 + 1, label: "W\((d - 1) / 7 + 1)", date: "D\(d)")
        }
    }

    /// The Monday a day's KOBIS week starts on.
    public static func monday(of day: Day) -> Day { day.adding(days: -((day.weekday + 5) % 7)) }

    /// The marks that fit: each at least `minGap` points after the last one kept, `dayWidth` points a day.
    /// A run opening mid-week starts with a short W1 (a Saturday opening: two days): when its mark is too
    /// close to W2's, W2 keeps its line and label (the first whole week, the one KOBIS's weekly chart
    /// reports) and W1's gives way, in the window and in the shared image alike.
    public static func thinned(_ marks: [WeekMark], dayWidth: Double, minGap: Double) -> [WeekMark] {
        var marks = marks
        if marks.count > 1, Double(marks[1].index - marks[0].index) * dayWidth < minGap { marks.removeFirst() }
        var kept: [WeekMark] = []
        for mark in marks where kept.last.map({ Double(mark.index - $0.index) * dayWidth >= minGap }) ?? true {
            kept.append(mark)
        }
        return kept
    }
}
