import BoxOfficeCore
import CAdw
import CGtk

/// Loading, empty and error pages of the main stack.
@MainActor
final class StatusPages {
    /// The main window's tree: the pages are its stack's, the error page's buttons and details in them
    /// (`MainWindow.ui`).
    let ui: MainWindowChildren

    init(ui: MainWindowChildren) { self.ui = ui }

    func showEmpty(_ message: String) { ui.empty.text = message }
    /// The sentence for everyone; the technical detail one click away.
    func showError(_ message: String, detail: String?, offerPreferences: Bool) {
        ui.error.text = message
        ui.openPreferences.isVisible = offerPreferences
        // One suggested action: the fix when there is one, else trying again.
        ui.retry.setCSSClass("suggested-action", !offerPreferences)
        ui.detailLabel.text = detail ?? ""
        ui.details.isVisible = detail != nil
    }
    /// Try Again and Open Preferences (shown when the fix is a key): side by side, or one above the other in a
    /// narrow window, as two pill buttons side by side are wider than 360 px in English.
    var compact = false {
        didSet { ui.errorButtons.orientation = compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL }
    }
    func spin(_ on: Bool) { ui.spinner.isSpinning = on }
}
