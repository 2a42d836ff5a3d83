import CAdw
import CGtk

/// A GMenu, built in Swift: items name their action by its enum case. This object holds the one
/// reference `g_menu_new` gives; a parent menu or a menu button that shows it takes its own (GMenu's
/// append and GtkMenuButton's set_menu_model are transfer none), so nobody else counts references.
@MainActor
final class Menu {
    let model: OpaquePointer

    init() { model = g_menu_new() }

    /// A menu the builder made: this object takes its own reference.
    private init(retaining menu: OpaquePointer) {
        model = menu
        g_object_ref(menu.raw)
    }

    /// The menus of a `.ui` file in the GResource ("Main/PrimaryMenu.ui"): its `<menu>`, `<section>` and
    /// `<submenu>` elements named by `ids`, those the file has.
    static func load(_ resource: String, ids: [String]) -> [String: Menu] {
        Resources.register()
        let builder = gtk_builder_new_from_resource(Resources.path(resource))!
        defer { g_object_unref(builder.raw) }
        var menus: [String: Menu] = [:]
        for id in ids {
            guard let object = gtk_builder_get_object(builder, id),
                G_TYPE_CHECK_INSTANCE_TYPE(object.raw, g_menu_get_type())
            else { continue }
            menus[id] = Menu(retaining: OpaquePointer(object))
        }
        return menus
    }

    isolated deinit { g_object_unref(model.raw) }

    func append(_ label: String, _ action: some Actionable) {
        g_menu_append(model, label, action.detailedName)
    }

    /// `section` with a heading (nil: a separator only).
    func appendSection(_ label: String?, _ section: Menu) {
        g_menu_append_section(model, label, section.gMenuModel)
    }

    func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(model, label, submenu.gMenuModel)
    }

    /// Shows this menu in `menuButton`'s popover.
    func show(in menuButton: MenuButton) {
        gtk_menu_button_set_menu_model(menuButton.pointer, gMenuModel)
    }

    /// The menu of a GtkPopoverMenu (a context menu), which takes its own reference.
    func set(on popoverMenu: Widget) {
        gtk_popover_menu_set_menu_model(OpaquePointer(popoverMenu.raw), gMenuModel)
    }

    private var gMenuModel: UnsafeMutablePointer<GMenuModel> { model.raw.assumingMemoryBound(to: GMenuModel.self) }
}
