import BoxOfficeCore
import CAdw
import CGtk

/// Loading, empty and error pages of the main stack.
@MainActor
final class StatusPages {
    @Owned var loading: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
    @Owned var empty: Widget = adw_status_page_new()
    @Owned var error: Widget = adw_status_page_new()
    @Owned var blank: Widget = Build.box(GTK_ORIENTATION_VERTICAL)
    @Owned var spinner: Widget = gtk_spinner_new()
    @Owned var details: Widget = gtk_expander_new_with_mnemonic(tr("_Details"))
    @Owned var retry: Widget = Build.button(tr("_Try Again"), action: WinAction.refresh, classes: ["pill"])
    /// Shown when the fix is a key: a rejected or missing one.
    @Owned var openPreferences: Widget = Build.button(tr("_Open Preferences"), action: AppAction.preferences, classes: ["pill", "suggested-action"])
    /// Try Again and Open Preferences: side by side, or one above the other in a narrow window.
    @Owned private var buttons: Widget = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    @Owned private var detailLabel: Widget = Build.label("", classes: ["monospace", "caption"], wrap: true, selectable: true)

    init() {
        gtk_widget_set_size_request(spinner, 32, 32)
        boxoffice_accessible_set_label(spinner, tr("Loading the box office"))
        let text = Build.label(tr("Loading the box office…"), classes: ["dim-label"], xalign: 0.5)
        for w in [spinner, text] { gtk_box_append(cast(loading), w) }
        gtk_widget_set_valign(loading, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(loading, GTK_ALIGN_CENTER)

        adw_status_page_set_icon_name(cast(empty), "x-office-calendar-symbolic")
        adw_status_page_set_title(cast(empty), tr("No Box Office"))

        adw_status_page_set_icon_name(cast(error), "dialog-warning-symbolic")
        adw_status_page_set_title(cast(error), tr("Could Not Load the Box Office"))
        for w in [openPreferences, retry] { gtk_box_append(cast(buttons), w) }
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        gtk_expander_set_child(cast(details), detailLabel)
        gtk_widget_set_halign(details, GTK_ALIGN_CENTER)
        adw_status_page_set_child(cast(error), Build.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [buttons, details]))
    }

    func showEmpty(_ message: String) { adw_status_page_set_description(cast(empty), Markup.escape(message)) }
    /// The sentence for everyone; the technical detail one click away.
    func showError(_ message: String, detail: String?, offerPreferences: Bool) {
        adw_status_page_set_description(cast(error), Markup.escape(message))
        gtk_widget_set_visible(openPreferences, offerPreferences ? 1 : 0)
        // One suggested action: the fix when there is one, else trying again.
        offerPreferences ? gtk_widget_remove_css_class(retry, "suggested-action") : gtk_widget_add_css_class(retry, "suggested-action")
        gtk_label_set_text(cast(detailLabel), detail ?? "")
        gtk_widget_set_visible(details, detail == nil ? 0 : 1)
    }
    /// Two pill buttons side by side are wider than 360 px in English.
    var compact = false {
        didSet { gtk_orientable_set_orientation(cast(buttons), compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) }
    }
    func spin(_ on: Bool) { on ? gtk_spinner_start(cast(spinner)) : gtk_spinner_stop(cast(spinner)) }
}
