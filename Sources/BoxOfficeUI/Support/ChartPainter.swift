import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport

/// What the cairo charts (a film's run, the market) draw with: the context, a pango layout for the widget's
/// font, and the pieces both draw alike (a text's size, the value axis).
@MainActor
struct ChartPainter {
    let cr: OpaquePointer
    let layout: OpaquePointer

    /// The layout is the caller's for the draw call: `finish()` releases it.
    init(_ cr: OpaquePointer, for area: Widget) {
        self.cr = cr
        layout = gtk_widget_create_pango_layout(area, nil)!
    }

    func finish() { g_object_unref(layout.raw) }

    /// The size `text` takes; the layout then holds it, ready to show.
    func size(_ text: String) -> (w: Double, h: Double) {
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_set_text(layout, text, -1)
        pango_layout_get_pixel_size(layout, &w, &h)
        return (Double(w), Double(h))
    }

    /// A faint line at every tick across the plot, its label right-aligned before it.
    func valueAxis(_ scale: RunAxis.Scale, plot: RunChartView.Plot, colours: ChartColours, lineHeight: Double) {
        cairo_set_line_width(cr, 1)
        for tick in scale.ticks {
            let y = (plot.bottom - scale.position(tick.value) * plot.height).rounded() + 0.5
            colours.grid.paint(cr)
            cairo_move_to(cr, plot.x, y)
            cairo_line_to(cr, plot.x + plot.width, y)
            cairo_stroke(cr)
            let w = size(tick.label).w
            colours.text.paint(cr)
            cairo_move_to(cr, plot.x - 6 - w, y - lineHeight / 2)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
