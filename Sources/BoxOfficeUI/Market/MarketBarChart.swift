import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view's chart: estimated sales as bars in the accent colour with last year's as a dashed line,
/// drawn with cairo in the theme's colours. Hovering or the keyboard (Left/Right, Home/End) reads a bar
/// out under the chart and to screen readers; a click or Enter opens what the bar names (a month's days,
/// a day's or a weekend's chart).
@MainActor
final class MarketBarChart: ChartCanvas {
    /// The Market view's children, where the chart's box (`ui.chart`), the legend (`ui.chartLegend`), the area and
    /// the read-out (`ui.chartReadout`) are read.
    let ui: MarketViewChildren
    var area: DrawingArea { ui.chartArea }
    private(set) var bars: [MarketBar] = []
    /// The labels the last drawing wrote under the bars.
    var drawnLabels: [AxisLabel] = []
    /// Every bar named (wrapped or on two rows if need be) rather than every nth.
    private(set) var namesEach = false
    var scale = RunAxis.Scale(ticks: [], isLog: false)
    /// The bar read out: hovered or focused; nil for the newest bar with figures.
    private(set) var focused: Int?
    var plot = RunChartView.Plot(x: 48, y: 8, width: 272, height: 150)
    private let language: DisplayLanguage

    init(language: DisplayLanguage, ui: MarketViewChildren) {
        self.language = language
        self.ui = ui
        installCanvas()
    }

    func show(_ newBars: [MarketBar], summary: String, legend text: String, nameEach: Bool = false) {
        ui.chartLegend.text = "- - " + text
        // No line without last year's figures: no legend for it either.
        ui.chartLegend.isVisible = newBars.contains { $0.previous != nil }
        ui.chartLegend.setAccessibleLabel(tr("Dashed line: {line}", ["line": text]))
        area.setAccessibleLabel(summary)
        guard newBars != bars || nameEach != namesEach else { return }
        bars = newBars
        namesEach = nameEach
        focused = nil
        let values = newBars.flatMap { [$0.value, $0.previous] }
        scale = RunAxis.Scale(values: values, log: false, unit: .marketWon, language: language)
        updateReadout()
        area.queueDraw()
    }

    /// The bar read out: the focused one, else the newest with figures.
    var shownIndex: Int? { focused ?? bars.lastIndex { $0.value != nil } }

    func key(_ keyval: UInt32) -> Bool {
        guard !bars.isEmpty else { return false }
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space:
            activateShown()
            return true
        default:
            guard let moved = moved(by: keyval, from: shownIndex ?? bars.count - 1, count: bars.count) else {
                return false
            }
            focused = moved
        }
        updateReadout()
        area.queueDraw()
        return true
    }

    /// A click opens the bar clicked (the hover chose it).
    func clicked() { activateShown() }

    private func activateShown() {
        guard let i = shownIndex, let target = bars[i].target else { return }
        Actions.activate(area.widget, target.action)
    }

    func hover(_ x: Double) {
        guard !bars.isEmpty else { return }
        let step = plot.width / Double(bars.count)
        let index = min(bars.count - 1, max(0, Int((x - plot.x) / step)))
        guard index != focused else { return }
        focused = index
        updateReadout()
        area.queueDraw()
    }

    private func updateReadout() {
        let text = shownIndex.map { bars[$0].sentence } ?? ""
        ui.chartReadout.text = text
        area.setAccessibleDescription(text)
    }

    /// What the read-out says now (tests read it as a user would).
    var readoutText: String { ui.chartReadout.text }
}
