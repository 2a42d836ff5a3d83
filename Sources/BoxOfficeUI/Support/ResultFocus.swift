import CGtk

/// Where the keyboard goes when results the user asked for arrive (a search run by Enter, Upcoming Films read
/// or failed): GTK 4.8 has no announce call (`gtk_accessible_announce` is 4.14), so the focus moves to the label
/// that says what came, named with it, and Orca reads the name of the object that takes the focus. Never an
/// unnamed pane: the label is made selectable, the one way a GtkLabel takes the keyboard (its text is then
/// selected, which marks the focus).
@MainActor
enum ResultFocus {
    /// Makes `labels` Tab stops for as long as they are shown, from the start: a screen-reader user who heard
    /// the count once expects Tab and Shift+Tab to find it again, and a stop that appeared only after a focus
    /// move (a search typed, not entered, had none) would make the same window's Tab order differ by history.
    static func keep(_ labels: Label...) {
        for label in labels { label.isSelectable = true }
    }

    /// Names `label` (after its text is set: GTK renames a label with each text) and gives it the keyboard.
    @discardableResult
    static func move(to label: Label, named name: String) -> Bool {
        label.isSelectable = true
        label.setAccessibleLabel(name)
        return label.grabFocus()
    }
}
