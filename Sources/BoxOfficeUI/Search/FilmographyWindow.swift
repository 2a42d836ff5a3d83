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
    @Owned var content: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
    @Owned var status: Widget = Build.label(tr("Loading…"), classes: ["dim-label"], xalign: 0.5, wrap: true)
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
        gtk_box_append(cast(content), status)
        Build.margins(content, 24)
        adw_window_set_content(cast(window), Build.box(GTK_ORIENTATION_VERTICAL, [header, Build.scrolled(adwClamp(content, maximum: 640))]))
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
        gtk_label_set_text(cast(status), text)
        gtk_widget_set_visible(status, 1)
    }

    private func show(title: String, subtitle: String, sections: [FilmographySection]) {
        gtk_widget_set_visible(status, 0)
        adw_window_title_set_title(cast(windowTitle), title)
        adw_window_title_set_subtitle(cast(windowTitle), subtitle)
        gtk_window_set_title(cast(window), title)
        guard !built else { return }
        built = true
        gtk_box_append(cast(content), Build.label(title, classes: ["detail-title"], xalign: 0.5, wrap: true))
        if !subtitle.isEmpty { gtk_box_append(cast(content), Build.label(subtitle, classes: ["dim-label"], xalign: 0.5, wrap: true)) }
        gtk_box_append(cast(content), KobisPages.install(SubjectAction.self, on: window, subject: kobisSubject, code: code))
        if sections.isEmpty { gtk_box_append(cast(content), Build.label(tr("KOBIS lists no films here."), classes: ["dim-label"], xalign: 0.5)) }
        for section in sections {
            let group = adw_preferences_group_new()!
            adw_preferences_group_set_title(cast(group), Markup.escape(section.heading))
            for film in section.rows {
                let row = adw_action_row_new()!
                adw_preferences_row_set_title(cast(row), Markup.escape(film.title))
                adw_action_row_set_subtitle(cast(row), Markup.escape(film.year))
                gtk_list_box_row_set_activatable(cast(row), 1)
                adw_action_row_add_suffix(cast(row), gtk_image_new_from_icon_name("go-next-symbolic"))
                boxoffice_accessible_set_label(row, film.accessibleName)
                let code = film.code, title = film.title
                Signals.connect(row.raw, "activated") { [weak self] _ in self?.openFilm(code, title) }
                adw_preferences_group_add(cast(group), row)
            }
            gtk_box_append(cast(content), group)
        }
    }

    func present() { gtk_window_present(cast(window)) }
}
