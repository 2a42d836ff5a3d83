import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import XCTest

@testable import BoxOfficeUI

/// A window updates only the widgets bound to what changed.
final class PartUpdateTests: UITestCase {
    /// Typing in the chart's search changes the rows alone: the list follows, and the header's day is not set
    /// again (GTK 4.8 builds a new label inside a menu button each time its label is set, so the one on screen
    /// staying in place shows the header was left alone).
    func testTheRowsChangingLeavesTheHeaderAlone() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let date = window.header.dateButton.root
            guard let label = Self.firstLabel(in: date.widget) else { return XCTFail("no label in the date button") }
            g_object_ref(label.raw)  // kept alive, so a new label could never take its address
            defer { g_object_unref(label.raw) }
            let selectionTold = chart.changes.sent[.selection] ?? 0
            let layoutTold = chart.changes.sent[.layout] ?? 0

            let search = window.search
            press(Int32(GDK_KEY_f), control: true)
            waitFor("the search bar open") { search.root.isSearchModeEnabled }
            type("경 관", into: search.entry)
            waitFor("one film left") { self.window.items.count == 1 }
            waitForFrame()

            XCTAssertEqual(chart.changes.sent[.selection] ?? 0, selectionTold, "the rows changed, not the day")
            XCTAssertEqual(chart.changes.sent[.layout] ?? 0, layoutTold)
            XCTAssertTrue(
                gtk_widget_is_ancestor(label, date.widget) != 0, "the date button's label is the one it had")
            XCTAssertEqual(String(cString: gtk_label_get_label(cast(label))), chart.dayTitle)
        }
    }

    @MainActor private static func firstLabel(in widget: Widget) -> Widget? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(UnsafeMutableRawPointer(current), gtk_label_get_type()) { return current }
            if let found = firstLabel(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
