import CAdw
import CGtk

/// A GtkLabel.
struct Label: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    /// A widget known to be a GtkLabel (one GTK made, found in a tree).
    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Label {
    init(_ text: String = "", classes: [String] = [], xalign: Float = 0, wrap: Bool = false, selectable: Bool = false) {
        widget = gtk_label_new(text)
        self.xalign = xalign
        if wrap {
            wraps = true
            wrapMode = PANGO_WRAP_WORD_CHAR
        }
        if selectable { isSelectable = true }
        for name in classes { addCSSClass(name) }
    }

    var text: String {
        get { String(cString: gtk_label_get_text(pointer)) }
        nonmutating set { gtk_label_set_text(pointer, newValue) }
    }

    /// Shows `text`, or hides the label when there is none (nil or "").
    func show(_ text: String?) {
        self.text = text ?? ""
        isVisible = !(text ?? "").isEmpty
    }

    /// Pango markup (escape outside text with `Markup.escape`).
    func setMarkup(_ markup: String) { gtk_label_set_markup(pointer, markup) }

    var xalign: Float {
        get { gtk_label_get_xalign(pointer) }
        nonmutating set { gtk_label_set_xalign(pointer, newValue) }
    }

    var wraps: Bool {
        get { gtk_label_get_wrap(pointer) != 0 }
        nonmutating set { gtk_label_set_wrap(pointer, newValue ? 1 : 0) }
    }

    var wrapMode: PangoWrapMode {
        get { gtk_label_get_wrap_mode(pointer) }
        nonmutating set { gtk_label_set_wrap_mode(pointer, newValue) }
    }

    /// How the lines of a wrapped text line up with each other.
    var justification: GtkJustification {
        get { gtk_label_get_justify(pointer) }
        nonmutating set { gtk_label_set_justify(pointer, newValue) }
    }

    var isSelectable: Bool {
        get { gtk_label_get_selectable(pointer) != 0 }
        nonmutating set { gtk_label_set_selectable(pointer, newValue ? 1 : 0) }
    }

    var ellipsize: PangoEllipsizeMode {
        get { gtk_label_get_ellipsize(pointer) }
        nonmutating set { gtk_label_set_ellipsize(pointer, newValue) }
    }

    var yalign: Float {
        get { gtk_label_get_yalign(pointer) }
        nonmutating set { gtk_label_set_yalign(pointer, newValue) }
    }

    /// A wrapping label cut to at most `lines` lines, the last ending in "…". Such a label with no width
    /// of its own measures wrong in GTK 4.8 when asked for its width at a given height (as a centred
    /// frame or a card asks): its minimum is the width of "…", but its natural width is the narrowest
    /// that fits the height, one glyph when the height is ample, and GTK warns "reported min width 13
    /// and natural width 12". A minimum width in characters is where both of its searches start, so the
    /// natural width is never below the minimum. Six characters fit every frame these labels sit in.
    func limitLines(_ lines: Int32) {
        self.lines = lines
        ellipsize = PANGO_ELLIPSIZE_END
        widthChars = 6
    }

    var maxWidthChars: Int32 {
        get { gtk_label_get_max_width_chars(pointer) }
        nonmutating set { gtk_label_set_max_width_chars(pointer, newValue) }
    }

    var widthChars: Int32 {
        get { gtk_label_get_width_chars(pointer) }
        nonmutating set { gtk_label_set_width_chars(pointer, newValue) }
    }

    var lines: Int32 {
        get { gtk_label_get_lines(pointer) }
        nonmutating set { gtk_label_set_lines(pointer, newValue) }
    }

    /// Whether part of its text is selected (a selectable label).
    var hasSelection: Bool {
        var start: Int32 = 0
        var end: Int32 = 0
        return gtk_label_get_selection_bounds(pointer, &start, &end) != 0
    }

    /// Whether the text is cut ("…") at its width now.
    var isEllipsized: Bool {
        guard let layout = gtk_label_get_layout(pointer) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// The label keeps its own reference to the list (GTK refs it): ours is dropped here.
    func setAttributes(_ build: (OpaquePointer) -> Void) {
        let attributes = pango_attr_list_new()!
        build(attributes)
        gtk_label_set_attributes(pointer, attributes)
        pango_attr_list_unref(attributes)
    }
}
