import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

extension UITestCase {
    /// Every window still alive once a test's windows are destroyed: a window nothing of the test reaches (kept by a
    /// closure or a spare shell). Named on stderr and destroyed, so the next test's AT-SPI tree is its own alone.
    @MainActor func destroyLeftoverWindows() {
        for w in toplevels() {
            let title = gtk_window_get_title(cast(w)).map { String(cString: $0) } ?? "(untitled)"
            // Shown or hidden, in an application or not, tell an open window of a dropped launch from a kept shell.
            let state = [
                gtk_widget_get_visible(w) != 0 ? "shown" : "hidden",
                gtk_window_get_application(cast(w)) == nil ? "in no application" : "in an application"
            ]
            fputs("leftover window after \(name): \(title) (\(state.joined(separator: ", ")))\n", stderr)
            gtk_window_destroy(cast(w))
        }
    }
}
