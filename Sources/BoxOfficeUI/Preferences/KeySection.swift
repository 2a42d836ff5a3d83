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
    @Owned var row: EntryRow
    @Owned var test: Button
    @Owned var remove: Button
    @Owned var status: Box
    @Owned private var spinner: Spinner
    @Owned private var icon: Image
    @Owned var result: Label
    @Owned var environmentNote: Label

    /// Its widgets, from `PreferencesWindow.ui` (`kobisRow`, `kobisTest` … or `kakaoRow` … for `kind`).
    init(_ kind: PreferencesViewModel.Service, model: PreferencesViewModel, ui: PreferencesWindowChildren) {
        self.kind = kind
        let kobis = kind == .kobis
        _row = Owned(wrappedValue: kobis ? ui.kobisRow : ui.kakaoRow)
        _test = Owned(wrappedValue: kobis ? ui.kobisTest : ui.kakaoTest)
        _remove = Owned(wrappedValue: kobis ? ui.kobisRemove : ui.kakaoRemove)
        _status = Owned(wrappedValue: kobis ? ui.kobisStatus : ui.kakaoStatus)
        _spinner = Owned(wrappedValue: kobis ? ui.kobisSpinner : ui.kakaoSpinner)
        _icon = Owned(wrappedValue: kobis ? ui.kobisIcon : ui.kakaoIcon)
        _result = Owned(wrappedValue: kobis ? ui.kobisResult : ui.kakaoResult)
        _environmentNote = Owned(wrappedValue: kobis ? ui.kobisEnvironmentNote : ui.kakaoEnvironmentNote)
        if let note = model.environmentNote(kind) {
            row.isSensitive = false
            environmentNote.text = note
            Self.keepWordsWhole(environmentNote)
        }
        environmentNote.isVisible = model.environmentNote(kind) != nil
        test.onClicked { [weak model, weak self] in
            guard let model, let self else { return }
            model.startTest(kind, typed: self.row.text)
        }
        remove.onClicked { [weak model] in model?.remove(kind) }
        row.onApply { [weak model, weak self] in
            guard let model, let self else { return }
            model.apply(kind, typed: self.row.text)
            guard model.saveProblem == nil else { return }
            self.row.text = ""
            // Emptying the field counts as a change to apply: turning the button off and on hides it again.
            self.row.showsApplyButton = false
            self.row.showsApplyButton = true
        }
    }

    func update(_ model: PreferencesViewModel) {
        row.title = model.rowTitle(kind)
        remove.isVisible = model.hasSavedKey(kind)
        let testing = model.testing == kind
        spinner.isActive = testing
        test.isSensitive = model.testing == nil
        let outcome = model.results[kind]
        result.text = testing ? tr("Testing the key…") : outcome?.sentence ?? ""
        for style in ["success", "error", "dim-label"] { result.removeCSSClass(style) }
        result.addCSSClass(testing ? "dim-label" : outcome?.works == true ? "success" : "error")
        icon.iconName = outcome?.works == true ? "emblem-ok-symbolic" : "dialog-warning-symbolic"
        icon.isVisible = !testing && outcome != nil
        status.isVisible = testing || outcome != nil || model.environmentNote(kind) != nil
    }

    /// Variable names must not be broken with a hyphen ("BOXOFFICE_KOBIS_KEY-로"): wrap between words only.
    private static func keepWordsWhole(_ label: Label) {
        label.wrapMode = PANGO_WRAP_WORD
        label.setAttributes { pango_attr_list_insert($0, pango_attr_insert_hyphens_new(0)) }
    }
}
