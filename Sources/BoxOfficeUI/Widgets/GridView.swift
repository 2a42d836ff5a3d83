import CAdw
import CGtk
import GLibSupport

/// A GtkGridView: a list model's items as cells in rows, made by a list item factory.
struct GridView: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension GridView {
    /// The view takes `factory` and keeps its own reference to the model.
    init(_ model: some ListModel, factory: OpaquePointer) {
        widget = gtk_grid_view_new(model.newReference(), factory)
    }

    /// One click (or Enter) activates a cell.
    var activatesOnSingleClick: Bool {
        get { gtk_grid_view_get_single_click_activate(pointer) != 0 }
        nonmutating set { gtk_grid_view_set_single_click_activate(pointer, newValue ? 1 : 0) }
    }

    var columns: ClosedRange<UInt32> {
        get { gtk_grid_view_get_min_columns(pointer)...gtk_grid_view_get_max_columns(pointer) }
        nonmutating set {
            gtk_grid_view_set_max_columns(pointer, newValue.upperBound)
            gtk_grid_view_set_min_columns(pointer, newValue.lowerBound)
        }
    }

    /// A cell activated, with its position.
    @discardableResult
    func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connectUInt(raw, "activate") { _, position in handler(Int(position)) })
    }
}
