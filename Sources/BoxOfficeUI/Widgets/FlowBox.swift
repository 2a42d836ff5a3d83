import CAdw
import CGtk

/// A GtkFlowBox: children in lines that wrap to the width given (the Market view's figures: four in a row
/// in a wide window, one under another at 360 px).
struct FlowBox: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension FlowBox {
    /// Nothing is selected or focused in it: its children are figures to read, not items to choose.
    init(maxPerLine: UInt32, classes: [String] = []) {
        widget = gtk_flow_box_new()
        gtk_flow_box_set_selection_mode(pointer, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(pointer, 1)
        gtk_flow_box_set_max_children_per_line(pointer, maxPerLine)
        gtk_flow_box_set_min_children_per_line(pointer, 1)
        gtk_flow_box_set_column_spacing(pointer, 12)
        gtk_flow_box_set_row_spacing(pointer, 12)
        for name in classes { addCSSClass(name) }
    }

    /// The child is wrapped in a GtkFlowBoxChild, made unfocusable (Tab goes past the figures) and named `name`
    /// (a screen reader reads the wrapper, a table cell, by its type name otherwise).
    func append(_ child: some TypedWidget, name: String) {
        gtk_flow_box_insert(pointer, child.widget, -1)
        guard let wrapper = gtk_widget_get_parent(child.widget) else { return }
        gtk_widget_set_focusable(wrapper, 0)
        wrapper.setOnlyName(name)
    }

    func removeAll() {
        while let child = gtk_flow_box_get_child_at_index(pointer, 0) {
            gtk_flow_box_remove(pointer, child.raw.assumingMemoryBound(to: GtkWidget.self))
        }
    }
}
