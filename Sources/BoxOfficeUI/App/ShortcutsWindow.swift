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
            (
                tr("Box Office"),
                [
                    Shortcut(action: WinAction.refresh, keys: ["F5", "<Control>r"], title: tr("Refresh")),
                    Shortcut(action: WinAction.previousDay, keys: ["<Alt>Left"], title: tr("Previous day")),
                    Shortcut(action: WinAction.nextDay, keys: ["<Alt>Right"], title: tr("Next day")),
                    Shortcut(action: WinAction.latestDay, keys: ["<Control>t"], title: tr("Latest day")),
                    Shortcut(action: WinAction.showList, keys: ["<Control>1"], title: tr("Show as list")),
                    Shortcut(action: WinAction.showGrid, keys: ["<Control>2"], title: tr("Show as grid")),
                    Shortcut(action: WinAction.showTable, keys: ["<Control>3"], title: tr("Show as table")),
                    Shortcut(action: WinAction.copy, keys: ["<Control>c"], title: tr("Copy the chart")),
                    Shortcut(action: WinAction.exportCSV, keys: ["<Control>e"], title: tr("Export as CSV")),
                    Shortcut(
                        action: WinAction.copyImage, keys: ["<Shift><Control>c"],
                        title: tr("Copy the chart or the market as an image")),
                    Shortcut(
                        action: WinAction.saveImage, keys: ["<Shift><Control>s"],
                        title: tr("Save the chart or the market as an image")),
                    Shortcut(action: WinAction.print, keys: ["<Control>p"], title: tr("Print the chart or the market")),
                    Shortcut(action: nil, keys: ["Return"], title: tr("Open the selected movie")),
                    Shortcut(action: WinAction.find, keys: ["<Control>f"], title: tr("Find a film in the chart")),
                    Shortcut(
                        action: AppAction.search, keys: ["<Control>k"],
                        title: tr("Search KOBIS for films, people and companies"))
                ]
            ),
            (
                tr("Charts"),
                [
                    Shortcut(
                        action: WinAction.chartKind.with(ChartKind.daily.rawValue), keys: ["<Alt>1"],
                        title: tr("Daily chart")),
                    Shortcut(
                        action: WinAction.chartKind.with(ChartKind.weekend.rawValue), keys: ["<Alt>2"],
                        title: tr("Weekend chart")),
                    Shortcut(
                        action: WinAction.chartKind.with(ChartKind.week.rawValue), keys: ["<Alt>3"],
                        title: tr("Week chart")),
                    Shortcut(
                        action: WinAction.chartKind.with(ChartKind.weekdays.rawValue), keys: ["<Alt>4"],
                        title: tr("Weekdays chart")),
                    Shortcut(action: WinAction.resetSegment, keys: ["<Alt>0"], title: tr("All films nationwide"))
                ]
            ),
            (
                tr("A Film's Window"),
                [
                    Shortcut(action: FilmAction.follow, keys: ["<Control>d"], title: tr("Follow or unfollow the film")),
                    Shortcut(action: RunAction.copy, keys: ["<Control>c"], title: tr("Copy the film's run")),
                    Shortcut(action: RunAction.export, keys: ["<Control>e"], title: tr("Export the film's run as CSV")),
                    Shortcut(
                        action: RunAction.copyImage, keys: ["<Shift><Control>c"],
                        title: tr("Copy the film's run as an image")),
                    Shortcut(
                        action: RunAction.saveImage, keys: ["<Shift><Control>s"],
                        title: tr("Save the film's run as an image")),
                    Shortcut(action: RunAction.print, keys: ["<Control>p"], title: tr("Print the film's run")),
                    Shortcut(
                        action: RunAction.similar, keys: ["<Control>l"],
                        title: tr("Show or hide similar runs"))
                ]
            ),
            (
                tr("Market"),
                [
                    Shortcut(
                        action: WinAction.view.with("chart"), keys: ["<Control>b"], title: tr("Show the box office")),
                    Shortcut(action: WinAction.view.with("market"), keys: ["<Control>m"], title: tr("Show the market")),
                    Shortcut(
                        action: WinAction.marketScope.with("year"), keys: ["<Alt>y"], title: tr("The market of a year")),
                    Shortcut(
                        action: WinAction.marketScope.with("month"), keys: ["<Alt>m"],
                        title: tr("The market of a month")),
                    Shortcut(
                        action: WinAction.marketScope.with("weekends"), keys: ["<Alt>w"],
                        title: tr("The weekends of a year")),
                    Shortcut(
                        action: WinAction.fillMarket, keys: ["<Shift><Control>f"],
                        title: tr("Fill the days the market lacks"))
                ]
            ),
            (
                tr("General"),
                [
                    Shortcut(
                        action: WinAction.showHelpOverlay, keys: ["<Control>question"], title: tr("Keyboard shortcuts")),
                    Shortcut(action: nil, keys: ["F10"], title: tr("Main menu")),
                    Shortcut(action: AppAction.help, keys: ["F1"], title: tr("Help")),
                    Shortcut(action: AppAction.following, keys: ["<Shift><Control>d"], title: tr("Followed films")),
                    Shortcut(action: AppAction.preferences, keys: ["<Control>comma"], title: tr("Preferences")),
                    Shortcut(action: WindowAction.close, keys: ["<Control>w"], title: tr("Close the window")),
                    Shortcut(action: nil, keys: ["Escape"], title: tr("Close a movie's window")),
                    Shortcut(action: AppAction.quit, keys: ["<Control>q"], title: tr("Quit"))
                ]
            )
        ]
    }

    /// The keys installed for `action`, as the table has them.
    static func keys(for action: some Actionable) -> [String] {
        sections.lazy.flatMap(\.shortcuts).first { $0.action?.isSame(as: action) ?? false }?.keys ?? []
    }

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
        // One page of two columns of 24 lines (the box office and its charts; a film's window, the market and the
        // rest): with GTK's default of 15 lines a column, "General" went onto a second page (and its page switcher
        // logged size warnings).
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">main</property>"#
        xml += #"<property name="max-height">24</property>"#
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
