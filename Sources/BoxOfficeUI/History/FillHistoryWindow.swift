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
    @Owned private var toplevel: Window
    var window: Widget { toplevel.widget }
    @Owned var progressBar = ProgressBar()
    @Owned var status = Label("", classes: ["numeric"], xalign: 0, wrap: true)
    @Owned var unavailable = Label(
        tr("Filling history needs a KOBIS API key and a connection."), classes: ["dim-label"], xalign: 0, wrap: true)
    /// What the running or pending fill covers (it may have been started from a film's window).
    @Owned var jobLabel = Label("", classes: ["heading"], xalign: 0, wrap: true)
    /// While a fill waits paused: what Start does to it.
    @Owned var replaceNote = Label("", classes: ["dim-label", "caption"], xalign: 0, wrap: true)
    @Owned var usage = Label("", classes: ["dim-label", "caption"], xalign: 0, wrap: true)
    /// What the chosen range costs at most, the Korean charts included.
    @Owned var cost = Label("", classes: ["dim-label", "caption"], xalign: 0, wrap: true)
    private let model: HistoryFillViewModel
    /// The window's "fill" group (the window holds it too): `showFill` and `showChoices` show its actions by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    /// Each day's Korean films' chart too (for the market's Korean share).
    var koreanToo: Bool { model.choices.koreanToo }
    @Owned var fromEntry = Entry()
    @Owned var toEntry = Entry()
    @Owned var problem = Label("", classes: ["error"], xalign: 0, wrap: true)

    static let choices = FillChoices.offeredDays

    init(model: HistoryFillViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        model.resetChoices()
        let toplevel = Window(application: application)
        _toplevel = Owned(wrappedValue: toplevel)
        let group = Actions.insertGroup(FillAction.self, on: window) { group in
            Actions.install(FillAction.self, on: group) { [weak self] action, parameter in
                self?.handle(action, parameter)
            }
        }
        actions = Owned(wrappedValue: group)

        let box = Box.vertical(spacing: 12)
        box.setMargins(18)
        box.append(
            Label(
                tr(
                    "Fetch the daily charts of a period into the history, so every film's run can be drawn offline. Days already saved and settled cost no request."
                ),
                xalign: 0, wrap: true))
        let checks =
            Self.choices.map { n in
                CheckButton(tr("The last {count} days", ["count": String(n)]), action: FillAction.range.with(String(n)))
            }
            + [CheckButton(tr("From a day to a day"), action: FillAction.range.with("custom"))]
        for check in checks {
            if let first = checks.first, check.widget != first.widget { check.joinGroup(of: first) }
            box.append(check)
        }
        for (entry, hint) in [(fromEntry, tr("First day (YYYY-MM-DD)")), (toEntry, tr("Last day (YYYY-MM-DD)"))] {
            entry.placeholder = hint
            entry.setAccessibleLabel(hint)
            // The cost below follows the typed range.
            entry.onChanged { [weak self] _ in
                guard let self else { return }
                self.model.typeDays(first: self.fromEntry.text, last: self.toEntry.text)
            }
        }
        let dates = Box.horizontal(spacing: 6, [fromEntry, Label("–"), toEntry])
        gtk_widget_set_margin_start(dates.widget, 28)
        box.append(dates)
        box.append(problem)
        // The whole market's fill is the only one this window makes, so the Korean chart always applies.
        box.append(CheckButton(tr("Korean films too"), action: FillAction.koreanToo))
        box.append(cost)
        progressBar.showsText = false
        progressBar.setAccessibleLabel(tr("Days fetched"))
        for part: any TypedWidget in [unavailable, jobLabel, progressBar, status, usage] { box.append(part) }
        let buttons = Box.horizontal(
            spacing: 6,
            [
                Button(tr("_Cancel Fill"), action: FillAction.cancel),
                Button(tr("_Pause"), action: FillAction.pause),
                Button(tr("_Resume"), action: FillAction.resume),
                Button(tr("_Start"), action: FillAction.start, classes: ["suggested-action"])
            ])
        buttons.horizontalAlignment = GTK_ALIGN_END
        box.append(replaceNote)
        box.append(buttons)
        toplevel.setContent(Box.vertical([HeaderBar(), box]))
        toplevel.title = tr("Fill History")
        toplevel.defaultSize = (440, -1)
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
    }

    func present() { toplevel.present() }
}
