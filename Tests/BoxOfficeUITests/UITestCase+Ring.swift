import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

extension UITestCase {
    /// The share of accent-blue pixels in the bluest pixel row among `rows` (counted from `widget`'s top edge,
    /// negative above it), `inset` pixels in from each side, in the main window as drawn: a focus ring found in
    /// what a user sees.
    @MainActor func ringShare(of widget: Widget, rows: Range<Int>, inset: Int) -> Double {
        let path = dir.appendingPathComponent("ring.png").path
        guard Screenshot.save(window.window, to: path), let texture = gdk_texture_new_from_filename(path, nil) else {
            XCTFail("no picture of the window")
            return 0
        }
        defer { g_object_unref(texture.raw) }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window.window, &bounds) != 0 else { return 0 }
        let pixels = TexturePixels(texture)
        let top = Int(bounds.origin.y.rounded())
        let x0 = Int(bounds.origin.x) + inset
        let x1 = Int(bounds.origin.x + bounds.size.width) - inset
        guard top + rows.lowerBound >= 0, top + rows.upperBound <= pixels.height, x0 < x1 else { return 0 }
        return rows.map { top + $0 }.map { y in
            pixels.fraction(rows: y..<(y + 1), columns: x0..<x1) { Int($0[2]) > Int($0[0]) + 30 }
        }.max() ?? 0
    }
}
