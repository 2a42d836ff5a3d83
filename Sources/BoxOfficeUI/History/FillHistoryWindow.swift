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
    /// Its tree: `FillHistoryWindow.ui`.
    private static let template = Template<Window>(
        "BoxOfficeFillHistoryWindow", parent: adw_window_get_type(), resource: "History/FillHistoryWindow.ui",
        children: [
            "progressBar", "status", "unavailable", "jobLabel", "replaceNote", "usage", "cost", "fromEntry", "toEntry",
            "problem"
        ])

    @Owned private var toplevel: Window
    var window: Widget { toplevel.widget }
    @Owned var progressBar: ProgressBar
    @Owned var status: Label
    private lazy var announcer = Announcer(window: toplevel.widget)
    private var wasRunning = false
    @Owned var unavailable: Label
    /// What the running or pending fill covers (it may have been started from a film's window).
    @Owned var jobLabel: Label
    /// While a fill waits paused: what Start does to it.
    @Owned var replaceNote: Label
    @Owned var usage: Label
    /// What the chosen range costs at most, the Korean charts included.
    @Owned var cost: Label
    private let model: HistoryFillViewModel
    /// The window's "fill" group (the window holds it too): `showFill` and `showChoices` show its actions by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    /// Each day's Korean films' chart too (for the market's Korean share).
    var koreanToo: Bool { model.choices.koreanToo }
    @Owned var fromEntry: Entry
    @Owned var toEntry: Entry
    @Owned var problem: Label

    static let choices = FillChoices.offeredDays

    init(model: HistoryFillViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        model.resetChoices()
        let template = Self.template
        let toplevel = template.make()
        _toplevel = Owned(wrappedValue: toplevel)
        _progressBar = Owned(wrappedValue: template.child("progressBar", of: toplevel))
        _status = Owned(wrappedValue: template.child("status", of: toplevel))
        _unavailable = Owned(wrappedValue: template.child("unavailable", of: toplevel))
        _jobLabel = Owned(wrappedValue: template.child("jobLabel", of: toplevel))
        _replaceNote = Owned(wrappedValue: template.child("replaceNote", of: toplevel))
        _usage = Owned(wrappedValue: template.child("usage", of: toplevel))
        _cost = Owned(wrappedValue: template.child("cost", of: toplevel))
        _fromEntry = Owned(wrappedValue: template.child("fromEntry", of: toplevel))
        _toEntry = Owned(wrappedValue: template.child("toEntry", of: toplevel))
        _problem = Owned(wrappedValue: template.child("problem", of: toplevel))
        toplevel.application = application
        let group = Actions.insertGroup(FillAction.self, on: window) { group in
            Actions.install(FillAction.self, on: group) { [weak self] action, parameter in
                self?.handle(action, parameter)
            }
        }
        actions = Owned(wrappedValue: group)

        // The typed range goes to the view-model as it is typed: the cost follows it, Start checks it.
        for entry in [fromEntry, toEntry] {
            entry.onChanged { [weak self] _ in
                guard let self else { return }
                self.model.typeDays(first: self.fromEntry.text, last: self.toEntry.text)
            }
        }
        if let parent { toplevel.setTransient(for: parent) }
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
        fromEntry.isSensitive = choices.typed
        toEntry.isSensitive = choices.typed
        if let group = actions?.wrappedValue {
            Actions.setState(group, FillAction.range, choices.typed ? "custom" : String(choices.days))
            Actions.setState(group, FillAction.koreanToo, choices.koreanToo)
        }
        problem.text = choices.problem ?? ""
        problem.isVisible = choices.problem != nil
    }

    private func showCost() { cost.show(model.chosenCostText) }

    /// The fill under way or waiting, and what each button can do now.
    private func showFill() {
        let available = model.isAvailable
        unavailable.isVisible = !available
        let elsewhere = model.elsewhereText
        let busy = model.isRunning || elsewhere != nil
        if let group = actions?.wrappedValue {
            Actions.setEnabled(group, FillAction.start, available && !busy)
            Actions.setEnabled(group, FillAction.pause, model.canPause)
            Actions.setEnabled(group, FillAction.resume, available && model.canResume)
            Actions.setEnabled(group, FillAction.cancel, busy || model.canResume)
        }
        progressBar.fraction = model.fraction
        progressBar.isVisible = model.progress != nil
        for (label, text) in [
            (jobLabel, model.jobText), (status, elsewhere ?? model.statusText), (replaceNote, model.replaceNote)
        ] {
            label.text = text ?? ""
            label.isVisible = text != nil
        }
        usage.text = model.usageText
        // The fill's end, said where the keyboard is (`Announcer`).
        if wasRunning, !model.isRunning, let text = model.statusText { announcer.say(text) }
        wasRunning = model.isRunning
    }

    func present() { toplevel.present() }
}
