import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// How a run's line is stroked when two are compared: this film solid, thick and in the accent colour; the
/// other dashed, thinner and in the text colour. The dash tells them apart without colour (and in grey print).
enum RunLineStyle: Int {
    case solid = 1, dashed = 2

    /// Sets `cr`'s source, width and dash for this line.
    func apply(_ cr: OpaquePointer, _ colours: ChartColours) {
        let accent = colours.accent
        switch self {
        case .solid:
            cairo_set_source_rgba(cr, Double(accent.red), Double(accent.green), Double(accent.blue), 1)
            cairo_set_line_width(cr, 3)
            cairo_set_dash(cr, nil, 0, 0)
        case .dashed:
            colours.line.paint(cr)
            cairo_set_line_width(cr, 2)
            var dashes: [Double] = [5, 4]
            cairo_set_dash(cr, &dashes, 2, 0)
        }
    }
}
