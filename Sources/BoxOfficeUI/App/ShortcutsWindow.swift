import BoxOfficeCore
import CAdw
import CGtk

/// The Ctrl+? window listing every shortcut the app has, built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    static let shortcuts: [(section: String, items: [(keys: String, title: String)])] = [
        (tr("Box Office"), [
            ("F5 <Control>r", tr("Refresh")),
            ("<Alt>Left", tr("Previous day")),
            ("<Alt>Right", tr("Next day")),
            ("<Control>t Home", tr("Latest day")),
            ("<Control>1", tr("Show as list")),
            ("<Control>2", tr("Show as grid")),
            ("Return", tr("Open the selected movie")),
        ]),
        (tr("General"), [
            ("<Control>question", tr("Keyboard shortcuts")),
            ("F10", tr("Main menu")),
            ("<Control>comma", tr("Preferences")),
            ("Escape <Control>w", tr("Close the window")),
            ("<Control>q", tr("Quit")),
        ]),
    ]

    static func make() -> Widget {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">main</property>"#
        for section in shortcuts {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(esc(section.section))</property>"#
            for item in section.items {
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(esc(item.keys))</property>"#
                xml += #"<property name="title">\#(esc(item.title))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(builder.raw) }
        let window = widget(gtk_builder_get_object(builder, "shortcuts")!)
        g_object_ref(window.raw)   // outlive the builder
        return window
    }
}
