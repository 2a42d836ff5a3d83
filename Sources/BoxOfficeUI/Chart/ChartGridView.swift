import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart as cards in a GtkGridView, posters loaded lazily.
@MainActor
final class ChartGridView {
    @Owned var root: Widget
    @Owned var grid: Widget

    init(items: ChartItems, model: ChartViewModel, thumbnails: PosterThumbnails, activate: @escaping @MainActor (Int) -> Void) {
        let factory = ItemFactory.make(create: { () -> (ChartCard, Widget) in
            let card = ChartCard()
            return (card, card.root.widget)
        }, bind: { card, position in
            if let data = model.row(at: position) { card.show(data, thumbnails: thumbnails) }
        }, unbind: { card in
            card.recycle()
        })
        let grid = gtk_grid_view_new(items.selection.newReference(), factory)!   // takes both
        gtk_grid_view_set_single_click_activate(cast(grid), 1)
        gtk_grid_view_set_max_columns(cast(grid), 5)
        gtk_grid_view_set_min_columns(cast(grid), 2)
        gtk_widget_add_css_class(grid, "chart-grid")
        boxoffice_accessible_set_label(grid, tr("Box office chart"))
        Signals.connectUInt(grid.raw, "activate") { _, position in activate(Int(position)) }
        Keys.singleTabStop(grid)
        _grid = Owned(wrappedValue: grid)
        _root = Owned(wrappedValue: Build.scrolled(grid))
    }
}
