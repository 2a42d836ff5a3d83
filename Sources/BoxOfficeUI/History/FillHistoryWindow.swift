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
    @Owned var window: Widget = adw_window_new()
    @Owned var progressBar: Widget = gtk_progress_bar_new()
    @Owned var status: Widget = Build.label("", classes: ["numeric"], xalign: 0, wrap: true)
    @Owned var unavailable: Widget = Build.label(tr("Filling history needs a KOBIS API key and a connection."),
                                                 classes: ["dim-label"], xalign: 0, wrap: true)
    /// What the running or pending fill covers (it may have been started from a film's window).
    @Owned var jobLabel: Widget = Build.label("", classes: ["heading"], xalign: 0, wrap: true)
    /// While a fill waits paused: what Start does to it.
    @Owned var replaceNote: Widget = Build.label("", classes: ["dim-label", "caption"], xalign: 0, wrap: true)
    @Owned var usage: Widget = Build.label("", classes: ["dim-label", "caption"], xalign: 0, wrap: true)
    private let model: HistoryFillModel
    private var actions: [FillAction: OpaquePointer] = [:]
    private var days = 30
    /// "custom": the two day entries below name the range.
    private var custom = false
    @Owned var fromEntry: Widget = gtk_entry_new()
    @Owned var toEntry: Widget = gtk_entry_new()
    @Owned var problem: Widget = Build.label("", classes: ["error"], xalign: 0, wrap: true)

    static let choices = [7, 30, 90, 365]

    init(model: HistoryFillModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        gtk_window_set_application(cast(window), application)
        Actions.insertGroup(FillAction.self, on: window) { group in
            self.actions[.range] = Actions.addRadio(group, FillAction.range, initial: String(days)) { [weak self] value in
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
                guard self.custom else { self.model.start(.lastDays(self.days)); return }
                // Typed days: a sentence for anything that is not a day, and a first day after the last.
                let from = String(cString: gtk_editable_get_text(cast(self.fromEntry)))
                let to = String(cString: gtk_editable_get_text(cast(self.toEntry)))
                guard let first = Day(from) else { return self.say(BoxOfficeError.invalidDate(text: OutsideText.clean(from, limit: 40)).sentence) }
                guard let last = Day(to) else { return self.say(BoxOfficeError.invalidDate(text: OutsideText.clean(to, limit: 40)).sentence) }
                guard first <= last else { return self.say(tr("The first day is after the last.")) }
                self.say(nil)
                self.model.start(.custom(first: first, last: last))
            }
            self.actions[.pause] = Actions.add(group, FillAction.pause) { [weak model] in model?.pause() }
            self.actions[.resume] = Actions.add(group, FillAction.resume) { [weak model] in model?.resume() }
            self.actions[.cancel] = Actions.add(group, FillAction.cancel) { [weak model] in model?.cancel() }
        }

        let box = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Build.margins(box, 18)
        gtk_box_append(cast(box), Build.label(tr("Fetch the daily charts of a period into the history, so every film's run can be drawn offline. Days already saved and settled cost no request."),
                                              xalign: 0, wrap: true))
        var first: Widget?
        for n in Self.choices {
            let check = gtk_check_button_new_with_label(tr("The last {count} days", ["count": String(n)]))!
            Actions.bind(check, to: FillAction.range.with(String(n)))
            if let first { gtk_check_button_set_group(cast(check), cast(first)) } else { first = check }
            gtk_box_append(cast(box), check)
        }
        let customCheck = gtk_check_button_new_with_label(tr("From a day to a day"))!
        Actions.bind(customCheck, to: FillAction.range.with("custom"))
        if let first { gtk_check_button_set_group(cast(customCheck), cast(first)) }
        gtk_box_append(cast(box), customCheck)
        for (entry, hint) in [(fromEntry, tr("First day (YYYY-MM-DD)")), (toEntry, tr("Last day (YYYY-MM-DD)"))] {
            gtk_entry_set_placeholder_text(cast(entry), hint)
            boxoffice_accessible_set_label(entry, hint)
        }
        let dates = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [fromEntry, Build.label("–"), toEntry])
        gtk_widget_set_margin_start(dates, 28)
        gtk_box_append(cast(box), dates)
        gtk_box_append(cast(box), problem)
        gtk_progress_bar_set_show_text(cast(progressBar), 0)
        boxoffice_accessible_set_label(progressBar, tr("Days fetched"))
        for w in [unavailable, jobLabel, progressBar, status, usage] { gtk_box_append(cast(box), w) }
        let buttons = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [
            Build.button(tr("_Cancel Fill"), action: FillAction.cancel),
            Build.button(tr("_Pause"), action: FillAction.pause),
            Build.button(tr("_Resume"), action: FillAction.resume),
            Build.button(tr("_Start"), action: FillAction.start, classes: ["suggested-action"]),
        ])
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        gtk_box_append(cast(box), replaceNote)
        gtk_box_append(cast(box), buttons)
        let header = adw_header_bar_new()!
        adw_window_set_content(cast(window), Build.box(GTK_ORIENTATION_VERTICAL, [header, box]))
        gtk_window_set_title(cast(window), tr("Fill History"))
        gtk_window_set_default_size(cast(window), 440, -1)
        if let parent { gtk_window_set_transient_for(cast(window), cast(parent)) }
        Actions.closeOnEscape(window)
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        say(nil)
        update()
    }

    private func say(_ sentence: String?) {
        gtk_label_set_text(cast(problem), sentence ?? "")
        gtk_widget_set_visible(problem, sentence == nil ? 0 : 1)
    }

    private func update() {
        gtk_widget_set_sensitive(fromEntry, custom ? 1 : 0)
        gtk_widget_set_sensitive(toEntry, custom ? 1 : 0)
        let available = model.isAvailable
        gtk_widget_set_visible(unavailable, available ? 0 : 1)
        let elsewhere = model.elsewhereText
        let busy = model.isRunning || elsewhere != nil
        self.actions[.start].map { Actions.setEnabled($0, available && !busy) }
        self.actions[.pause].map { Actions.setEnabled($0, model.canPause) }
        self.actions[.resume].map { Actions.setEnabled($0, available && model.canResume) }
        self.actions[.cancel].map { Actions.setEnabled($0, busy || model.canResume) }
        gtk_progress_bar_set_fraction(cast(progressBar), model.fraction)
        gtk_widget_set_visible(progressBar, model.progress == nil ? 0 : 1)
        for (label, text) in [(jobLabel, model.jobText), (status, elsewhere ?? model.statusText), (replaceNote, model.replaceNote)] {
            gtk_label_set_text(cast(label), text ?? "")
            gtk_widget_set_visible(label, text == nil ? 0 : 1)
        }
        gtk_label_set_text(cast(usage), model.usageText)
    }

    func present() { gtk_window_present(cast(window)) }
}
