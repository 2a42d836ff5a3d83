import BoxOfficeCore
import Foundation

/// Copying the chart on screen and saving it as CSV: the text and the file are made here, the window
/// only moves them to the clipboard or asks for a file name.
extension ChartViewModel {
    /// The chart on screen, or nil while loading or on an empty or error page (nothing to copy then).
    public var exportableChart: Chart? { phase == .loaded ? shownChart : nil }

    /// The visible chart as tab-separated text for the clipboard.
    public var clipboardText: String? { exportableChart.map(ChartExport.tabSeparated) }

    /// The chart as the window shows it, as tab-separated text: the films `codes` names (those on screen,
    /// after the search bar's filter), in that order (the table's sort); nil when none of them is there.
    public func clipboardText(shown codes: [String]) -> String? {
        guard let chart = exportableChart else { return nil }
        var byCode: [String: ChartEntry] = [:]
        for entry in chart.entries where byCode[entry.movieCode] == nil { byCode[entry.movieCode] = entry }
        let entries = codes.compactMap { byCode[$0] }
        guard !entries.isEmpty else { return nil }
        return ChartExport.tabSeparated(Chart(period: chart.period, kind: chart.kind, entries: entries))
    }

    /// Said when Copy or Export finds no chart on screen.
    public static var nothingToExport: String { tr("There is no chart on screen to copy or save.") }
    public static var copiedToast: String { tr("Copied the chart") }

    /// "boxoffice-2022-01-05.csv"; a weekly chart names its kind and range.
    public var suggestedCSVName: String {
        guard let chart = exportableChart else { return "boxoffice.csv" }
        // A filtered chart says so in its name, so it never overwrites the whole market's file.
        let name = Self.csvName(for: chart)
        guard !segment.isEverything else { return name }
        let parts = [
            segment.nation == .all ? nil : segment.nation.rawValue,
            segment.films == .all ? nil : segment.films.rawValue,
            segment.region.map { "region-\($0)" }
        ].compactMap { $0 }
        return String(name.dropLast(4)) + "-" + parts.joined(separator: "-") + ".csv"
    }

    public nonisolated static func csvName(for chart: Chart) -> String {
        switch chart.period {
        case .day(let day):
            return "boxoffice-\(day.iso).csv"
        case .week(let first, let last, let weekGb, _):
            let kind = ChartKind(weekGb: weekGb)?.rawValue ?? "week"
            return "boxoffice-\(kind)-\(first.iso)-to-\(last.iso).csv"
        }
    }

    /// Writes the shown chart to `url` as UTF-8 CSV with a byte order mark (for Excel), atomically (a failed write leaves no half file),
    /// and returns the toast that says how it went: the file's name, or one sentence on what failed.
    @discardableResult
    public func exportCSV(to url: URL) -> String {
        guard let chart = exportableChart else { return Self.nothingToExport }
        return Self.writeCSV(chart, to: url)
    }

    public nonisolated static func writeCSV(_ chart: Chart, to url: URL) -> String {
        let name = url.lastPathComponent
        do {
            try ChartExport.fileData(ChartExport.csv(chart)).write(to: url, options: .atomic)
            return tr("Saved {file}", ["file": name])
        } catch {
            return tr("Could not save {file}: {reason}.", ["file": name, "reason": reason(error)])
        }
    }

    /// The system's words for a failed write ("Permission denied"), not Foundation's generic sentence.
    public nonisolated static func reason(_ error: Error) -> String {
        let ns = error as NSError
        for candidate in [ns.userInfo[NSUnderlyingErrorKey] as? Error, error].compactMap({ $0 }) {
            if let posix = candidate as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            let nested = candidate as NSError
            if nested.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nested.code))) }
        }
        return tr("the file could not be written")
    }
}
