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

    @Owned var window: Widget = adw_window_new()
    @Owned var content = Box.vertical(spacing: 18)
    @Owned var status = Label(tr("Loading…"), classes: ["dim-label"], xalign: 0.5, wrap: true)
    @Owned private var windowTitle: Widget = adw_window_title_new("", "")
    let subject: Subject
    private let openFilm: @MainActor (String, String) -> Void
    private var built = false
    private let kobisSubject: KobisPages.Subject

    var code: String {
        switch subject {
        case .person(let m): return m.code
        case .company(let m): return m.code
        }
    }

    init(_ subject: Subject, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>,
         openFilm: @escaping @MainActor (_ code: String, _ title: String) -> Void) {
        self.subject = subject
        self.openFilm = openFilm
        if case .person = subject { kobisSubject = .person } else { kobisSubject = .company }
        gtk_window_set_application(cast(window), application)
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(cast(header), windowTitle)
        content.append(status)
        content.setMargins(24)
        adw_window_set_content(cast(window), Box.vertical([header, Build.scrolled(Clamp(maximum: 640, content).widget)]).widget)
        gtk_window_set_default_size(cast(window), 520, 640)
        if let parent { gtk_window_set_transient_for(cast(window), cast(parent)) }
        Actions.closeOnEscape(window)
        switch subject {
        case .person(let m):
            Lifetime.observe(m.observers, until: window) { [weak self] in self?.update() }
            Lifetime.onDestroy(window) { [m] in m.close() }
            m.start()
        case .company(let m):
            Lifetime.observe(m.observers, until: window) { [weak self] in self?.update() }
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
                show(title: p.name, subtitle: [p.nameEnglish, p.role].filter { !$0.isEmpty }.joined(separator: " · "), sections: m.sections)
            }
        case .company(let m):
            switch m.state {
            case .loading: show(status: tr("Loading…"))
            case .failed(let sentence): show(status: sentence)
            case .loaded(let c):
                let about = [c.nameEnglish, c.ceo.isEmpty ? "" : tr("CEO {name}", ["name": c.ceo]), c.parts.joined(separator: ", ")]
                show(title: c.name, subtitle: about.filter { !$0.isEmpty }.joined(separator: " · "), sections: m.sections)
            }
        }
    }

    private func show(status text: String) {
        status.text = text
        status.isVisible = true
    }

    private func show(title: String, subtitle: String, sections: [FilmographySection]) {
        status.isVisible = false
        adw_window_title_set_title(cast(windowTitle), title)
        adw_window_title_set_subtitle(cast(windowTitle), subtitle)
        gtk_window_set_title(cast(window), title)
        guard !built else { return }
        built = true
        content.append(Label(title, classes: ["detail-title"], xalign: 0.5, wrap: true))
        if !subtitle.isEmpty { content.append(Label(subtitle, classes: ["dim-label"], xalign: 0.5, wrap: true)) }
        content.append(KobisPages.install(SubjectAction.self, on: window, subject: kobisSubject, code: code))
        if sections.isEmpty { content.append(Label(tr("KOBIS lists no films here."), classes: ["dim-label"], xalign: 0.5)) }
        for section in sections {
            let group = PreferencesGroup(title: section.heading)
            for film in section.rows {
                let row = ActionRow(title: film.title, subtitle: film.year)
                row.isActivatable = true
                row.addSuffix(gtk_image_new_from_icon_name("go-next-symbolic"))
                row.setAccessibleLabel(film.accessibleName)
                let code = film.code, title = film.title
                row.onActivated { [weak self] in self?.openFilm(code, title) }
                group.add(row)
            }
            content.append(group)
        }
    }

    func present() { gtk_window_present(cast(window)) }
}
