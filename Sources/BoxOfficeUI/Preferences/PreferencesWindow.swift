import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences: the KOBIS key and the Kakao REST key, each in a password row with Test and Remove buttons, a
/// spinner while it tests and the result in one styled sentence under the row. Applying a row saves
/// (mode 0600) and takes effect at once; closing the window saves what was typed, as GNOME preferences do.
@MainActor
final class PreferencesWindow {
    /// Its tree and widgets: `PreferencesWindow.ui`.
    let ui = PreferencesWindowChildren.make()
    var window: Widget { ui.root.widget }
    let model: PreferencesViewModel
    let kobis: KeySection
    let kakao: KeySection
    let budget: BudgetGroup
    let dailyCheck: DailyCheckGroup

    init(
        model: PreferencesViewModel, fill: HistoryFillViewModel, parent: Widget?,
        application: UnsafeMutablePointer<GtkApplication>, settings: AppSettings? = nil
    ) {
        self.model = model
        kobis = KeySection(.kobis, model: model, ui: ui)
        kakao = KeySection(.kakao, model: model, ui: ui)
        budget = BudgetGroup(model: fill, settings: settings, ui: ui)
        dailyCheck = DailyCheckGroup(model: model, ui: ui)
        let window = ui.root.window
        window.application = application  // the app keeps running while it is open
        if let parent {
            window.setTransient(for: parent)
            window.isModal = true
        }
        // Closing keeps what was typed: a key that tested good is never lost.
        Signals.connectReturning(window.raw, "close-request") { [weak self] _ in
            guard let self else { return false }
            self.model.closing(typedKOBIS: self.ui.kobisRow.text, typedKakao: self.ui.kakaoRow.text)
            return false
        }
        model.changes.observe([.keys, .tests], until: window) { [weak self] _ in self?.showKeys() }
        model.changes.observe([.keys], until: window) { [weak self] _ in self?.showProblem() }
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
    }

    private func update() {
        showKeys()
        showProblem()
    }

    /// Each key's row: its text, where it comes from, its test.
    private func showKeys() {
        kobis.update(model)
        kakao.update(model)
    }

    /// Why the keys were not saved, or why the key file could not be read.
    private func showProblem() {
        let sentence = model.saveProblem ?? model.keyFileProblem
        ui.problem.text = sentence ?? ""
        ui.problem.isVisible = sentence != nil
    }

    func present() { ui.root.window.present() }
}
