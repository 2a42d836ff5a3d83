import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart's search bar: Ctrl+F (win.find) or typing anywhere in the window opens it, the chart keeps
/// the films whose Korean or English title contains the text (case and spaces ignored), Esc closes it
/// and shows every film again.
@MainActor
final class ChartSearchBar {
    @Owned var root: Widget = gtk_search_bar_new()
    @Owned var entry: Widget = gtk_search_entry_new()
    /// Called when the bar closes: the keyboard goes back to the chart (the hidden entry would keep it).
    var onClose: (@MainActor () -> Void)?
    /// Enter in the field: the first film the text leaves on screen opens, as in GNOME's searches.
    var onOpenFirst: (@MainActor (ChartRowModel) -> Void)?
    @Owned var noMatch: Widget = Build.label("", classes: ["dim-label"], xalign: 0.5, wrap: true)
    private let model: ChartViewModel

    init(model: ChartViewModel, window: Widget) {
        self.model = model
        boxoffice_accessible_set_label(entry, tr("Find in the chart"))
        // gtk_search_entry_set_placeholder_text is 4.10; the property is there in 4.8.
        var value = GValue()
        g_value_init(&value, GType(16 << 2))   // G_TYPE_STRING
        g_value_set_string(&value, tr("Find a film in this chart"))
        g_object_set_property(cast(entry), "placeholder-text", &value)
        g_value_unset(&value)
        let box = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [entry, noMatch])
        gtk_widget_set_size_request(entry, 280, -1)
        gtk_search_bar_set_child(cast(root), box)
        gtk_search_bar_connect_entry(cast(root), cast(entry))
        gtk_search_bar_set_show_close_button(cast(root), 1)
        gtk_search_bar_set_key_capture_widget(cast(root), window)
        Signals.connect(entry.raw, "search-changed") { [weak self] w in
            self?.model.filterText = String(cString: gtk_editable_get_text(cast(w)))
        }
        Signals.connect(entry.raw, "activate") { [weak self] _ in
            guard let self, let first = self.model.row(at: 0) else { return }
            self.onOpenFirst?(first)
        }
        // Closed (Esc, the close button, Ctrl+F again): every film comes back.
        Signals.connect1(root.raw, "notify::search-mode-enabled") { [weak self] bar, _ in
            guard let self, gtk_search_bar_get_search_mode(cast(bar)) == 0 else { return }
            gtk_editable_set_text(cast(self.entry), "")
            self.model.filterText = ""
            self.onClose?()
        }
        Actions.add(window, WinAction.find) { [weak self] in
            guard let self else { return }
            let open = gtk_search_bar_get_search_mode(cast(self.root)) != 0
            gtk_search_bar_set_search_mode(cast(self.root), open ? 0 : 1)
            if !open { _ = gtk_widget_grab_focus(self.entry) }
        }
        update()
    }

    /// "No film in this chart matches …" when the text hides every row.
    func update() {
        let none = !model.filterText.isEmpty && model.visibleRows.isEmpty && !model.rows.isEmpty
        gtk_label_set_text(cast(noMatch), none ? tr("No film in this chart matches “{text}”.", ["text": model.filterText]) : "")
        gtk_widget_set_visible(noMatch, none ? 1 : 0)
    }
}
