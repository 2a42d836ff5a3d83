import CAdw
import CGtk

/// A value over a GTK widget pointer of a known class (a `Label`, a `Box`, a `MenuButton` …): a plain
/// struct, so no allocation and no reference counting; who keeps the widget alive is still `@Owned` or
/// its parent. Methods read as Swift, and the compiler tells a label from a box. A bare `Widget` pointer
/// is one too, for widgets of any class.
protocol TypedWidget: GPointer {
    var widget: Widget { get }
}

extension TypedWidget {
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }
    /// For GTK calls on the widget's own class (its C type is opaque: `GtkLabel`, `GtkStack` …).
    var opaque: OpaquePointer { OpaquePointer(widget) }
    /// For GTK calls on a class with a public C struct (`GtkBox`, `AdwActionRow` …).
    func pointer<T>(to type: T.Type) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: type) }
}

extension UnsafeMutablePointer: TypedWidget where Pointee == GtkWidget {
    var widget: Widget { self }
}

@MainActor
extension TypedWidget {
    var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        nonmutating set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        nonmutating set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        nonmutating set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        nonmutating set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    var horizontalAlignment: GtkAlign {
        get { gtk_widget_get_halign(widget) }
        nonmutating set { gtk_widget_set_halign(widget, newValue) }
    }

    var verticalAlignment: GtkAlign {
        get { gtk_widget_get_valign(widget) }
        nonmutating set { gtk_widget_set_valign(widget, newValue) }
    }

    var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        nonmutating set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// It can take the keyboard focus itself (not only its children).
    var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        nonmutating set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
    var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// The tooltip alone (`describe` sets it with the accessible name).
    var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        nonmutating set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// Whether it shows a tooltip (set with `tooltip`, or answered at each hover through "query-tooltip").
    var hasTooltip: Bool {
        get { gtk_widget_get_has_tooltip(widget) != 0 }
        nonmutating set { gtk_widget_set_has_tooltip(widget, newValue ? 1 : 0) }
    }

    /// The window (or other root) it is in; nil while it is in none.
    var root: Widget? { gtk_widget_get_root(widget).map { $0.raw.assumingMemoryBound(to: GtkWidget.self) } }

    /// Moves the keyboard focus from it (or into it) in `direction`, as Tab does.
    @discardableResult
    func moveFocus(_ direction: GtkDirectionType) -> Bool { gtk_widget_child_focus(widget, direction) != 0 }

    func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }
    /// Adds or removes `name`.
    func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    /// Tooltip plus the same words as the accessible name; nothing when they are already these (an
    /// accessible name set again is sent to screen readers again).
    func describe(_ tooltip: String) {
        if self.tooltip == tooltip { return }
        self.tooltip = tooltip
        setAccessibleLabel(tooltip)
    }

    /// The name screen readers read (GTK's accessible label). A GtkMenuButton's focus is its inner button,
    /// which GTK 4.8 does not name after it (4.10 does): that button gets the name too, alone (GTK 4.8 adds
    /// the text of a "labelled-by" label after it: "필터: 전체 영화 전체 영화").
    func setAccessibleLabel(_ label: String) {
        boxoffice_accessible_set_label(widget, label)
        if G_TYPE_CHECK_INSTANCE_TYPE(raw, gtk_menu_button_get_type()), let inner = firstChild {
            inner.setOnlyName(label)
        }
    }

    /// `label` as the whole name: no "labelled-by" label's text added after it.
    func setOnlyName(_ label: String) {
        boxoffice_accessible_set_label(widget, label)
        gtk_accessible_reset_relation(cast(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// Says whether it is the chosen one of a radio group (`GTK_ACCESSIBLE_STATE_CHECKED`).
    func setAccessibleChecked(_ on: Bool) { boxoffice_accessible_set_checked(widget, on ? 1 : 0) }

    /// Keeps a decorative image (or any widget that says nothing the words beside it do not) out of the tree.
    func hideFromScreenReaders() { boxoffice_accessible_set_hidden(widget, 1) }
    func setAccessibleDescription(_ text: String) { boxoffice_accessible_set_description(widget, text) }

    @discardableResult
    func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    func setMargins(_ all: Int32) {
        gtk_widget_set_margin_top(widget, all)
        gtk_widget_set_margin_bottom(widget, all)
        gtk_widget_set_margin_start(widget, all)
        gtk_widget_set_margin_end(widget, all)
    }

    var parent: Widget? { gtk_widget_get_parent(widget) }

    /// Every widget inside it, depth first.
    var descendants: [Widget] { children.flatMap { [$0] + $0.descendants } }

    var firstChild: Widget? { gtk_widget_get_first_child(widget) }

    /// Its children, first to last.
    var children: [Widget] {
        var all: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            all.append(c)
            child = gtk_widget_get_next_sibling(c)
        }
        return all
    }

    /// The width it asks for when it may have any (its natural width, at any height).
    var naturalWidth: Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return natural
    }

    /// The smallest size it takes (-1: its natural one).
    func setSizeRequest(width: Int32, height: Int32) { gtk_widget_set_size_request(widget, width, height) }

    /// Children drawn outside it are cut (a poster frame's rounded corners).
    var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        nonmutating set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    var marginTop: Int32 {
        get { gtk_widget_get_margin_top(widget) }
        nonmutating set { gtk_widget_set_margin_top(widget, newValue) }
    }

    var marginBottom: Int32 {
        get { gtk_widget_get_margin_bottom(widget) }
        nonmutating set { gtk_widget_set_margin_bottom(widget, newValue) }
    }

    /// Start and end margins (left and right in a left-to-right language).
    func setHorizontalMargins(_ both: Int32) {
        gtk_widget_set_margin_start(widget, both)
        gtk_widget_set_margin_end(widget, both)
    }
}
