import BoxOfficeCore
import CAdw
import CGtk

/// Loading, empty and error pages of the main stack.
@MainActor
final class StatusPages {
    @Owned var loading = Box.vertical(spacing: 12)
    @Owned var empty = StatusPage(icon: "x-office-calendar-symbolic", title: tr("No Box Office"))
    @Owned var error = StatusPage(icon: "dialog-warning-symbolic", title: tr("Could Not Load the Box Office"))
    @Owned var blank = Box.vertical()
    @Owned var spinner = Spinner()
    @Owned var details = Expander(mnemonic: tr("_Details"))
    @Owned var retry = Button(tr("_Try Again"), action: WinAction.refresh, classes: ["pill"])
    /// Shown when the fix is a key: a rejected or missing one.
    @Owned var openPreferences = Button(
        tr("_Open Preferences"), action: AppAction.preferences, classes: ["pill", "suggested-action"])
    /// Try Again and Open Preferences: side by side, or one above the other in a narrow window.
    @Owned private var buttons = Box.horizontal(spacing: 12)
    @Owned private var detailLabel = Label("", classes: ["monospace", "caption"], wrap: true, selectable: true)

    init() {
        gtk_widget_set_size_request(spinner.widget, 32, 32)
        spinner.setAccessibleLabel(tr("Loading the box office"))
        loading.append(spinner)
        loading.append(Label(tr("Loading the box office…"), classes: ["dim-label"], xalign: 0.5))
        loading.verticalAlignment = GTK_ALIGN_CENTER
        loading.horizontalAlignment = GTK_ALIGN_CENTER

        buttons.append(openPreferences)
        buttons.append(retry)
        buttons.horizontalAlignment = GTK_ALIGN_CENTER
        details.setChild(detailLabel)
        details.horizontalAlignment = GTK_ALIGN_CENTER
        error.setChild(Box.vertical(spacing: 18, [buttons, details]))
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
