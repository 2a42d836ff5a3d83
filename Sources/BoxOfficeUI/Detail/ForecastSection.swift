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
    /// Its tree and widgets: `ForecastSection.ui`, inside the run section's template.
    let ui: ForecastSectionChildren
    var root: Box { ui.root }
    let chart: ForecastChartView
    private(set) var aboutDialog: Widget?
    /// How good the forecast has been, while open.
    private(set) var accuracyWindow: ForecastAccuracyWindow?
    private(set) var model: FilmForecastViewModel?
    private var shownSaved: String?

    /// The section a template made (`BoxOfficeForecastSection`), hidden until a film's forecast is read.
    init(_ ui: ForecastSectionChildren) {
        self.ui = ui
        chart = ForecastChartView(ui)
        ui.entry.onApply { [weak self] in
            guard let self else { return }
            Actions.activate(self.ui.entry.widget, RunAction.breakEven.with(self.ui.entry.text))
        }
    }

    func bind(_ model: FilmForecastViewModel?) {
        self.model = model
        shownSaved = nil
        ui.problem.text = ""
        closeAbout()
        update()
    }

    func update() {
        guard let model, model.result != nil else {
            ui.root.isVisible = false
            return
        }
        ui.root.isVisible = true
        ui.record.text = model.recordLine ?? ""
        ui.record.isVisible = model.recordLine != nil
        ui.refusal.text = model.refusal ?? ""
        ui.refusal.isVisible = model.refusal != nil
        ui.details.isVisible = model.forecast != nil
        ui.median.text = model.medianFigure ?? ""
        ui.madeFrom.text = model.madeFrom ?? ""
        ui.range.text = model.rangeLine ?? ""
        ui.chances.text = model.chanceLines.joined(separator: "\n")
        ui.breakEven.text = model.breakEvenLine ?? ""
        ui.breakEven.isVisible = model.breakEvenLine != nil
        ui.similar.text = model.similarSentence ?? ""
        ui.similar.isVisible = model.similarSentence != nil
        ui.stronger.text = model.strongerNote ?? ""
        ui.stronger.isVisible = model.strongerNote != nil
        ui.endedPast.text = model.endedLines.joined(separator: "\n")
        ui.endedPast.isVisible = !model.endedLines.isEmpty
        ui.historyStop.text = model.historyStopSentence ?? ""
        ui.historyStop.isVisible = model.historyStopSentence != nil
        let outcomeLines = model.outcomeLines
        // The forecast's error and the run's end; or, while the run goes on, what is known since, in the end's place.
        ui.outcome.isVisible = !outcomeLines.isEmpty
        ui.outcomeError.text = outcomeLines.count > 1 ? outcomeLines[0] : ""
        ui.outcomeError.isVisible = outcomeLines.count > 1
        ui.outcomeEnded.text = outcomeLines.last ?? ""
        // Korean words whole ("끝났습 / 니다" no more); these lines are a few short words each.
        for label in [ui.outcomeError, ui.outcomeEnded, ui.endedPast, ui.historyStop] {
            LineBreaks.keepWordsWhole(label)
        }
        chart.show(model.chart, similar: model.showsSimilar, reading: model.chartReading ?? "")
        ui.problem.text = model.breakEvenProblem ?? ""
        ui.problem.isVisible = model.breakEvenProblem != nil
        // The saved break-even into the entry when it changed (a bad entry stays as typed).
        let saved = model.savedBreakEvenText
        if model.breakEvenProblem == nil, saved != shownSaved {
            shownSaved = saved
            ui.entry.text = saved
        }
        ui.similar.wrapMode = PANGO_WRAP_WORD
        LineBreaks.only(at: " ", ui.similar)  // "1.0 / 배" no more
        if let aboutDialog {
            let body = model.aboutParagraphs.joined(separator: "\n\n")
            adw_message_dialog_set_body(cast(aboutDialog), body)
            LineBreaks.only(at: " ", labelShowing: body, under: aboutDialog)
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
        // Korean words whole: "봅니 / 다", "얼 / 마나" no more at 360 px (issue 45, 19).
        LineBreaks.only(at: " ", labelShowing: model.aboutParagraphs.joined(separator: "\n\n"), under: dialog)
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
