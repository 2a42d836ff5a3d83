import CAdw
import CGtk

/// Text on a print context's cairo: one Pango layout made for the context (its resolution), a style a
/// call, black on white whatever the desktop's colours. The layout is the caller's: `finish()` releases it.
@MainActor
struct PrintText {
    enum Style {
        case title, subtitle, heading, body, columns, footer

        /// Points, before the body's fitting scale.
        var size: Double {
            switch self {
            case .title: return 14
            case .subtitle, .heading: return 10
            case .body, .columns: return 9
            case .footer: return 8
            }
        }
        var isBold: Bool { self == .title || self == .heading || self == .columns }
        /// The body and the tables shrink together so every column fits the paper.
        var scales: Bool { self == .body || self == .columns }
    }

    let cr: OpaquePointer
    private let layout: OpaquePointer
    /// The body's scale (≤ 1) that fits the widest table to the page.
    var scale = 1.0

    init(_ context: OpaquePointer) {
        cr = gtk_print_context_get_cairo_context(context)
        layout = gtk_print_context_create_pango_layout(context)!
    }

    func finish() { g_object_unref(layout.raw) }

    /// Sets `text` in `style`, cut with "…" past `width` when given; returns its size.
    @discardableResult
    func set(_ text: String, _ style: Style, width: Double? = nil) -> (w: Double, h: Double) {
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, "Sans")
        pango_font_description_set_weight(font, style.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_size(font, Int32(style.size * (style.scales ? scale : 1) * Double(PANGO_SCALE)))
        pango_layout_set_font_description(layout, font)  // copies it
        pango_font_description_free(font)
        pango_layout_set_width(layout, width.map { Int32(max(0, $0) * Double(PANGO_SCALE)) } ?? -1)
        pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        pango_layout_set_text(layout, text, -1)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return (Double(w) / Double(PANGO_SCALE), Double(h) / Double(PANGO_SCALE))
    }

    /// Draws the text last set with its top left at (x, y).
    func show(x: Double, y: Double) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }

    /// A thin black rule across `width` at `y`.
    func rule(y: Double, width: Double, lineWidth: Double = 0.5) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_set_line_width(cr, lineWidth)
        cairo_move_to(cr, 0, y)
        cairo_line_to(cr, width, y)
        cairo_stroke(cr)
    }
}
