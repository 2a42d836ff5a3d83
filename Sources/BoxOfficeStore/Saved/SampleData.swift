import BoxOfficeCore
import Foundation

/// The real responses bundled in `Data/sample/`, used when no KOBIS key is set.
public struct SampleData: Sendable {
    public let directory: URL
    /// The days the sample has a daily chart for, oldest first (listed once: the folder never changes).
    public let days: [Day]
    /// The weekly periods it has, by kind, oldest first: files named `weekend_<first day>.json` and so on.
    private let weekly: [ChartKind: [ChartPeriod]]

    public init(directory: URL) {
        self.directory = directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        days = names.compactMap { name -> Day? in
            guard name.hasPrefix("daily_"), name.hasSuffix(".json") else { return nil }
            return Day(String(name.dropFirst(6).dropLast(5)))
        }.sorted()
        var weekly: [ChartKind: [ChartPeriod]] = [:]
        for kind in ChartKind.allCases where kind.isWeekly {
            let prefix = kind.rawValue + "_"
            weekly[kind] = names.compactMap { name -> ChartPeriod? in
                guard name.hasPrefix(prefix), name.hasSuffix(".json"),
                    let first = Day(String(name.dropFirst(prefix.count).dropLast(5)))
                else { return nil }
                return ChartPeriod(kind, containing: first)
            }.sorted { $0.first < $1.first }
        }
        self.weekly = weekly
    }

    public func periods(_ kind: ChartKind) -> [ChartPeriod] {
        kind.isWeekly ? weekly[kind] ?? [] : days.map { ChartPeriod(.daily, containing: $0) }
    }

    /// The sample holds whole-market charts only.
    public func chart(_ query: ChartQuery) throws -> Chart {
        guard query.segment.isEverything else { throw BoxOfficeError.noSampleSegment }
        guard query.kind.isWeekly else { return try dailyChart(query.period.first) }
        guard let body = read("\(query.kind.rawValue)_\(query.period.first.compact).json") else {
            throw BoxOfficeError.noSampleData(day: query.period.first, sampleDays: periods(query.kind).map(\.first))
        }
        return try Chart(ResponseDecoding.kobisBoxOffice(body), kind: query.kind)
    }

    /// `BOXOFFICE_DATA_DIR/sample`, then the installed `<prefix>/share/<app-id>/sample` beside the
    /// executable, then the source tree a debug build was built from (development runs).
    public static func locate(override: String?) -> URL? {
        dataFolders("sample", override: override).first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("daily_20220105.json").path)
        }
    }

    /// Where a folder of `Data/` may be, in the order it is looked for: under `BOXOFFICE_DATA_DIR`, installed
    /// beside the executable (`<prefix>/share/<app-id>/`), in the source tree a debug build was built from.
    static func dataFolders(_ name: String, override: String?) -> [URL] {
        var candidates: [URL] = []
        if let override { candidates.append(URL(fileURLWithPath: override).appendingPathComponent(name)) }
        // These two are real paths (/proc/self/exe, the source file), so their ".." can be dropped as
        // text (`standardizedFileURL` would stat every folder on the way); the user's path is taken as is.
        candidates.append(
            AppPaths.executableDirectory.appendingPathComponent("../share/\(AppPaths.appID)/\(name)").standardized)
        #if DEBUG
            // Only a debug build looks in its source tree: a release binary copied elsewhere must not find a
            // folder of whoever built it (release-build.sh links Data/ beside its staged binaries instead).
            candidates.append(
                URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../../Data/\(name)").standardized)
        #endif
        return candidates
    }

    public func dailyChart(_ day: Day) throws -> Chart {
        guard let body = read("daily_\(day.compact).json") else {
            throw BoxOfficeError.noSampleData(day: day, sampleDays: days)
        }
        return try Chart(ResponseDecoding.kobisBoxOffice(body))
    }

    public func film(code: String) throws -> FilmDetails {
        guard code.allSatisfy({ $0.isLetter || $0.isNumber }), let body = read("movie_\(code).json") else {
            throw BoxOfficeError.noSampleFilm(code: code)
        }
        return FilmDetails(try ResponseDecoding.kobisMovieInfo(body))
    }

    private func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    }
}
