import CGtk
import CXTest
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Real key presses: XTest sends them through the X server (Xvfb), so they travel the path a keyboard's
/// do — GTK's event dispatch, shortcuts and focus handling.
extension UITestCase {
    /// Presses `keyval` in `w`'s window (the main window by default) once GTK has it focused.
    @MainActor func press(
        _ keyval: Int32, shift: Bool = false, control: Bool = false, alt: Bool = false, in w: Widget? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let target = w ?? window.window
        guard let root = gtk_widget_get_root(target) else { return XCTFail("not in a window", file: file, line: line) }
        let toplevel: Widget = cast(root)
        XCTAssertNotEqual(boxoffice_xtest_focus(toplevel), 0, "no X11 display", file: file, line: line)
        waitFor("the window focused", file: file, line: line) { gtk_window_is_active(cast(toplevel)) != 0 }
        XCTAssertNotEqual(
            boxoffice_xtest_key(toplevel, guint(keyval), shift ? 1 : 0, control ? 1 : 0, alt ? 1 : 0), 0,
            "no keycode for \(keyval)", file: file, line: line)
    }

    /// Clicks the middle of `w` with the first mouse button, through the X server. Each click is a user's
    /// separate click: two within the double-click time would be one double click (a list's single-click
    /// activation and a header's sort take it as none or one).
    @MainActor func click(_ w: Widget, file: StaticString = #filePath, line: UInt = #line) {
        waitOutDoubleClick(file: file, line: line)
        XCTAssertNotEqual(boxoffice_xtest_click(w), 0, "cannot click", file: file, line: line)
        RealInputClock.lastClick = g_get_monotonic_time()
    }

    /// Waits until a click now would not make a double click with the last one.
    @MainActor func waitOutDoubleClick(file: StaticString = #filePath, line: UInt = #line) {
        guard let last = RealInputClock.lastClick else { return }
        let wait = gint64(doubleClickMilliseconds() + 50) * 1000
        waitFor("the double-click time over", file: file, line: line) { g_get_monotonic_time() - last > wait }
    }

    /// A right-click (the secondary button) on the middle of `w`, through the X server.
    @MainActor func rightClick(_ w: Widget, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(boxoffice_xtest_click_button(w, 3), 0, "cannot click", file: file, line: line)
    }

    @MainActor private func doubleClickMilliseconds() -> Int32 {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_object_get_property(
            UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self),
            "gtk-double-click-time", &value)
        defer { g_value_unset(&value) }
        return g_value_get_int(&value)
    }

    /// The widget with the keyboard focus in `w`'s window.
    @MainActor func focusedWidget(_ w: Widget? = nil) -> Widget? {
        guard let root = gtk_widget_get_root(w ?? window.window), let focus = gtk_root_get_focus(root) else {
            return nil
        }
        return focus
    }

    /// True when `w` is `ancestor` or inside it.
    @MainActor func isInside(_ w: Widget?, _ ancestor: Widget) -> Bool {
        guard let w else { return false }
        return w == ancestor || gtk_widget_is_ancestor(w, ancestor) != 0
    }

    /// Reads the clipboard back the way a paste does.
    @MainActor func clipboardText() -> String? {
        final class Result {
            var text: String?
            var done = false
        }
        let result = Result()
        gdk_clipboard_read_text_async(
            gtk_widget_get_clipboard(window.window), nil,
            { source, answer, data in
                let result = Unmanaged<Result>.fromOpaque(data!).takeRetainedValue()
                if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), answer, nil) {
                    result.text = String(cString: text)
                    g_free(text)
                }
                result.done = true
            }, Unmanaged.passRetained(result).toOpaque())
        waitFor("the clipboard read") { result.done }
        return result.text
    }
}

/// When the last click was sent (the double-click time is counted from it).
@MainActor enum RealInputClock {
    static var lastClick: gint64?
}
