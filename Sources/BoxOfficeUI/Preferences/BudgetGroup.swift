import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "KOBIS Requests" group: the daily budget a history fill stops at, and how many requests
/// the app made today (Korea time). KOBIS allows about 3,000 a day per key.
@MainActor
final class BudgetGroup {
    @Owned var root: Widget = adw_preferences_group_new()
    @Owned var spin: Widget = gtk_spin_button_new_with_range(1, 1_000_000, 50)
    @Owned var usage: Widget = Build.label("", classes: ["dim-label", "numeric"], xalign: 0, wrap: true)
    private let model: HistoryFillModel
    private var handler: gulong = 0

    init(model: HistoryFillModel) {
        self.model = model
        adw_preferences_group_set_title(cast(root), tr("KOBIS Requests"))
        adw_preferences_group_set_description(cast(root), Markup.escape(
            tr("KOBIS allows about 3,000 requests a day per key. Filling history stops at this budget; opening charts is not limited.")))
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row), Markup.escape(tr("Daily budget")))
        gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
        boxoffice_accessible_set_label(spin, tr("Daily budget"))
        adw_action_row_add_suffix(cast(row), spin)
        adw_action_row_set_activatable_widget(cast(row), spin)
        adw_preferences_group_add(cast(root), row)
        gtk_widget_set_margin_top(usage, 12)
        adw_preferences_group_add(cast(root), usage)
        handler = Signals.connect(spin.raw, "value-changed") { [weak self] w in
            guard let self else { return }
            self.model.setBudget(Int(gtk_spin_button_get_value_as_int(cast(w))))
        }
        Lifetime.observe(model.observers, until: root) { [weak self] in self?.update() }
        update()
    }

    private func update() {
        Signals.block(spin.raw, handler)
        gtk_spin_button_set_value(cast(spin), Double(model.budget))
        Signals.unblock(spin.raw, handler)
        gtk_widget_set_sensitive(spin, model.isBudgetFromEnvironment ? 0 : 1)
        let note = model.isBudgetFromEnvironment ? " " + tr("The budget is set by BOXOFFICE_DAILY_BUDGET for this run.") : ""
        gtk_label_set_text(cast(usage), model.usageText + "." + note)
    }
}
