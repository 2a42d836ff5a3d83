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
    /// The window's "fill" group (the window holds it too): `update` shows its actions by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    private var days = 30
    /// "custom": the two day entries below name the range.
    private var custom = false
    /// Each day's Korean films' chart too (for the market's Korean share).
    private(set) var koreanToo = false
    @Owned var fromEntry = Entry()
    @Owned var toEntry = Entry()
    @Owned var problem = Label("", classes: ["error"], xalign: 0, wrap: true)

    static let choices = [7, 30, 90, 365]

    init(model: HistoryFillViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
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
            entry.onChanged { [weak self] _ in self?.update() }
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
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        say(nil)
        update()
    }

    /// Every "fill" action's handler.
    private func handle(_ action: FillAction, _ parameter: ActionParameter) {
        switch action {
        case .range:
            guard let value = parameter.text else { return }
            if value == "custom" {
                custom = true
            } else {
                guard let n = Int(value), Self.choices.contains(n) else { return }
                days = n
                custom = false
            }
            update()
        case .start: start()
        case .koreanToo:
            koreanToo = parameter.isOn ?? koreanToo
            update()
        case .pause: model.pause()
        case .resume: model.resume()
        case .cancel: model.cancel()
        }
    }

    private func start() {
        guard custom else { return model.start(.lastDays(days), koreanToo: koreanToo) }
        // Typed days: a sentence for anything that is not a day, and a first day after the last.
        let from = fromEntry.text
        let to = toEntry.text
        guard let first = Day(from) else {
            return say(BoxOfficeError.invalidDate(text: OutsideText.clean(from, limit: 40)).sentence)
        }
        guard let last = Day(to) else {
            return say(BoxOfficeError.invalidDate(text: OutsideText.clean(to, limit: 40)).sentence)
        }
        guard first <= last else { return say(tr("The first day is after the last.")) }
        say(nil)
        model.start(.custom(first: first, last: last), koreanToo: koreanToo)
    }

    private func say(_ sentence: String?) {
        problem.text = sentence ?? ""
        problem.isVisible = sentence != nil
    }

    private func update() {
        fromEntry.isSensitive = custom
        toEntry.isSensitive = custom
        let available = model.isAvailable
        unavailable.isVisible = !available
        let elsewhere = model.elsewhereText
        let busy = model.isRunning || elsewhere != nil
        if let group = actions?.wrappedValue {
            Actions.setEnabled(group, FillAction.start, available && !busy)
            Actions.setEnabled(group, FillAction.pause, model.canPause)
            Actions.setEnabled(group, FillAction.resume, available && model.canResume)
            Actions.setEnabled(group, FillAction.cancel, busy || model.canResume)
            Actions.setState(group, FillAction.range, custom ? "custom" : String(days))
            Actions.setState(group, FillAction.koreanToo, koreanToo)
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
        let range = custom ? Day(fromEntry.text).flatMap { f in Day(toEntry.text).map { (f, $0) } } : nil
        let chosen: HistoryFillViewModel.Range? =
            custom ? range.map { .custom(first: min($0.0, $0.1), last: max($0.0, $0.1)) } : .lastDays(days)
        cost.show(chosen.flatMap { model.costText($0, koreanToo: koreanToo) })
    }

    func present() { toplevel.present() }
}
