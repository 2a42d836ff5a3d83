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
    @Owned var root = SearchBar()
    @Owned var entry = SearchEntry()
    /// Called when the bar closes: the keyboard goes back to the chart (the hidden entry would keep it).
    var onClose: (@MainActor () -> Void)?
    /// Enter in the field: the first film the text leaves on screen opens, as in GNOME's searches.
    var onOpenFirst: (@MainActor (ChartRowModel) -> Void)?
    @Owned var noMatch = Label("", classes: ["dim-label"], xalign: 0.5, wrap: true)
    private let model: ChartViewModel

    init(model: ChartViewModel, window: Widget) {
        self.model = model
        entry.setAccessibleLabel(tr("Find in the chart"))
        entry.setPlaceholder(tr("Find a film in this chart"))
        let box = Box.vertical(spacing: 6, [entry, noMatch])
        entry.setSizeRequest(width: 280, height: -1)
        root.setChild(box)
        root.connect(entry)
        root.showsCloseButton = true
        root.captureKeys(from: window)
        entry.onSearchChanged { [weak self] text in self?.model.filterText = text }
        entry.onActivate { [weak self] in
            guard let self, let first = self.model.row(at: 0) else { return }
            self.onOpenFirst?(first)
        }
        // Closed (Esc, the close button, Ctrl+F again): every film comes back.
        root.onSearchModeChanged { [weak self] open in
            guard let self, !open else { return }
            self.entry.text = ""
            self.model.filterText = ""
            self.onClose?()
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
