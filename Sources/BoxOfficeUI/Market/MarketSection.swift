import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One list of the Market view under its heading (the films, the #1s, the distributors …): a boxed list of
/// rows with the figure at the end; a row with a target fires its action (Enter or a click: `MarketTarget.action`). Hidden when empty.
@MainActor
final class MarketSection {
    /// Its widgets, as a template declares them (`MarketView.ui`, `MarketRecordList.ui`): made when read from that
    /// template's children, which own them, and kept nowhere.
    struct Parts {
        let root: Box
        let list: ListBox
        /// Under the list: what it leaves out (films without details, films not shown).
        let note: Label
    }

    /// Reads the parts from the template's children (`{ [ui] in .init(root: ui.filmSection, …) }`).
    private let parts: @MainActor () -> Parts
    var root: Box { parts().root }
    var note: Label { parts().note }
    private var list: ListBox { parts().list }
    private(set) var lines: [MarketLine] = []
    /// The list's rows, in order; the list owns them.
    private var rows: [MarketRow] = []

    init(_ parts: @escaping @MainActor () -> Parts) {
        self.parts = parts
        list.onRowActivated { [weak self] index in
            guard let self, self.lines.indices.contains(index), let target = self.lines[index].target else { return }
            Actions.activate(self.list.widget, target.action)
        }
    }

    func show(_ newLines: [MarketLine], note text: String? = nil) {
        let parts = parts()
        parts.note.text = text ?? ""
        parts.note.isVisible = text != nil
        parts.root.isVisible = !newLines.isEmpty
        guard newLines != lines else { return }
        lines = newLines
        // Rows are kept and rewritten, not made again: a period's switch then costs text, not widgets.
        while rows.count > newLines.count, let last = rows.popLast() { list.remove(last.row) }
        for (index, line) in newLines.enumerated() {
            if index == rows.count { rows.append(MarketRow(in: list)) }
            rows[index].show(line)
        }
    }

    /// The rows' titles as shown (tests read them back).
    var titles: [String] { lines.map(\.title) }
    /// The list's row at `index`, for a click.
    func row(at index: Int) -> Widget? { list.row(at: index) }
}
