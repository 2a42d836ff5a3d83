import CAdw
import CGtk

/// A GtkSingleSelection over another model (which it keeps alive).
@MainActor
final class SingleSelection: ListModel {
    let listModel: OpaquePointer
    /// The model it selects in, kept so the Swift side never outlives what it reads.
    let model: any ListModel

    /// With nothing chosen at first and a choice that can be undone, as the chart's views want.
    init(_ model: some ListModel) {
        self.model = model
        listModel = gtk_single_selection_new(model.newReference())
        gtk_single_selection_set_autoselect(listModel, 0)
        gtk_single_selection_set_can_unselect(listModel, 1)
    }

    isolated deinit { g_object_unref(listModel.raw) }

    /// The selected position, nil when none.
    var selected: Int? {
        let position = gtk_single_selection_get_selected(listModel)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }
}
