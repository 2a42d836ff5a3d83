import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport

/// How each window the registry keeps is made: its view model from `AppModel`, the main window as its parent.
/// The app actions call these (`BoxOfficeApplication.handle`); widgets reach them only through those actions.
extension WindowRegistry {
    private var parent: Widget? { main?.window }

    /// The search window; with `text`, searches it at once (a name from a film's credits).
    func openSearch(_ text: String? = nil, kind: SearchViewModel.Kind = .films) {
        let window = present(.search) { SearchWindow(model: model.search(), parent: parent, application: application) }
        if let text { window?.search(text, kind: kind) }
    }

    /// One window per film (`app.open-film`); opening the same film again raises it. What the window that listed
    /// it knows comes first: a row of the chart on show (`app.open-chart-row`, `asOfChart`) opens with that day's
    /// figures and its run as of that day; a search result, a filmography's row or the chart's film by its code
    /// with its title and the whole run; a film known by its code alone (the desktop's search, a notification) with
    /// its title from history.
    func openFilm(code: String, asOfChart: Bool = false) {
        present(.film(code)) {
            let detail: FilmDetailViewModel
            var run: FilmRunViewModel?
            let inChart = main?.listed(code)
            switch asOfChart ? inChart : listed(code) ?? inChart.map(\.titled) {
            case .chartRow(let row):
                detail = model.detail(for: row)
                run = model.filmRun(for: row)
            case .titled(let title): detail = model.detail(code: code, title: title, year: nil)
            case nil: detail = model.detail(code: code)
            }
            let shell = spare.take(
                {
                    DetailWindowShell(
                        fill: model.canShowHistory ? model.historyFill : nil, parent: parent, printSetup: printSetup,
                        settings: model.settings.persistent)
                }, keepingWhile: { [weak self] in self?.main != nil })
            let film = FilmWindow(
                model: detail, run: model.canShowHistory ? run ?? model.filmRun(code: code) : nil,
                following: model.following, shell: shell, application: application)
            Lifetime.onDestroy(film.window) { [weak film] in film?.model.close() }  // stops its requests
            return film
        }
    }

    func openSubject(person code: String? = nil, company: String? = nil) {
        let key: Key
        let subject: () -> FilmographyWindow.Subject
        if let code {
            key = .person(code)
            subject = { .person(self.model.person(code: code)) }
        } else if let company {
            key = .company(company)
            subject = { .company(self.model.company(code: company)) }
        } else {
            return
        }
        present(key) { FilmographyWindow(subject(), parent: parent, application: application) }
    }

    func openFillHistory() {
        present(.fill) { FillHistoryWindow(model: model.historyFill, parent: parent, application: application) }
    }

    func openFollowing() {
        present(.following) { FollowingWindow(model: model.following, parent: parent, application: application) }
    }

    func openComing() {
        present(.coming) {
            ComingWindow(
                model: model.coming(),
                parent: parent, application: application)
        }
    }

    func openPreferences() {
        present(.preferences) {
            PreferencesWindow(
                model: model.preferences(), fill: model.historyFill, parent: parent, application: application,
                settings: model.settings.persistent)
        }
    }

    func openAbout() {
        present(.about) { AboutWindow.make(parent: parent) }
    }
}
