import BoxOfficeCore
import Foundation

/// The real responses bundled in `Data/sample/`, used when no KOBIS key is set.
public struct SampleData: Sendable {
    public let directory: URL
    /// The days the sample has a daily chart for, oldest first (listed once: the folder never changes).
    public let days: [Day]

    public init(directory: URL) {
        self.directory = directory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        days = names.compactMap { name -> Day? in
            guard name.hasPrefix("daily_"), name.hasSuffix(".json") else { return nil }
            return Day(String(name.dropFirst(6).dropLast(5)))
        }.sorted()
    }

    /// `BOXOFFICE_DATA_DIR/sample`, then the installed `<prefix>/share/<app-id>/sample` beside the
    /// executable, then the source tree this was built from (development runs).
    public static func locate(override: String?) -> URL? {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let override { candidates.append(URL(fileURLWithPath: override).appendingPathComponent("sample")) }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("../share/\(AppPaths.appID)/sample"))
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Data/sample"))
        return candidates.map(\.standardizedFileURL).first {
            fm.fileExists(atPath: $0.appendingPathComponent("daily_20220105.json").path)
        }
    }


    public func dailyChart(_ day: Day) throws -> Chart {
        guard let body = read("daily_\(day.compact).json") else {
            throw BoxOfficeError.noSampleData(day: day, sampleDays: days)
        }
        return try Chart(ResponseDecoding.kobisBoxOffice(body))
    }

    public func movie(code: String) throws -> MovieDetails {
        guard code.allSatisfy({ $0.isLetter || $0.isNumber }), let body = read("movie_\(code).json") else {
            throw BoxOfficeError.noSampleMovie(code: code)
        }
        return MovieDetails(try ResponseDecoding.kobisMovieInfo(body))
    }

    private func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    }
}
