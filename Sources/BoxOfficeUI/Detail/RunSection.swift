import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// The detail window's "Run" group: the run chart with its metric switch, "n days missing — Fill",
/// the figures and milestones, a comparison with another film from the history, and Copy / Export of its
/// days. Its actions live in the window's "run" group (run.metric, run.fill, run.copy, run.export) so buttons
/// and keys (Ctrl+C, Ctrl+E: the shortcut table's) share them. Made once per
/// `DetailWindowShell`; `bind` shows a film's run in it, for as long as that film's window is open.
@MainActor
final class RunSection {
    /// Its tree and widgets: `RunSection.ui` (with `ForecastSection.ui` in it).
    let ui = RunSectionChildren.make()
    var root: Box { ui.root }
    let chart: RunChartView
    private let milestones: RowGroup
    /// "Where it may end": the forecast under the chart.
    let forecast: ForecastSection
    /// Ctrl+P: the run's days and milestones through GTK's print dialog.
    let printer: DocumentPrinter
    /// The run's save dialog (tests answer it, as they do the chart's).
    let saveDialog = CSVSaveDialog()
    /// Copy as Image and Save as Image… of the run (Ctrl+Shift+C, Ctrl+Shift+S), saying how it went on the status line.
    private(set) lazy var imageShare = ImageShare { [weak self] in self?.showStatus($0) }
    /// The metric buttons, or in a narrow window the drop-down standing in for them.
    let metrics: RunMetricChoice
    private var everyDayRows: [ActionRow] = []
    private var everyDayShown: [String] = []
    /// The film shown; nil until the first `bind`.
    private(set) var model: FilmRunViewModel?
    private let fill: HistoryFillViewModel
    @Owned private var window: Widget
    /// The film's "run" group (on the window, which holds it too): `update` enables its actions by name.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?
    /// The app's settings: the log scale's and similar runs' actions are the settings themselves.
    private let settings: AppSettings?
    /// The films in the drop-down (their codes; the list shows "No other film" first).
    private var candidates: [String] = []
    /// Whether the films are offered: from just after the window's first painted frame, since reading every film
    /// in the history would cost a third of opening it. The list must be whole before anyone can open it:
    /// GTK 4.8 uses freed rows when a drop-down's list changes as its popover is shown.
    private var offered = false
    private var comparePicked: SignalHandler?
    private var shownMilestones: [RunMilestones.Line] = []

    init(fill: HistoryFillViewModel, window: Widget, printSetup: PrintSetup, settings: AppSettings? = nil) {
        self.fill = fill
        self.settings = settings
        chart = RunChartView(ui)
        metrics = RunMetricChoice(ui)
        forecast = ForecastSection(ui.forecast)
        milestones = RowGroup { [ui] in ui.milestones }
        let status = ui.exportStatus
        printer = DocumentPrinter(setup: printSetup, toast: { status.show($0) })
        _window = Owned(wrappedValue: window)

        ui.compareDropDown.nameButton(tr("Compare with"))
        ui.compareDropDown.enableSearch()  // typing in the open list searches the films by title
        // The chosen film's line ellipsized in the button, whole in the list: a long title never widens the window.
        ui.compareDropDown.setFactory(Self.labelFactory(ellipsize: true), list: false)
        ui.compareDropDown.setFactory(Self.labelFactory(ellipsize: false), list: true)
        comparePicked = ui.compareDropDown.onSelected { [weak self] index in self?.compare(at: Int(index)) }
        ui.everyDay.onExpandedChanged { [weak self] _ in self?.updateEveryDay() }
    }

    /// Shows `model`'s run, following it (and the history fill) until the window leaves the application.
    func bind(_ model: FilmRunViewModel) {
        self.model = model
        showStatus("")
        // The bars' metric last chosen in an earlier launch (GSettings' run-metric), for every film of this one.
        if let metric = settings?.launchRunMetric.flatMap(FilmRunViewModel.Metric.init) { model.choose(metric) }
        installActions(metric: model.shownMetric)
        offered = false
        ui.everyDay.isExpanded = false
        ui.root.isVisible = true
        model.changes.observe(until: window) { [weak self] _ in self?.update() }
        fill.changes.observe([.progress], until: window) { [weak self] _ in self?.showMissing() }
        forecast.bind(model.forecast)
        if let forecastModel = model.forecast {
            // The forecast comes in after the window's first frame; "the history stops" and its fill read it too.
            forecastModel.changes.observe(until: window) { [weak self] parts in
                self?.showForecast()
                if parts.contains(.forecast) { self?.showMissing() }
            }
        }
        update()
        // When the loop is idle after that frame: the next frames (the poster's animation, a key) come first.
        Paint.afterNext(window) { [weak self, weak model] in
            MainContextSources.idle { [weak self, weak model] in
                if let self, let model, self.model === model { self.offerCandidates() }  // still this film
                return false
            }
        }
    }

    /// The "run" actions, new for each film: GTK 4.8's buttons stop following a window's actions once the
    /// window has left the application (a kept window), until the group is inserted again.
    private func installActions(metric: FilmRunViewModel.Metric) {
        // Replaces the last film's group, which owned its actions.
        let group = Actions.insertGroup(RunAction.self, on: window) { group in
            Actions.install(RunAction.self, on: group) { [weak self] action, parameter in
                self?.handle(action, parameter)
            }
            // Not the setting's own action (`Actions.addSetting`): its state shows the metric drawn, which is the
            // comparison's while two films are compared. Only the bars' metric the user chooses (a button, the
            // drop-down) is remembered in GSettings' run-metric; a comparison's is not.
            Actions.addRadio(group, RunAction.metric, initial: metric.rawValue) { [weak self] value in
                guard let self, let model = self.model, let chosen = FilmRunViewModel.Metric(rawValue: value) else {
                    return
                }
                let bars = model.comparison == nil
                model.choose(chosen)
                if bars, model.metric == chosen { self.settings?.set(.runMetric, text: chosen.rawValue) }
            }
            if let settings {
                // Every film window follows the one setting: the scale chosen in one is the scale in all.
                Actions.addSetting(group, RunAction.logScale, settings, .logScale) { [weak self] on in
                    self?.model?.logScale = on == "true"
                }
            } else {
                Actions.addToggle(group, RunAction.logScale, initial: model?.logScale ?? false) { [weak self] on in
                    self?.model?.logScale = on
                }
            }
            if let settings {
                // The similar runs are a setting too: a new film's window shows them as the last one did.
                model?.forecast?.showsSimilar = settings.bool(.similar)
                Actions.addSetting(group, RunAction.similar, settings, .similar) { [weak self] on in
                    self?.model?.forecast?.showsSimilar = on == "true"
                }
            } else {
                Actions.addToggle(group, RunAction.similar, initial: model?.forecast?.showsSimilar ?? false) {
                    [weak self] on in
                    self?.model?.forecast?.showsSimilar = on
                }
            }
        }
        actions = Owned(wrappedValue: group)
    }

    /// Every "run" action's handler but the choices' (metric, log scale, similar runs: `installActions`).
    private func handle(_ action: RunAction, _ parameter: ActionParameter) {
        switch action {
        case .fill: model?.fillMissing()
        case .copy: copy()
        case .export: export()
        case .print: afterForecast { $0.print() }
        case .copyImage:
            afterForecast { s in s.model.map { s.imageShare.copy(ImageShare.Picture($0), window: s.window) } }
        case .saveImage:
            afterForecast { s in s.model.map { s.imageShare.save(ImageShare.Picture($0), parent: s.window) } }
        case .aboutForecast: forecast.showAbout(parent: window)
        case .forecastAccuracy: forecast.showAccuracy(parent: window)
        case .breakEven: parameter.text.map { model?.forecast?.enterBreakEven(String($0.prefix(100))) }
        case .metric, .logScale, .similar: return
        }
    }

    /// Lets the film go (its window closed): nothing of it is kept, shown or followed.
    func unbind() {
        model = nil
        forecast.bind(nil)
        offered = false
        ui.everyDay.isExpanded = false
        chart.show(RunChartInput(points: [], summary: ""))
        updateEveryDay()
        shownMilestones = []
        milestones.hide()
        saveDialog.finish(saving: nil)  // a dialog left open saves nothing for a film gone
        imageShare.finish(saving: nil)
        showStatus("")
        ui.comparison.text = ""
        ui.missing.text = ""
        showCandidates([], [])
        ui.root.isVisible = false
    }

    private func compare(at index: Int) {
        guard let model else { return }
        if index > 0, index <= candidates.count {
            model.compare(with: candidates[index - 1])
        } else {
            model.clearComparison()
        }
    }

    /// Every "run" action enabled and shown by name, as the film's run has it.
    private func updateActions(_ model: FilmRunViewModel, has: Bool) {
        guard let group = actions?.wrappedValue else { return }
        for action: RunAction in [.copy, .export, .copyImage, .saveImage, .print] {
            Actions.setEnabled(group, action, has)
        }
        Actions.setEnabled(group, RunAction.fill, fill.isAvailable && model.canFill && !fill.isRunning)
        Actions.setState(group, RunAction.metric, model.shownMetric.rawValue)
        Actions.setState(group, RunAction.logScale, model.logScale)
        Actions.setState(group, RunAction.similar, model.forecast?.showsSimilar ?? false)
    }

    func update() {
        guard let model else { return }
        let has = model.run != nil
        // The chart and its controls follow `empty` (inverted `<binding>`s in RunSection.ui).
        ui.empty.isVisible = !has
        ui.asOf.text = model.asOfText ?? ""
        ui.asOf.isVisible = model.asOfText != nil
        LineBreaks.keepWordsWhole(ui.asOf)
        if !has { ui.empty.text = model.emptyText }
        updateActions(model, has: has)
        showForecast()
        metrics.show(offered: model.offeredMetrics, chosen: model.shownMetric, comparing: model.comparison != nil)
        chart.show(chartInput(model))
        updateEveryDay()
        showMissing()
        ui.comparison.text = model.comparison?.sentence ?? ""
        ui.comparison.isVisible = model.comparison?.sentence != nil
        updateCandidates(model)
        let lines = has ? model.lines : []
        if lines != shownMilestones {
            shownMilestones = lines
            milestones.show(tr("Milestones"), lines.map { RowGroup.Item(title: $0.label, subtitle: $0.value) })
        }
    }

    /// "Where it may end" (its model tells its own changes).
    private func showForecast() {
        if let group = actions?.wrappedValue {
            Actions.setState(group, RunAction.similar, model?.forecast?.showsSimilar ?? false)
        }
        forecast.update()
    }

    /// The missing days and their fill (a fill's progress changes only these).
    func showMissing() {
        guard let model else { return }
        if let group = actions?.wrappedValue {
            Actions.setEnabled(group, RunAction.fill, fill.isAvailable && model.canFill && !fill.isRunning)
        }
        // Missing days first; else a history that stops while the film may still chart, with the fill's cost.
        let missingText = model.missingText ?? model.historyStopText
        ui.missing.text = [missingText ?? model.outsideText, fill.isRunning ? fill.statusText : nil].compactMap { $0 }
            .joined(separator: " · ")
        ui.fillButton.isVisible = missingText != nil
    }

    /// Rows only while expanded (a year's run is 365 rows), rebuilt when the days change.
    private func updateEveryDay() {
        let sentences = ui.everyDay.isExpanded ? chart.input.points.map(\.sentence) : []
        ui.everyDay.subtitle = trPlural("{count} day", "{count} days", count: chart.input.points.count)
        guard sentences != everyDayShown else { return }
        everyDayShown = sentences
        for row in everyDayRows { ui.everyDay.remove(row) }
        everyDayRows = sentences.map { sentence in
            let row = ActionRow(title: sentence)
            row.titleLines = 0
            ui.everyDay.addRow(row)
            return row
        }
    }

    /// The run's bars, or with a comparison both films' values in the chosen measure on one D-number axis, the
    /// read-out starting on the latest day both have figures for.
    private func chartInput(_ model: FilmRunViewModel) -> RunChartInput {
        guard model.comparison != nil else {
            return RunChartInput(
                points: model.points.map {
                    RunChartInput.Point(
                        label: "D\($0.dNumber)", value: $0.value, rank: $0.rank,
                        isWeekend: $0.isWeekend, gap: RunGap($0.status), sentence: model.describe($0))
                }, summary: model.chartSummary, scale: model.valueScale, weeks: model.weekMarks, note: model.marksNote)
        }
        let points = model.comparedPoints
        let chartPoints = points.map { p in
            RunChartInput.Point(
                label: "D\(p.dNumber)", value: p.value.map(Double.init), rank: nil, isWeekend: false,
                sentence: model.describe(p), other: p.otherValue.map(Double.init))
        }
        return RunChartInput(
            points: chartPoints, comparing: true,
            legend: model.legend.map { RunChartInput.Legend(solid: $0.solid, dashed: $0.dashed) },
            startIndex: points.firstIndex { $0.dNumber == model.comparisonStartDNumber },
            summary: model.comparisonSummary ?? model.summary, scale: model.valueScale, weeks: model.weekMarks)
    }

    /// A list item factory showing a GtkStringObject's string in a label, ellipsized or whole.
    private static func labelFactory(ellipsize: Bool) -> OpaquePointer {
        let ui =
            "<interface><template class='GtkListItem'><property name='child'><object class='GtkLabel'>"
            + "<property name='xalign'>0</property><property name='ellipsize'>\(ellipsize ? "end" : "none")</property>"
            + "<binding name='label'><lookup name='string' type='GtkStringObject'><lookup name='item'>GtkListItem</lookup></lookup>"
            + "</binding></object></property></template></interface>"
        let bytes = Array(ui.utf8)
        let gbytes = g_bytes_new(bytes, gsize(bytes.count))
        defer { g_bytes_unref(gbytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, gbytes)!
    }

    /// Ctrl+C: selected text where there is some (a selectable title), otherwise the run's days as
    /// tab-separated text, which pastes into a spreadsheet as cells.
    private func copy() {
        if ChartClipboard.copySelection(in: window) { return }
        guard let text = model?.clipboardText else { return showStatus(FilmRunViewModel.nothingToExport) }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(window), text)
        showStatus(FilmRunViewModel.copiedText)
    }

    /// Ctrl+E: the run as it is now, saved where the dialog says (the same CSV as `boxoffice run --format csv`).
    private func export() {
        guard let model, let run = model.exportableRun else { return showStatus(FilmRunViewModel.nothingToExport) }
        saveDialog.present(title: tr("Export the Run as CSV"), name: model.csvName, parent: window) {
            [weak self] path in
            guard let path else { return }
            self?.showStatus(FilmRunViewModel.writeCSV(run, to: URL(fileURLWithPath: path)))
        }
    }

    /// Ctrl+P: the run as it is now, every day and the milestones.
    private func print() {
        printer.print(
            model?.printDocument, nothing: FilmRunViewModel.nothingToExport, parent: Window(unchecked: window))
    }

    private func showStatus(_ text: String) {
        ui.exportStatus.show(text)
    }

    private func offerCandidates() {
        guard let model, !offered else { return }
        offered = true
        updateCandidates(model)
    }

    /// Until the films are offered, the list holds "No other film" alone; after, it follows the history.
    private func updateCandidates(_ model: FilmRunViewModel) {
        if model.comparison != nil { offered = true }
        let films = offered ? model.candidates(matching: "") : []
        let codes = films.map(\.movieCode)
        if codes != candidates || ui.compareDropDown.count == 0 {
            showCandidates(codes, films.map { "\($0.title) (\($0.openDate?.iso ?? "—"))" })
        }
        // The picked film: another film's window may have been bound to this drop-down before.
        let index = UInt32(
            model.comparison.flatMap { c in codes.firstIndex(of: c.other.movieCode) }.map { $0 + 1 } ?? 0)
        guard ui.compareDropDown.selected != index else { return }
        comparePicked.withBlocked { ui.compareDropDown.selected = index }
    }

    /// The films' codes and their lines in the list, after "No other film" ("Compare with: No other film").
    private func showCandidates(_ codes: [String], _ lines: [String]) {
        candidates = codes
        comparePicked.withBlocked { ui.compareDropDown.setStrings([tr("No other film")] + lines) }
    }
}
