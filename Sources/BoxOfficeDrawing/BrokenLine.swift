import CCairo

/// Values drawn as a line through the middles of their columns, broken where a value is missing (a gap is never
/// bridged), and a value alone between gaps as a dot, since a line through one point shows nothing: two runs
/// compared in the film window and in its shared image, last year's line in the market.
public struct BrokenLine {
    /// The plot's left edge and bottom, its height, and one column's width.
    let x: Double, bottom: Double, height: Double, step: Double

    public init(x: Double, bottom: Double, height: Double, step: Double) {
        self.x = x
        self.bottom = bottom
        self.height = height
        self.step = step
    }

    /// Strokes `positions` (0 at the bottom, 1 at the top: a scale's `position(value)`) with the source, width and
    /// dash already set on `cr`, then fills the lone ones as dots of `radius`.
    public func draw(_ positions: [Double?], on cr: OpaquePointer, dotRadius radius: Double) {
        var drawing = false
        for (i, position) in positions.enumerated() {
            guard let position else {
                drawing = false
                continue
            }
            let (px, py) = point(i, position)
            if drawing { cairo_line_to(cr, px, py) } else { cairo_move_to(cr, px, py) }
            drawing = true
        }
        cairo_stroke(cr)
        for (i, position) in positions.enumerated() {
            guard let position, i == 0 || positions[i - 1] == nil, i == positions.count - 1 || positions[i + 1] == nil
            else { continue }
            let (px, py) = point(i, position)
            cairo_new_sub_path(cr)
            cairo_arc(cr, px, py, radius, 0, 2 * .pi)
            cairo_fill(cr)
        }
    }

    private func point(_ index: Int, _ position: Double) -> (Double, Double) {
        (x + (Double(index) + 0.5) * step, bottom - position * height)
    }
}
