import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The header's date: a button showing the chosen day that opens a calendar popover. Picking a day
/// after the latest one is refused by the view-model, which says why; the calendar then moves back.
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
        let latest = Build.button(tr("_Latest Day"), action: "win.latest-day", classes: ["flat"])
        gtk_popover_set_child(cast(popover), Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [calendar, latest]))
        gtk_menu_button_set_popover(cast(root), popover)
        syncCalendar()
        return popover
    }

    private func makeCalendar() -> Widget {
        let calendar = gtk_calendar_new()!
        calendarBuilt = true
        boxoffice_accessible_set_label(calendar, tr("Calendar"))
        daySelectedHandler = Signals.connect(calendar.raw, "day-selected") { [weak self] cal in
            guard let self, let picked = Self.day(of: cal) else { return }
            gtk_popover_popdown(cast(self.popover))
            self.model.select(picked)
        }
        return calendar
    }

    init(model: ChartViewModel) {
        self.model = model
        _root = Owned(wrappedValue: gtk_menu_button_new())
        gtk_widget_add_css_class(root, "date-button")
        gtk_menu_button_set_create_popup_func(cast(root), { _, data in
            MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data!).call() }
        }, ClosureBox<@MainActor () -> Void>({ [weak self] in _ = self?.popover }).retainedPointer(),
           ClosureBox<@MainActor () -> Void>.destroyNotify)
    }

    /// Shows the view-model's day on the button and in the calendar, without echoing a selection.
    func update() {
        gtk_menu_button_set_label(cast(root), compact ? model.dayTitleShort : model.dayTitle)
        Build.describe(root, tooltip: tr("Choose a day (showing {day})", ["day": model.dayTitle]))
        syncCalendar()
    }

    private func syncCalendar() {
        guard calendarBuilt else { return }   // built on first open, which syncs it then
        if Self.day(of: calendar.raw) != model.day {
            Signals.block(calendar.raw, daySelectedHandler)
            let date = g_date_time_new_local(Int32(model.day.year), Int32(model.day.month), Int32(model.day.day), 12, 0, 0)
            gtk_calendar_select_day(cast(calendar), date)
            g_date_time_unref(date)
            Signals.unblock(calendar.raw, daySelectedHandler)
        }
    }

    static func day(of calendar: some GPointer) -> Day? {
        guard let date = gtk_calendar_get_date(cast(calendar)) else { return nil }
        defer { g_date_time_unref(date) }
        return Day(year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
                   day: Int(g_date_time_get_day_of_month(date)))
    }
}
