import BoxOfficeCore
import Foundation

/// The table layout's cells: each `ChartColumn` as people read it. Counts and money are grouped digits
/// (the header names the unit, as KOBIS's own tables do), so a column lines up digit under digit.
public enum ChartTable {
    public static let columns: [ChartColumn] = ChartColumn.allCases

    /// `title` is the row's shown title (the English one in English, when known).
    public static func text(
        _ column: ChartColumn, _ e: ChartEntry, title: String, lastDay: Day, language: DisplayLanguage
    ) -> String {
        let grouped = NumberFormatting.grouped
        switch column {
        case .rank: return String(e.rank)
        case .change: return e.rankChange.badge(language)
        case .title: return title
        case .openDate: return e.openDate.map(DayFormatting(language).medium) ?? "—"
        // Before opening (paid previews), the countdown Korean film listings use: "D-7" is a week ahead.
        case .daysInRelease:
            return e.daysInRelease(on: lastDay).map { $0 >= 1 ? grouped(Int64($0)) : "D-\(1 - $0)" } ?? "—"
        case .audience: return grouped(e.audience)
        case .audienceChangePercent: return NumberFormatting.signedPercent(e.audienceChangePercent)
        case .audienceTotal: return grouped(e.audienceTotal)
        case .sales: return grouped(e.sales)
        case .salesShare: return NumberFormatting.percent(e.salesShare)
        case .screens: return grouped(e.screens)
        case .shows: return grouped(e.shows)
        case .audiencePerScreen: return e.audiencePerScreen.map(oneDecimal) ?? "—"
        case .audiencePerShow: return e.audiencePerShow.map(oneDecimal) ?? "—"
        // Never a trapping conversion: absurd sales (Int64.max for one admission) still print.
        case .averageTicketPrice:
            return e.averageTicketPrice.map { Int64(exactly: $0.rounded()).map(grouped) ?? ChartColumn.whole($0) }
                ?? "—"
        }
    }

    /// "1,234.5": grouped, rounded to one decimal as the CSV rounds it.
    static func oneDecimal(_ x: Double) -> String {
        guard x.isFinite, abs(x) < 1e15 else { return "—" }
        let plain = String(format: "%.1f", x)
        guard let dot = plain.firstIndex(of: "."), let whole = Int64(plain[..<dot]) else { return plain }
        // "-0.4" keeps its sign (Int64 has no minus zero); "-0.0" loses it.
        let minus = plain.hasPrefix("-") && whole == 0 && Double(plain) != 0
        return (minus ? "-" : "") + NumberFormatting.grouped(whole) + plain[dot...]
    }
}
