import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart as cards in a GtkGridView, posters loaded lazily.
@MainActor
final class ChartGridView {
    @Owned var root: ScrolledWindow
    @Owned private var gridView: GridView
    /// The grid view (tests and the keyboard's focus find cards in it).
    var grid: Widget { gridView.widget }
    /// Right-click, long press or the Menu key on a card.
    let menu: ChartRowMenu

    init(items: ChartItems, model: ChartViewModel, thumbnails: PosterThumbnails, following: FollowingModel) {
        let factory = ItemFactory.make(
            create: { () -> (ChartCard, Widget) in
                let card = ChartCard()
                return (card, card.root.widget)
            },
            bind: { card, position in
                if let data = model.row(at: position) {
                    card.show(data, thumbnails: thumbnails)
                    ChartRowMenu.tag(card.root.widget, code: data.movieCode)
                }
            },
            unbind: { card in
                card.recycle()
            })
        let grid = GridView(items.selection, factory: factory)
        grid.activatesOnSingleClick = true
        grid.columns = 2...5
        grid.addCSSClass("chart-grid")
        grid.setAccessibleLabel(tr("Box office chart"))
        // Enter or a click: the film's window (`app.open-film`).
        let widget = grid.widget
        grid.onActivate { position in
            model.row(at: position).map { Actions.activate(widget, AppAction.openChartRow.with($0.movieCode)) }
        }
        Keys.singleTabStop(grid.widget)
        _gridView = Owned(wrappedValue: grid)
        menu = ChartRowMenu(on: grid.widget, following: following)
        _root = Owned(wrappedValue: ScrolledWindow(grid))
    }
}
