import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One API key in Preferences: the password row with its Test and Remove buttons, and under the list a status
/// line — a spinner while testing, then the result as a success or error sentence — and, when an
/// environment variable sets the key, a sentence saying so. The row is for typing a new key: a saved one is
/// never put in it (GTK 4.8 hands a password entry's text to the accessibility tree); its title says that one
/// is saved and how it ends.
@MainActor
final class KeySection {
    let kind: PreferencesViewModel.Service
    /// The window's children: this key's widgets are read there (`ui.key(kind)`).
    private let ui: PreferencesWindowChildren
    private var widgets: KeyWidgets { ui.key(kind) }

    /// Its widgets, from `PreferencesWindow.ui` (`kobisRow`, `kobisTest` … or `kakaoRow` … for `kind`).
    init(_ kind: PreferencesViewModel.Service, model: PreferencesViewModel, ui: PreferencesWindowChildren) {
        self.kind = kind
        self.ui = ui
        let widgets = ui.key(kind)
        if let note = model.environmentNote(kind) {
            widgets.row.isSensitive = false
            widgets.environmentNote.text = note
            Self.keepWordsWhole(widgets.environmentNote)
        }
        widgets.environmentNote.isVisible = model.environmentNote(kind) != nil
        widgets.test.onClicked { [weak model, weak self] in
            guard let model, let self else { return }
            model.startTest(kind, typed: self.widgets.row.text)
        }
        widgets.remove.onClicked { [weak model] in model?.remove(kind) }
        widgets.row.onApply { [weak model, weak self] in
            guard let model, let self else { return }
            let row = self.widgets.row
            model.apply(kind, typed: row.text)
            guard model.saveProblem == nil else { return }
            row.text = ""
            // Emptying the field counts as a change to apply: turning the button off and on hides it again.
            row.showsApplyButton = false
            row.showsApplyButton = true
        }
    }

    func update(_ model: PreferencesViewModel) {
        let widgets = self.widgets
        widgets.row.title = model.rowTitle(kind)
        widgets.remove.isVisible = model.hasSavedKey(kind)
        let testing = model.testing == kind
        widgets.spinner.isActive = testing
        widgets.test.isSensitive = model.testing == nil
        let outcome = model.results[kind]
        widgets.result.text = testing ? tr("Testing the key…") : outcome?.sentence ?? ""
        for style in ["success", "error", "dim-label"] { widgets.result.removeCSSClass(style) }
        widgets.result.addCSSClass(testing ? "dim-label" : outcome?.works == true ? "success" : "error")
        widgets.icon.iconName = outcome?.works == true ? "emblem-ok-symbolic" : "dialog-warning-symbolic"
        widgets.icon.isVisible = !testing && outcome != nil
        widgets.status.isVisible = testing || outcome != nil || model.environmentNote(kind) != nil
    }

    /// Variable names must not be broken with a hyphen ("BOXOFFICE_KOBIS_KEY-로"): wrap between words only.
    private static func keepWordsWhole(_ label: Label) {
        label.wrapMode = PANGO_WRAP_WORD
        label.setAttributes { pango_attr_list_insert($0, pango_attr_insert_hyphens_new(0)) }
    }
}
