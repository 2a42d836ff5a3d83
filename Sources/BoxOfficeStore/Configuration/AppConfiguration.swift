import BoxOfficeCore
import Foundation

/// Keys, base URLs and folders, from the environment so tests and users can point the app anywhere.
/// Its description never shows a key.
public struct AppConfiguration: Sendable, CustomStringConvertible {
    public var kobisKey: String?
    public var kakaoKey: String?
    public var kobisBaseURL: String
    public var kakaoBaseURL: String
    public var cacheDirectory: URL
    /// Where the key file and the window state live.
    public var configDirectory: URL?
    public var sampleDirectory: URL?
    /// The shipped runs the forecast learns from (`Data/forecast/reference-runs.tsv`).
    public var referenceRunsFile: URL?
    /// Set when the key file exists but was refused (readable by others) or unreadable.
    public var keyFileProblem: KeyFile.Problem?
    /// Keys from the environment win over the key file; Preferences says so.
    public var kobisKeyFromEnvironment = false
    public var kakaoKeyFromEnvironment = false
    /// Seconds a request may stay silent before it fails (BOXOFFICE_TIMEOUT; 20 by default).
    public var timeoutSeconds: UInt32 = AppConfiguration.defaultTimeoutSeconds
    public static let defaultTimeoutSeconds: UInt32 = 20
    /// BOXOFFICE_DAILY_BUDGET: KOBIS requests a day the history fill may make; wins over Preferences.
    public var dailyBudget: Int?
    /// The system clock, or the instant BOXOFFICE_NOW names (tests of the command line and the window).
    public var clock: WallClock = SystemClock()

    public init(
        kobisKey: String?, kakaoKey: String?, kobisBaseURL: String = KobisEndpoints.defaultBaseURL,
        kakaoBaseURL: String = KakaoEndpoints.defaultBaseURL, cacheDirectory: URL, sampleDirectory: URL?
    ) {
        self.kobisKey = kobisKey
        self.kakaoKey = kakaoKey
        self.kobisBaseURL = kobisBaseURL
        self.kakaoBaseURL = kakaoBaseURL
        self.cacheDirectory = cacheDirectory
        self.sampleDirectory = sampleDirectory
    }

    /// BOXOFFICE_KOBIS_KEY, BOXOFFICE_KAKAO_KEY, BOXOFFICE_KOBIS_URL, BOXOFFICE_KAKAO_URL, BOXOFFICE_CACHE_DIR,
    /// BOXOFFICE_DATA_DIR, BOXOFFICE_TIMEOUT, BOXOFFICE_DAILY_BUDGET, BOXOFFICE_NOW; otherwise the defaults and `$XDG_CACHE_HOME/<app-id>`.
    /// `env` nil: the process's own environment.
    public static func fromEnvironment(_ env: [String: String]? = nil, keyFile: KeyFile? = nil) -> AppConfiguration {
        func value(_ name: String) -> String? { AppPaths.setting(name, in: env) }
        let paths = AppPaths(environment: env)
        var configuration = AppConfiguration(
            kobisKey: value("BOXOFFICE_KOBIS_KEY"), kakaoKey: value("BOXOFFICE_KAKAO_KEY"),
            kobisBaseURL: value("BOXOFFICE_KOBIS_URL") ?? KobisEndpoints.defaultBaseURL,
            kakaoBaseURL: value("BOXOFFICE_KAKAO_URL") ?? KakaoEndpoints.defaultBaseURL,
            cacheDirectory: paths.cacheDirectory,
            sampleDirectory: SampleData.locate(override: value("BOXOFFICE_DATA_DIR")))
        configuration.configDirectory = paths.configDirectory
        configuration.referenceRunsFile = ShippedReferenceRuns.locate(override: value("BOXOFFICE_DATA_DIR"))
        configuration.kobisKeyFromEnvironment = configuration.kobisKey != nil
        configuration.kakaoKeyFromEnvironment = configuration.kakaoKey != nil
        do {
            let saved = try (keyFile ?? KeyFile(paths: paths)).load()
            configuration.kobisKey = configuration.kobisKey ?? saved.kobis
            configuration.kakaoKey = configuration.kakaoKey ?? saved.kakao
        } catch let problem as KeyFile.Problem {
            configuration.keyFileProblem = problem
        } catch {}
        // A budget is a count: digits only, clamped (a huge number is as good as no limit, without a trap).
        if let text = value("BOXOFFICE_DAILY_BUDGET"), !text.isEmpty, text.count <= 18,
            text.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            configuration.dailyBudget = Int(text).map { min($0, 1_000_000) }
        }
        if let now = value("BOXOFFICE_NOW").flatMap(StoppedClock.init(iso8601:)) { configuration.clock = now }
        if let timeout = value("BOXOFFICE_TIMEOUT").flatMap(UInt32.init), timeout > 0 {
            configuration.timeoutSeconds = timeout
        }
        return configuration
    }

    public var isSampleMode: Bool { kobisKey == nil }

    public var paths: AppPaths {
        AppPaths(
            configDirectory: configDirectory ?? cacheDirectory.appendingPathComponent("config"),
            cacheDirectory: cacheDirectory)
    }

    public var description: String {
        "KOBIS \(kobisBaseURL) (key \(kobisKey == nil ? "not set" : "set")), "
            + "Kakao \(kakaoBaseURL) (key \(kakaoKey == nil ? "not set" : "set")), cache \(cacheDirectory.path)"
    }
}
