import BoxOfficeCore
import BoxOfficeViewModels
import CGtk

/// The table's column headers for the keyboard and screen readers. GTK 4.8's headers (GtkColumnViewTitle,
/// one per column, in order) take clicks only: here each takes focus, Enter or Space sorts by it as a click
/// does, and its name says the column and how the rows are sorted by it. Up on the first row reaches the
/// headers, Left and Right move between them, Down goes back to the rows.
@MainActor
final class ChartTableHeaders {
    /// The title widgets, owned by the column view's header.
    private let titles: [(column: ChartColumn, widget: Widget)]
    private var named: [ChartColumn: String] = [:]
    /// The header row, which GTK 4.8 keeps out of focus (its "can-focus" off): on while a header has the keyboard.
    private let header: Widget?

    init(_ view: ColumnView) {
        // The header (the column view's first child) holds one title per column, in order.
        header = view.firstChild
        let widgets = header?.children ?? []
        titles = Array(zip(ChartTable.columns, widgets)).map { (column: $0.0, widget: $0.1) }
        for (_, title) in titles { gtk_widget_set_focusable(title, 1) }
        // GTK 4.8 reads the header row and the rows' list by their type names.
        header?.setAccessibleLabel(tr("Column headers"))
        for rows in view.widget.children where G_TYPE_CHECK_INSTANCE_TYPE(rows.raw, gtk_list_view_get_type()) {
            rows.setAccessibleLabel(tr("Box office chart"))
        }
    }

    /// The header that has the keyboard, if one has.
    func focusedColumn(_ focus: Widget?) -> ChartColumn? {
        guard let focus else { return nil }
        return titles.first { $0.widget == focus }?.column
    }

    /// Gives the keyboard to `column`'s header (the first when nil).
    @discardableResult
    func focus(_ column: ChartColumn?) -> Bool {
        guard let title = titles.first(where: { $0.column == column }) ?? titles.first else { return false }
        if let header { gtk_widget_set_can_focus(header, 1) }
        return title.widget.grabFocus()
    }

    /// The headers out of the focus chain again, as GTK has them (Tab into the table goes to the rows).
    func leave() {
        if let header { gtk_widget_set_can_focus(header, 0) }
    }

    /// Left and Right from the header that has the keyboard: the next header that way, or nil at an end.
    func neighbour(of column: ChartColumn, forward: Bool) -> ChartColumn? {
        guard let index = titles.firstIndex(where: { $0.column == column }) else { return nil }
        let next = index + (forward ? 1 : -1)
        return titles.indices.contains(next) ? titles[next].column : nil
    }

    /// Each header named as the column, and the sorted one as sorted ("관객 수, 내림차순 정렬됨").
    func name(_ sort: ChartSort?) {
        for (column, title) in titles {
            let name: String
            if let sort, sort.column == column {
                let words = ["column": column.header]
                name =
                    sort.descending ? tr("{column}, sorted descending", words) : tr("{column}, sorted ascending", words)
            } else {
                name = column.header
            }
            guard named[column] != name else { continue }  // set again, it is read again
            named[column] = name
            title.setAccessibleLabel(name)
        }
    }
}
