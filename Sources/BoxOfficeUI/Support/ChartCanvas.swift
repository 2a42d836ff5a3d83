import CAdw
import CGtk
import GLibSupport

/// A chart drawn with cairo on a focusable drawing area and read out by the pointer and the keyboard (a
/// film's run, the market): `installCanvas()` connects the drawing, the keys, hovering and clicks once.
@MainActor
protocol ChartCanvas: AnyObject {
    var area: DrawingArea { get }
    func draw(_ cr: OpaquePointer, _ width: Double, _ height: Double)
    /// A key pressed on the chart; true when it was used.
    func key(_ keyval: UInt32) -> Bool
    func hover(_ x: Double)
    /// A click, after the chart took the keyboard and the point was hovered.
    func clicked()
}

extension ChartCanvas {
    /// Where Left, Right, Home or End move the read-out from `current` over `count` points; nil for other keys.
    func moved(by keyval: UInt32, from current: Int, count: Int) -> Int? {
        let last = count - 1
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return max(0, current - 1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: return min(last, current + 1)
        case GDK_KEY_Home, GDK_KEY_KP_Home: return 0
        case GDK_KEY_End, GDK_KEY_KP_End: return last
        default: return nil
        }
    }

    func installCanvas() {
        // Held weakly: the area is the template's and may outlive this chart; a freed chart is not drawn.
        area.onDraw { [weak self] cr, width, height in self?.draw(cr, width, height) }
        Keys.intercept(area.widget) { [weak self] keyval, _ in self?.key(keyval) ?? false }
        let motion = gtk_event_controller_motion_new()!
        Signals.connectDoublePair(motion.raw, "motion") { [weak self] _, x, _ in self?.hover(x) }
        gtk_widget_add_controller(area.widget, motion)
        // A click gives the chart the keyboard (arrows then move over it instead of scrolling the window).
        let click = gtk_gesture_click_new()!
        Signals.connectClick(click.raw) { [weak self] x in
            guard let self else { return }
            self.area.grabFocus()
            self.hover(x)
            self.clicked()
        }
        gtk_widget_add_controller(area.widget, click)
        // The shown point's frame is drawn brighter with the keyboard there: drawn again as it comes and goes.
        let focus = gtk_event_controller_focus_new()!
        for signal in ["enter", "leave"] { _ = Signals.connect(focus.raw, signal) { [area] _ in area.queueDraw() } }
        gtk_widget_add_controller(area.widget, focus)
    }
}
