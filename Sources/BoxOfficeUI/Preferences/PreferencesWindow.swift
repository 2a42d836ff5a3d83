import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences: the KOBIS key and the Kakao REST key, each in a password row with a Test button, a
/// spinner while it tests and the result in one styled sentence under the row. Applying a row saves
/// (mode 0600) and takes effect at once; closing the window saves what was typed, as GNOME preferences do.
@MainActor
final class PreferencesWindow {
    @Owned private var preferences = PreferencesWindowWidget()
    var window: Widget { preferences.widget }
    let model: PreferencesViewModel
    let kobis: KeySection
    let kakao: KeySection
    @Owned private var problem = Label("", classes: ["error"], wrap: true)
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
        budget = BudgetGroup(model: fill, settings: settings)
        dailyCheck = DailyCheckGroup(model: model)
        kobis = KeySection(.kobis, title: tr("KOBIS key"), test: tr("_Test"), model: model)
        kakao = KeySection(.kakao, title: tr("Kakao REST API key"), test: tr("T_est"), model: model)
        let window = preferences.window
        window.application = application  // the app keeps running while it is open
        let page = PreferencesPage(title: tr("API Keys"), icon: "dialog-password-symbolic")
        let group = PreferencesGroup(
            title: tr("API Keys"),
            description:
                tr(
                    "Without a KOBIS key BoxOffice shows sample data. Keys are free: kobis.or.kr/kobisopenapi for KOBIS, developers.kakao.com (REST API key) for posters."
                ))
        // Rows go in the group's list; the status lines below it, one per key, in the same order.
        for section in [kobis, kakao] { group.add(section.row) }
        let statuses = Box.vertical(spacing: 8, [kobis.status, kakao.status, problem])
        statuses.marginTop = 12
        group.add(statuses)
        page.add(group)
        page.add(budget.root)
        page.add(dailyCheck.root)
        preferences.add(page)
        preferences.isSearchEnabled = false
        window.title = tr("Preferences")
        window.defaultSize = (560, 520)
        if let parent {
            window.setTransient(for: parent)
            window.isModal = true
        }
        for section in [kobis, kakao] { section.row.onApply { [weak self] in self?.save() } }
        // Closing keeps what was typed: a key that tested good is never lost.
        Signals.connectReturning(window.raw, "close-request") { [weak self] _ in
            guard let self else { return false }
            self.model.saveIfChanged(kobis: self.kobis.row.text, kakao: self.kakao.row.text)
            return false
        }
        model.changes.observe([.keys, .tests], until: window) { [weak self] _ in self?.showKeys() }
        model.changes.observe([.keys], until: window) { [weak self] _ in self?.showProblem() }
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
    }

    func save() { model.save(kobis: kobis.row.text, kakao: kakao.row.text) }

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
