import CAdw
import CGtk

/// A menu button's text never cut (the day and its year, a market period's name): a narrow header has no room
/// for "2018년 12월 28일–30일" on one line, and GtkCenterLayout laid a wrapping title over the buttons beside it,
/// so the caller gives the lines (`NarrowTitle`) and they are centred. GTK 4.8 makes a new label for each text:
/// call again after every new one. A wide header keeps GTK's "…" as the last resort: a label never cut asks for
/// its whole width, which held the window wider than the size it was given.
@MainActor
enum ButtonLabel {
    static func fit(_ button: MenuButton, whole: Bool) {
        var w = button.firstChild
        while let current = w, !G_TYPE_CHECK_INSTANCE_TYPE(current.raw, gtk_label_get_type()) { w = current.firstChild }
        guard let found = w else { return }
        let label = Label(unchecked: found)
        label.ellipsize = whole ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END
        label.justification = GTK_JUSTIFY_CENTER
    }
}
