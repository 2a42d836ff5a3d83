import CGtk

/// Where the keyboard goes when results the user asked for arrive (a search run by Enter, Upcoming Films read):
/// GTK 4.8 has no announce call (`gtk_accessible_announce` is 4.14), so the focus moves to the label that says
/// what came, named with it, and Orca reads the name of the object that takes the focus. Never an unnamed pane:
/// the label is made selectable, the one way a GtkLabel takes the keyboard (its text is then selected, which
/// marks the focus), and stays a Tab stop, so the count can be found again.
@MainActor
enum ResultFocus {
    /// Names `label` (after its text is set: GTK renames a label with each text) and gives it the keyboard.
    @discardableResult
    static func move(to label: Label, named name: String) -> Bool {
        label.isSelectable = true
        label.setAccessibleLabel(name)
        return label.grabFocus()
    }
}
