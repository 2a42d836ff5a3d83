import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// "Export as CSV…": a save dialog named after the chart; the file is written by the view-model, and a
/// toast says how it went.
@MainActor
final class ExportDialog {
    private let dialog = CSVSaveDialog()
    private let toast: @MainActor (String) -> Void

    /// The open dialog, until it answers.
    var chooser: FileChooserNative? { dialog.chooser }

    init(toast: @escaping @MainActor (String) -> Void) { self.toast = toast }

    /// The chart is taken now: what was on screen when the user asked is what gets saved.
    func present(_ model: ChartViewModel, parent: Widget) {
        guard let chart = model.exportableChart else { return toast(ChartViewModel.nothingToExport) }
        dialog.present(title: tr("Export as CSV"), name: model.suggestedCSVName, parent: parent) { [toast] path in
            guard let path else { return }
            toast(ChartViewModel.writeCSV(chart, to: URL(fileURLWithPath: path)))
        }
    }

    /// The dialog answered (see `CSVSaveDialog.finish`).
    func finish(saving path: String?) { dialog.finish(saving: path) }
}
