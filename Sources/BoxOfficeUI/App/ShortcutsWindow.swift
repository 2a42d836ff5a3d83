import BoxOfficeCore
import CAdw
import CGtk

/// The Ctrl+? window listing every shortcut the app has, built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    /// One keyboard shortcut. With an action, the keys are installed as its accelerators; without one
    /// (keys GTK handles itself), the entry only documents them.
    struct Shortcut {
        let action: String?
        let keys: [String]
        let title: String
    }

    /// Every shortcut the app has: the single source for the accelerators and for this window.
    /// The window's title: the main menu's item without its mnemonic.
    static var title: String {
        // "_Keyboard Shortcuts", "키보드 단축키(_K)": the mnemonic goes, with its brackets in Korean.
        let label = tr("_Keyboard Shortcuts")
        let bracketed = label.range(of: #"\(_[^)]\)$"#, options: .regularExpression)
        return (bracketed.map { String(label[..<$0.lowerBound]) } ?? label).replacingOccurrences(of: "_", with: "")
    }

    static var sections: [(title: String, shortcuts: [Shortcut])] {
        [
            (tr("Box Office"), [
                Shortcut(action: "win.refresh", keys: ["F5", "<Control>r"], title: tr("Refresh")),
                Shortcut(action: "win.previous-day", keys: ["<Alt>Left"], title: tr("Previous day")),
                Shortcut(action: "win.next-day", keys: ["<Alt>Right"], title: tr("Next day")),
                Shortcut(action: "win.latest-day", keys: ["<Control>t"], title: tr("Latest day")),
                Shortcut(action: "win.show-list", keys: ["<Control>1"], title: tr("Show as list")),
                Shortcut(action: "win.show-grid", keys: ["<Control>2"], title: tr("Show as grid")),
                Shortcut(action: "win.show-table", keys: ["<Control>3"], title: tr("Show as table")),
                Shortcut(action: "win.copy", keys: ["<Control>c"], title: tr("Copy the chart")),
                Shortcut(action: "win.export-csv", keys: ["<Control>e"], title: tr("Export as CSV")),
                Shortcut(action: nil, keys: ["Return"], title: tr("Open the selected movie")),
                Shortcut(action: "win.find", keys: ["<Control>f"], title: tr("Find a film in the chart")),
                Shortcut(action: "app.search", keys: ["<Control>k"], title: tr("Search KOBIS for films, people and companies")),
            ]),
            (tr("A Film's Window"), [
                Shortcut(action: "run.copy", keys: ["<Control>c"], title: tr("Copy the film's run")),
                Shortcut(action: "run.export", keys: ["<Control>e"], title: tr("Export the film's run as CSV")),
            ]),
            (tr("Charts"), [
                Shortcut(action: "win.chart-kind::daily", keys: ["<Alt>1"], title: tr("Daily chart")),
                Shortcut(action: "win.chart-kind::weekend", keys: ["<Alt>2"], title: tr("Weekend chart")),
                Shortcut(action: "win.chart-kind::week", keys: ["<Alt>3"], title: tr("Week chart")),
                Shortcut(action: "win.chart-kind::weekdays", keys: ["<Alt>4"], title: tr("Weekdays chart")),
                Shortcut(action: "win.reset-segment", keys: ["<Alt>0"], title: tr("All films nationwide")),
            ]),
            (tr("General"), [
                Shortcut(action: "win.show-help-overlay", keys: ["<Control>question"], title: tr("Keyboard shortcuts")),
                Shortcut(action: nil, keys: ["F10"], title: tr("Main menu")),
                Shortcut(action: "app.preferences", keys: ["<Control>comma"], title: tr("Preferences")),
                Shortcut(action: "window.close", keys: ["<Control>w"], title: tr("Close the window")),
                Shortcut(action: nil, keys: ["Escape"], title: tr("Close a movie's window")),
                Shortcut(action: "app.quit", keys: ["<Control>q"], title: tr("Quit")),
            ]),
        ]
    }

    static func make() -> Widget {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        // Titled as its menu item is (GTK's own title is "Shortcuts").
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<property name="title">\#(esc(title))</property>"#
        // One page: with GTK's default of 15 lines a column, the film window's group pushed "General" onto a
        // second page (and its page switcher logged size warnings).
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">main</property>"#
        xml += #"<property name="max-height">18</property>"#
        for section in sections {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(esc(section.title))</property>"#
            for item in section.shortcuts {
                let keys = item.keys.joined(separator: " ")
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(esc(keys))</property>"#
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
