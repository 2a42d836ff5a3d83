import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The header bar: refresh; previous day, date, next day; layout toggle; primary menu.
@MainActor
final class HeaderControls {
    @Owned var root: Widget = adw_header_bar_new()
    let dateButton: DateButton
    @Owned var refresh: Widget = Build.iconButton("view-refresh-symbolic", tooltip: tr("Refresh (F5)"), action: "win.refresh")
    @Owned var previous: Widget = Build.iconButton("go-previous-symbolic", tooltip: tr("Previous Day (Alt+Left)"), action: "win.previous-day")
    @Owned var next: Widget = Build.iconButton("go-next-symbolic", tooltip: tr("Next Day (Alt+Right)"), action: "win.next-day")
    @Owned var layoutToggle: Widget = Build.iconButton("view-grid-symbolic", tooltip: tr("Show as Grid"), action: "win.toggle-layout")
    @Owned var menuButton: Widget = gtk_menu_button_new()

    init(model: ChartViewModel) {
        dateButton = DateButton(model: model)
        let navigation = Build.box(GTK_ORIENTATION_HORIZONTAL, classes: ["linked"], [previous, dateButton.root, next])
        adw_header_bar_set_title_widget(cast(root), navigation)
        adw_header_bar_pack_start(cast(root), refresh)
        adw_header_bar_pack_end(cast(root), menuButton)
        adw_header_bar_pack_end(cast(root), layoutToggle)

        let menu = g_menu_new()!
        let section = g_menu_new()!
        g_menu_append(section, tr("_Refresh"), "win.refresh")   // the way to refresh when a narrow header hides the button
        g_menu_append(section, tr("Show as _List"), "win.show-list")
        g_menu_append(section, tr("Show as _Grid"), "win.show-grid")
        g_menu_append_section(menu, nil, cast(section))
        let app = g_menu_new()!
        g_menu_append(app, tr("_Preferences"), "app.preferences")
        g_menu_append(app, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(app, tr("_About BoxOffice"), "app.about")
        g_menu_append(app, tr("_Quit"), "app.quit")
        g_menu_append_section(menu, nil, cast(app))
        gtk_menu_button_set_menu_model(cast(menuButton), cast(menu))
        gtk_menu_button_set_icon_name(cast(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(cast(menuButton), 1)
        Build.describe(menuButton, tooltip: tr("Main Menu (F10)"))
        for m in [menu, section, app] { g_object_unref(m.raw) }
    }

    /// Narrow: the day without its year; refresh and the layout toggle left to the menu (and F5, Ctrl+1/2).
    func setCompact(_ on: Bool) {
        dateButton.compact = on
        gtk_widget_set_visible(layoutToggle, on ? 0 : 1)
        gtk_widget_set_visible(refresh, on ? 0 : 1)
    }

    func update(_ model: ChartViewModel) {
        dateButton.update()
        gtk_button_set_icon_name(cast(layoutToggle), model.layout.switchIconName)
        Build.describe(layoutToggle, tooltip: model.layout.switchTooltip + (model.layout == .list ? " (Ctrl+2)" : " (Ctrl+1)"))
    }
}
