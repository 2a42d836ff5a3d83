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
    @Owned var unavailable: Label
    /// What the running or pending fill covers (it may have been started from a film's window).
    @Owned var jobLabel: Label
    /// While a fill waits paused: what Start does to it.
    @Owned var replaceNote: Label
    @Owned var usage: Label
    /// What the chosen range costs at most, the Korean charts included.
    @Owned var cost: Label
    private let model: HistoryFillViewModel
    private var actions: [FillAction: OpaquePointer] = [:]
    private var days = 30
    /// "custom": the two day entries below name the range.
    private var custom = false
    /// Each day's Korean films' chart too (for the market's Korean share).
    private(set) var koreanToo = false
    @Owned var fromEntry: Entry
    @Owned var toEntry: Entry
    @Owned var problem: Label

    static let choices = [7, 30, 90, 365]

    init(model: HistoryFillViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
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
        Actions.insertGroup(FillAction.self, on: window) { group in
            self.actions[.range] = Actions.addRadio(group, FillAction.range, initial: String(days)) {
                [weak self] value in
                guard let self else { return }
                if value == "custom" {
                    self.custom = true
                } else {
                    guard let n = Int(value), Self.choices.contains(n) else { return }
                    self.days = n
                    self.custom = false
                }
                self.actions[.range].map { Actions.setState($0, value) }
                self.update()
            }
            self.actions[.start] = Actions.add(group, FillAction.start) { [weak self] in
                guard let self else { return }
                guard self.custom else {
                    self.model.start(.lastDays(self.days), koreanToo: self.koreanToo)
                    return
                }
                // Typed days: a sentence for anything that is not a day, and a first day after the last.
                let from = self.fromEntry.text
                let to = self.toEntry.text
                guard let first = Day(from) else {
                    return self.say(BoxOfficeError.invalidDate(text: OutsideText.clean(from, limit: 40)).sentence)
                }
                guard let last = Day(to) else {
                    return self.say(BoxOfficeError.invalidDate(text: OutsideText.clean(to, limit: 40)).sentence)
                }
                guard first <= last else { return self.say(tr("The first day is after the last.")) }
                self.say(nil)
                self.model.start(.custom(first: first, last: last), koreanToo: self.koreanToo)
            }
            self.actions[.koreanToo] = Actions.addToggle(group, FillAction.koreanToo, initial: false) {
                [weak self] on in
                self?.koreanToo = on
                self?.update()
            }
            self.actions[.pause] = Actions.add(group, FillAction.pause) { [weak model] in model?.pause() }
            self.actions[.resume] = Actions.add(group, FillAction.resume) { [weak model] in model?.resume() }
            self.actions[.cancel] = Actions.add(group, FillAction.cancel) { [weak model] in model?.cancel() }
        }

        // The cost follows the typed range.
        for entry in [fromEntry, toEntry] { entry.onChanged { [weak self] _ in self?.update() } }
        if let parent { toplevel.setTransient(for: parent) }
        Actions.closeOnEscape(window)
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        say(nil)
        update()
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
        self.actions[.start].map { Actions.setEnabled($0, available && !busy) }
        self.actions[.pause].map { Actions.setEnabled($0, model.canPause) }
        self.actions[.resume].map { Actions.setEnabled($0, available && model.canResume) }
        self.actions[.cancel].map { Actions.setEnabled($0, busy || model.canResume) }
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
