import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The chart as rows in a GtkListView.
@MainActor
final class ChartListView {
    @Owned var root: ScrolledWindow
    @Owned private var listView: ListView
    /// The list view (tests and the keyboard's focus find rows in it).
    var list: Widget { listView.widget }
    private let rows = RowRegistry()
    /// Right-click, long press or the Menu key on a row.
    let menu: ChartRowMenu

    /// A narrow window: every row, the ones on screen and the ones made later, puts its secondary
    /// figures on a second line.
    var compact: Bool {
        get { rows.compact }
        set { rows.compact = newValue }
    }

    init(items: ChartItems, model: ChartViewModel, following: FollowingModel) {
        let rows = self.rows
        let factory = ItemFactory.make(
            create: { () -> (ChartRow, Widget) in
                let row = ChartRow()
                rows.add(row)
                return (row, row.root.widget)
            },
            bind: { row, position in
                if let data = model.row(at: position) {
                    row.show(data)
                    ChartRowMenu.tag(row.root.widget, code: data.movieCode)
                }
            })
        let list = ListView(items.selection, factory: factory)
        list.activatesOnSingleClick = true
        list.addCSSClass("chart-list")
        list.setAccessibleLabel(tr("Box office chart"))
        // Enter or a click: the film's window, by the action every way of opening a film takes.
        let widget = list.widget
        list.onActivate { position in
            model.row(at: position).map { Actions.activate(widget, AppAction.openChartRow.with($0.movieCode)) }
        }
        Keys.singleTabStop(list.widget)
        _listView = Owned(wrappedValue: list)
        menu = ChartRowMenu(on: list.widget, following: following)
        _root = Owned(wrappedValue: ScrolledWindow(Clamp(maximum: 900, list)))
    }
}

/// The rows a list made (held weakly: the list items own them) and the layout they all share.
@MainActor
private final class RowRegistry {
    private final class WeakRow {
        weak var row: ChartRow?
        init(_ row: ChartRow) { self.row = row }
    }
    private var rows: [WeakRow] = []
    var compact = false {
        didSet { if compact != oldValue { rows.forEach { $0.row?.setCompact(compact) } } }
    }

    func add(_ row: ChartRow) {
        rows.removeAll { $0.row == nil }
        rows.append(WeakRow(row))
        row.setCompact(compact)
    }
}
