import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Where it may end" under the run chart: the median and the 80 % range with the day they were made from,
/// the chances, the break-even entry, the similar runs' sentence and "About this estimate"; or why there is
/// no forecast. Its actions are the window's "run" group's (run.similar, run.about-forecast, run.break-even),
/// installed by `RunSection`.
@MainActor
final class ForecastSection {
    @Owned var root = Box.vertical(spacing: 6, classes: ["forecast-section"])
    @Owned var heading = Label(tr("Where it may end"), classes: ["heading"], xalign: 0, wrap: true)
    @Owned var refusal = Label(classes: ["dim-label"], xalign: 0, wrap: true)
    @Owned var median = Label(classes: ["title-4", "numeric"], xalign: 0, wrap: true, selectable: true)
    @Owned var madeFrom = Label(classes: ["caption", "dim-label"], xalign: 0, wrap: true)
    @Owned var range = Label(classes: ["numeric"], xalign: 0, wrap: true, selectable: true)
    @Owned var chances = Label(classes: ["numeric"], xalign: 0, wrap: true, selectable: true)
    @Owned var breakEven = Label(classes: ["numeric"], xalign: 0, wrap: true, selectable: true)
    @Owned var similar = Label(classes: ["dim-label"], xalign: 0, wrap: true)
    @Owned var stronger = Label(classes: ["warning"], xalign: 0, wrap: true)
    @Owned var entry = EntryRow(title: tr("Break-even (admissions)"))
    @Owned var problem = Label(classes: ["error"], xalign: 0, wrap: true)
    let chart = ForecastChartView()
    @Owned var similarButton = CheckButton(mnemonic: tr("Show _similar runs on the chart"))
    @Owned private var entryList = ListBox(classes: ["boxed-list"])
    @Owned private var details = Box.vertical(spacing: 6)
    private(set) var aboutDialog: Widget?
    private(set) var model: FilmForecastViewModel?
    private var shownSaved: String?

    init() {
        entry.showsApplyButton = true
        entry.onApply { [weak self] in
            guard let self else { return }
            Actions.activate(self.entry.widget, RunAction.breakEven.with(self.entry.text))
        }
        entryList.append(entry)
        Actions.bind(similarButton, to: RunAction.similar)
        similarButton.horizontalAlignment = GTK_ALIGN_START
        let about = Button(tr("_About this estimate"), action: RunAction.aboutForecast)
        about.horizontalAlignment = GTK_ALIGN_START
        for w: any TypedWidget in [
            median, madeFrom, range, chart.root, chances, breakEven, similar, stronger, entryList, problem,
            similarButton, about
        ] {
            details.append(w)
        }
        for w: any TypedWidget in [heading, refusal, details] { root.append(w) }
        root.isVisible = false  // until a film's forecast is read
    }

    func bind(_ model: FilmForecastViewModel?) {
        self.model = model
        shownSaved = nil
        problem.text = ""
        closeAbout()
        update()
    }

    func update() {
        guard let model, model.result != nil else {
            root.isVisible = false
            return
        }
        root.isVisible = true
        refusal.text = model.refusal ?? ""
        refusal.isVisible = model.refusal != nil
        details.isVisible = model.forecast != nil
        median.text = model.medianFigure ?? ""
        madeFrom.text = model.madeFrom ?? ""
        range.text = model.rangeLine ?? ""
        chances.text = model.chanceLines.joined(separator: "\n")
        breakEven.text = model.breakEvenLine ?? ""
        breakEven.isVisible = model.breakEvenLine != nil
        similar.text = model.similarSentence ?? ""
        similar.isVisible = model.similarSentence != nil
        stronger.text = model.strongerNote ?? ""
        stronger.isVisible = model.strongerNote != nil
        chart.show(model.chart, similar: model.showsSimilar, reading: model.chartReading ?? "")
        problem.text = model.breakEvenProblem ?? ""
        problem.isVisible = model.breakEvenProblem != nil
        // The saved break-even into the entry when it changed (a bad entry stays as typed).
        let saved = model.savedBreakEvenText
        if model.breakEvenProblem == nil, saved != shownSaved {
            shownSaved = saved
            entry.text = saved
        }
        if let aboutDialog {
            adw_message_dialog_set_body(cast(aboutDialog), model.aboutParagraphs.joined(separator: "\n\n"))
        }
    }

    /// "About this estimate": what is forecast, from what, how, and how well it did on past films.
    func showAbout(parent: Widget) {
        guard let model else { return }
        model.loadBacktest()
        closeAbout()
        guard
            let dialog = adw_message_dialog_new(
                cast(parent), tr("About this estimate"), model.aboutParagraphs.joined(separator: "\n\n"))
        else { return }
        let pointer: UnsafeMutablePointer<AdwMessageDialog> = cast(dialog)
        adw_message_dialog_add_response(pointer, "close", tr("_Close"))
        adw_message_dialog_set_default_response(pointer, "close")
        adw_message_dialog_set_close_response(pointer, "close")
        Signals.connect1(UnsafeMutableRawPointer(dialog), "response") { [weak self] _, _ in self?.aboutDialog = nil }
        aboutDialog = dialog
        gtk_window_present(cast(dialog))
    }

    private func closeAbout() {
        guard let dialog = aboutDialog else { return }
        aboutDialog = nil
        gtk_window_destroy(cast(dialog))
    }
}
