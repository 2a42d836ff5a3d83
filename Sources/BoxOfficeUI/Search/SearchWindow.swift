import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Search KOBIS…" (Ctrl+K): films, people or companies, searched as you type (after a 300 ms pause,
/// with a spinner), more results on demand; a result opens the film, person or company window.
@MainActor
final class SearchWindow {
    /// Its tree and widgets: `SearchWindow.ui`.
    let ui = SearchWindowChildren.make()
    var window: Widget { ui.root.widget }
    private var koreanToggled: SignalHandler?
    let model: SearchViewModel
    /// The window's "search" group (the window holds it too): `update` shows the kind chosen by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    private var shownRows: [SearchRow] = []
    /// Enter asked for a search: when it ends, the keyboard goes to its count (or its message), which says
    /// what came (`ResultFocus`). Typing searches too but keeps the keyboard in the field.
    private var focusWhenDone = false

    init(model: SearchViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        ui.root.application = application
        let group = Actions.insertGroup(SearchAction.self, on: window) { group in
            Actions.install(SearchAction.self, on: group) { [weak model] action, parameter in
                switch action {
                case .kind: parameter.text.flatMap(SearchViewModel.Kind.init).map { model?.setKind($0) }
                case .more: model?.nextPage()
                }
            }
        }
        actions = Owned(wrappedValue: group)
        ResultFocus.keep(ui.count, ui.message)

        ui.entry.onSearchChanged { [weak self] text in
            self?.focusWhenDone = false
            self?.model.setQuery(text)
        }
        ui.entry.onActivate { [weak self] in self?.searchNow() }
        // Down from the entry goes to the first result.
        ui.entry.onNextMatch { [weak self] in self?.focusFirstResult() }
        Keys.intercept(ui.entry.widget) { [weak self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Down) else { return false }
            self?.focusFirstResult()
            return true
        }
        // A result opens its film's, person's or company's window: `app.open-film` (or -person, -company).
        ui.results.onRowActivated { [weak self] index in
            guard let self, self.shownRows.indices.contains(index) else { return }
            let row = self.shownRows[index]
            Actions.activate(self.ui.results.widget, row.kind.opening.with(row.code))
        }
        for field in [ui.director, ui.years] {
            field.onChanged { [weak self] _ in self?.filtersChanged() }
            field.onActivate { [weak self] in self?.searchNow() }
        }
        koreanToggled = ui.koreanOnly.onToggled { [weak model] on in model?.setKoreanOnly(on) }
        if let parent { ui.root.setTransient(for: parent) }
        // Esc anywhere closes the window, like a film's; the entry takes it first (below).
        Actions.closeOnEscape(window)
        // Esc in a filled entry clears it (GTK 4.8's GtkSearchEntry only says "stop-search"); in an empty
        // one it closes the window.
        ui.entry.onStopSearch { [weak self] in
            guard let self else { return }
            if self.ui.entry.text.isEmpty { self.ui.root.close() } else { self.ui.entry.text = "" }
        }
        // The kind and "Korean only" are re-read with every change: the search itself sets them (a kind chosen
        // is told with the search it starts; "Korean only" goes off when KOBIS has no Korea).
        model.changes.observe(until: window) { [weak self] _ in self?.showCriteria() }
        model.changes.observe([.busy], until: window) { [weak self] _ in
            self.map { $0.ui.spinner.isActive = $0.model.isSearching }
        }
        model.changes.observe([.results], until: window) { [weak self] _ in
            self?.showResults()
            self?.focusResult()
        }
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
    }

    /// Years that do not read as a range are left out (the field keeps what was typed).
    private func filtersChanged() {
        model.setFilmFilters(
            director: ui.director.text, years: SearchText.yearRange(ui.years.text), nationCode: model.nationCode)
    }

    private func searchNow() {
        focusWhenDone = true
        model.searchNow()
    }

    /// After Enter, once the search is over: the count ("검색 결과: 2건 중 2건"), or the sentence for no result.
    private func focusResult() {
        guard focusWhenDone, !model.isSearching else { return }
        if ui.count.isVisible {
            focusWhenDone = false
            ResultFocus.move(to: ui.count, named: countName)
        } else if ui.message.isVisible {
            focusWhenDone = false
            ResultFocus.move(to: ui.message, named: ui.message.text)
        }
    }

    /// The count as a screen reader hears it: "검색 결과: 2건 중 2건".
    private var countName: String { tr("Search results: {count}", ["count": ui.count.text]) }

    private func focusFirstResult() {
        ui.results.row(at: 0)?.grabFocus()
    }

    /// Searches for `text` among `kind` at once (a link from a film's credits).
    func search(_ text: String, kind: SearchViewModel.Kind) {
        Actions.activate(window, SearchAction.kind.with(kind.rawValue))
        ui.entry.text = text
        model.searchNow()
    }

    private func update() {
        showCriteria()
        ui.spinner.isActive = model.isSearching
        showResults()
    }

    private func showCriteria() {
        if let group = actions?.wrappedValue { Actions.setState(group, SearchAction.kind, model.kind.rawValue) }
        ui.filmFilters.isVisible = model.kind == .films
        koreanToggled.withBlocked { ui.koreanOnly.isActive = model.koreanOnly }
    }

    /// The rows, their count, "more", and the message or note beside them.
    private func showResults() {
        ui.message.show([model.message, model.staleNote].compactMap { $0 }.joined(separator: " "))
        ui.count.text = model.countText ?? ""
        ui.count.setAccessibleLabel(countName)
        ui.count.isVisible = model.countText != nil
        ui.more.isVisible = model.canLoadMore
        ui.results.isVisible = !model.rows.isEmpty
        guard model.rows != shownRows else { return }
        // More results append: only the new rows are built.
        let keep = model.rows.starts(with: shownRows) ? shownRows.count : 0
        if keep == 0 { ui.results.removeAll() }
        for row in model.rows.dropFirst(keep) { ui.results.append(Self.makeRow(row)) }
        shownRows = model.rows
    }

    static func makeRow(_ row: SearchRow) -> ActionRow {
        let r = ActionRow(
            title: row.title, subtitle: [row.subtitle, row.detail].filter { !$0.isEmpty }.joined(separator: "\n"))
        r.subtitleLines = 0
        r.isActivatable = true
        r.addSuffix(Image.decorative(icon: "go-next-symbolic"))
        r.setAccessibleLabel(row.accessibleName)
        return r
    }

    func present() {
        ui.root.present()
        ui.entry.grabFocus()
    }
}

extension SearchWindow: ListsFilms {
    func listed(_ code: String) -> ListedFilm? {
        shownRows.first { $0.kind == .films && $0.code == code }.map { .titled($0.title) }
    }
}

extension SearchViewModel.Kind {
    /// The app action a result of this kind opens its window with.
    fileprivate var opening: AppAction {
        switch self {
        case .films: .openFilm
        case .people: .openPerson
        case .companies: .openCompany
        }
    }
}
