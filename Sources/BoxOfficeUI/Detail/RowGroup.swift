import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A preferences group of title-and-subtitle rows that is filled again for each film a window shows: its
/// rows are kept and their texts changed, extra rows hidden, so another film makes no new widgets (new
/// widgets are most of a window's first frame: their styles). Subtitles wrap without limit, so nothing is
/// cut off at large text sizes.
@MainActor
final class RowGroup {
    struct Item: Equatable {
        let title: String
        let subtitle: String
        /// With `activatable`: the action Enter or a click on the row fires (`app.open-company` with a code).
        var opens: TargetedAction? = nil
    }

    /// The group, read where its template's children keep it (`ui.day`, `ui.milestones`, …).
    private let group: @MainActor () -> PreferencesGroup
    var root: PreferencesGroup { group() }
    private var rows: [KeptWidget<ActionRow>] = []
    private let activatable: Bool

    /// `activatable` rows end in an arrow and are read out as "title, subtitle". `group`: reads the group from the
    /// children of the template that declares it (`{ [ui] in ui.day }`), which own it.
    init(activatable: Bool = false, _ group: @escaping @MainActor () -> PreferencesGroup) {
        self.group = group
        self.activatable = activatable
        self.root.isVisible = false
        // libadwaita 1.2 ellipsizes a group's title: a weekend's ("Weekend box office, Dec 31, 2021–Jan 2, 2022")
        // lost its end in a 360 px window. Its first label; wrapped instead.
        if let title = Self.firstLabel(under: self.root.widget) {
            title.ellipsize = PANGO_ELLIPSIZE_NONE
            title.wraps = true
            title.wrapMode = PANGO_WRAP_WORD_CHAR
        }
    }

    private static func firstLabel(under w: Widget) -> Label? {
        var child = gtk_widget_get_first_child(w)
        while let c = child {
            // Checked just now
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, gtk_label_get_type()) { return Label(unchecked: c) }
            if let found = firstLabel(under: c) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// `items` under `title`; the group hides when there are none. Only what differs from what is shown is
    /// set: an unchanged text or a row's visibility set again would still make GTK measure it again.
    func show(_ title: String, _ items: [Item]) {
        root.setTitle(title)  // unchanged: ignored by libadwaita
        while rows.count < items.count { rows.append(KeptWidget(newRow())) }
        for (index, kept) in rows.enumerated() {
            let row = kept.widget
            let visible = index < items.count
            if visible {
                let item = items[index]
                row.setTitle(item.title)
                row.subtitle = item.subtitle
                if activatable {
                    row.setAccessibleLabel("\(item.title), \(item.subtitle)")
                    Actions.bind(row.widget, to: item.opens)
                }
            }
            if row.isVisible != visible { row.isVisible = visible }
        }
        root.isVisible = !items.isEmpty
    }

    /// Hidden until shown again, keeping its rows and texts (a window between two films).
    func hide() {
        root.isVisible = false
    }

    func show(_ title: String, _ facts: [FilmDetailModel.Fact]) {
        show(title, facts.map { Item(title: $0.label, subtitle: $0.value) })
    }

    private func newRow() -> ActionRow {
        let row = RowGroup.row("", "")
        if activatable {
            row.isActivatable = true
            row.addSuffix(Image(icon: "go-next-symbolic"))
        }
        root.add(row)
        return row
    }

    static func row(_ title: String, _ subtitle: String) -> ActionRow {
        let row = ActionRow(title: title, subtitle: subtitle)
        row.titleLines = 0
        row.subtitleLines = 0
        return row
    }
}
