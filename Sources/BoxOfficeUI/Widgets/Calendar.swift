import CAdw
import CGtk
import GLibSupport

/// A GtkCalendar: a month of days, one selected.
struct Calendar: TypedWidget {
    let widget: Widget
    var pointer: OpaquePointer { opaque }

    init(unchecked widget: Widget) { self.widget = widget }
}

@MainActor
extension Calendar {
    init() { widget = gtk_calendar_new() }

    /// The selected day (nil: the calendar has none, which GTK never leaves it with).
    var selectedDate: (year: Int, month: Int, day: Int)? {
        guard let date = gtk_calendar_get_date(pointer) else { return nil }
        defer { g_date_time_unref(date) }
        return (
            Int(g_date_time_get_year(date)), Int(g_date_time_get_month(date)), Int(g_date_time_get_day_of_month(date))
        )
    }

    /// Selects a day (at noon, local time), showing its month; "day-selected" follows.
    func select(year: Int, month: Int, day: Int) {
        let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 12, 0, 0)
        gtk_calendar_select_day(pointer, date)
        g_date_time_unref(date)
    }

    /// A day selected (a click, the keyboard, or `select`).
    @discardableResult
    func onDaySelected(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
        SignalHandler(instance: raw, id: Signals.connect(raw, "day-selected") { _ in handler() })
    }

    /// Another month or year shown.
    func onMonthShown(_ handler: @escaping @MainActor () -> Void) {
        for property in ["notify::month", "notify::year"] {
            Signals.connect1(raw, property) { _, _ in handler() }
        }
    }
}
