import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import GLibSupport

/// The header's date: a button showing the chosen day that opens a calendar popover. Picking a day
/// after the latest one is refused by the view-model, which says why; the calendar then moves back.
@MainActor
final class DateButton {
    let root: Widget
    let calendar: Widget = gtk_calendar_new()
    let popover: Widget = gtk_popover_new()
    private let model: ChartViewModel
    private var daySelectedHandler: gulong = 0

    init(model: ChartViewModel) {
        self.model = model
        root = gtk_menu_button_new()
        gtk_widget_add_css_class(root, "date-button")
        let latest = Build.button(tr("_Latest Day"), action: "win.latest-day", classes: ["flat"])
        let content = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [calendar, latest])
        gtk_popover_set_child(cast(popover), content)
        gtk_menu_button_set_popover(cast(root), popover)
        boxoffice_accessible_set_label(calendar, tr("Calendar"))
        daySelectedHandler = Signals.connect(calendar.raw, "day-selected") { [weak self] cal in
            guard let self, let picked = Self.day(of: cal) else { return }
            gtk_popover_popdown(cast(self.popover))
            self.model.select(picked)
        }
    }

    /// Shows the view-model's day on the button and in the calendar, without echoing a selection.
    func update() {
        gtk_menu_button_set_label(cast(root), model.dayTitle)
        Build.describe(root, tooltip: tr("Choose a day (showing {day})", ["day": model.dayTitle]))
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
