import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// What the run chart shows: linked toggle buttons on the `run.metric` action where they fit, else a
/// drop-down that activates the same action. Five buttons ("관객수 · 매출액 · 스크린 수 · 상영 횟수 · 점유율")
/// held a film window at about 400 px; the drop-down lets it come down to 360. A GtkFlowBox wrapping them
/// laid the buttons over the chart in GTK 4.8.
///
/// An AdwSqueezer chooses: the buttons while their natural width fits the run's column, the drop-down
/// otherwise, so the switch follows the language, the text size and the metrics offered (four when two
/// films are compared) without a width written here. (libadwaita 1.4 deprecates it for breakpoints, which
/// 1.2 lacks.)
@MainActor
final class RunMetricChoice {
    /// The run section's children, where its widgets are read: the squeezer (`ui.metrics`) with the buttons' box
    /// (`ui.metricButtons`: one toggle button per metric, in `Metric.allCases` order, those not offered hidden)
    /// and the drop-down (`ui.metricDropDown`: the offered metrics' labels, in the buttons' order).
    let ui: RunSectionChildren
    /// The metrics the drop-down lists now.
    private(set) var offered: [FilmRunViewModel.Metric] = []
    private var picked: SignalHandler?

    init(_ ui: RunSectionChildren) {
        self.ui = ui
        for metric in FilmRunViewModel.Metric.allCases {
            ui.metricButtons.append(ToggleButton(metric.label, action: RunAction.metric.with(metric.rawValue)))
        }
        picked = ui.metricDropDown.onSelected { [weak self] index in self?.pick(at: Int(index)) }
    }

    /// Whether the drop-down stands in for the buttons now (the window is too narrow for them).
    var isCompact: Bool { ui.metrics.visibleChild == ui.metricDropDown.widget }

    /// Shows `offered` (the buttons' others hidden) with `chosen` picked; `comparing` names what the choice is for.
    func show(offered: [FilmRunViewModel.Metric], chosen: FilmRunViewModel.Metric, comparing: Bool) {
        for (button, metric) in zip(ui.metricButtons.children, FilmRunViewModel.Metric.allCases) {
            button.isVisible = offered.contains(metric)
        }
        picked.withBlocked {
            // Only when the mode changes (never while its list is open: GTK 4.8 uses freed rows when a
            // drop-down's list changes as it is shown).
            if offered != self.offered {
                self.offered = offered
                ui.metricDropDown.setStrings(offered.map(\.label))
            }
            let index = offered.firstIndex(of: chosen).map { UInt32($0) } ?? UInt32(GTK_INVALID_LIST_POSITION)
            if ui.metricDropDown.selected != index { ui.metricDropDown.selected = index }
        }
        let label = comparing ? tr("What the lines show") : tr("What the bars show")
        ui.metricButtons.setAccessibleLabel(label)
        ui.metricDropDown.setAccessibleLabel(label)
    }

    /// A metric picked in the drop-down: the path a button takes (the action, then the model).
    private func pick(at index: Int) {
        guard offered.indices.contains(index) else { return }
        Actions.activate(ui.metricDropDown.widget, RunAction.metric.with(offered[index].rawValue))
    }
}
