import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The header bar: refresh; previous day, date, next day; filter button, layout toggle, primary menu.
/// The chart-kind switch sits in a bar below it. The header is one line whatever is chosen.
@MainActor
final class HeaderControls {
    @Owned var root: Widget = adw_header_bar_new()
    let dateButton: DateButton
    let choices: ChartChoices
    /// Below the header: the chart-kind switch, centred (the header has no room for it at 920 px).
    @Owned var kindBar: Widget = Build.box(GTK_ORIENTATION_HORIZONTAL, classes: ["kind-bar"])
    /// A narrow window's active segment ("다양성 영화 · 서울시"), in one line beside the kind switch: the
    /// filter button that names it is in the menu then. Under the date it made the header a line taller,
    /// and the header has no room left beside a weekly range and three window buttons.
    @Owned var segmentLabel: Widget = Build.label("", classes: ["caption", "segment-label"])
    @Owned var refresh: Widget = Build.iconButton("view-refresh-symbolic", tooltip: tr("Refresh (F5)"), action: "win.refresh")
    @Owned var previous: Widget = Build.iconButton("go-previous-symbolic", tooltip: tr("Previous Day (Alt+Left)"), action: "win.previous-day")
    @Owned var next: Widget = Build.iconButton("go-next-symbolic", tooltip: tr("Next Day (Alt+Right)"), action: "win.next-day")
    @Owned var layoutToggle: Widget = Build.iconButton("view-grid-symbolic", tooltip: tr("Show as Grid"), action: "win.toggle-layout")
    @Owned var menuButton: Widget = gtk_menu_button_new()

    init(model: ChartViewModel) {
        dateButton = DateButton(model: model)
        choices = ChartChoices(model: model)
        gtk_widget_set_halign(choices.kindSwitch, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(choices.kindSwitch, 1)
        gtk_box_append(cast(kindBar), choices.kindSwitch)
        gtk_box_append(cast(kindBar), segmentLabel)
        let navigation = Build.box(GTK_ORIENTATION_HORIZONTAL, classes: ["linked", "date-navigation"], [previous, dateButton.root, next])
        gtk_widget_set_halign(navigation, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(navigation, GTK_ALIGN_CENTER)
        adw_header_bar_set_title_widget(cast(root), navigation)
        gtk_label_set_ellipsize(cast(segmentLabel), PANGO_ELLIPSIZE_END)   // a long segment never widens the window
        gtk_label_set_max_width_chars(cast(segmentLabel), 14)
        CutText.tooltipWhenCut(segmentLabel)
        adw_header_bar_pack_start(cast(root), refresh)
        adw_header_bar_pack_end(cast(root), menuButton)
        adw_header_bar_pack_end(cast(root), layoutToggle)
        adw_header_bar_pack_end(cast(root), choices.filterButton)

        // The menu is built when first opened (F10 or a click), like the filter popover: its popover, with
        // the Filter and Region submenus, is about 130 widgets that launch would otherwise make unseen.
        Build.buildOnOpen(menuButton) { [weak self, weak model] in
            guard let self, let model, gtk_menu_button_get_menu_model(cast(self.menuButton)) == nil else { return }
            let menu = Self.mainMenu(model)
            gtk_menu_button_set_menu_model(cast(self.menuButton), cast(menu))
            g_object_unref(menu.raw)
            // Under the pointer that opened it, the tooltip covered the first item.
            if let popover = gtk_menu_button_get_popover(cast(self.menuButton)) { Build.tooltipAsideWhileOpen(self.menuButton, widget(popover)) }
        }
        gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(cast(menuButton), 1)
        Build.describe(menuButton, tooltip: tr("Main Menu (F10)"))
    }

    /// The primary menu: refresh and layouts, copy and export, the chart kinds with the Filter submenu,
    /// then the application's windows. The caller owns the returned menu.
    static func mainMenu(_ model: ChartViewModel) -> OpaquePointer {
        let menu = g_menu_new()!
        let section = g_menu_new()!
        g_menu_append(section, tr("_Refresh"), "win.refresh")   // the way to refresh when a narrow header hides the button
        g_menu_append(section, tr("Show as _List"), "win.show-list")
        g_menu_append(section, tr("Show as _Grid"), "win.show-grid")
        g_menu_append(section, tr("Show as _Table"), "win.show-table")
        g_menu_append_section(menu, nil, cast(section))
        let data = g_menu_new()!
        g_menu_append(data, tr("_Copy Chart"), "win.copy")
        g_menu_append(data, tr("_Export as CSV…"), "win.export-csv")
        g_menu_append_section(menu, nil, cast(data))
        g_object_unref(data.raw)   // the menu holds it
        // The kinds again, for a narrow header that hides the switch, and for the menu's keyboard users.
        let kinds = g_menu_new()!
        let titles = ChartTitles(model.language)
        for kind in ChartKind.allCases { g_menu_append(kinds, titles.kind(kind), "win.chart-kind::\(kind.rawValue)") }
        g_menu_append_section(menu, tr("Chart"), cast(kinds))
        let filter = ChartChoices.filterMenu(model)
        g_menu_append_submenu(kinds, tr("_Filter"), cast(filter))
        g_object_unref(filter.raw)
        let app = g_menu_new()!
        g_menu_append(app, tr("_Search KOBIS…"), "app.search")
        g_menu_append(app, tr("Fill _History…"), "app.fill-history")
        g_menu_append(app, tr("_Preferences"), "app.preferences")
        g_menu_append(app, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(app, tr("_About BoxOffice"), "app.about")
        g_menu_append(app, tr("_Quit"), "app.quit")
        g_menu_append_section(menu, nil, cast(app))
        for m in [section, kinds, app] { g_object_unref(m.raw) }
        return menu
    }

    private var compact = false

    /// Narrow: the day without its year; refresh, the layout toggle and the filter button left to the
    /// menu (and F5, Ctrl+1/2), the segment named beside the kind switch, whose buttons come closer.
    func setCompact(_ on: Bool) {
        compact = on
        dateButton.compact = on
        gtk_widget_set_visible(layoutToggle, on ? 0 : 1)
        gtk_widget_set_visible(refresh, on ? 0 : 1)
        gtk_widget_set_visible(choices.filterButton, on ? 0 : 1)   // the menu's Filter submenu stays
        gtk_widget_set_visible(segmentLabel, on && gtk_label_get_text(cast(segmentLabel)).pointee != 0 ? 1 : 0)
        for w in [kindBar, gtk_widget_get_parent(previous)!] {
            if on { gtk_widget_add_css_class(w, "compact") } else { gtk_widget_remove_css_class(w, "compact") }
        }
    }

    func update(_ model: ChartViewModel) {
        dateButton.update()
        let weekly = model.kind.isWeekly
        Build.describe(previous, tooltip: weekly ? tr("Previous Week (Alt+Left)") : tr("Previous Day (Alt+Left)"))
        Build.describe(next, tooltip: weekly ? tr("Next Week (Alt+Right)") : tr("Next Day (Alt+Right)"))
        choices.update()
        gtk_label_set_text(cast(segmentLabel), model.segmentTitle ?? "")
        gtk_widget_set_visible(segmentLabel, compact && model.segmentTitle != nil ? 1 : 0)
        gtk_button_set_icon_name(cast(layoutToggle), model.layout.switchIconName)
        Build.describe(layoutToggle, tooltip: model.layout.switchTooltip + (model.layout == .list ? " (Ctrl+2)" : " (Ctrl+1)"))
    }
}
