import BoxOfficeCore
import CCairo

/// A run's day marks and rank line, drawn alike in the film window (in the theme's ink) and in its shared
/// image: a day missing from history hatched, so a gap never reads as a day with no audience; a day outside
/// the top 10 a hollow dot on the baseline; the rank on its own axis, #1 at the top, broken at gaps.
public struct RunMarks {
    let cr: OpaquePointer
    let x: Double, y: Double, width: Double, height: Double
    /// One day's width.
    let step: Double
    /// What is inked: a missing day's hatching, a hollow dot (a day outside the top 10), the rank's line and dots.
    public enum Ink: Sendable {
        case hatch, outside, rank

        /// Its strength in the shared image, near-black on white (the window takes its style sheet's colours).
        public var alpha: Double {
            switch self {
            case .hatch: 0.22
            case .outside: 0.6
            case .rank: 0.85
            }
        }
    }

    /// Sets the ink for a mark: near-black at the mark's alpha in the image, the style sheet's colour in the window.
    let ink: (Ink) -> Void

    public init(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, step: Double,
        ink: @escaping (Ink) -> Void
    ) {
        self.cr = cr
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.step = step
        self.ink = ink
    }

    private var bottom: Double { y + height }

    public func gaps(_ gaps: [RunGap?]) {
        cairo_save(cr)
        for (i, gap) in gaps.enumerated() where gap == .missing {
            cairo_rectangle(cr, x + Double(i) * step, y, step, height)
        }
        cairo_clip(cr)
        ink(.hatch)
        cairo_set_line_width(cr, 1)
        var hatch = x - height
        while hatch < x + width {
            cairo_move_to(cr, hatch, bottom)
            cairo_line_to(cr, hatch + height, y)
            hatch += 6
        }
        cairo_stroke(cr)
        cairo_restore(cr)
        let radius = min(3.5, max(2, step / 3))
        ink(.outside)
        cairo_set_line_width(cr, 1.2)
        for (i, gap) in gaps.enumerated() where gap == .outsideTop10 {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + (Double(i) + 0.5) * step, bottom - radius - 1, radius, 0, 2 * Double.pi)
        }
        cairo_stroke(cr)
    }

    /// The worst rank the axis shows at its bottom (10 at least).
    public static func worst(_ ranks: [Int?]) -> Double { Double(max(10, ranks.compactMap { $0 }.max() ?? 10)) }

    /// Where `rank` sits on the axis.
    public func y(_ rank: Int, worst: Double) -> Double { y + (Double(rank) - 1) / (worst - 1) * height }

    /// The line through the ranked days and a dot on each; returns the worst rank shown.
    @discardableResult
    public func rank(_ ranks: [Int?]) -> Double {
        let worst = Self.worst(ranks)
        ink(.rank)
        cairo_set_line_width(cr, 2)
        var drawing = false
        for (i, rank) in ranks.enumerated() {
            guard let rank else {
                drawing = false
                continue
            }
            let px = x + (Double(i) + 0.5) * step
            if drawing {
                cairo_line_to(cr, px, y(rank, worst: worst))
            } else {
                cairo_move_to(cr, px, y(rank, worst: worst))
            }
            drawing = true
        }
        cairo_stroke(cr)
        for (i, rank) in ranks.enumerated() {
            guard let rank else { continue }
            cairo_new_sub_path(cr)
            cairo_arc(
                cr, x + (Double(i) + 0.5) * step, y(rank, worst: worst), min(3, max(1.5, step / 4)), 0, 2 * Double.pi)
        }
        cairo_fill(cr)
        return worst
    }
}
