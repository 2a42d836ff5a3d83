import CAdw
import CGtk

/// A GtkStringList.
@MainActor
final class StringList: ListModel {
    let listModel: OpaquePointer

    init(_ strings: [String] = []) {
        listModel = withCStrings(strings) { gtk_string_list_new($0) }
    }

    isolated deinit { g_object_unref(listModel.raw) }

    func replaceAll(with strings: [String]) {
        let count = g_list_model_get_n_items(listModel)
        withCStrings(strings) { gtk_string_list_splice(listModel, 0, count, $0) }
    }
}
