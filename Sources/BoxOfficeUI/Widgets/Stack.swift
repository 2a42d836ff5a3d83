import CAdw
import CGtk

/// A GtkStack: named pages, one shown at a time.
struct Stack: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Stack {
    init() { widget = gtk_stack_new() }

    func addNamed(_ child: some TypedWidget, _ name: String) { gtk_stack_add_named(pointer, child.widget, name) }

    var isTransitionRunning: Bool { gtk_stack_get_transition_running(pointer) != 0 }

    /// Shows the page `name` with the stack's own transition.
    func show(_ name: String) { gtk_stack_set_visible_child_name(pointer, name) }

    var visibleChildName: String? { gtk_stack_get_visible_child_name(pointer).map { String(cString: $0) } }

    func show(_ name: String, transition: GtkStackTransitionType) {
        gtk_stack_set_visible_child_full(pointer, name, transition)
    }

    var transition: GtkStackTransitionType {
        get { gtk_stack_get_transition_type(pointer) }
        nonmutating set { gtk_stack_set_transition_type(pointer, newValue) }
    }

    var transitionDuration: UInt32 {
        get { gtk_stack_get_transition_duration(pointer) }
        nonmutating set { gtk_stack_set_transition_duration(pointer, newValue) }
    }

    /// False: a page not shown does not hold the stack wide.
    var isHorizontallyHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(pointer) != 0 }
        nonmutating set { gtk_stack_set_hhomogeneous(pointer, newValue ? 1 : 0) }
    }
}
