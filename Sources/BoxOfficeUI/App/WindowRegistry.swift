import BoxOfficeViewModels
import CGtk

/// A window the registry keeps: its GTK window, and how to bring it to the front.
@MainActor
protocol RegisteredWindow {
    var window: Widget { get }
    func present()
}

/// The application's windows that exist once (Following, Fill History, Search, Preferences, About) or once per
/// film, person or company: "present it if open, else make it". Each Swift window object is kept here until its
/// GTK window leaves the application (closed, destroyed, or a film's kept window emptied), and not a moment
/// longer. The main window and the rest are in GtkApplication's own window list. Each window is made here
/// (`WindowRegistry+Opening.swift`).
@MainActor
final class WindowRegistry {
    enum Key: Hashable {
        case following, fill, search, preferences, about, coming
        case film(String), person(String), company(String)
    }

    private var open: [Key: any RegisteredWindow] = [:]
    let model: AppModel
    let application: UnsafeMutablePointer<GtkApplication>
    /// The printer and paper chosen in this session, for every window that prints.
    let printSetup = PrintSetup()
    /// The main window while it is open: the others' parent, and the chart whose rows open films.
    weak var main: MainWindow?
    /// A closed film's window kept for the next film.
    let spare = SpareFilmShell()

    init(model: AppModel, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        self.application = application
    }

    /// Every window it keeps (the UI tests' teardown destroys them all, whichever screens there are).
    var all: [any RegisteredWindow] { Array(open.values) }

    /// The window open for `key`, if it is one of `W`.
    subscript<W: RegisteredWindow>(key: Key, as type: W.Type = W.self) -> W? { open[key] as? W }

    /// Every film's window by film code.
    var films: [String: FilmWindow] {
        Dictionary(
            uniqueKeysWithValues: open.compactMap { key, window in
                guard case .film(let code) = key, let film = window as? FilmWindow else { return nil }
                return (code, film)
            })
    }

    /// Every person's and company's window by "person:CODE" / "company:CODE".
    var subjects: [String: FilmographyWindow] {
        Dictionary(
            uniqueKeysWithValues: open.compactMap { key, window in
                guard let subject = window as? FilmographyWindow else { return nil }
                switch key {
                case .person(let code): return ("person:\(code)", subject)
                case .company(let code): return ("company:\(code)", subject)
                default: return nil
                }
            })
    }

    /// What the open windows listing films know of this one (`ListsFilms`).
    func listed(_ code: String) -> ListedFilm? {
        open.values.lazy.compactMap { ($0 as? ListsFilms)?.listed(code) }.first
    }

    /// The film's window if it is open.
    func film(_ code: String) -> FilmWindow? { self[.film(code)] }

    /// Presents the window open for `key`, or makes one with `make` (nil: nothing to open), keeps it until its GTK
    /// window goes, and presents it.
    @discardableResult
    func present<W: RegisteredWindow>(_ key: Key, make: () -> W?) -> W? {
        if let existing: W = self[key] {
            existing.present()
            return existing
        }
        guard let made = make() else { return nil }
        open[key] = made
        let window = made.window
        Lifetime.onDestroy(window) { [weak self] in
            // A film's kept window may be this key's again by now: only the same window goes.
            if let self, self.open[key]?.window == window { self.open[key] = nil }
        }
        made.present()
        return made
    }
}

extension FollowingWindow: RegisteredWindow {}
extension ComingWindow: RegisteredWindow {}
extension FillHistoryWindow: RegisteredWindow {}
extension SearchWindow: RegisteredWindow {}
extension PreferencesWindow: RegisteredWindow {}
extension FilmWindow: RegisteredWindow {}
extension FilmographyWindow: RegisteredWindow {}
