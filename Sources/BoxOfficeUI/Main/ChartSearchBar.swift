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
    /// The main window's `search_bar`, `search_entry` and `search_no_match` (`MainWindow.ui`).
    @Owned var root: SearchBar
    @Owned var entry: SearchEntry
    @Owned var noMatch: Label
    private let model: ChartViewModel

    init(model: ChartViewModel, tree: MainWindowChildren) {
        self.model = model
        _root = Owned(wrappedValue: tree.searchBar)
        _entry = Owned(wrappedValue: tree.searchEntry)
        _noMatch = Owned(wrappedValue: tree.searchNoMatch)
        root.connect(entry)
        // GtkSearchBar's own close button is an icon GTK 4.8 names "GtkImage".
        for button in root.descendants where G_TYPE_CHECK_INSTANCE_TYPE(button.raw, gtk_button_get_type()) {
            button.setOnlyName(tr("Close the search"))
        }
        root.captureKeys(from: tree.root)
        entry.onSearchChanged { [weak self] text in self?.model.filterText = text }
        // Enter in the field: the first film the text leaves on screen opens, as in GNOME's searches.
        entry.onActivate { [weak self] in
            guard let self, let first = self.model.row(at: 0) else { return }
            Actions.activate(self.entry.widget, AppAction.openChartRow.with(first.movieCode))
        }
        // Closed (Esc, the close button, Ctrl+F again): every film comes back.
        root.onSearchModeChanged { [weak self] open in
            guard let self, !open else { return }
            self.entry.text = ""
            self.model.filterText = ""
        }
        update()
    }

    /// Ctrl+F (`win.find`): opens the bar on its entry, or closes it.
    func toggle() {
        let open = root.isSearchModeEnabled
        root.isSearchModeEnabled = !open
        if !open { entry.grabFocus() }
    }

    /// "No film in this chart matches …" when the text hides every row.
    func update() {
        let none = !model.filterText.isEmpty && model.visibleRows.isEmpty && !model.rows.isEmpty
        noMatch.text = none ? tr("No film in this chart matches “{text}”.", ["text": model.filterText]) : ""
        noMatch.isVisible = none
    }
}
