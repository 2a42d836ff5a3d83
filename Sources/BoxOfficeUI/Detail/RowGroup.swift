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
    }

    @Owned var root: Widget = adw_preferences_group_new()
    private var rows: [KeptWidget] = []
    private let activatable: Bool
    /// With `activatable`: the row at this index (of the items shown) was activated.
    var onActivate: ((Int) -> Void)?

    /// `activatable` rows end in an arrow and are read out as "title, subtitle".
    init(activatable: Bool = false) {
        self.activatable = activatable
        gtk_widget_set_visible(root, 0)
        // libadwaita 1.2 ellipsizes a group's title: a weekend's ("Weekend box office, Dec 31, 2021–Jan 2, 2022")
        // lost its end in a 360 px window. Its first label; wrapped instead.
        if let title = Self.firstLabel(under: root) {
            gtk_label_set_ellipsize(cast(title), PANGO_ELLIPSIZE_NONE)
            gtk_label_set_wrap(cast(title), 1)
            gtk_label_set_wrap_mode(cast(title), PANGO_WRAP_WORD_CHAR)
        }
    }

    private static func firstLabel(under w: Widget) -> Widget? {
        var child = gtk_widget_get_first_child(w)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, gtk_label_get_type()) { return c }
            if let found = firstLabel(under: c) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    /// `items` under `title`; the group hides when there are none. Only what differs from what is shown is
    /// set: an unchanged text or a row's visibility set again would still make GTK measure it again.
    func show(_ title: String, _ items: [Item]) {
        adw_preferences_group_set_title(cast(root), Markup.escape(title))   // unchanged: ignored by libadwaita
        while rows.count < items.count { rows.append(KeptWidget(newRow(at: rows.count))) }
        for (index, row) in rows.enumerated() {
            let visible: gboolean = index < items.count ? 1 : 0
            if index < items.count {
                let item = items[index]
                adw_preferences_row_set_title(cast(row.widget), Markup.escape(item.title))
                adw_action_row_set_subtitle(cast(row.widget), Markup.escape(item.subtitle))
                if activatable { boxoffice_accessible_set_label(row.widget, "\(item.title), \(item.subtitle)") }
            }
            if gtk_widget_get_visible(row.widget) != visible { gtk_widget_set_visible(row.widget, visible) }
        }
        gtk_widget_set_visible(root, items.isEmpty ? 0 : 1)
    }

    /// Hidden until shown again, keeping its rows and texts (a window between two films).
    func hide() {
        gtk_widget_set_visible(root, 0)
    }

    func show(_ title: String, _ facts: [MovieDetailModel.Fact]) {
        show(title, facts.map { Item(title: $0.label, subtitle: $0.value) })
    }

    private func newRow(at index: Int) -> Widget {
        let row = RowGroup.row("", "")
        if activatable {
            gtk_list_box_row_set_activatable(cast(row), 1)
            adw_action_row_add_suffix(cast(row), gtk_image_new_from_icon_name("go-next-symbolic"))
            Signals.connect(row.raw, "activated") { [weak self] _ in self?.onActivate?(index) }
        }
        adw_preferences_group_add(cast(root), row)
        return row
    }

    static func row(_ title: String, _ subtitle: String) -> Widget {
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row), Markup.escape(title))
        adw_action_row_set_subtitle(cast(row), Markup.escape(subtitle))
        adw_action_row_set_title_lines(cast(row), 0)
        adw_action_row_set_subtitle_lines(cast(row), 0)
        return row
    }
}

/// A widget kept in an array: the reference is this value's, like `@Owned`.
struct KeptWidget {
    @Owned var widget: Widget
    init(_ widget: Widget) { _widget = Owned(wrappedValue: widget) }
}
