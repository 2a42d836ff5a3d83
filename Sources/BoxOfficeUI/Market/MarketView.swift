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
    /// Its tree: `MarketView.ui`.
    private static let template = Template<Box>(
        "BoxOfficeMarketView", parent: gtk_box_get_type(), resource: "Market/MarketView.ui",
        children: [
            "stack", "coverage", "figures", "year_to_date", "chart", "chart_area", "chart_readout", "chart_legend",
            "gap_label", "fill_button", "gap_box", "empty", "empty_fill", "show_all_films", "scrolled",
            "records_box"
        ]
            + ["film", "number_one", "ten_million", "distributor", "weekend", "holiday"].flatMap { name in
                ["\(name)_section", "\(name)_list", "\(name)_note"]
            })

    /// The view: its stack shows the period ("market") or why there is nothing ("empty").
    @Owned var root: Box
    @Owned private var stack: Stack
    @Owned private var coverage: Label
    @Owned private var figures: FlowBox
    @Owned private var yearToDate: Label
    let chart: MarketBarChart
    @Owned private var gapLabel: Label
    @Owned private var fillButton: Button
    @Owned private var gapBox: Box
    @Owned private var empty: StatusPage
    @Owned private var emptyFill: Button
    let filmSection: MarketSection
    let numberOneSection: MarketSection
    let tenMillionSection: MarketSection
    let distributorSection: MarketSection
    let weekendSection: MarketSection
    let holidaySection: MarketSection
    let records: MarketRecords
    @Owned private var showAllFilms: Button
    @Owned private var scrolled: ScrolledWindow
    private let model: MarketViewModel
    private var shownFigures: [MarketFigure] = []
    /// The period last shown: another one starts at the page's top.
    private var shownSelection: MarketSelection?

    init(model: MarketViewModel) {
        self.model = model
        let template = Self.template
        let root = template.make()
        func child<W: TemplateWidget>(_ name: String) -> W { template.child(name, of: root) }
        func section(_ name: String) -> MarketSection {
            MarketSection(
                root: child("\(name)_section"), list: child("\(name)_list"), note: child("\(name)_note"))
        }
        _root = Owned(wrappedValue: root)
        _stack = Owned(wrappedValue: child("stack"))
        _coverage = Owned(wrappedValue: child("coverage"))
        _figures = Owned(wrappedValue: child("figures"))
        _yearToDate = Owned(wrappedValue: child("year_to_date"))
        _gapLabel = Owned(wrappedValue: child("gap_label"))
        _fillButton = Owned(wrappedValue: child("fill_button"))
        _gapBox = Owned(wrappedValue: child("gap_box"))
        _empty = Owned(wrappedValue: child("empty"))
        _emptyFill = Owned(wrappedValue: child("empty_fill"))
        _showAllFilms = Owned(wrappedValue: child("show_all_films"))
        _scrolled = Owned(wrappedValue: child("scrolled"))
        chart = MarketBarChart(
            language: model.language, root: child("chart"), area: child("chart_area"), readout: child("chart_readout"),
            legend: child("chart_legend"))
        filmSection = section("film")
        numberOneSection = section("number_one")
        tenMillionSection = section("ten_million")
        distributorSection = section("distributor")
        weekendSection = section("weekend")
        holidaySection = section("holiday")
        records = MarketRecords(root: child("records_box"))
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
            stack.show("empty")
            return
        case .shown:
            stack.show("market")
        }
        coverage.text = model.coverage ?? ""
        // "2,191 / 일)", "기 / 간" no more at 360 px (issue 45, 19); by words only, as a run may not break (Pango aborts
        // on a run it may not break in word-char).
        coverage.wrapMode = PANGO_WRAP_WORD
        LineBreaks.only(at: " ", coverage)
        showFigures(model.figures)
        yearToDate.show(model.yearToDate)
        chart.show(model.bars, summary: model.barsName, legend: model.lineLegend, nameEach: model.barsNameEach)
        chart.root.isVisible = !model.bars.isEmpty  // the records have no bars
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
            let name = ([figure.label, figure.value] + [figure.detail].compactMap { $0 }).joined(separator: ", ")
            card.setAccessibleLabel(name)
            figures.append(card, name: name)
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
    var emptyText: String? { stack.visibleChildName == "empty" ? empty.text : nil }
}
