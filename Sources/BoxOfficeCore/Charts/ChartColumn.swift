import Foundation

/// The columns of the table layout, the clipboard and the CSV file, in order: one definition of each
/// figure's header, its plain value and its sort order.
public enum ChartColumn: String, CaseIterable, Sendable {
    case rank, change, title, openDate, daysInRelease, audience, audienceChangePercent, audienceTotal
    case sales, salesShare, screens, shows, audiencePerScreen, audiencePerShow, averageTicketPrice

    public var header: String {
        switch self {
        case .rank: return tr("Rank")
        case .change: return tr("Change")
        case .title: return tr("Title")
        case .openDate: return tr("Opening")
        case .daysInRelease: return tr("Days")
        case .audience: return tr("Audience")
        case .audienceChangePercent: return tr("Audience change %")
        case .audienceTotal: return tr("Total audience")
        case .sales: return tr("Sales")
        case .salesShare: return tr("Share %")
        case .screens: return tr("Screens")
        case .shows: return tr("Shows")
        case .audiencePerScreen: return tr("Per screen")
        case .audiencePerShow: return tr("Per show")
        case .averageTicketPrice: return tr("Average ticket")
        }
    }

    /// The table's header: as short as the figures under it, so the columns leave the title its room.
    /// `header` (the CSV's and the clipboard's) is its tooltip and accessible name.
    public var shortHeader: String {
        switch self {
        case .rank: return tr("Rank")
        case .change: return tr("±")
        case .title: return tr("Title")
        case .openDate: return tr("Opened")
        case .daysInRelease: return tr("Days")
        case .audience: return tr("Audience")
        case .audienceChangePercent: return tr("±%")
        case .audienceTotal: return tr("Total")
        case .sales: return tr("Sales")
        case .salesShare: return tr("Share")
        case .screens: return tr("Screens")
        case .shows: return tr("Shows")
        case .audiencePerScreen: return tr("/screen")
        case .audiencePerShow: return tr("/show")
        case .averageTicketPrice: return tr("Ticket")
        }
    }

    /// The direction a first click on the header sorts in: the most first for a figure (the most
    /// admissions, the biggest climb, the newest opening), reading order for the title (A→Z) and the
    /// rank (1 is the top of the chart; 10 first is no one's first wish). A second click turns it around.
    public var sortsDescendingFirst: Bool { self != .title && self != .rank }

    /// Numbers are right-aligned; the title and the opening date read from the left.
    public var isNumeric: Bool { self != .title && self != .openDate }

    /// The value as plain text for a spreadsheet: digits without grouping, "" when unknown.
    public func plainValue(_ entry: ChartEntry, lastDay: Day) -> String {
        switch self {
        case .rank: return String(entry.rank)
        case .change:
            switch entry.rankChange {
            case .new: return "NEW"
            case .up(let n): return "+\(n)"
            case .down(let n): return "-\(n)"
            case .unchanged: return "0"
            }
        case .title: return entry.title
        case .openDate: return entry.openDate?.iso ?? ""
        case .daysInRelease: return entry.daysInRelease(on: lastDay).map(String.init) ?? ""
        case .audience: return String(entry.audience)
        case .audienceChangePercent: return entry.audienceChangePercent
        case .audienceTotal: return String(entry.audienceTotal)
        case .sales: return String(entry.sales)
        case .salesShare: return entry.salesShare
        case .screens: return String(entry.screens)
        case .shows: return String(entry.shows)
        case .audiencePerScreen: return entry.audiencePerScreen.map(Self.oneDecimal) ?? ""
        case .audiencePerShow: return entry.audiencePerShow.map(Self.oneDecimal) ?? ""
        case .averageTicketPrice: return entry.averageTicketPrice.map(Self.whole) ?? ""
        }
    }

    /// Orders two rows by this column, ascending; unknown values sort after known ones.
    public func ascending(_ a: ChartEntry, _ b: ChartEntry, lastDay: Day) -> Bool {
        switch self {
        case .title: return a.title.compare(b.title, locale: Locale(identifier: "ko_KR")) == .orderedAscending
        case .change:
            // NEW counts as the largest climb.
            func key(_ e: ChartEntry) -> Int { e.rankChange.isNew ? Int.max : e.rankChange.signedValue }
            return key(a) < key(b)
        default:
            switch (number(a, lastDay: lastDay), number(b, lastDay: lastDay)) {
            case let (x?, y?): return x < y
            case (.some, nil): return true
            default: return false
            }
        }
    }

    private func number(_ e: ChartEntry, lastDay: Day) -> Double? {
        switch self {
        case .rank: return Double(e.rank)
        case .openDate: return e.openDate.map { Double($0.compact) ?? 0 }
        case .daysInRelease: return e.daysInRelease(on: lastDay).map(Double.init)
        case .audience: return Double(e.audience)
        case .audienceChangePercent: return Double(e.audienceChangePercent)
        case .audienceTotal: return Double(e.audienceTotal)
        case .sales: return Double(e.sales)
        case .salesShare: return Double(e.salesShare)
        case .screens: return Double(e.screens)
        case .shows: return Double(e.shows)
        case .audiencePerScreen: return e.audiencePerScreen
        case .audiencePerShow: return e.audiencePerShow
        case .averageTicketPrice: return e.averageTicketPrice
        case .title, .change: return nil
        }
    }

    static func oneDecimal(_ x: Double) -> String { String(format: "%.1f", x) }
    /// Rounded to a whole number without trapping on values past Int64 (absurd data stays printable).
    public static func whole(_ x: Double) -> String {
        Int64(exactly: x.rounded()).map(String.init) ?? String(format: "%.0f", x)
    }
}
