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
    /// Its tree: `ForecastSection.ui`, inside the run section's template.
    private static let template = Template<Box>(
        "BoxOfficeForecastSection", parent: gtk_box_get_type(), resource: "Detail/ForecastSection.ui",
        children: [
            "record", "heading", "refusal", "details", "median", "made_from", "range", "chart", "chart_area",
            "chart_readout",
            "chances", "break_even", "similar", "stronger", "entry", "problem", "similar_button", "outcome",
            "outcome_ended", "outcome_error", "ended_past", "history_stop"
        ])

    @Owned var root: Box
    @Owned var record: Label
    @Owned var heading: Label
    @Owned var refusal: Label
    @Owned var median: Label
    @Owned var madeFrom: Label
    @Owned var range: Label
    @Owned var chances: Label
    @Owned var breakEven: Label
    @Owned var similar: Label
    @Owned var stronger: Label
    @Owned var entry: EntryRow
    @Owned var problem: Label
    /// "What happened", apart from the forecast: the run's end and the forecast's error.
    @Owned var outcome: Box
    @Owned var outcomeEnded: Label
    @Owned var outcomeError: Label
    /// An ended run's past forecasts, under the sentence saying it ended.
    @Owned var endedPast: Label
    /// "The history stops at …": above the figures it qualifies.
    @Owned var historyStop: Label
    let chart: ForecastChartView
    @Owned var similarButton: CheckButton
    @Owned private var details: Box
    private(set) var aboutDialog: Widget?
    /// How good the forecast has been, while open.
    private(set) var accuracyWindow: ForecastAccuracyWindow?
    private(set) var model: FilmForecastViewModel?
    private var shownSaved: String?

    /// Registers the template class, so a template naming `BoxOfficeForecastSection` can be built.
    static func register() { _ = template }

    /// The section a template made (`BoxOfficeForecastSection`), hidden until a film's forecast is read.
    init(_ root: Box) {
        let template = Self.template
        func child<W: TemplateWidget>(_ name: String) -> W { template.child(name, of: root) }
        _root = Owned(wrappedValue: root)
        _record = Owned(wrappedValue: child("record"))
        _heading = Owned(wrappedValue: child("heading"))
        _refusal = Owned(wrappedValue: child("refusal"))
        _details = Owned(wrappedValue: child("details"))
        _median = Owned(wrappedValue: child("median"))
        _madeFrom = Owned(wrappedValue: child("made_from"))
        _range = Owned(wrappedValue: child("range"))
        _chances = Owned(wrappedValue: child("chances"))
        _breakEven = Owned(wrappedValue: child("break_even"))
        _similar = Owned(wrappedValue: child("similar"))
        _stronger = Owned(wrappedValue: child("stronger"))
        _entry = Owned(wrappedValue: child("entry"))
        _problem = Owned(wrappedValue: child("problem"))
        _outcome = Owned(wrappedValue: child("outcome"))
        _outcomeEnded = Owned(wrappedValue: child("outcome_ended"))
        _outcomeError = Owned(wrappedValue: child("outcome_error"))
        _endedPast = Owned(wrappedValue: child("ended_past"))
        _historyStop = Owned(wrappedValue: child("history_stop"))
        _similarButton = Owned(wrappedValue: child("similar_button"))
        chart = ForecastChartView(root: child("chart"), area: child("chart_area"), readout: child("chart_readout"))
        entry.onApply { [weak self] in
            guard let self else { return }
            Actions.activate(self.entry.widget, RunAction.breakEven.with(self.entry.text))
        }
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
        record.text = model.recordLine ?? ""
        record.isVisible = model.recordLine != nil
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
        endedPast.text = model.endedLines.joined(separator: "\n")
        endedPast.isVisible = !model.endedLines.isEmpty
        historyStop.text = model.historyStopSentence ?? ""
        historyStop.isVisible = model.historyStopSentence != nil
        let outcomeLines = model.outcomeLines
        // The forecast's error and the run's end; or, while the run goes on, what is known since, in the end's place.
        outcome.isVisible = !outcomeLines.isEmpty
        outcomeError.text = outcomeLines.count > 1 ? outcomeLines[0] : ""
        outcomeError.isVisible = outcomeLines.count > 1
        outcomeEnded.text = outcomeLines.last ?? ""
        // Korean words whole ("끝났습 / 니다" no more); these lines are a few short words each.
        for label in [outcomeError, outcomeEnded, endedPast, historyStop] { LineBreaks.keepWordsWhole(label) }
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
        adw_message_dialog_add_response(pointer, "accuracy", tr("_How Good It Has Been"))
        adw_message_dialog_add_response(pointer, "close", tr("_Close"))
        adw_message_dialog_set_default_response(pointer, "close")
        adw_message_dialog_set_close_response(pointer, "close")
        Signals.connect1(UnsafeMutableRawPointer(dialog), "response") { [weak self] _, response in
            self?.aboutDialog = nil
            if let response, String(cString: response.assumingMemoryBound(to: CChar.self)) == "accuracy" {
                _ = Actions.activate(parent, RunAction.forecastAccuracy)
            }
        }
        aboutDialog = dialog
        gtk_window_present(cast(dialog))
    }

    /// The page of the forecast's error by year and by size (run.forecast-accuracy); one at a time.
    func showAccuracy(parent: Widget) {
        guard let model else { return }
        if let open = accuracyWindow, gtk_widget_get_visible(open.window) != 0 {
            open.present()
            return
        }
        let window = ForecastAccuracyWindow(model: model.accuracy, parent: parent)
        accuracyWindow = window
        window.present()
    }

    private func closeAbout() {
        guard let dialog = aboutDialog else { return }
        aboutDialog = nil
        gtk_window_destroy(cast(dialog))
    }
}
