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
    /// Its tree: `PreferencesWindow.ui`.
    private static let template = Template<PreferencesWindowWidget>(
        "BoxOfficePreferencesWindow", parent: adw_preferences_window_get_type(),
        resource: "Preferences/PreferencesWindow.ui",
        children: ["page", "problem"]
            + ["budgetGroup", "budgetSpin", "budgetUsage"]
            + ["dailyCheckGroup", "dailyCheckRow", "dailyCheckSwitch", "dailyCheckNote"]
            + ["kobis", "kakao"].flatMap { key in
                ["Row", "Test", "Remove", "Status", "Spinner", "Icon", "Result", "EnvironmentNote"].map { key + $0 }
            })

    @Owned private var preferences: PreferencesWindowWidget
    var window: Widget { preferences.widget }
    let model: PreferencesViewModel
    let kobis: KeySection
    let kakao: KeySection
    @Owned private var problem: Label
    let budget: BudgetGroup
    let dailyCheck: DailyCheckGroup

    var kobisRow: EntryRow { kobis.row }
    var kakaoRow: EntryRow { kakao.row }
    var kobisTest: Button { kobis.test }
    var kakaoTest: Button { kakao.test }

    init(
        model: PreferencesViewModel, fill: HistoryFillViewModel, parent: Widget?,
        application: UnsafeMutablePointer<GtkApplication>, settings: AppSettings? = nil
    ) {
        self.model = model
        let template = Self.template
        let preferences = template.make()
        _preferences = Owned(wrappedValue: preferences)
        _problem = Owned(wrappedValue: template.child("problem", of: preferences))
        let child = { (id: String) in template.object(id, of: preferences).assumingMemoryBound(to: GtkWidget.self) }
        kobis = KeySection(.kobis, model: model, child: child)
        kakao = KeySection(.kakao, model: model, child: child)
        budget = BudgetGroup(model: fill, settings: settings, child: child)
        dailyCheck = DailyCheckGroup(model: model, child: child)
        let window = preferences.window
        window.application = application  // the app keeps running while it is open
        if let parent {
            window.setTransient(for: parent)
            window.isModal = true
        }
        // Closing keeps what was typed: a key that tested good is never lost.
        Signals.connectReturning(window.raw, "close-request") { [weak self] _ in
            guard let self else { return false }
            self.model.closing(typedKOBIS: self.kobis.row.text, typedKakao: self.kakao.row.text)
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
        problem.text = sentence ?? ""
        problem.isVisible = sentence != nil
    }

    func present() { preferences.window.present() }
}
