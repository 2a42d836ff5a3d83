import BoxOfficeCore
import CCairo

/// One pango layout for every text of the image: sized in logical pixels (the context's 2× scale makes
/// them crisp), cut with "…" at a width.
struct ImageText {
    let cr: OpaquePointer
    let layout: OpaquePointer
    let font: OpaquePointer
    /// Told every text shown, where a caller asked to read them back; nil (the window, the command) costs nothing.
    let recorder: DrawnTextRecorder?

    init(_ cr: OpaquePointer, recorder: DrawnTextRecorder? = nil) {
        self.cr = cr
        self.recorder = recorder
        layout = pango_cairo_create_layout(cr)
        // The fonts for the language the words are in (fontconfig's "Sans" differs by language), as the window
        // and the command line both ask for it, not for the locale pango read at its first use.
        if let context = pango_layout_get_context(layout) {
            pango_context_set_language(context, pango_language_from_string(DisplayLanguage.fromEnvironment().rawValue))
            pango_layout_context_changed(layout)
        }
        font = pango_font_description_from_string("Sans")
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }

    func release() {
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    fileprivate func prepare(_ string: String, width: Double, size: Double, bold: Bool, lines: Int32 = 1) {
        // Up to `lines` lines, wrapped at words, the last cut with "…".
        pango_layout_set_height(layout, -lines)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, width < 0 ? -1 : Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_text(layout, string, -1)
    }

    /// Its baseline on `baseline`: texts in different fonts (Hangul falls back to another) line up.
    func show(
        _ string: String, x: Double, baseline: Double, width: Double, size: Double, bold: Bool = false, lines: Int32 = 1
    ) {
        prepare(string, width: width, size: size, bold: bold, lines: lines)
        cairo_move_to(cr, x, baseline - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        pango_cairo_show_layout(cr, layout)
        record(string, x: x, baseline: baseline, size: size, bold: bold)
    }

    /// The text just shown, with the edges of what pango laid out, to the recorder if there is one.
    private func record(_ string: String, x: Double, baseline: Double, size: Double, bold: Bool) {
        guard let recorder else { return }
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        recorder.texts.append(
            DrawnText(
                text: string, left: x, right: x + Double(w), baseline: baseline, size: size, bold: bold,
                cut: pango_layout_is_ellipsized(layout) != 0))
    }

    /// The largest size up to `size` (and down to `smallest`) at which `string` fits `width` uncut: a week's
    /// long title ("… · 52주차 주말") is smaller rather than cut.
    func fittingSize(_ string: String, width: Double, size: Double, bold: Bool, smallest: Double) -> Double {
        prepare(string, width: -1, size: size, bold: bold)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        guard Double(w) > width, w > 0 else { return size }
        return max(smallest, (size * width / Double(w)).rounded(.down))
    }

    /// Right-aligned at `rightAt`.
    func show(_ string: String, rightAt: Double, baseline: Double, width: Double, size: Double, bold: Bool = false) {
        prepare(string, width: width, size: size, bold: bold)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        cairo_move_to(
            cr, rightAt - Double(w), baseline - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        pango_cairo_show_layout(cr, layout)
        record(string, x: rightAt - Double(w), baseline: baseline, size: size, bold: bold)
    }
}

extension ImageText {
    /// The width `string` takes uncut.
    func width(_ string: String, size: Double, bold: Bool = false) -> Double {
        prepare(string, width: -1, size: size, bold: bold)
        var w: Int32 = 0
        var h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return Double(w)
    }

    /// The foot every shared image ends with: a rule, KOBIS credited on the left, the app named on the right.
    func footer(source: String, appName: String, top y: Double, margin: Double, width: Double) {
        ImageColour.ink.set(cr, alpha: 0.15)
        cairo_rectangle(cr, margin, y, width - 2 * margin, 1)
        cairo_fill(cr)
        ImageColour.ink.set(cr, alpha: 0.6)
        show(source, x: margin, baseline: y + 28, width: width - 2 * margin - 120, size: 12)
        ImageColour.accent.set(cr)
        show(appName, rightAt: width - margin, baseline: y + 28, width: 120, size: 15, bold: true)
    }

    /// Every image's top: the title (34 px), and under it what it covers (24 px) when there is a line to say;
    /// returns where the rest starts, 12 px below.
    func heading(_ title: String, subtitle: String?, top y: Double, margin: Double, width: Double, size: Double = 20)
        -> Double
    {
        let inner = width - 2 * margin
        self.title(title, x: margin, baseline: y + 24, width: inner, size: size)
        guard let subtitle else { return y + Self.titleHeight + 12 }
        ImageColour.ink.set(cr, alpha: 0.7)
        show(subtitle, x: margin, baseline: y + Self.titleHeight + 17, width: inner, size: 14)
        return y + Self.titleHeight + Self.subtitleHeight + 12
    }

    static let titleHeight = 34.0
    static let subtitleHeight = 24.0

    /// The height `heading` takes, with the gap under it.
    static func headingHeight(subtitle: Bool) -> Double { titleHeight + (subtitle ? subtitleHeight : 0) + 12 }

    /// A title made smaller to fit before it is cut: the name is what the picture is shared for.
    func title(_ string: String, x: Double, baseline: Double, width: Double, size: Double = 20) {
        ImageColour.ink.set(cr)
        let fitted = fittingSize(string, width: width, size: size, bold: true, smallest: 14)
        show(string, x: x, baseline: baseline, width: width, size: fitted, bold: true)
    }
}
