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
    @Owned var root = Stack()
    @Owned private var coverage = Label("", classes: ["dim-label", "caption", "market-coverage"], wrap: true)
    @Owned private var figures = FlowBox(maxPerLine: 4, classes: ["market-figures"])
    @Owned private var yearToDate = Label("", classes: ["title-4", "market-year-to-date"], wrap: true)
    let chart: MarketBarChart
    @Owned private var gapLabel = Label("", classes: ["market-gaps"], wrap: true)
    @Owned private var fillButton = Button(tr("_Fill History"), action: WinAction.fillMarket, classes: ["pill"])
    @Owned private var gapBox = Box.horizontal(spacing: 12, classes: ["card", "market-gap-box"])
    @Owned private var empty = StatusPage(icon: "x-office-spreadsheet-symbolic")
    @Owned private var emptyFill = Button(
        tr("_Fill History"), action: WinAction.fillMarket, classes: ["pill", "suggested-action"])
    let filmSection: MarketSection
    let numberOneSection: MarketSection
    let tenMillionSection: MarketSection
    let distributorSection: MarketSection
    let weekendSection: MarketSection
    @Owned private var showAllFilms = Button("", action: WinAction.showAllFilms, classes: ["flat"])
    @Owned private var scrolled = ScrolledWindow()
    private let model: MarketViewModel
    private var shownFigures: [MarketFigure] = []
    /// The period last shown: another one starts at the page's top.
    private var shownSelection: MarketSelection?

    init(model: MarketViewModel, open: @escaping @MainActor (MarketTarget) -> Void) {
        self.model = model
        chart = MarketBarChart(language: model.language)
        chart.onActivate = open
        filmSection = MarketSection(tr("Films by admissions in the period"), open: open)
        numberOneSection = MarketSection(tr("#1 films"), open: open)
        tenMillionSection = MarketSection(tr("Past 10 million admissions"), open: open)
        distributorSection = MarketSection(tr("Distributors"), open: open)
        weekendSection = MarketSection(tr("Weekends"), open: open)
        filmSection.root.append(showAllFilms)
        showAllFilms.horizontalAlignment = GTK_ALIGN_CENTER

        gapLabel.expandsHorizontally = true
        fillButton.verticalAlignment = GTK_ALIGN_CENTER
        gapBox.append(gapLabel)
        gapBox.append(fillButton)
        let content = Box.vertical(
            spacing: 18, classes: ["market-content"],
            [
                coverage, figures, yearToDate, chart.root, gapBox, weekendSection.root, filmSection.root,
                numberOneSection.root, tenMillionSection.root, distributorSection.root
            ])
        scrolled.setChild(Clamp(maximum: 960, content))
        emptyFill.horizontalAlignment = GTK_ALIGN_CENTER
        empty.setChild(emptyFill)
        root.addNamed(scrolled, "market")
        root.addNamed(empty, "empty")
        root.expandsVertically = true
        model.changes.observe([.report], until: root.widget) { [weak self] _ in self?.update() }
        model.changes.observe([.allFilms], until: root.widget) { [weak self] _ in self?.showFilms() }
        model.changes.observe([.fill], until: root.widget) { [weak self] _ in self?.showGaps() }
        update()
    }

    func update() {
        // A new year, month or weekends starts at its top (the offset of the last one was kept).
        if model.selection != shownSelection {
            shownSelection = model.selection
            scrolled.verticalPosition = 0
        }
        switch model.phase {
        case .empty:
            showGaps()
            root.show("empty")
            return
        case .shown:
            root.show("market")
        }
        coverage.text = model.coverage ?? ""
        showFigures(model.figures)
        yearToDate.show(model.yearToDate)
        chart.show(model.bars, summary: model.barsSummary, legend: model.lineLegend)
        showGaps()
        showFilms()
        numberOneSection.show(model.numberOnes)
        tenMillionSection.show(model.tenMillion)
        distributorSection.show(model.distributorLines, note: model.distributorsNote)
        // With no distributor known, the note alone says why the list is empty.
        if model.distributorLines.isEmpty, model.distributorsNote != nil { distributorSection.root.isVisible = true }
        weekendSection.show(model.weekendLines)
    }

    /// What is missing, and the fill of it (a fill's progress changes only this).
    private func showGaps() {
        if case .empty(let sentence) = model.phase {
            empty.title = model.title
            empty.text = [sentence, model.gapSentence].compactMap { $0 }.joined(separator: "\n")
            emptyFill.isVisible = model.canFillGaps
            return
        }
        let gaps = model.fillStatus ?? model.gapSentence
        gapLabel.text = gaps ?? ""
        gapBox.isVisible = gaps != nil
        fillButton.isVisible = model.canFillGaps
    }

    /// The films, the first ones or all of them.
    private func showFilms() {
        guard model.phase == .shown else { return }
        filmSection.show(model.films)
        let left = model.filmsLeft
        showAllFilms.label = tr("Show all {count} films", ["count": String(left + MarketViewModel.filmsShown)])
        showAllFilms.isVisible = left > 0
    }

    private func showFigures(_ new: [MarketFigure]) {
        guard new != shownFigures else { return }
        shownFigures = new
        figures.removeAll()
        for figure in new {
            let card = Box.vertical(spacing: 2, classes: ["card", "market-figure"])
            let label = Label(figure.label, classes: ["caption", "dim-label"])
            let value = Label(figure.value, classes: ["title-3", "numeric"], wrap: true)
            card.append(label)
            card.append(value)
            if let detail = figure.detail { card.append(Label(detail, classes: ["caption"], wrap: true)) }
            card.setAccessibleLabel(
                ([figure.label, figure.value] + [figure.detail].compactMap { $0 }).joined(separator: ", "))
            figures.append(card)
        }
    }

    /// The headline figures as shown (label, value), for tests reading the view as a user sees it.
    var figureTexts: [(String, String)] { shownFigures.map { ($0.label, $0.value) } }
    var figureDetails: [String] { shownFigures.map { $0.detail ?? "" } }
    var coverageText: String { coverage.text }
    /// How far the page is scrolled (0: its top).
    var scrollOffset: Double {
        get { scrolled.verticalPosition }
        set { scrolled.verticalPosition = newValue }
    }
    var yearToDateText: String { yearToDate.isVisible ? yearToDate.text : "" }
    var gapText: String { gapBox.isVisible ? gapLabel.text : "" }
    var emptyText: String? { root.visibleChildName == "empty" ? empty.text : nil }
}
