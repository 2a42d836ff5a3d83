import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// When the chart takes the keyboard: at launch, after every switch of kind or layout and after a day
/// picked in the calendar, so Enter opens the film under the focus (GTK would otherwise start on Refresh,
/// and a kind button clicked or the date button would keep the focus, so Enter sent a request or opened
/// the calendar again instead of opening a film).
struct ChartFocusRule: Equatable {
    private(set) var wanted = true
    private var kind: ChartKind?
    private var layout: ChartLayout?

    /// The next chart on screen takes the keyboard (a day picked in the calendar).
    mutating func want() { wanted = true }

    /// Notes what is shown; true when the chart on screen should take the focus now.
    mutating func shouldFocus(kind: ChartKind, layout: ChartLayout, chartOnScreen: Bool) -> Bool {
        if kind != self.kind || layout != self.layout {
            if self.kind != nil { wanted = true }  // the first call is the launch: already wanted
            self.kind = kind
            self.layout = layout
        }
        guard wanted, chartOnScreen else { return false }
        wanted = false
        return true
    }
}

extension MainWindow {
    /// The view on screen for `layout` (built by the time it is shown).
    private func chartView(_ layout: ChartLayout) -> Widget {
        switch layout {
        case .list: return list.list
        case .grid: return grid.grid
        case .table: return table.view.widget
        }
    }

    /// Gives the keyboard to the chart's selected film (the first when none is), unless the user is
    /// typing in the chart's search. Items exist only after a layout: a chart shown before its first
    /// frame is focused after it.
    func focusChart() {
        if ui.searchBar.isSearchModeEnabled, let focus = toplevel.focus,
            focus == ui.searchEntry.widget || gtk_widget_is_ancestor(focus, ui.searchBar.widget) != 0
        {
            return
        }
        let layout = model.layout
        if focusItem(layout) { return }
        Paint.afterNext(window) { [weak self] in
            guard let self, self.model.layout == layout else { return }
            _ = self.focusItem(layout)
        }
    }

    /// Before the rows are replaced: a focused row widget the list lets go of would, until the next layout,
    /// still receive the keys and pass them to nothing (not even the window's shortcuts: a fast Alt+Left
    /// after a switch was lost). With no focus the window takes them; `keepChartFocus` gives the chart
    /// its keyboard back once the new rows are laid out.
    func releaseChartFocus() {
        guard let focus = toplevel.focus else { return }
        let views = [list.list] + [ChartLayout.grid, .table].filter { $0 == model.layout }.map(chartView)
        guard views.contains(where: { focus == $0 || gtk_widget_is_ancestor(focus, $0) != 0 }) else { return }
        toplevel.focus = nil
    }

    /// New rows replace the row widget that had the keyboard (another day, a filter, a refresh): once they
    /// are laid out, a window left with no usable focus gives it back to the chart, so arrows, Enter and the
    /// shortcuts go on working.
    func keepChartFocus() {
        let layout = model.layout
        Paint.afterNext(window) { [weak self] in
            guard let self, self.model.layout == layout else { return }
            // No focus, or a row widget the list has hidden or let go of: keys sent there reach nothing,
            // not even the window's shortcuts.
            if let focus = self.toplevel.focus,
                gtk_widget_get_mapped(focus) != 0,
                gtk_widget_get_root(focus).map({ widget($0) == self.window }) ?? false
            {
                return
            }
            _ = self.focusItem(layout)
        }
    }

    /// Focuses the item widget of the selected (else the first) row of the chart in `layout`.
    private func focusItem(_ layout: ChartLayout) -> Bool {
        guard let items = Self.itemParent(in: chartView(layout)) else { return false }
        // The table sorts its own copy of the rows: its first row is the one on top.
        let selected = layout == .table ? -1 : self.items.selection.selected ?? -1
        var children: [Widget] = []
        var child = gtk_widget_get_first_child(items)
        while let c = child {
            if gtk_widget_get_focusable(c) != 0 || gtk_widget_get_can_focus(c) != 0, gtk_widget_get_visible(c) != 0 {
                children.append(c)
            }
            child = gtk_widget_get_next_sibling(c)
        }
        guard let first = children.first else { return false }
        let target = selected >= 0 && selected < children.count ? children[selected] : first
        return gtk_widget_grab_focus(target) != 0
    }

    /// The list or grid view whose children are the rows: `view` itself, or the list inside a column view.
    private static func itemParent(in view: Widget) -> Widget? {
        if G_TYPE_CHECK_INSTANCE_TYPE(view.raw, gtk_list_base_get_type()) { return view }
        var child = gtk_widget_get_first_child(view)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, gtk_list_base_get_type()) { return c }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }
}
