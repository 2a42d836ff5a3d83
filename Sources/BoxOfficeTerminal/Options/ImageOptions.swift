import ArgumentParser
import BoxOfficeCore

/// `--output`, `--scale` and `--width`: where and how big `--format png` draws (`daily`, `weekly`, `run` and
/// `market`). The picture is never written to the terminal, so `--output` is required with png.
public struct ImageOptions: ParsableArguments, Sendable {
    @Option(help: .tr("With --format png: the file the picture is written to."))
    public var output: String?

    @Option(help: .tr("With --format png: pixels per logical pixel, from 1 to 4."))
    public var scale: Double = 2

    @Option(help: .tr("With --format png: the picture's width in logical pixels, from 640 to 1600."))
    public var width: Int = 720

    public static let scales: ClosedRange<Double> = 1...4
    public static let widths: ClosedRange<Int> = 640...1600

    public init() {}

    /// Why these options cannot draw in `format`; nil when they can.
    public func problem(_ format: ChartFormat) -> String? {
        guard format == .png else {
            return output == nil ? nil : tr("--output writes a picture: use it with --format png.")
        }
        guard let output, !output.isEmpty else {
            return tr("--format png writes a picture, not text: name its file with --output FILE.")
        }
        if !Self.scales.contains(scale) { return tr("--scale takes a number from 1 to 4.") }
        if !Self.widths.contains(width) { return tr("--width takes a width from 640 to 1600 (logical pixels).") }
        return nil
    }
}
