import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One API key in Preferences: the password row with its Test button, and under the list a status
/// line — a spinner while testing, then the result as a success or error sentence — and, when an
/// environment variable sets the key, a sentence saying so.
@MainActor
final class KeySection {
    let kind: PreferencesViewModel.Service
    @Owned var row: Widget = adw_password_entry_row_new()
    @Owned var test: Widget
    @Owned var status: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
    @Owned private var spinner: Widget = gtk_spinner_new()
    @Owned private var icon: Widget = gtk_image_new()
    @Owned var result: Widget = Build.label("", wrap: true)
    @Owned var environmentNote: Widget = Build.label("", classes: ["dim-label", "caption"], wrap: true)

    init(_ kind: PreferencesViewModel.Service, title: String, test label: String, model: PreferencesViewModel) {
        self.kind = kind
        _test = Owned(wrappedValue: Build.button(label, classes: ["flat"]))
        adw_preferences_row_set_title(cast(row), title)
        gtk_editable_set_text(cast(row), kind == .kobis ? model.kobisKey : model.kakaoKey)
        adw_entry_row_set_show_apply_button(cast(row), 1)
        gtk_widget_set_valign(test, GTK_ALIGN_CENTER)
        Build.describe(test, tooltip: tr("Test this key with one request"))
        adw_entry_row_add_suffix(cast(row), test)
        if let note = model.environmentNote(kind) {
            gtk_widget_set_sensitive(row, 0)
            gtk_label_set_text(cast(environmentNote), note)
            Self.keepWordsWhole(environmentNote)
        }
        gtk_widget_set_visible(environmentNote, model.environmentNote(kind) == nil ? 0 : 1)
        boxoffice_accessible_set_label(spinner, tr("Testing the key"))
        gtk_widget_set_hexpand(result, 1)
        let line = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [spinner, icon, result])
        gtk_box_append(cast(status), line)
        gtk_box_append(cast(status), environmentNote)
        Signals.connect(test.raw, "clicked") { [weak model, weak self] _ in
            guard let model, let self else { return }
            model.startTest(kind, key: Self.text(self.row))
        }
    }

    func update(_ model: PreferencesViewModel) {
        let testing = model.testing == kind
        gtk_widget_set_visible(spinner, testing ? 1 : 0)
        testing ? gtk_spinner_start(cast(spinner)) : gtk_spinner_stop(cast(spinner))
        gtk_widget_set_sensitive(test, model.testing == nil ? 1 : 0)
        let outcome = model.results[kind]
        gtk_label_set_text(cast(result), testing ? tr("Testing the key…") : outcome?.sentence ?? "")
        for style in ["success", "error", "dim-label"] { gtk_widget_remove_css_class(result, style) }
        gtk_widget_add_css_class(result, testing ? "dim-label" : outcome?.works == true ? "success" : "error")
        gtk_image_set_from_icon_name(cast(icon), outcome?.works == true ? "emblem-ok-symbolic" : "dialog-warning-symbolic")
        gtk_widget_set_visible(icon, !testing && outcome != nil ? 1 : 0)
        gtk_widget_set_visible(status, testing || outcome != nil || model.environmentNote(kind) != nil ? 1 : 0)
    }

    static func text(_ editable: Widget) -> String { String(cString: gtk_editable_get_text(cast(editable))) }

    /// Variable names must not be broken with a hyphen ("BOXOFFICE_KOBIS_KEY-로"): wrap between words only.
    private static func keepWordsWhole(_ label: Widget) {
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        gtk_label_set_attributes(cast(label), attributes)
        pango_attr_list_unref(attributes)
    }
}
