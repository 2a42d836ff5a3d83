import BoxOfficeCore
import CAdw
import CGtk

/// Loading, empty and error pages of the main stack.
@MainActor
final class StatusPages {
    @Owned var loading: Box
    @Owned var empty: StatusPage
    @Owned var error: StatusPage
    @Owned var blank: Box
    @Owned var spinner: Spinner
    @Owned var details: Expander
    @Owned var retry: Button
    /// Shown when the fix is a key: a rejected or missing one.
    @Owned var openPreferences: Button
    /// Try Again and Open Preferences: side by side, or one above the other in a narrow window.
    @Owned private var buttons: Box
    @Owned private var detailLabel: Label

    /// The pages are the main window's stack's (`MainWindow.ui`).
    init(tree: MainWindowChildren) {
        _loading = Owned(wrappedValue: tree.loading)
        _empty = Owned(wrappedValue: tree.empty)
        _error = Owned(wrappedValue: tree.error)
        _blank = Owned(wrappedValue: tree.blank)
        _spinner = Owned(wrappedValue: tree.spinner)
        _details = Owned(wrappedValue: tree.details)
        _retry = Owned(wrappedValue: tree.retry)
        _openPreferences = Owned(wrappedValue: tree.openPreferences)
        _buttons = Owned(wrappedValue: tree.errorButtons)
        _detailLabel = Owned(wrappedValue: tree.detailLabel)
    }

    func showEmpty(_ message: String) { empty.text = message }
    /// The sentence for everyone; the technical detail one click away.
    func showError(_ message: String, detail: String?, offerPreferences: Bool) {
        error.text = message
        openPreferences.isVisible = offerPreferences
        // One suggested action: the fix when there is one, else trying again.
        retry.setCSSClass("suggested-action", !offerPreferences)
        detailLabel.text = detail ?? ""
        details.isVisible = detail != nil
    }
    /// Two pill buttons side by side are wider than 360 px in English.
    var compact = false {
        didSet { buttons.orientation = compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL }
    }
    func spin(_ on: Bool) { spinner.isSpinning = on }
}
