import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A fill the last run left going, resumed at start, shown in the main window: a toast that stays while it
/// runs, its progress as the Fill History window words it, and a button opening that window; when it ends,
/// a toast saying how.
@MainActor
final class ResumedFillToast {
    private let overlay: ToastOverlay
    private let fill: HistoryFillViewModel
    /// The toast shown while the resumed fill runs (the overlay holds one reference, this another).
    private var toast: ObjectRef?

    init(overlay: ToastOverlay, fill: HistoryFillViewModel) {
        self.overlay = overlay
        self.fill = fill
    }

    /// The shown toast's title, for tests; nil when none is shown.
    var shownText: String? { toast.flatMap { adw_toast_get_title($0.opaque) }.map { String(cString: $0) } }

    /// Called on every change of the fill.
    func update() {
        if let text = fill.resumedText {
            guard let toast else { return show(text) }
            adw_toast_set_title(toast.opaque, Markup.escape(text))
            return
        }
        guard let toast else { return }
        adw_toast_dismiss(toast.opaque)
        self.toast = nil
        // How it ended: finished, stopped at the budget, failed, paused or cancelled (not another fill started).
        if !fill.isRunning, let status = fill.statusText { overlay.show(status, seconds: 6) }
    }

    private func show(_ text: String) {
        guard let made = adw_toast_new(Markup.escape(text)) else { return }
        let kept = ObjectRef(retaining: UnsafeMutableRawPointer(made))
        adw_toast_set_timeout(made, 0)  // stays while the fill runs
        adw_toast_set_button_label(made, tr("Fill History…"))
        adw_toast_set_action_name(made, AppAction.fillHistory.prefixedName)
        adw_toast_overlay_add_toast(overlay.pointer, made)  // takes a reference; `kept` is ours
        toast = kept
    }
}
