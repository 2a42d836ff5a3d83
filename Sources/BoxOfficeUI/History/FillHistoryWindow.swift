import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Fill History…": pick a range (the last 7, 30, 90 or 365 days), start, and watch the days arrive with a
/// progress bar, the time left, Pause/Resume and Cancel. The fill runs in the app, not in this window:
/// closing it leaves the fill going, and reopening shows where it is.
@MainActor
final class FillHistoryWindow {
    /// Its tree and widgets: `FillHistoryWindow.ui`.
    let ui = FillHistoryWindowChildren.make()
    var window: Widget { ui.root.widget }
    private lazy var announcer = Announcer(window: ui.root.widget)
    private var wasRunning = false
    private let model: HistoryFillViewModel
    /// The window's "fill" group (the window holds it too): `showFill` and `showChoices` show its actions by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    /// Each day's Korean films' chart too (for the market's Korean share).
    var koreanToo: Bool { model.choices.koreanToo }

    static let choices = FillChoices.offeredDays

    init(model: HistoryFillViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        model.resetChoices()
        ui.root.application = application
        let group = Actions.insertGroup(FillAction.self, on: window) { group in
            Actions.install(FillAction.self, on: group) { [weak self] action, parameter in
                self?.handle(action, parameter)
            }
        }
        actions = Owned(wrappedValue: group)

        // The typed range goes to the view-model as it is typed: the cost follows it, Start checks it.
        for entry in [ui.fromEntry, ui.toEntry] {
            entry.onChanged { [weak self] _ in
                guard let self else { return }
                self.model.typeDays(first: self.ui.fromEntry.text, last: self.ui.toEntry.text)
            }
        }
        if let parent { ui.root.setTransient(for: parent) }
        Actions.closeOnEscape(window)
        model.changes.observe([.choices], until: window) { [weak self] _ in self?.showChoices() }
        model.changes.observe([.progress, .budget, .resumed], until: window) { [weak self] _ in self?.showFill() }
        // Today's requests left change the price.
        model.changes.observe([.choices, .progress, .budget], until: window) { [weak self] _ in self?.showCost() }
        showChoices()
        showFill()
        showCost()
    }

    /// Every "fill" action's handler: the choices go to the view-model, which checks them.
    private func handle(_ action: FillAction, _ parameter: ActionParameter) {
        switch action {
        case .range:
            guard let value = parameter.text else { return }
            if value == "custom" {
                model.chooseTypedDays()
            } else {
                guard let n = Int(value), Self.choices.contains(n) else { return }
                model.chooseLastDays(n)
            }
        case .start: model.startChosen()
        case .koreanToo: model.setKoreanToo(parameter.isOn ?? model.choices.koreanToo)
        case .pause: model.pause()
        case .resume: model.resume()
        case .cancel: model.cancel()
        }
    }

    /// The typed days open to typing, the range and "Korean films too" shown, and why the last Start did not start.
    private func showChoices() {
        let choices = model.choices
        ui.fromEntry.isSensitive = choices.typed
        ui.toEntry.isSensitive = choices.typed
        if let group = actions?.wrappedValue {
            Actions.setState(group, FillAction.range, choices.typed ? "custom" : String(choices.days))
            Actions.setState(group, FillAction.koreanToo, choices.koreanToo)
        }
        ui.problem.text = choices.problem ?? ""
        ui.problem.isVisible = choices.problem != nil
    }

    private func showCost() { ui.cost.show(model.chosenCostText) }

    /// The fill under way or waiting, and what each button can do now.
    private func showFill() {
        let available = model.isAvailable
        ui.unavailable.isVisible = !available
        let elsewhere = model.elsewhereText
        let busy = model.isRunning || elsewhere != nil
        if let group = actions?.wrappedValue {
            Actions.setEnabled(group, FillAction.start, available && !busy)
            Actions.setEnabled(group, FillAction.pause, model.canPause)
            Actions.setEnabled(group, FillAction.resume, available && model.canResume)
            Actions.setEnabled(group, FillAction.cancel, busy || model.canResume)
        }
        ui.progressBar.fraction = model.fraction
        ui.progressBar.isVisible = model.progress != nil
        for (label, text) in [
            (ui.jobLabel, model.jobText), (ui.status, elsewhere ?? model.statusText),
            (ui.replaceNote, model.replaceNote)
        ] {
            label.text = text ?? ""
            label.isVisible = text != nil
        }
        ui.usage.text = model.usageText
        // The fill's end, said where the keyboard is (`Announcer`).
        if wasRunning, !model.isRunning, let text = model.statusText { announcer.say(text) }
        wasRunning = model.isRunning
    }

    func present() { ui.root.present() }
}
