import BoxOfficeCore
import CAdw
import CGtk

/// The Ctrl+? window listing every shortcut the app has, built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    /// One keyboard shortcut. With an action, the keys are installed as its accelerators; without one
    /// (keys GTK handles itself), the entry only documents them.
    struct Shortcut {
        let action: (any Actionable)?
        let keys: [String]
        let title: String

        /// An action's shortcut: its keys are those its enum installs.
        init(_ action: any Actionable, title: String) {
            self.action = action
            keys = Actions.keys(for: action)
            self.title = title
        }

        /// Keys GTK handles itself, only documented here.
        init(action: Never?, keys: [String], title: String) {
            self.action = nil
            self.keys = keys
            self.title = title
        }
    }

    /// Every shortcut the app has, as this window lists them.
    /// The window's title: the main menu's item without its mnemonic.
    static var title: String {
        // "_Keyboard Shortcuts", "키보드 단축키(_K)": the mnemonic goes, with its brackets in Korean.
        let label = tr("_Keyboard Shortcuts")
        let bracketed = label.range(of: #"\(_[^)]\)$"#, options: .regularExpression)
        return (bracketed.map { String(label[..<$0.lowerBound]) } ?? label).replacingOccurrences(of: "_", with: "")
    }

    static var sections: [(title: String, shortcuts: [Shortcut])] {
        [
            (
                tr("Box Office"),
                [
                    Shortcut(WinAction.refresh, title: tr("Refresh")),
                    Shortcut(WinAction.previousDay, title: tr("Previous day")),
                    Shortcut(WinAction.nextDay, title: tr("Next day")),
                    Shortcut(WinAction.latestDay, title: tr("Latest day")),
                    Shortcut(WinAction.showList, title: tr("Show as list")),
                    Shortcut(WinAction.showGrid, title: tr("Show as grid")),
                    Shortcut(WinAction.showTable, title: tr("Show as table")),
                    Shortcut(WinAction.copy, title: tr("Copy the chart")),
                    Shortcut(WinAction.exportCSV, title: tr("Export as CSV")),
                    Shortcut(WinAction.copyImage, title: tr("Copy the chart or the market as an image")),
                    Shortcut(WinAction.saveImage, title: tr("Save the chart or the market as an image")),
                    Shortcut(WinAction.print, title: tr("Print the chart or the market")),
                    Shortcut(action: nil, keys: ["Return"], title: tr("Open the selected movie")),
                    Shortcut(WinAction.find, title: tr("Find a film in the chart")),
                    Shortcut(AppAction.search, title: tr("Search KOBIS for films, people and companies"))
                ]
            ),
            (
                tr("Charts"),
                [
                    Shortcut(WinAction.chartKind.with(ChartKind.daily.rawValue), title: tr("Daily chart")),
                    Shortcut(WinAction.chartKind.with(ChartKind.weekend.rawValue), title: tr("Weekend chart")),
                    Shortcut(WinAction.chartKind.with(ChartKind.week.rawValue), title: tr("Week chart")),
                    Shortcut(WinAction.chartKind.with(ChartKind.weekdays.rawValue), title: tr("Weekdays chart")),
                    Shortcut(WinAction.resetSegment, title: tr("All films nationwide"))
                ]
            ),
            (
                tr("A Film's Window"),
                [
                    Shortcut(FilmAction.follow, title: tr("Follow or unfollow the film")),
                    Shortcut(RunAction.copy, title: tr("Copy the film's run")),
                    Shortcut(RunAction.export, title: tr("Export the film's run as CSV")),
                    Shortcut(RunAction.copyImage, title: tr("Copy the film's run as an image")),
                    Shortcut(RunAction.saveImage, title: tr("Save the film's run as an image")),
                    Shortcut(RunAction.print, title: tr("Print the film's run")),
                    Shortcut(RunAction.similar, title: tr("Show or hide similar runs"))
                ]
            ),
            (
                tr("Market"),
                [
                    Shortcut(WinAction.view.with("chart"), title: tr("Show the box office")),
                    Shortcut(WinAction.view.with("market"), title: tr("Show the market")),
                    Shortcut(WinAction.marketScope.with("year"), title: tr("The market of a year")),
                    Shortcut(WinAction.marketScope.with("month"), title: tr("The market of a month")),
                    Shortcut(WinAction.marketScope.with("weekends"), title: tr("The weekends of a year")),
                    Shortcut(WinAction.fillMarket, title: tr("Fill the days the market lacks"))
                ]
            ),
            (
                tr("General"),
                [
                    Shortcut(WinAction.showHelpOverlay, title: tr("Keyboard shortcuts")),
                    Shortcut(action: nil, keys: ["F10"], title: tr("Main menu")),
                    Shortcut(AppAction.following, title: tr("Followed films")),
                    Shortcut(AppAction.preferences, title: tr("Preferences")),
                    Shortcut(WindowAction.close, title: tr("Close the window")),
                    Shortcut(action: nil, keys: ["Escape"], title: tr("Close a movie's window")),
                    Shortcut(AppAction.quit, title: tr("Quit"))
                ]
            )
        ]
    }

    /// The keys installed for `action`, as its enum has them.
    static func keys(for action: some Actionable) -> [String] { Actions.keys(for: action) }

    /// A control's tooltip with its action's first key from the table: "Refresh (F5)", "전날(Alt+왼쪽)".
    static func tooltip(_ title: String, for action: some Actionable) -> String {
        guard let key = keys(for: action).first else { return title }
        return tr("{title} ({key})", ["title": title, "key": keyLabel(key)])
    }

    /// "<Control>2" as people read it: "Ctrl+2"; "<Alt>Left" as "Alt+Left" (translated: "Alt+왼쪽").
    static func keyLabel(_ accelerator: String) -> String {
        var rest = Substring(accelerator)
        var parts: [String] = []
        let modifiers = [
            "<Control>": "Ctrl", "<Primary>": "Ctrl", "<Alt>": "Alt", "<Shift>": "Shift", "<Super>": "Super"
        ]
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let modifier = String(rest[...end])
            parts.append(modifiers[modifier] ?? String(modifier.dropFirst().dropLast()))
            rest = rest[rest.index(after: end)...]
        }
        switch rest {
        case "Left": parts.append(tr("Left"))
        case "Right": parts.append(tr("Right"))
        default: parts.append(rest.count == 1 ? rest.uppercased() : String(rest))
        }
        return parts.joined(separator: "+")
    }

    /// Builds the window and shows it over `parent`; GTK keeps it (as every toplevel) until it closes.
    static func present(over parent: Widget) {
        let builder = Builder(xml: xml)
        withExtendedLifetime(builder) {
            guard let window = builder.window("shortcuts") else { return }
            window.setTransient(for: parent)
            window.present()
        }
    }

    private static var xml: String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        // Titled as its menu item is (GTK's own title is "Shortcuts").
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<property name="title">\#(esc(title))</property>"#
        // One page of two columns of 23 lines (the box office and its charts; a film's window, the market and the
        // rest): with GTK's default of 15 lines a column, "General" went onto a second page (and its page switcher
        // logged size warnings).
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">main</property>"#
        xml += #"<property name="max-height">23</property>"#
        for section in sections {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(esc(section.title))</property>"#
            for item in section.shortcuts {
                let keys = item.keys.joined(separator: " ")
                xml +=
                    #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(esc(keys))</property>"#
                xml += #"<property name="title">\#(esc(item.title))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }
}
