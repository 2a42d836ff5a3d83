import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

extension UITestCase {
    /// Every window still alive once a test's windows are destroyed: a window nothing of the test reaches (kept by a
    /// closure or a spare shell). Named on stderr and destroyed, so the next test's AT-SPI tree is its own alone.
    @MainActor func destroyLeftoverWindows() {
        guard let toplevels = gtk_window_get_toplevels() else { return }
        var left: [Widget] = []
        for i in 0..<g_list_model_get_n_items(toplevels) {
            guard let w = g_list_model_get_item(toplevels, i) else { continue }
            defer { g_object_unref(w) }
            left.append(widget(w))
        }
        for w in left {
            let title = gtk_window_get_title(cast(w)).map { String(cString: $0) } ?? "(untitled)"
            fputs("leftover window after \(name): \(title)\n", stderr)
            gtk_window_destroy(cast(w))
        }
    }
}
