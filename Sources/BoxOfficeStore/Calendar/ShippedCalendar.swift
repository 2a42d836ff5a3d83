import BoxOfficeCore
import Foundation

/// The calendar data shipped with the app (`Data/calendar/`), found like the sample data and the forecast's
/// reference runs: `BOXOFFICE_DATA_DIR/calendar`, the installed `<prefix>/share/<app-id>/calendar`, then the
/// source tree a debug build was built from.
public enum ShippedCalendar {
    public static let temporaryHolidaysFileName = "temporary-holidays.tsv"
    /// The shipped table is under 2 KB; a file edited past this is not read.
    static let maxBytes = 64 << 10

    public static func locateTemporaryHolidays(override: String?) -> URL? {
        SampleData.dataFolders("calendar", override: override).map {
            $0.appendingPathComponent(temporaryHolidaysFileName)
        }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The table at `url`; none when it is missing, too large or not UTF-8.
    public static func loadTemporaryHolidays(_ url: URL?) -> TemporaryHolidays {
        guard let url, let handle = try? FileHandle(forReadingFrom: url) else { return .none }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes,
            let text = String(data: data, encoding: .utf8)
        else { return .none }
        return TemporaryHolidays(text: text)
    }

    /// The process's table, read once (it is a read-only resource of the installation, like the catalogue).
    public static let temporaryHolidays = loadTemporaryHolidays(
        locateTemporaryHolidays(override: AppPaths.setting("BOXOFFICE_DATA_DIR", in: nil)))
}
