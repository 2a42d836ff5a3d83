/// One text a shared image drew: what it says, where (in logical pixels: the left and right edges of what pango
/// laid out, and its baseline), at what size, and whether it was cut with "…" to fit its width.
public struct DrawnText: Equatable, Sendable {
    public let text: String
    public let left: Double
    public let right: Double
    public let baseline: Double
    public let size: Double
    public let bold: Bool
    public let cut: Bool

    public init(text: String, left: Double, right: Double, baseline: Double, size: Double, bold: Bool, cut: Bool) {
        self.text = text
        self.left = left
        self.right = right
        self.baseline = baseline
        self.size = size
        self.bold = bold
        self.cut = cut
    }
}

/// Collects the texts an image draws, in the order drawn: handed to `ChartImage.png`, `MarketImage.png` or
/// `RunImage.png`, it lets a reader (a test) read the picture's words and figures back by their positions.
/// Drawing without one (the window, the command line) records nothing.
public final class DrawnTextRecorder {
    public internal(set) var texts: [DrawnText] = []

    public init() {}
}
