import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One list of the Market view under its heading (the films, the #1s, the distributors …): a boxed list of
/// rows with the figure at the end; a row with a target opens it (Enter or a click). Hidden when empty.
@MainActor
final class MarketSection {
    @Owned var root = Box.vertical(spacing: 6, classes: ["market-section"])
    @Owned private var heading: Label
    @Owned private var list = ListBox(classes: ["boxed-list"])
    /// Under the list: what it leaves out (films without details, films not shown).
    @Owned var note = Label("", classes: ["dim-label", "caption"], wrap: true)
    private(set) var lines: [MarketLine] = []
    /// The list's rows, in order; the list owns them.
    private var rows: [MarketRow] = []

    init(_ title: String, open: @escaping @MainActor (MarketTarget) -> Void) {
        _heading = Owned(wrappedValue: Label(title, classes: ["heading"]))
        for part: any TypedWidget in [heading, list, note] { root.append(part) }
        list.setAccessibleLabel(title)
        note.isVisible = false
        list.onRowActivated { [weak self] index in
            guard let self, self.lines.indices.contains(index), let target = self.lines[index].target else { return }
            open(target)
        }
    }

    func show(_ newLines: [MarketLine], note text: String? = nil) {
        note.text = text ?? ""
        note.isVisible = text != nil
        root.isVisible = !newLines.isEmpty
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
