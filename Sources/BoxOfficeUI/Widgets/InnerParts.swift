import CAdw
import CGtk

/// What libadwaita 1.2 and GTK 4.8 build inside their own widgets, which a screen reader would otherwise read
/// by type name ("GtkImage", "GtkListBox", "GtkToggleButton"): the icons of a view switcher's pages, an expander
/// row's arrow, an entry row's pencil and a drop-down's arrow only repeat the words beside them, so they leave
/// the tree; an icon button (an entry row's Apply) is named by its tooltip; the list inside an expander row, and the row itself, are named by the row's title; a drop-down's
/// chosen item (a list item widget GTK 4.8 makes focusable inside the button) leaves the Tab order; an action
/// row's title and the widget it activates read once, without mnemonic marks.
@MainActor
enum InnerParts {
    /// Library widgets whose images are decoration.
    private static let decorated = [
        "AdwViewSwitcherButton", "AdwExpanderRow", "AdwEntryRow", "AdwSplitButton", "GtkDropDown"
    ]

    /// Mends every such part under `root` (a template when it is made; parts made later are not seen).
    static func mend(in root: Widget) {
        walk(root, inside: nil, expander: nil)
    }

    private static func walk(_ w: Widget, inside: GType?, expander: Widget?) {
        var inside = inside
        var expander = expander
        if let type = decorated.lazy.map(type(named:)).first(where: { $0 != 0 && isA(w, $0) }) { inside = type }
        if isA(w, adw_action_row_get_type()) { mendActionRow(w) }
        if isA(w, adw_expander_row_get_type()) {
            expander = w
            if !hasName(w) { nameByTitle(w, of: w) }
        } else if let expander, isA(w, gtk_list_box_get_type()), !hasName(w) {
            nameByTitle(w, of: expander)
        }
        if inside != nil, isA(w, gtk_image_get_type()), !hasName(w) { w.hideFromScreenReaders() }
        // An icon button of the library's (an entry row's Apply) has words only in its tooltip.
        if inside != nil, isA(w, gtk_button_get_type()), !hasName(w), let tip = gtk_widget_get_tooltip_text(w) {
            w.setOnlyName(String(cString: tip))
        }
        if let inside, inside == type(named: "GtkDropDown"), isA(w, type(named: "GtkListItemWidget")) {
            gtk_widget_set_focusable(w, 0)
        }
        for child in w.children { walk(child, inside: inside, expander: expander) }
    }

    /// A row with an underlined letter reads its title without the mark ("매일 확인", not "매일 확인(C)"); the
    /// widget it activates, named already, reads that name alone (GTK 4.8 adds the row's title after it).
    private static func mendActionRow(_ row: Widget) {
        if adw_preferences_row_get_use_underline(cast(row)) != 0, !hasName(row) { nameByTitle(row, of: row) }
        if let target = adw_action_row_get_activatable_widget(cast(row)), hasName(target) {
            gtk_accessible_reset_relation(cast(target), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        }
    }

    private static func nameByTitle(_ w: Widget, of row: Widget) {
        guard let title = adw_preferences_row_get_title(cast(row)) else { return }
        let text = MnemonicNames.plain(String(cString: title))
        if !text.isEmpty { w.setOnlyName(text) }
    }

    private static func type(named name: String) -> GType { g_type_from_name(name) }
    private static func isA(_ w: Widget, _ type: GType) -> Bool { type != 0 && G_TYPE_CHECK_INSTANCE_TYPE(w.raw, type) }
    private static func hasName(_ w: Widget) -> Bool {
        gtk_test_accessible_has_property(cast(w), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0
    }
}
