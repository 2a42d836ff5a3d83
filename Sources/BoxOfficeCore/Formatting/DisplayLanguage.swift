import Foundation

/// The language numbers, dates and labels are shown in. Korean is the app's first language.
public enum DisplayLanguage: String, Sendable, CaseIterable {
    case korean = "ko"
    case english = "en"

    /// From a POSIX locale name such as "ko_KR.UTF-8" or "en_US.UTF-8"; anything not Korean is English.
    public init(localeName: String?) {
        self = (localeName ?? "").lowercased().hasPrefix("ko") ? .korean : .english
    }

    /// From LC_ALL, LC_MESSAGES, LANG — the order gettext uses.
    /// Without a dictionary, the process's own (read with getenv: ProcessInfo copies all of it each time).
    public static func fromEnvironment(_ env: [String: String]? = nil) -> DisplayLanguage {
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            let value = env.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
            if let value, !value.isEmpty, value != "C", value != "POSIX" {
                return DisplayLanguage(localeName: value.split(separator: ":").first.map(String.init))
            }
        }
        return .english
    }
}
