import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The header's date: a button showing the chosen day that opens a calendar popover. Days that cannot
/// be picked (after the latest, or missing from the sample) are dimmed and ignore clicks. From the
/// keyboard, arrows and Page Up/Down move the selection over pickable days and Enter or Space picks it
/// (GtkCalendar 4.8 keeps its own focus cell, which Enter ignores and reopening does not reset).
@MainActor
final class DateButton {
    /// Its widget is the main window's, read there: `dateButton` (`MainWindow.ui`).
    let ui: MainWindowChildren
    private let model: ChartViewModel
    private var daySelected: SignalHandler?
    private var calendarBuilt = false
    /// The button's accessible name as last set (set again, it is sent to screen readers again).
    private var spokenName: String?
    /// A narrow window: the day or range whole with its year, on two lines.
    var compact = false { didSet { if compact != oldValue { update() } } }

    /// The calendar popover is built the first time it is opened: six weeks of day labels are not
    /// worth building at launch.
    var popover: Popover { built().root }
    var calendar: Calendar { built().calendar }
    /// Its tree: `DatePopover.ui`, the calendar and Latest Day.
    private var parts: DatePopoverChildren?

    private func built() -> DatePopoverChildren {
        if let parts { return parts }
        let made = makePopover()
        parts = made
        calendarBuilt = true
        syncCalendar()
        return made
    }

    private func makePopover() -> DatePopoverChildren {
        let parts = DatePopoverChildren.make()
        let popover = parts.root
        let calendar = parts.calendar
        daySelected = calendar.onDaySelected { [weak self] in
            guard let self, let picked = Self.day(of: self.calendar) else { return }
            self.pick(picked)
        }
        calendar.onMonthShown { [weak self] in self?.dimUnavailableDays() }
        Self.nameArrows(of: calendar)
        calendar.setAccessibleDescription(tr("Calendar"))
        Keys.intercept(calendar.widget) { [weak self] keyval, _ in self?.key(keyval) ?? false }
        ui.dateButton.setPopover(popover)
        popover.onShow { [weak self] in
            guard let self else { return }
            self.syncCalendar()
            self.calendar.grabFocus()
        }
        // Arrows move the selection without picking: closing without Enter puts the shown day back.
        popover.onClosed { [weak self] in self?.update() }
        ui.dateButton.keepTooltipAsideWhileOpen(popover.widget)  // it covered the calendar's month row
        return parts
    }

    init(model: ChartViewModel, ui: MainWindowChildren) {
        self.model = model
        self.ui = ui
        ui.dateButton.buildOnOpen { [weak self] in _ = self?.popover }
    }

    /// Shows the view-model's day on the button and in the calendar, without echoing a selection.
    func update() {
        // A narrow header (a weekly range beside three window buttons) has no room for the day on one line: two
        // lines rather than a window wider than 360 px (the year was left out, English ranges cut to "Thu, Dec …").
        ui.dateButton.label = compact ? NarrowTitle.twoLines(model.dayTitleNarrow) : model.dayTitle
        ButtonLabel.fit(ui.dateButton, whole: compact)
        // While the calendar is open the tooltip is away (it covered the month row); closing calls this again.
        let open = calendarBuilt && popover.isVisible
        if !open { ui.dateButton.tooltip = tr("Choose a day (showing {day})", ["day": model.dayTitle]) }
        // The name stays while the calendar is open (its inner button is what has the keyboard).
        let name = tr("Choose a day: {day}", ["day": model.dayTitle])
        if name != spokenName {
            spokenName = name
            ui.dateButton.setAccessibleLabel(name)
        }
        syncCalendar()
    }

    private func syncCalendar() {
        guard calendarBuilt else { return }  // built on first open, which syncs it then
        show(model.day)
    }

    /// A day picked (a click or Enter in the calendar): its chart, by `win.pick-day`, once the calendar has closed.
    private func pick(_ day: Day) {
        popover.popdown()
        Actions.activate(ui.dateButton.widget, WinAction.pickDay.with(day.compact))
    }

    /// Selects `day` in the calendar without it counting as a pick.
    private func show(_ day: Day) {
        if Self.day(of: calendar) != day {
            daySelected.withBlocked { calendar.select(year: day.year, month: day.month, day: day.day) }
        }
        dimUnavailableDays()
    }

    private func key(_ keyval: UInt32) -> Bool {
        guard let current = Self.day(of: calendar) else { return false }
        let days = model.selectableDays
        let target: Day?
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            pick(current)
            return true
        case GDK_KEY_Left, GDK_KEY_KP_Left: target = days.step(from: current, days: -1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: target = days.step(from: current, days: 1)
        case GDK_KEY_Up, GDK_KEY_KP_Up: target = days.step(from: current, days: -7)
        case GDK_KEY_Down, GDK_KEY_KP_Down: target = days.step(from: current, days: 7)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: target = days.step(from: current, months: -1)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: target = days.step(from: current, months: 1)
        default: return false  // Tab, Escape and the rest keep their meaning
        }
        if let target { show(target) } else { gtk_widget_error_bell(calendar.widget) }
        dimUnavailableDays()  // same month: the marked period still follows the selection
        return true
    }

    /// Dims the day cells that cannot be picked (an insensitive cell takes no click) and marks a weekly
    /// period's days. Runs whenever the calendar shows another month or day, since GTK reuses the cells.
    private func dimUnavailableDays() {
        guard calendarBuilt, let shown = Self.day(of: calendar) else { return }
        let days = model.selectableDays
        // A weekly chart: the days its period covers are marked around the selected day, in the
        // neighbouring months' cells too (GTK's own marks reach only the shown month).
        let period = model.kind.isWeekly ? ChartPeriod(model.kind, containing: shown) : nil
        let monthStart = Day(year: shown.year, month: shown.month, day: 1) ?? shown
        let saved = model.savedDays(from: monthStart.adding(months: -1), to: monthStart.adding(months: 2))
        // GtkCalendar 4.8 keeps the keyboard on itself, its days being plain labels: the calendar is named
        // with the chosen day, and that day's cell is the selected one.
        let words = DayFormatting(model.language)
        if calendarName != shown {
            calendarName = shown
            calendar.setAccessibleLabel(words.long(shown))
        }
        for (index, cell) in Self.dayCells(of: calendar).enumerated() {
            guard let number = Int(Label(unchecked: cell).text) else { continue }
            // Cells from the neighbouring months sit in the first two rows (before) or the last two (after).
            let monthOffset = cell.hasCSSClass("other-month") ? (index < 14 ? -1 : 1) : 0
            let month = shown.adding(months: monthOffset)
            let day = Day(year: month.year, month: month.month, day: number)
            cell.isSensitive = day.map(days.contains) ?? false
            let chosen = day == shown
            if chosen != cell.hasCSSClass("chosen") {
                cell.setCSSClass("chosen", chosen)
                boxoffice_accessible_set_selected(cell, chosen ? 1 : 0)
                // Another day's cell reads its number again.
                if !chosen { gtk_accessible_reset_property(OpaquePointer(cell), GTK_ACCESSIBLE_PROPERTY_LABEL) }
            }
            if chosen, let day { cell.setAccessibleLabel(words.long(day)) }
            cell.setCSSClass("in-period", day.map { period?.contains($0) == true } ?? false)
            // A day history holds: its chart is there offline and in every film's run.
            let isSaved = day.map(saved.contains) ?? false
            if isSaved != cell.hasCSSClass("saved") {
                cell.setCSSClass("saved", isSaved)
                cell.tooltip = isSaved ? tr("Saved in history") : nil
            }
        }
    }

    /// The day the calendar is named after, as last set.
    private var calendarName: Day?

    /// GtkCalendar 4.8's header arrows are icon buttons named after their image ("GtkImage"): previous
    /// and next month, then previous and next year, in that order.
    private static func nameArrows(of calendar: Calendar) {
        let buttons = calendar.descendants.filter { G_TYPE_CHECK_INSTANCE_TYPE($0.raw, gtk_button_get_type()) }
        let names = [tr("Previous Month"), tr("Next Month"), tr("Previous Year"), tr("Next Year")]
        for (button, name) in zip(buttons, names) { button.setAccessibleLabel(name) }
    }

    /// GtkCalendar's 42 day-number labels, in reading order.
    static func dayCells(of calendar: Calendar) -> [Widget] {
        calendar.children.flatMap(\.children).filter { $0.hasCSSClass("day-number") }
    }

    static func day(of calendar: Calendar) -> Day? {
        calendar.selectedDate.flatMap { Day(year: $0.year, month: $0.month, day: $0.day) }
    }
}
