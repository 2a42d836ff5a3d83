import CAdw
import CGtk
import GLibSupport

/// A GtkListView: a list model's items as rows, made by a list item factory.
struct ListView: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension ListView {
    /// The view takes `factory` and keeps its own reference to the model.
    init(_ model: some ListModel, factory: OpaquePointer) {
        widget = gtk_list_view_new(model.newReference(), factory)
    }

    /// One click (or Enter) activates a row.
    var activatesOnSingleClick: Bool {
        get { gtk_list_view_get_single_click_activate(pointer) != 0 }
        nonmutating set { gtk_list_view_set_single_click_activate(pointer, newValue ? 1 : 0) }
    }

    /// A row activated, with its position.
    @discardableResult
    func onActivate(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connectUInt(raw, "activate") { _, position in handler(Int(position)) })
    }
}
