import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Search KOBIS…" (Ctrl+K): films, people or companies, searched as you type (after a 300 ms pause,
/// with a spinner), more results on demand; a result opens the film, person or company window.
@MainActor
final class SearchWindow {
    @Owned var window: Widget = adw_window_new()
    @Owned var entry: Widget = gtk_search_entry_new()
    @Owned var results: Widget = gtk_list_box_new()
    @Owned var spinner: Widget = gtk_spinner_new()
    @Owned var message: Widget = Build.label("", classes: ["dim-label"], xalign: 0.5, wrap: true)
    @Owned var count: Widget = Build.label("", classes: ["dim-label", "caption", "numeric"], xalign: 0, wrap: true)
    @Owned var more: Widget = Build.button(tr("_More Results"), action: SearchAction.more, classes: ["flat"])
    /// Films only: a director's name and a range of opening years ("2019-2023").
    @Owned var director: Widget = gtk_entry_new()
    @Owned var years: Widget = gtk_entry_new()
    @Owned var filmFilters: Widget = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    @Owned var koreanOnly: Widget = gtk_check_button_new_with_mnemonic(tr("_Korean films"))
    private var koreanHandler: gulong = 0
    let model: SearchModel
    private let open: @MainActor (SearchRow) -> Void
    private var kindAction: OpaquePointer?
    private var shownRows: [SearchRow] = []

    init(model: SearchModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>,
         open: @escaping @MainActor (SearchRow) -> Void) {
        self.model = model
        self.open = open
        gtk_window_set_application(cast(window), application)
        Actions.insertGroup(SearchAction.self, on: window) { group in
            kindAction = Actions.addRadio(group, SearchAction.kind, initial: model.kind.rawValue) { [weak model] value in
                SearchModel.Kind(rawValue: value).map { model?.setKind($0) }
            }
            Actions.add(group, SearchAction.more) { [weak model] in model?.nextPage() }
        }

        let kinds = Build.box(GTK_ORIENTATION_HORIZONTAL, classes: ["linked"])
        for (kind, title) in [(SearchModel.Kind.films, tr("Films")), (.people, tr("People")), (.companies, tr("Companies"))] {
            let button = gtk_toggle_button_new_with_label(title)!
            Actions.bind(button, to: SearchAction.kind.with(kind.rawValue))
            gtk_box_append(cast(kinds), button)
        }
        boxoffice_accessible_set_label(kinds, tr("Search for"))
        gtk_widget_set_halign(kinds, GTK_ALIGN_CENTER)
        boxoffice_accessible_set_label(entry, tr("Search KOBIS"))
        gtk_widget_set_hexpand(entry, 1)
        Signals.connect(entry.raw, "search-changed") { [weak model] w in model?.setQuery(String(cString: gtk_editable_get_text(cast(w)))) }
        Signals.connect(entry.raw, "activate") { [weak model] _ in model?.searchNow() }
        // Down from the entry goes to the first result.
        Signals.connect(entry.raw, "next-match") { [weak self] _ in self?.focusFirstResult() }
        Keys.intercept(entry) { [weak self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Down) else { return false }
            self?.focusFirstResult()
            return true
        }
        gtk_list_box_set_selection_mode(cast(results), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(results, "boxed-list")
        boxoffice_accessible_set_label(results, tr("Search results"))
        Signals.connect1(results.raw, "row-activated") { [weak self] _, row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            if self.shownRows.indices.contains(index) { self.open(self.shownRows[index]) }
        }
        let top = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [entry, spinner])
        for (field, hint) in [(director, tr("Director")), (years, tr("Years, e.g. 2019-2023"))] {
            gtk_entry_set_placeholder_text(cast(field), hint)
            boxoffice_accessible_set_label(field, hint)
            gtk_widget_set_hexpand(field, 1)
            gtk_box_append(cast(filmFilters), field)
            Signals.connect(field.raw, "changed") { [weak self] _ in self?.filtersChanged() }
            Signals.connect(field.raw, "activate") { [weak model] _ in model?.searchNow() }
        }
        gtk_box_append(cast(filmFilters), koreanOnly)
        koreanHandler = Signals.connect(koreanOnly.raw, "toggled") { [weak model] w in
            model?.setKoreanOnly(gtk_check_button_get_active(cast(w)) != 0)
        }
        let body = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [kinds, top, filmFilters, count, message, results, more])
        Build.margins(body, 18)
        let header = adw_header_bar_new()!
        adw_window_set_content(cast(window), Build.box(GTK_ORIENTATION_VERTICAL, [header, Build.scrolled(adwClamp(body, maximum: 640))]))
        gtk_window_set_title(cast(window), tr("Search KOBIS"))
        gtk_window_set_default_size(cast(window), 560, 640)
        if let parent { gtk_window_set_transient_for(cast(window), cast(parent)) }
        // Esc anywhere closes the window, like a film's; the entry takes it first (below).
        Actions.closeOnEscape(window)
        // Esc in an empty entry closes the window; in a filled one GtkSearchEntry clears it first.
        Signals.connect(entry.raw, "stop-search") { [weak self] w in
            if String(cString: gtk_editable_get_text(cast(w))).isEmpty, let self { gtk_window_close(cast(self.window)) }
        }
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
    }

    /// Years that do not read as a range are left out (the field keeps what was typed).
    private func filtersChanged() {
        let text = { (w: Widget) in String(cString: gtk_editable_get_text(cast(w))) }
        model.setFilmFilters(director: text(director), years: SearchText.yearRange(text(years)), nationCode: model.nationCode)
    }

    private func focusFirstResult() {
        if let first = gtk_list_box_get_row_at_index(cast(results), 0) { _ = gtk_widget_grab_focus(widget(first)) }
    }

    /// Searches for `text` among `kind` at once (a link from a film's credits).
    func search(_ text: String, kind: SearchModel.Kind) {
        Actions.activate(window, SearchAction.kind.with(kind.rawValue))
        gtk_editable_set_text(cast(entry), text)
        model.searchNow()
    }

    private func update() {
        kindAction.map { Actions.setState($0, model.kind.rawValue) }
        gtk_widget_set_visible(filmFilters, model.kind == .films ? 1 : 0)
        Signals.block(koreanOnly.raw, koreanHandler)
        gtk_check_button_set_active(cast(koreanOnly), model.koreanOnly ? 1 : 0)
        Signals.unblock(koreanOnly.raw, koreanHandler)
        gtk_spinner_set_spinning(cast(spinner), model.isSearching ? 1 : 0)
        gtk_widget_set_visible(spinner, model.isSearching ? 1 : 0)
        let text = [model.message, model.staleNote].compactMap { $0 }.joined(separator: " ")
        gtk_label_set_text(cast(message), text)
        gtk_widget_set_visible(message, text.isEmpty ? 0 : 1)
        gtk_label_set_text(cast(count), model.countText ?? "")
        gtk_widget_set_visible(count, model.countText == nil ? 0 : 1)
        gtk_widget_set_visible(more, model.canLoadMore ? 1 : 0)
        gtk_widget_set_visible(results, model.rows.isEmpty ? 0 : 1)
        guard model.rows != shownRows else { return }
        // More results append: only the new rows are built.
        let keep = model.rows.starts(with: shownRows) ? shownRows.count : 0
        if keep == 0 {   // gtk_list_box_remove_all is 4.12
            while let row = gtk_list_box_get_row_at_index(cast(results), 0) { gtk_list_box_remove(cast(results), widget(row)) }
        }
        for row in model.rows.dropFirst(keep) { gtk_list_box_append(cast(results), Self.makeRow(row)) }
        shownRows = model.rows
    }

    static func makeRow(_ row: SearchRow) -> Widget {
        let r = adw_action_row_new()!
        adw_preferences_row_set_title(cast(r), Markup.escape(row.title))
        adw_action_row_set_subtitle(cast(r), Markup.escape([row.subtitle, row.detail].filter { !$0.isEmpty }.joined(separator: "\n")))
        adw_action_row_set_subtitle_lines(cast(r), 0)
        gtk_list_box_row_set_activatable(cast(r), 1)
        adw_action_row_add_suffix(cast(r), gtk_image_new_from_icon_name("go-next-symbolic"))
        boxoffice_accessible_set_label(r, row.accessibleName)
        return r
    }

    func present() { gtk_window_present(cast(window)); _ = gtk_widget_grab_focus(entry) }
}
