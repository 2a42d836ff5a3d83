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
    /// Its widgets are the main window's, read there: `searchBar`, `searchEntry`, `searchNoMatch` (`MainWindow.ui`).
    let ui: MainWindowChildren
    private let model: ChartViewModel

    init(model: ChartViewModel, ui: MainWindowChildren) {
        self.model = model
        self.ui = ui
        ui.searchBar.connect(ui.searchEntry)
        // GtkSearchBar's own close button is an icon GTK 4.8 names "GtkImage".
        for button in ui.searchBar.descendants where G_TYPE_CHECK_INSTANCE_TYPE(button.raw, gtk_button_get_type()) {
            button.setOnlyName(tr("Close the search"))
        }
        ui.searchBar.captureKeys(from: ui.root)
        ui.searchEntry.onSearchChanged { [weak self] text in self?.model.filterText = text }
        // Enter in the field: the first film the text leaves on screen opens, as in GNOME's searches.
        ui.searchEntry.onActivate { [weak self] in
            guard let self, let first = self.model.row(at: 0) else { return }
            Actions.activate(self.ui.searchEntry.widget, AppAction.openChartRow.with(first.movieCode))
        }
        // Closed (Esc, the close button, Ctrl+F again): every film comes back.
        ui.searchBar.onSearchModeChanged { [weak self] open in
            guard let self, !open else { return }
            self.ui.searchEntry.text = ""
            self.model.filterText = ""
        }
        update()
    }

    /// Ctrl+F (`win.find`): opens the bar on its entry, or closes it.
    func toggle() {
        let open = ui.searchBar.isSearchModeEnabled
        ui.searchBar.isSearchModeEnabled = !open
        if !open { ui.searchEntry.grabFocus() }
    }

    /// "No film in this chart matches …" when the text hides every row.
    func update() {
        let none = !model.filterText.isEmpty && model.visibleRows.isEmpty && !model.rows.isEmpty
        ui.searchNoMatch.text = none ? tr("No film in this chart matches “{text}”.", ["text": model.filterText]) : ""
        ui.searchNoMatch.isVisible = none
    }
}
