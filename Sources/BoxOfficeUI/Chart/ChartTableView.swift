import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart as a GtkColumnView: every `ChartColumn` in order, numbers right-aligned, the title column
/// taking the spare width and never cut: the other columns are as wide as their figures (short headers,
/// the full name as tooltip and accessible name), and a table wider than the window scrolls sideways.
/// A click on a header sorts by that column, the most first for a figure and A→Z for the title (again:
/// the other way); the sort is remembered across runs. It shows the same list of film codes as the list and grid, through its own
/// GtkSortListModel driven by the column view's sorter.
@MainActor
final class ChartTableView {
    @Owned var root: ScrolledWindow
    @Owned var view: ColumnView
    /// The rows in the order shown (the shared list, sorted): positions in `activate` are positions here.
    private let sorted: SortListModel
    /// The column view's own sorter (GTK 4.8 has no public API to read which column it sorts by; 4.10 added
    /// https://docs.gtk.org/gtk4/property.ColumnViewSorter.primary-sort-column.html).
    @Owned private var sorter: UnsafeMutablePointer<GtkSorter>
    private var columns: [ChartColumn: ColumnViewColumn] = [:]
    private let probe = SortProbe()
    /// The rows' selection, which follows the keyboard: Up on its first row goes to the headers.
    private let selection: SingleSelection
    /// The headers for the keyboard and screen readers.
    private let headers: ChartTableHeaders
    private let model: ChartViewModel
    /// The sort as last seen, to tell a click on a new column from a second click on the same one.
    private var lastSort: ChartSort?
    private var settingSort = false
    /// Right-click, long press or the Menu key on a row.
    let menu: ChartRowMenu

    init(items: ChartItems, model: ChartViewModel, language: DisplayLanguage, following: FollowingModel) {
        self.model = model
        let view = ColumnView()
        _view = Owned(wrappedValue: view)
        let sorter = view.sorter
        _sorter = Owned(wrappedValue: sorter)
        sorted = SortListModel(items.strings, sorter: sorter)
        selection = SingleSelection(sorted)
        view.setModel(selection)  // the view keeps its own reference

        let cells = CellText(model: model, language: language)
        for column in ChartTable.columns {
            let viewColumn = ColumnViewColumn(title: column.shortHeader, factory: Self.factory(column, cells))
            viewColumn.setSorter(taking: Self.sorter(column, cells: cells, probe: probe))
            viewColumn.isResizable = true
            if column == .title { viewColumn.expands = true }
            view.append(viewColumn)
            columns[column] = viewColumn
        }
        Self.decorateHeaders(view)
        headers = ChartTableHeaders(view)
        view.isReorderable = false  // the columns keep the export's order
        view.showsRowSeparators = true
        menu = ChartRowMenu(on: view.widget, following: following)
        view.addCSSClass("chart-table")
        view.setAccessibleLabel(tr("Box office chart"))
        Keys.singleTabStop(view.widget)

        // Wider than the window: scroll sideways rather than force the window wider.
        _root = Owned(wrappedValue: ScrolledWindow(view, sideways: true))
        // The headers by the keyboard (ChartTableHeaders); after Tab's own handler above.
        Keys.intercept(view.widget) { [weak self] keyval, modifiers in self?.key(keyval, modifiers) ?? false }

        // Enter or a double click: the film in the row, wherever sorting put it.
        view.onActivate { [weak self] position in
            guard let self, let code = self.sorted.string(at: position) else { return }
            Actions.activate(self.view.widget, AppAction.openChartRow.with(code))
        }
        if let saved = model.tableSort { sort = saved }
        lastSort = sort
        headers.name(lastSort)
        Signals.connectUInt(UnsafeMutableRawPointer(sorter), "changed") { [weak self] _, _ in
            guard let self else { return }
            let now = self.sort
            // GTK 4.8 starts a newly clicked column ascending (no column has a first direction of its
            // own): a figure's first click is turned around here, before the next frame is drawn, so the
            // most comes first. The second click on it is GTK's own turn-around.
            if !self.settingSort, let now, now.column != self.lastSort?.column, now.column.sortsDescendingFirst,
                !now.descending
            {
                self.sort = ChartSort(column: now.column, descending: true)  // "changed" again: saved there
                return
            }
            self.lastSort = now
            self.model.tableSort = now
            self.headers.name(now)
        }
    }

    /// The column and direction the rows are sorted by; nil for the chart's own order. Setting it sorts
    /// as a click on the header would.
    var sort: ChartSort? {
        get {
            // The sorter asks its primary column's sorter first: a probe pair makes that sorter record
            // its column and answer "less", so the sign of the answer tells the direction.
            probe.armed = true
            probe.first = nil
            defer { probe.armed = false }
            let result = gtk_sorter_compare(sorter, probe.a.raw, probe.b.raw)
            guard let column = probe.first, result != GTK_ORDERING_EQUAL else { return nil }
            return ChartSort(column: column, descending: result == GTK_ORDERING_LARGER)
        }
        set {
            settingSort = true
            defer { settingSort = false }
            view.sort(by: newValue.flatMap { columns[$0.column] }, descending: newValue?.descending == true)
        }
    }

    /// Numbers read from the right, so their headers do too; a short header's full name is its tooltip
    /// and what a screen reader says. GTK 4.8 has no header factory: a header is a GtkColumnViewTitle per
    /// column, in order, holding a box with the label and the sort arrow.
    private static func decorateHeaders(_ view: ColumnView) {
        let titleType = g_type_from_name("GtkColumnViewTitle")
        guard titleType != 0, let header = view.firstChild else { return }
        let titles = header.children.filter { G_TYPE_CHECK_INSTANCE_TYPE($0.raw, titleType) }
        for (title, column) in zip(titles, ChartTable.columns) {
            if column.isNumeric, let box = title.firstChild {
                box.horizontalAlignment = GTK_ALIGN_END
            }
            if column.shortHeader != column.header { title.tooltip = column.header }  // its name: ChartTableHeaders
        }
    }

    /// Enter or Space on a header sorts by it; Left and Right move between headers, Down goes back to the
    /// rows; Up on the first row goes to the sorted column's header (the first when none is).
    private func key(_ keyval: UInt32, _ modifiers: UInt32) -> Bool {
        let plain = modifiers & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue) == 0
        guard plain, let root = view.root else { return false }
        let focus = gtk_root_get_focus(OpaquePointer(root.raw))
        let key = Int32(bitPattern: keyval)
        guard let column = headers.focusedColumn(focus) else {
            guard key == GDK_KEY_Up || key == GDK_KEY_KP_Up, selection.selected ?? 0 == 0 else { return false }
            return headers.focus(sort?.column)
        }
        switch key {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            // As a click: a new column its own first way, the sorted one the other way.
            sort = ChartSort(
                column: column,
                descending: sort.flatMap { $0.column == column ? !$0.descending : nil } ?? column.sortsDescendingFirst)
        case GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_Right, GDK_KEY_KP_Right:
            let forward = key == GDK_KEY_Right || key == GDK_KEY_KP_Right
            if let next = headers.neighbour(of: column, forward: forward) { headers.focus(next) }
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            let rows = view.widget.children.first { G_TYPE_CHECK_INSTANCE_TYPE($0.raw, gtk_list_view_get_type()) }
            _ = rows?.grabFocus()
            headers.leave()
        default: return false
        }
        return true
    }

    /// The GtkColumnViewColumn showing `column` (for tests: its header is what a user clicks).
    func viewColumn(_ column: ChartColumn) -> OpaquePointer? { columns[column]?.pointer }

    /// The film codes in the order the table shows them.
    var shownCodes: [String] {
        (0..<sorted.count).compactMap { sorted.string(at: $0) }
    }

    /// One label per cell, made once per recycled cell and refilled on bind.
    private static func factory(_ column: ChartColumn, _ cells: CellText) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signals.connect1(factory.raw, "setup") { _, listItem in
            let label = Label(
                classes: column.isNumeric ? ["numeric", "table-cell"] : ["table-cell"],
                xalign: column.isNumeric ? 1 : 0)
            // The title is never cut (no ellipsis): its column is at least as wide as the longest
            // title on screen, and the table scrolls sideways when the window is narrower than that.
            ListItem(listItem!).child = label.widget  // the list item owns it
        }
        Signals.connect1(factory.raw, "bind") { _, listItem in
            let item = ListItem(listItem!)
            guard let child = item.child, let code = item.string else { return }
            let label = Label(unchecked: child)
            label.text = cells.text(column, code: code)
            ChartRowMenu.tag(child, code: code)
            // What a screen reader reads: GTK's cell widget (the label's parent) with its column's name, the
            // row (the cell's parent, which takes focus) with the film's sentence, as in the list.
            if let cell = label.parent {
                cell.setAccessibleLabel(
                    tr("{column}: {value}", ["column": column.header, "value": cells.spoken(column, code: code)]))
                if column == ChartTable.columns.first, let row = cell.parent, let sentence = cells.sentence(code) {
                    row.setAccessibleLabel(sentence)
                }
            }
            if column == .change { cells.markTrend(label, code: code) }
        }
        return OpaquePointer(factory.raw)
    }

    /// Orders two rows by `column` through `ChartColumn.ascending`; the column view inverts it for a
    /// descending sort.
    private static func sorter(_ column: ChartColumn, cells: CellText, probe: SortProbe) -> OpaquePointer {
        typealias Compare = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Int32
        let compare: Compare = { a, b in
            if probe.armed {
                if probe.first == nil { probe.first = column }
                return GTK_ORDERING_SMALLER.rawValue
            }
            guard let x = cells.entry(a), let y = cells.entry(b), let lastDay = cells.lastDay else {
                return GTK_ORDERING_EQUAL.rawValue
            }
            if column.ascending(x, y, lastDay: lastDay) { return GTK_ORDERING_SMALLER.rawValue }
            return column.ascending(y, x, lastDay: lastDay) ? GTK_ORDERING_LARGER.rawValue : GTK_ORDERING_EQUAL.rawValue
        }
        let sorter = gtk_custom_sorter_new(
            { a, b, data in
                let box = ClosureBox<Compare>.from(data!)
                guard let a, let b else { return 0 }
                return MainActor.assumeIsolated { box.call(a, b) }
            }, ClosureBox(compare).retainedPointer(), ClosureBox<Compare>.destroyNotify)!
        return OpaquePointer(sorter.raw)
    }
}

/// Cell text and sort keys, looked up by film code in the chart on screen.
@MainActor
private final class CellText {
    let model: ChartViewModel
    let language: DisplayLanguage
    init(model: ChartViewModel, language: DisplayLanguage) {
        self.model = model
        self.language = language
    }

    var lastDay: Day? { model.shownChart?.lastDay }

    func entry(_ item: UnsafeRawPointer) -> ChartEntry? {
        guard let code = gtk_string_object_get_string(OpaquePointer(item)) else { return nil }
        return entry(String(cString: code))
    }

    func entry(_ code: String) -> ChartEntry? { model.shownChart?.entries.first { $0.movieCode == code } }

    func text(_ column: ChartColumn, code: String) -> String {
        guard let entry = entry(code), let lastDay else { return "" }
        let title = model.rows.first { $0.movieCode == code }?.title ?? entry.title
        return ChartTable.text(column, entry, title: title, lastDay: lastDay, language: language)
    }

    /// What a screen reader says for a cell: the change in words ("2계단 상승"), not the badge's "▲2".
    func spoken(_ column: ChartColumn, code: String) -> String {
        guard column == .change, let change = entry(code)?.rankChange else { return text(column, code: code) }
        return change.spoken(language)
    }

    /// The row's sentence, the list's own.
    func sentence(_ code: String) -> String? { model.rows.first { $0.movieCode == code }?.accessibleLabel }

    /// The change badge in the list's colours (its words say the same, so colour is never alone).
    func markTrend(_ label: Label, code: String) {
        for c in ["trend-up", "trend-down", "trend-new", "trend-same"] { label.removeCSSClass(c) }
        guard let change = entry(code)?.rankChange else { return }
        switch change {
        case .up: label.addCSSClass("trend-up")
        case .down: label.addCSSClass("trend-down")
        case .new: label.addCSSClass("trend-new")
        case .unchanged: label.addCSSClass("trend-same")
        }
    }
}

/// Reads the column view sorter's primary column: while armed, every column sorter records itself and
/// answers "less". The two items are placeholders that no compare looks into.
@MainActor
private final class SortProbe {
    var armed = false
    var first: ChartColumn?
    let a = ObjectRef(taking: UnsafeMutableRawPointer(gtk_string_object_new("")!))
    let b = ObjectRef(taking: UnsafeMutableRawPointer(gtk_string_object_new("")!))
}
