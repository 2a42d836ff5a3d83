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
    @Owned var root: Widget
    private let model: ChartViewModel
    private var daySelectedHandler: gulong = 0
    private var calendarBuilt = false
    /// A narrow window: the day without its year.
    var compact = false { didSet { if compact != oldValue { update() } } }

    /// The calendar popover is built the first time it is opened: six weeks of day labels are not
    /// worth building at launch.
    private(set) lazy var popover: Widget = makePopover()
    private(set) lazy var calendar: Widget = makeCalendar()

    private func makePopover() -> Widget {
        let popover = gtk_popover_new()!
        let latest = Build.button(tr("_Latest Day"), action: WinAction.latestDay, classes: ["flat"])
        gtk_popover_set_child(cast(popover), Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [calendar, latest]))
        gtk_menu_button_set_popover(cast(root), popover)
        Signals.connect(popover.raw, "show") { [weak self] _ in
            guard let self else { return }
            self.syncCalendar()
            _ = gtk_widget_grab_focus(self.calendar)
        }
        // Arrows move the selection without picking: closing without Enter puts the shown day back.
        Signals.connect(popover.raw, "closed") { [weak self] _ in self?.update() }
        Build.tooltipAsideWhileOpen(root, popover)   // it covered the calendar's month row
        syncCalendar()
        return popover
    }

    private func makeCalendar() -> Widget {
        let calendar = gtk_calendar_new()!
        calendarBuilt = true
        boxoffice_accessible_set_label(calendar, tr("Calendar"))
        daySelectedHandler = Signals.connect(calendar.raw, "day-selected") { [weak self] cal in
            guard let self, let picked = Self.day(of: cal) else { return }
            self.pick(picked)
        }
        for property in ["notify::month", "notify::year"] {
            Signals.connect1(calendar.raw, property) { [weak self] _, _ in self?.dimUnavailableDays() }
        }
        Keys.intercept(calendar) { [weak self] keyval, _ in self?.key(keyval) ?? false }
        return calendar
    }

    init(model: ChartViewModel) {
        self.model = model
        _root = Owned(wrappedValue: gtk_menu_button_new())
        gtk_widget_add_css_class(root, "date-button")
        Build.buildOnOpen(root) { [weak self] in _ = self?.popover }
    }

    /// Shows the view-model's day on the button and in the calendar, without echoing a selection.
    func update() {
        Build.setLabel(root, compact ? model.dayTitleShort : model.dayTitle)
        ellipsizeLabel()
        // While the calendar is open the tooltip is away (it covered the month row); closing calls this again.
        let open = calendarBuilt && gtk_widget_get_visible(popover) != 0
        if !open { Build.describe(root, tooltip: tr("Choose a day (showing {day})", ["day": model.dayTitle])) }
        syncCalendar()
    }

    /// The last resort of a narrow header (a weekly range beside three window buttons): the day is cut
    /// with "…" rather than hold the window wider than 360 px. GTK 4.8 makes a new label for each text.
    private func ellipsizeLabel() {
        var w = gtk_widget_get_first_child(root)
        while let current = w, !G_TYPE_CHECK_INSTANCE_TYPE(current.raw, gtk_label_get_type()) { w = gtk_widget_get_first_child(current) }
        if let label = w { gtk_label_set_ellipsize(cast(label), PANGO_ELLIPSIZE_END) }
    }

    private func syncCalendar() {
        guard calendarBuilt else { return }   // built on first open, which syncs it then
        show(model.day)
    }

    private func pick(_ day: Day) {
        gtk_popover_popdown(cast(popover))
        model.select(day)
    }

    /// Selects `day` in the calendar without it counting as a pick.
    private func show(_ day: Day) {
        if Self.day(of: calendar.raw) != day {
            Signals.block(calendar.raw, daySelectedHandler)
            let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 12, 0, 0)
            gtk_calendar_select_day(cast(calendar), date)
            g_date_time_unref(date)
            Signals.unblock(calendar.raw, daySelectedHandler)
        }
        dimUnavailableDays()
    }

    private func key(_ keyval: UInt32) -> Bool {
        guard let current = Self.day(of: calendar.raw) else { return false }
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
        default: return false   // Tab, Escape and the rest keep their meaning
        }
        if let target { show(target) } else { gtk_widget_error_bell(calendar) }
        dimUnavailableDays()   // same month: the marked period still follows the selection
        return true
    }

    /// Dims the day cells that cannot be picked (an insensitive cell takes no click) and marks a weekly
    /// period's days. Runs whenever the calendar shows another month or day, since GTK reuses the cells.
    private func dimUnavailableDays() {
        guard calendarBuilt, let shown = Self.day(of: calendar.raw) else { return }
        let days = model.selectableDays
        // A weekly chart: the days its period covers are marked around the selected day, in the
        // neighbouring months' cells too (GTK's own marks reach only the shown month).
        let period = model.kind.isWeekly ? ChartPeriod(model.kind, containing: shown) : nil
        let monthStart = Day(year: shown.year, month: shown.month, day: 1) ?? shown
        let saved = model.savedDays(from: monthStart.adding(months: -1), to: monthStart.adding(months: 2))
        for (index, cell) in Self.dayCells(of: calendar).enumerated() {
            guard let number = Int(String(cString: gtk_label_get_text(cast(cell)))) else { continue }
            // Cells from the neighbouring months sit in the first two rows (before) or the last two (after).
            let monthOffset = gtk_widget_has_css_class(cell, "other-month") == 0 ? 0 : (index < 14 ? -1 : 1)
            let month = shown.adding(months: monthOffset)
            let day = Day(year: month.year, month: month.month, day: number)
            gtk_widget_set_sensitive(cell, day.map(days.contains) ?? false ? 1 : 0)
            if let day, period?.contains(day) == true { gtk_widget_add_css_class(cell, "in-period") } else { gtk_widget_remove_css_class(cell, "in-period") }
            // A day history holds: its chart is there offline and in every film's run.
            let isSaved = day.map(saved.contains) ?? false
            if isSaved != (gtk_widget_has_css_class(cell, "saved") != 0) {
                if isSaved { gtk_widget_add_css_class(cell, "saved") } else { gtk_widget_remove_css_class(cell, "saved") }
                gtk_widget_set_tooltip_text(cell, isSaved ? tr("Saved in history") : nil)
            }
        }
    }

    /// GtkCalendar's 42 day-number labels, in reading order.
    static func dayCells(of calendar: Widget) -> [Widget] {
        var cells: [Widget] = []
        var part = gtk_widget_get_first_child(calendar)
        while let p = part {
            var child = gtk_widget_get_first_child(p)
            while let c = child {
                if gtk_widget_has_css_class(c, "day-number") != 0 { cells.append(c) }
                child = gtk_widget_get_next_sibling(c)
            }
            part = gtk_widget_get_next_sibling(p)
        }
        return cells
    }

    static func day(of calendar: some GPointer) -> Day? {
        guard let date = gtk_calendar_get_date(cast(calendar)) else { return nil }
        defer { g_date_time_unref(date) }
        return Day(year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                   day: Int(g_date_time_get_day_of_month(date)))
    }
}
