import CAdw
import CGtk

/// A GtkBox: children in a row or a column.
struct Box: TypedWidget {
    let widget: Widget
    var pointer: UnsafeMutablePointer<GtkBox> { widget.raw.assumingMemoryBound(to: GtkBox.self) }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Box {
    init(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [], _ children: [any TypedWidget] = [])
    {
        widget = gtk_box_new(orientation, spacing)
        for name in classes { addCSSClass(name) }
        for child in children { append(child) }
    }

    static func vertical(spacing: Int32 = 0, classes: [String] = [], _ children: [any TypedWidget] = []) -> Box {
        Box(GTK_ORIENTATION_VERTICAL, spacing: spacing, classes: classes, children)
    }

    static func horizontal(spacing: Int32 = 0, classes: [String] = [], _ children: [any TypedWidget] = []) -> Box {
        Box(GTK_ORIENTATION_HORIZONTAL, spacing: spacing, classes: classes, children)
    }

    /// The box takes a (floating) child; one already held elsewhere is shared.
    func append(_ child: some TypedWidget) { gtk_box_append(pointer, child.widget) }
    func remove(_ child: some TypedWidget) { gtk_box_remove(pointer, child.widget) }

    var orientation: GtkOrientation {
        get { gtk_orientable_get_orientation(OpaquePointer(widget)) }
        nonmutating set { gtk_orientable_set_orientation(OpaquePointer(widget), newValue) }
    }

    var spacing: Int32 {
        get { gtk_box_get_spacing(pointer) }
        nonmutating set { gtk_box_set_spacing(pointer, newValue) }
    }
}
