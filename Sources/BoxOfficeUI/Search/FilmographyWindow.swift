import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A person's or a company's window: names, role or parts, and the filmography grouped by part with
/// years; a film opens its window. "Open on KOBIS" and "Copy code" in the header.
@MainActor
final class FilmographyWindow {
    enum Subject { case person(PersonModel), company(CompanyModel) }

    /// Its tree and widgets: `FilmographyWindow.ui`.
    let ui = FilmographyWindowChildren.make()
    var window: Widget { ui.root.widget }
    let subject: Subject
    /// The films listed, by code: their titles as shown, for the windows they open.
    private var titles: [String: String] = [:]
    private var built = false
    private let kobisSubject: KobisPages.Subject

    var code: String {
        switch subject {
        case .person(let m): return m.code
        case .company(let m): return m.code
        }
    }

    init(_ subject: Subject, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.subject = subject
        if case .person = subject { kobisSubject = .person } else { kobisSubject = .company }
        ui.root.application = application
        if let parent { ui.root.setTransient(for: parent) }
        Actions.closeOnEscape(window)
        switch subject {
        case .person(let m):
            m.changes.observe(until: window) { [weak self] _ in self?.update() }
            Lifetime.onDestroy(window) { [m] in m.close() }
            m.start()
        case .company(let m):
            m.changes.observe(until: window) { [weak self] _ in self?.update() }
            Lifetime.onDestroy(window) { [m] in m.close() }
            m.start()
        }
        update()
    }

    private func update() {
        switch subject {
        case .person(let m):
            switch m.state {
            case .loading: show(status: tr("Loading…"))
            case .failed(let sentence): show(status: sentence)
            case .loaded(let p):
                show(
                    title: p.name, subtitle: [p.nameEnglish, p.role].filter { !$0.isEmpty }.joined(separator: " · "),
                    sections: m.sections)
            }
        case .company(let m):
            switch m.state {
            case .loading: show(status: tr("Loading…"))
            case .failed(let sentence): show(status: sentence)
            case .loaded(let c):
                let about = [
                    c.nameEnglish, c.ceo.isEmpty ? "" : tr("CEO {name}", ["name": c.ceo]),
                    c.parts.joined(separator: ", ")
                ]
                show(
                    title: c.name, subtitle: about.filter { !$0.isEmpty }.joined(separator: " · "), sections: m.sections
                )
            }
        }
    }

    private func show(status text: String) {
        ui.status.text = text
        ui.status.isVisible = true
    }

    private func show(title: String, subtitle: String, sections: [FilmographySection]) {
        ui.status.isVisible = false
        ui.windowTitle.title = title
        ui.windowTitle.subtitle = subtitle
        ui.root.title = title
        guard !built else { return }
        built = true
        ui.heading.show(title)
        ui.about.show(subtitle)
        KobisPages.installActions(SubjectAction.self, on: window, subject: kobisSubject, code: code)
        ui.kobis.isVisible = true
        ui.none.isVisible = sections.isEmpty
        for section in sections {
            let group = PreferencesGroup(title: section.heading)
            for film in section.rows {
                let row = ActionRow(title: film.title, subtitle: film.year)
                row.isActivatable = true
                row.addSuffix(Image.decorative(icon: "go-next-symbolic"))
                row.setAccessibleLabel(film.accessibleName)
                titles[film.code] = film.title
                Actions.bind(row.widget, to: AppAction.openFilm.with(film.code))
                group.add(row)
            }
            ui.content.append(group)
        }
    }

    func present() { ui.root.present() }
}

extension FilmographyWindow: ListsFilms {
    func listed(_ code: String) -> ListedFilm? { titles[code].map { .titled($0) } }
}
