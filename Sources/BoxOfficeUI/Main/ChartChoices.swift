import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The header's chart choices: the kind switch (일별 / 주말 / 주간 / 주중) and the filter button whose
/// popover holds the three segment choices. Every choice is a radio action (win.chart-kind, win.nation,
/// win.films, win.region), so menus, shortcuts and tests take the same path as a click.
@MainActor
final class ChartChoices {
    /// The main window's `kind_switch` and `filter_button` (`MainWindow.ui`).
    @Owned var kindSwitch: Box
    @Owned var filterButton: MenuButton
    private let model: ChartViewModel
    /// Made with the popover; its parent owns it.
    private var regionDropDown: DropDown?
    private var regionPicked: SignalHandler?
    private var shownRegions: [Region] = []
    /// The segment the button names (`.some(nil)`: all films); nil before the first update.
    private var labelledSegment: String?? = nil

    init(model: ChartViewModel, kindSwitch: Box, filterButton: MenuButton) {
        self.model = model
        _kindSwitch = Owned(wrappedValue: kindSwitch)
        _filterButton = Owned(wrappedValue: filterButton)
        let titles = ChartTitles(model.language)
        for kind in ChartKind.allCases {
            let button = gtk_toggle_button_new_with_label(titles.kind(kind))!
            Actions.bind(button, to: WinAction.chartKind.with(kind.rawValue))  // its words are its name: no tooltip
            kindSwitch.append(button)
        }
        // One Tab stop, arrows between its buttons: four stops put the chart nine Tabs from the date.
        Keys.singleTabStop(kindSwitch.widget)
        // The popover is built when first opened; it also asks for KOBIS's region list then.
        filterButton.buildOnOpen { [weak self] in self?.buildPopover() }
        update()
    }

    /// The regions KOBIS lists, as radio items after the primary menu's "Nationwide" (`Main/PrimaryMenu.ui`, whose
    /// Filter submenu has the other choices).
    static func addRegions(to regions: Menu, language: DisplayLanguage) {
        for region in Region.bundled { regions.append(region.name(language), WinAction.region.with(region.code)) }
    }

    private static var nationChoices: [(String, String)] {
        [("all", tr("All films")), ("korean", tr("Korean films")), ("foreign", tr("Foreign films"))]
    }
    private static var filmsChoices: [(String, String)] {
        [("all", tr("All films")), ("diversity", tr("Diversity films")), ("commercial", tr("Commercial films"))]
    }

    private func buildPopover() {
        guard regionDropDown == nil else { return }
        model.loadRegions()
        let box = Box.vertical(spacing: 6, classes: ["filter-popover"])
        box.setMargins(6)
        func group(_ heading: String, _ action: WinAction, _ choices: [(String, String)]) {
            box.append(Label(heading, classes: ["heading"]))
            var first: CheckButton?
            for (target, title) in choices {
                let check = CheckButton(title, action: action.with(target))
                // Check buttons in one group show as radio buttons.
                if let first { check.joinGroup(of: first) } else { first = check }
                box.append(check)
            }
        }
        group(tr("Nationality"), .nation, Self.nationChoices)
        group(tr("Kind of film"), .films, Self.filmsChoices)
        box.append(Label(tr("Region"), classes: ["heading"]))
        let dropDown = DropDown()
        dropDown.setAccessibleLabel(tr("Region"))
        regionPicked = dropDown.onSelected { [weak self] index in self?.pickRegion(at: Int(index)) }
        box.append(dropDown)
        regionDropDown = dropDown
        box.append(Button(tr("_Show All Films Nationwide"), action: WinAction.resetSegment, classes: ["flat"]))
        filterButton.setPopover(Popover(box))
        update()
    }

    private func pickRegion(at index: Int) {
        let code = index > 0 && index <= shownRegions.count ? shownRegions[index - 1].code : ""
        Actions.activate(filterButton.widget, WinAction.region.with(code))
    }

    /// The button names the active segment; the drop-down lists the regions and shows the chosen one.
    func update() {
        let title = model.segmentTitle
        // A label or accessible name set again costs new widgets or a screen-reader event
        if title != labelledSegment {
            labelledSegment = title
            filterButton.label = title ?? tr("All Films")
            filterButton.setAccessibleLabel(tr("Filter: {segment}", ["segment": title ?? tr("All Films")]))
            filterButton.setCSSClass("filtered", title != nil)
        }
        guard let dropDown = regionDropDown, let regionPicked else { return }
        regionPicked.withBlocked {
            if model.regions != shownRegions {
                shownRegions = model.regions
                dropDown.setStrings([tr("Nationwide")] + shownRegions.map { $0.name(model.language) })
            }
            let index =
                model.segment.region.flatMap { code in shownRegions.firstIndex { $0.code == code } }.map { $0 + 1 } ?? 0
            dropDown.selected = UInt32(index)
        }
    }
}
