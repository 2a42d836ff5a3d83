import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view: the period's coverage and headline figures, the year so far against last year, the
/// chart, what is missing with its cost and the fill button, then the lists. Binds `MarketViewModel` only;
/// every choice goes through the window's actions.
@MainActor
final class MarketView {
    /// Its tree and widgets: `MarketView.ui`; its stack shows the period ("market") or why there is nothing
    /// ("empty").
    let ui = MarketViewChildren.make()
    var root: Box { ui.root }
    let chart: MarketBarChart
    let filmSection: MarketSection
    let numberOneSection: MarketSection
    let tenMillionSection: MarketSection
    let distributorSection: MarketSection
    let weekendSection: MarketSection
    let holidaySection: MarketSection
    let records: MarketRecords
    private let model: MarketViewModel
    private var shownFigures: [MarketFigure] = []
    /// The period last shown: another one starts at the page's top.
    private var shownSelection: MarketSelection?

    init(model: MarketViewModel) {
        self.model = model
        chart = MarketBarChart(language: model.language, ui: ui)
        filmSection = MarketSection { [ui] in .init(root: ui.filmSection, list: ui.filmList, note: ui.filmNote) }
        numberOneSection = MarketSection { [ui] in
            .init(root: ui.numberOneSection, list: ui.numberOneList, note: ui.numberOneNote)
        }
        tenMillionSection = MarketSection { [ui] in
            .init(root: ui.tenMillionSection, list: ui.tenMillionList, note: ui.tenMillionNote)
        }
        distributorSection = MarketSection { [ui] in
            .init(root: ui.distributorSection, list: ui.distributorList, note: ui.distributorNote)
        }
        weekendSection = MarketSection { [ui] in
            .init(root: ui.weekendSection, list: ui.weekendList, note: ui.weekendNote)
        }
        holidaySection = MarketSection { [ui] in
            .init(root: ui.holidaySection, list: ui.holidayList, note: ui.holidayNote)
        }
        records = MarketRecords(ui)
        model.changes.observe([.report], until: ui.root.widget) { [weak self] _ in self?.update() }
        model.changes.observe([.allFilms], until: ui.root.widget) { [weak self] _ in self?.showFilms() }
        model.changes.observe([.fill], until: ui.root.widget) { [weak self] _ in self?.showGaps() }
        update()
    }

    func update() {
        // A new year, month or weekends starts at its top (the offset of the last one was kept).
        if model.selection != shownSelection {
            shownSelection = model.selection
            ui.scrolled.verticalPosition = 0
        }
        switch model.phase {
        case .empty:
            showGaps()
            ui.stack.show("empty")
            return
        case .shown:
            ui.stack.show("market")
        }
        ui.coverage.text = model.coverage ?? ""
        // "2,191 / 일)", "기 / 간" no more at 360 px (issue 45, 19); by words only, as a run may not break (Pango aborts
        // on a run it may not break in word-char).
        ui.coverage.wrapMode = PANGO_WRAP_WORD
        LineBreaks.only(at: " ", ui.coverage)
        showFigures(model.figures)
        ui.yearToDate.show(model.yearToDate)
        chart.show(model.bars, summary: model.barsName, legend: model.lineLegend, nameEach: model.barsNameEach)
        ui.chart.isVisible = !model.bars.isEmpty  // the records have no bars
        showGaps()
        showFilms()
        numberOneSection.show(model.numberOnes)
        tenMillionSection.show(model.tenMillion)
        distributorSection.show(model.distributorLines, note: model.distributorsNote)
        // With no distributor known, the note alone says why the list is empty.
        if model.distributorLines.isEmpty, model.distributorsNote != nil { distributorSection.root.isVisible = true }
        weekendSection.show(model.weekendLines)
        holidaySection.show(model.holidayLines)
        records.show(model.recordLists)
    }

    /// What is missing, and the fill of it (a fill's progress changes only this).
    private func showGaps() {
        if case .empty(let sentence) = model.phase {
            ui.empty.title = model.title
            ui.empty.text = [sentence, model.gapSentence].compactMap { $0 }.joined(separator: "\n")
            ui.emptyFill.isVisible = model.canFillGaps
            return
        }
        let gaps = model.fillStatus ?? model.gapSentence
        ui.gapLabel.text = gaps ?? ""
        ui.gapBox.isVisible = gaps != nil
        ui.fillButton.isVisible = model.canFillGaps
    }

    /// The films, the first ones or all of them.
    private func showFilms() {
        guard model.phase == .shown else { return }
        filmSection.show(model.films)
        let left = model.filmsLeft
        ui.showAllFilms.label = tr("Show all {count} films", ["count": String(left + MarketViewModel.filmsShown)])
        ui.showAllFilms.isVisible = left > 0
    }

    private func showFigures(_ new: [MarketFigure]) {
        guard new != shownFigures else { return }
        shownFigures = new
        ui.figures.removeAll()
        for figure in new {
            let card = Box.vertical(spacing: 2, classes: ["card", "market-figure"])
            let label = Label(figure.label, classes: ["caption", "dim-label"])
            let value = Label(figure.value, classes: ["title-3", "numeric"], wrap: true)
            card.append(label)
            card.append(value)
            if let detail = figure.detail { card.append(Label(detail, classes: ["caption"], wrap: true)) }
            let name = ([figure.label, figure.value] + [figure.detail].compactMap { $0 }).joined(separator: ", ")
            card.setAccessibleLabel(name)
            ui.figures.append(card, name: name)
        }
    }

    /// The headline figures as shown (label, value), for tests reading the view as a user sees it.
    var figureTexts: [(String, String)] { shownFigures.map { ($0.label, $0.value) } }
    var figureDetails: [String] { shownFigures.map { $0.detail ?? "" } }
    var coverageText: String { ui.coverage.text }
    /// How far the page is scrolled (0: its top).
    var scrollOffset: Double {
        get { ui.scrolled.verticalPosition }
        set { ui.scrolled.verticalPosition = newValue }
    }
    var yearToDateText: String { ui.yearToDate.isVisible ? ui.yearToDate.text : "" }
    var gapText: String { ui.gapBox.isVisible ? ui.gapLabel.text : "" }
    var emptyText: String? { ui.stack.visibleChildName == "empty" ? ui.empty.text : nil }
}
