/// What `boxoffice-app` is asked to open besides its window (`--film`, `--search`: the desktop's search starts
/// it so): done by the app once its window is up, or handed to the running app as an app action.
public enum LaunchRequest: Sendable, Equatable {
    case film(code: String)
    case search(text: String)

    /// KOBIS film codes are short letters and digits ("20183782", "2023C168"); anything else opens nothing.
    public static func film(_ code: String) -> LaunchRequest? {
        isKobisCode(code) ? .film(code: code) : nil
    }

    /// A film's, a person's or a company's code as KOBIS writes them: short, letters and digits only.
    static func isKobisCode(_ code: String) -> Bool {
        (1...20).contains(code.utf8.count) && code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    }

    var action: AppAction {
        switch self {
        case .film: return .openFilm
        case .search: return .searchFilms
        }
    }

    var value: String {
        switch self {
        case .film(let code): return code
        case .search(let text): return text
        }
    }
}
