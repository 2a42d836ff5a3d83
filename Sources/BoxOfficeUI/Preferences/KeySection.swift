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
    @Owned var row: EntryRow
    @Owned var test: Button
    @Owned var status = Box.vertical(spacing: 4)
    @Owned private var spinner = Spinner()
    @Owned private var icon = Image()
    @Owned var result = Label("", wrap: true)
    @Owned var environmentNote = Label("", classes: ["dim-label", "caption"], wrap: true)

    init(_ kind: PreferencesViewModel.Service, title: String, test label: String, model: PreferencesViewModel) {
        self.kind = kind
        _row = Owned(wrappedValue: EntryRow(title: title, password: true))
        _test = Owned(wrappedValue: Button(label, classes: ["flat"]))
        row.text = kind == .kobis ? model.kobisKey : model.kakaoKey
        row.showsApplyButton = true
        test.verticalAlignment = GTK_ALIGN_CENTER
        test.describe(tr("Test this key with one request"))
        row.addSuffix(test)
        if let note = model.environmentNote(kind) {
            row.isSensitive = false
            environmentNote.text = note
            Self.keepWordsWhole(environmentNote)
        }
        environmentNote.isVisible = model.environmentNote(kind) != nil
        spinner.setAccessibleLabel(tr("Testing the key"))
        result.expandsHorizontally = true
        status.append(Box.horizontal(spacing: 8, [spinner, icon, result]))
        status.append(environmentNote)
        test.onClicked { [weak model, weak self] in
            guard let model, let self else { return }
            model.startTest(kind, key: self.row.text)
        }
    }

    func update(_ model: PreferencesViewModel) {
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
