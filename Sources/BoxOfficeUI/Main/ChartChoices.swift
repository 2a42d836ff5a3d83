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
    /// Its widgets are the main window's, read there: `kindSwitch` and `filterButton` (`MainWindow.ui`).
    let ui: MainWindowChildren
    private let model: ChartViewModel
    /// The filter popover's tree (`FilterPopover.ui`), built when first opened.
    private var filterPopover: FilterPopoverChildren?
    private var regionPicked: SignalHandler?
    private var shownRegions: [Region] = []
    /// The kind switch's radios, each saying whether it is the chosen kind.
    private var kindButtons: [(kind: ChartKind, button: Widget)] = []
    /// The segment the button names (`.some(nil)`: all films); nil before the first update.
    private var labelledSegment: String?? = nil

    init(model: ChartViewModel, ui: MainWindowChildren) {
        self.model = model
        self.ui = ui
        let titles = ChartTitles(model.language)
        for kind in ChartKind.allCases {
            // Radios of the switch's group ("Chart kind"), not pressed push buttons: the role is construct-only.
            let button = boxoffice_toggle_button_with_role(titles.kind(kind), GTK_ACCESSIBLE_ROLE_RADIO)!
            Actions.bind(button, to: WinAction.chartKind.with(kind.rawValue))  // its words are its name: no tooltip
            ui.kindSwitch.append(button)
            kindButtons.append((kind, button))
        }
        // One Tab stop, arrows between its buttons: four stops put the chart nine Tabs from the date.
        Keys.singleTabStop(ui.kindSwitch.widget)
        // The popover is built when first opened; it also asks for KOBIS's region list then.
        ui.filterButton.buildOnOpen { [weak self] in self?.buildPopover() }
        update()
    }

    /// The regions KOBIS lists, as radio items after the primary menu's "Nationwide" (`Main/PrimaryMenu.ui`, whose
    /// Filter submenu has the other choices).
    static func addRegions(to regions: Menu, language: DisplayLanguage) {
        for region in Region.bundled { regions.append(region.name(language), WinAction.region.with(region.code)) }
    }

    private func buildPopover() {
        guard filterPopover == nil else { return }
        model.loadRegions()
        let popover = FilterPopoverChildren.make()
        popover.region.nameButton(tr("Region"))
        regionPicked = popover.region.onSelected { [weak self] index in self?.pickRegion(at: Int(index)) }
        filterPopover = popover
        ui.filterButton.setPopover(popover.root)
        update()
    }

    private func pickRegion(at index: Int) {
        let code = index > 0 && index <= shownRegions.count ? shownRegions[index - 1].code : ""
        Actions.activate(ui.filterButton.widget, WinAction.region.with(code))
    }

    /// The button names the active segment; the drop-down lists the regions and shows the chosen one.
    func update() {
        for (kind, button) in kindButtons { button.setAccessibleChecked(kind == model.kind) }
        let title = model.segmentTitle
        // A label or accessible name set again costs new widgets or a screen-reader event
        if title != labelledSegment {
            labelledSegment = title
            ui.filterButton.label = title ?? tr("All Films")
            ui.filterButton.setAccessibleLabel(tr("Filter: {segment}", ["segment": title ?? tr("All Films")]))
            ui.filterButton.setCSSClass("filtered", title != nil)
        }
        guard let dropDown = filterPopover?.region, let regionPicked else { return }
        regionPicked.withBlocked {
            if model.regions != shownRegions {
                shownRegions = model.regions
                dropDown.setStrings([tr("Nationwide")] + shownRegions.map { $0.name(model.language) })
            }
            let index =
                model.segment.region.flatMap { code in shownRegions.firstIndex { $0.code == code } }.map { $0 + 1 } ?? 0
            dropDown.selected = UInt32(index)
            // The chosen region is shown by a list item widget inside the button, focusable and named by its type
            // name in GTK 4.8: the button is what takes the keyboard.
            let shown = dropDown.firstChild?.descendants ?? []
            for item in shown where G_TYPE_CHECK_INSTANCE_TYPE(item.raw, g_type_from_name("GtkListItemWidget")) {
                gtk_widget_set_focusable(item, 0)
            }
        }
    }
}
