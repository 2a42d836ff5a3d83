import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A chart row's context menu (list, grid and table alike): a right-click, a long press, or the Menu key
/// (Shift+F10) on the focused row opens "Follow"/"Unfollow" for the film under it, through
/// `win.follow-film` with the film's code as target. Each row's widget is tagged with its film on bind
/// (`tag`); the menu finds the tag from the point pressed or the focused row.
@MainActor
final class ChartRowMenu {
    private static let key = "boxoffice-film-code"
    /// A GtkPopoverMenu parented to the view; unparented when the view goes.
    @Owned var popover: Widget
    @Owned private var view: Widget
    private let following: FollowingModel
    /// The film the open menu is for (tests read it).
    private(set) var shownFor: String?

    init(on view: Widget, following: FollowingModel) {
        self.following = following
        _view = Owned(wrappedValue: view)
        let popover = gtk_popover_menu_new_from_model(nil)!
        _popover = Owned(wrappedValue: popover)
        gtk_popover_set_has_arrow(cast(popover), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, view)
        Lifetime.onDestroy(view) { [popover] in gtk_widget_unparent(popover) }
        // An item chosen left the window's focus on that item, hidden with the menu: every key after it (the
        // arrows, Ctrl+Shift+D) went nowhere until a click. The chart takes the focus back.
        Signals.connect(popover.raw, "closed") { [weak self] _ in self?.takeFocusBack() }
        guard following.canFollow else { return }
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(cast(click), UInt32(GDK_BUTTON_SECONDARY))
        // Before the rows' own click gestures, which would take the press.
        gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
        Signals.connectPress(click.raw) { [weak self] _, x, y in self?.open(at: x, y) }
        gtk_widget_add_controller(view, click)  // the view takes the controller
        let press = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(cast(press), 1)
        Signals.connectDoublePair(press.raw, "pressed") { [weak self] _, x, y in self?.open(at: x, y) }
        gtk_widget_add_controller(view, press)
        Keys.intercept(view) { [weak self] keyval, modifiers in
            let shiftF10 = keyval == UInt32(GDK_KEY_F10) && modifiers & GDK_SHIFT_MASK.rawValue != 0
            guard keyval == UInt32(GDK_KEY_Menu) || shiftF10, let self else { return false }
            return self.openForFocus()
        }
    }

    /// A row's widget shows `code` now (on bind; a recycled row is tagged again).
    static func tag(_ widget: Widget, code: String) {
        g_object_set_data_full(widget.raw.assumingMemoryBound(to: GObject.self), key, strdup(code)) { free($0) }
    }

    private static func code(of widget: Widget) -> String? {
        g_object_get_data(widget.raw.assumingMemoryBound(to: GObject.self), key).map {
            String(cString: $0.assumingMemoryBound(to: CChar.self))
        }
    }

    /// The tagged row at a point of the view: from the widget picked there up to the view.
    private func open(at x: Double, _ y: Double) {
        var picked = gtk_widget_pick(view, x, y, GTK_PICK_DEFAULT)
        while let widget = picked, widget != view {
            if let code = Self.code(of: widget) { return show(code, x: x, y: y) }
            picked = gtk_widget_get_parent(widget)
        }
    }

    /// The focused row's film: the first tagged widget in the focused item.
    private func openForFocus() -> Bool {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root) else { return false }
        guard let (widget, code) = Self.tagged(in: focus) else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, view, &bounds) != 0 else { return false }
        show(code, x: Double(bounds.origin.x + 24), y: Double(bounds.origin.y + bounds.size.height / 2))
        return true
    }

    private static func tagged(in widget: Widget) -> (Widget, String)? {
        if let code = code(of: widget) { return (widget, code) }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if let found = tagged(in: c) { return found }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    private func show(_ code: String, x: Double, y: Double) {
        let menu = Menu()
        menu.append(following.isFollowed(code) ? tr("Unfollow") : tr("Follow"), WinAction.followFilm.with(code))
        menu.set(on: popover)  // the popover keeps its own reference
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(popover), &rect)
        shownFor = code
        gtk_popover_popup(cast(popover))
    }

    /// Gives the view (its focused row) the focus the closed menu still holds.
    private func takeFocusBack() {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root),
            focus == popover || gtk_widget_is_ancestor(focus, popover) != 0
        else { return }
        _ = gtk_widget_grab_focus(view)
    }

    /// Closes the menu if it is open.
    func close() { gtk_popover_popdown(cast(popover)) }
}
