import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One film: poster, titles, facts, actors (the first ones, all with roles on demand), companies by
/// role, show types. Esc or Ctrl+W closes it, which cancels its requests.
@MainActor
final class MovieDetailWindow {
    @Owned var window: Widget = adw_window_new()
    let model: MovieDetailViewModel
    let poster = PosterView()
    /// The film's run from the history (nil when there is no history store).
    private(set) var run: RunSection?
    /// A director's or actor's name was activated: the app searches KOBIS for the person.
    var onPerson: ((String) -> Void)?
    /// A company was activated: the app opens its window.
    var onCompany: ((String) -> Void)?
    @Owned private var windowTitle: Widget
    @Owned private var titleLabel: Widget = Build.label("", classes: ["detail-title"], xalign: 0.5, wrap: true)
    @Owned private var subtitleLabel: Widget = Build.label("", classes: ["dim-label"], xalign: 0.5, wrap: true, selectable: true)
    @Owned private var content: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
    @Owned private var groups: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
    @Owned private var failure: Widget = adw_status_page_new()
    @Owned private var statusLabel: Widget = Build.label("", classes: ["dim-label"], xalign: 0.5, wrap: true)
    private var builtDetails = false

    init(model: MovieDetailViewModel, run runModel: FilmRunModel?, fill: HistoryFillModel,
         parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        _windowTitle = Owned(wrappedValue: adw_window_title_new(model.chartTitle, ""))
        gtk_window_set_application(cast(window), application)   // the app keeps running while it is open
        let header = adw_header_bar_new()!
        adw_header_bar_set_title_widget(cast(header), windowTitle)
        gtk_label_set_text(cast(titleLabel), model.chartTitle)
        gtk_widget_set_visible(subtitleLabel, 0)
        // Above the credits: the film's figures for the day the chart shows.
        let day = model.dayFigures.isEmpty ? nil : DetailRows.group(model.dayHeading, model.dayFigures)
        let kobis = KobisPages.install(on: window, prefix: "film", subject: .film, code: model.movieCode)
        for w in [poster.root, titleLabel, subtitleLabel, kobis, statusLabel, failure] + (day.map { [$0] } ?? []) + [groups] {
            gtk_box_append(cast(content), w)
        }
        if let runModel {
            let section = RunSection(model: runModel, fill: fill, window: window)
            gtk_box_insert_child_after(cast(content), section.root, day ?? failure)
            run = section
        }
        adw_status_page_set_icon_name(cast(failure), "dialog-warning-symbolic")
        adw_status_page_set_title(cast(failure), tr("Could Not Load the Details"))
        gtk_widget_add_css_class(failure, "compact")
        let retry = Build.button(tr("_Try Again"), classes: ["pill", "suggested-action"])
        gtk_widget_set_halign(retry, GTK_ALIGN_CENTER)
        Signals.connect(retry.raw, "clicked") { [weak model] _ in model?.retryInfo() }
        adw_status_page_set_child(cast(failure), retry)
        gtk_widget_set_visible(failure, 0)
        Build.margins(content, 24)
        let clamp = adwClamp(content, maximum: 640)
        let body = Build.box(GTK_ORIENTATION_VERTICAL, [header, Build.scrolled(clamp)])
        adw_window_set_content(cast(window), body)
        gtk_window_set_default_size(cast(window), 560, 680)   // fits beside the main window (720 high)
        gtk_window_set_title(cast(window), model.chartTitle)
        if let parent { gtk_window_set_transient_for(cast(window), cast(parent)) }

        let shortcuts = gtk_shortcut_controller_new()!
        let trigger = gtk_shortcut_trigger_parse_string("Escape|<Control>w")
        gtk_shortcut_controller_add_shortcut(cast(shortcuts), gtk_shortcut_new(trigger, gtk_named_action_new("window.close")))
        gtk_widget_add_controller(window, cast(shortcuts))   // takes the reference

        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        update()
        model.start()
    }

    private func update() {
        poster.show(model.poster, title: model.title)
        gtk_widget_set_visible(failure, 0)
        switch model.info {
        case .loading:
            gtk_widget_set_visible(statusLabel, 1)
            gtk_label_set_text(cast(statusLabel), tr("Loading details…"))
        case .failed(let message):
            // A film KOBIS lacks, or a failed request: a page saying why, and a way to try again.
            gtk_widget_set_visible(statusLabel, 0)
            adw_status_page_set_description(cast(failure), Markup.escape(message))
            gtk_widget_set_visible(failure, 1)
        case .loaded(let details):
            gtk_widget_set_visible(statusLabel, model.isSample ? 1 : 0)
            gtk_label_set_text(cast(statusLabel), tr("Sample data"))
            show(details)
        }
    }

    private func show(_ d: MovieDetailModel) {
        gtk_label_set_text(cast(titleLabel), d.title)
        gtk_label_set_text(cast(subtitleLabel), d.subtitle)
        gtk_widget_set_visible(subtitleLabel, d.subtitle.isEmpty ? 0 : 1)
        adw_window_title_set_title(cast(windowTitle), d.title)
        adw_window_title_set_subtitle(cast(windowTitle), d.subtitle)
        gtk_window_set_title(cast(window), d.title)
        guard !builtDetails else { return }
        builtDetails = true
        gtk_box_append(cast(groups), DetailRows.facts(d.facts))
        if !d.actors.isEmpty { gtk_box_append(cast(groups), DetailRows.actors(d)) }
        if !d.companies.isEmpty { gtk_box_append(cast(groups), DetailRows.group(tr("Companies"), d.companies)) }
        if !d.showTypes.isEmpty { gtk_box_append(cast(groups), DetailRows.group(tr("Show Types"), d.showTypes)) }
        if !d.links.isEmpty { gtk_box_append(cast(groups), linksGroup(d.links)) }
    }

    /// "On KOBIS": each credit opens the person (through a search by name) or the company.
    private func linksGroup(_ links: [MovieDetailModel.Link]) -> Widget {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), Markup.escape(tr("People and Companies on KOBIS")))
        for link in links {
            let row = DetailRows.row(link.title, link.subtitle)
            gtk_list_box_row_set_activatable(cast(row), 1)
            adw_action_row_add_suffix(cast(row), gtk_image_new_from_icon_name("go-next-symbolic"))
            boxoffice_accessible_set_label(row, "\(link.title), \(link.subtitle)")
            let target = link.target
            Signals.connect(row.raw, "activated") { [weak self] _ in
                switch target {
                case .person(let name): self?.onPerson?(name)
                case .company(let code): self?.onCompany?(code)
                }
            }
            adw_preferences_group_add(cast(group), row)
        }
        return group
    }

    /// Called once, after the window's first painted frame (the benchmark of opening saved films).
    var onFirstFrame: (() -> Void)?

    func present() {
        if let first = onFirstFrame {
            onFirstFrame = nil
            Paint.afterNext(window, first)
        }
        gtk_window_present(cast(window))
    }
}
