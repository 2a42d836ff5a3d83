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
    @Owned var kindSwitch: Widget = Build.box(GTK_ORIENTATION_HORIZONTAL, classes: ["linked", "kind-switch"])
    @Owned var filterButton: Widget = gtk_menu_button_new()
    private let model: ChartViewModel
    private var regionDropDown: Widget?
    private var regionHandler: gulong = 0
    private var shownRegions: [Region] = []
    /// The segment the button names (`.some(nil)`: all films); nil before the first update.
    private var labelledSegment: String?? = nil

    init(model: ChartViewModel) {
        self.model = model
        let titles = ChartTitles(model.language)
        for kind in ChartKind.allCases {
            let button = gtk_toggle_button_new_with_label(titles.kind(kind))!
            Actions.bind(button, to: WinAction.chartKind.with(kind.rawValue))   // its words are its name: no tooltip
            gtk_box_append(cast(kindSwitch), button)
        }
        boxoffice_accessible_set_label(kindSwitch, tr("Chart kind"))
        gtk_widget_add_css_class(filterButton, "filter-button")
        // No tooltip: the button shows its filter, and its accessible name says "Filter: …".
        // The popover is built when first opened; it also asks for KOBIS's region list then.
        Build.buildOnOpen(filterButton) { [weak self] in self?.buildPopover() }
        update()
    }

    /// The same choices as a menu (radio items), for the primary menu: the way in when a narrow header
    /// hides the button, and for keyboard users. The caller owns the returned menu.
    static func filterMenu(_ model: ChartViewModel) -> Menu {
        let nation = Menu(), films = Menu(), regions = Menu()
        for (target, title) in nationChoices { nation.append(title, WinAction.nation.with(target)) }
        for (target, title) in filmsChoices { films.append(title, WinAction.films.with(target)) }
        regions.append(tr("Nationwide"), WinAction.region.with(""))
        for region in Region.bundled { regions.append(region.name(model.language), WinAction.region.with(region.code)) }
        let menu = Menu()
        menu.appendSection(tr("Nationality"), nation)
        menu.appendSection(tr("Kind of film"), films)
        menu.appendSubmenu(tr("Region"), regions)
        return menu
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
        let box = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["filter-popover"])
        Build.margins(box, 6)
        func group(_ heading: String, _ action: WinAction, _ choices: [(String, String)]) {
            gtk_box_append(cast(box), Build.label(heading, classes: ["heading"]))
            var first: Widget?
            for (target, title) in choices {
                let check = gtk_check_button_new_with_label(title)!
                Actions.bind(check, to: action.with(target))
                if let first { gtk_check_button_set_group(cast(check), cast(first)) } else { first = check }
                gtk_box_append(cast(box), check)
            }
        }
        group(tr("Nationality"), .nation, Self.nationChoices)
        group(tr("Kind of film"), .films, Self.filmsChoices)
        gtk_box_append(cast(box), Build.label(tr("Region"), classes: ["heading"]))
        let dropDown = gtk_drop_down_new_from_strings(nil)!
        boxoffice_accessible_set_label(dropDown, tr("Region"))
        regionHandler = Signals.connect1(dropDown.raw, "notify::selected") { [weak self] _, _ in self?.regionPicked() }
        gtk_box_append(cast(box), dropDown)
        regionDropDown = dropDown
        gtk_box_append(cast(box), Build.button(tr("_Show All Films Nationwide"), action: WinAction.resetSegment, classes: ["flat"]))
        let popover = gtk_popover_new()!
        gtk_popover_set_child(cast(popover), box)
        gtk_menu_button_set_popover(cast(filterButton), popover)
        update()
    }

    private func regionPicked() {
        guard let dropDown = regionDropDown else { return }
        let index = Int(gtk_drop_down_get_selected(cast(dropDown)))
        let code = index > 0 && index <= shownRegions.count ? shownRegions[index - 1].code : ""
        Actions.activate(filterButton, WinAction.region.with(code))
    }

    /// The button names the active segment; the drop-down lists the regions and shows the chosen one.
    func update() {
        let title = model.segmentTitle
        if title != labelledSegment {   // a label or accessible name set again costs new widgets or a screen-reader event
            labelledSegment = title
            Build.setLabel(filterButton, title ?? tr("All Films"))
            boxoffice_accessible_set_label(filterButton, tr("Filter: {segment}", ["segment": title ?? tr("All Films")]))
            if title == nil { gtk_widget_remove_css_class(filterButton, "filtered") } else { gtk_widget_add_css_class(filterButton, "filtered") }
        }
        guard let dropDown = regionDropDown else { return }
        Signals.block(dropDown.raw, regionHandler)
        defer { Signals.unblock(dropDown.raw, regionHandler) }
        if model.regions != shownRegions {
            shownRegions = model.regions
            let names = [tr("Nationwide")] + shownRegions.map { $0.name(model.language) }
            withCStrings(names) { strings in
                let list = gtk_string_list_new(strings)
                gtk_drop_down_set_model(cast(dropDown), list)
                g_object_unref(list?.raw)
            }
        }
        let index = model.segment.region.flatMap { code in shownRegions.firstIndex { $0.code == code } }.map { $0 + 1 } ?? 0
        gtk_drop_down_set_selected(cast(dropDown), guint(index))
    }
}
