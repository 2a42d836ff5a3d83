import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "KOBIS Requests" group: the daily budget a history fill stops at, and how many requests
/// the app made today (Korea time). KOBIS allows about 3,000 a day per key.
@MainActor
final class BudgetGroup {
    @Owned var root = PreferencesGroup(
        title: tr("KOBIS Requests"),
        description:
            tr(
                "KOBIS allows about 3,000 requests a day per key. Filling history stops at this budget; opening charts is not limited."
            ))
    @Owned var spin = SpinButton(range: 1...1_000_000, step: 50)
    @Owned var usage = Label("", classes: ["dim-label", "numeric"], xalign: 0, wrap: true)
    private let model: HistoryFillViewModel
    private var changed: SignalHandler?

    init(model: HistoryFillViewModel, settings: AppSettings? = nil) {
        self.model = model
        let row = ActionRow(title: tr("Daily budget"))
        spin.verticalAlignment = GTK_ALIGN_CENTER
        spin.setAccessibleLabel(tr("Daily budget"))
        row.addSuffix(spin)
        row.setActivatableWidget(spin)
        root.add(row)
        gtk_widget_set_margin_top(usage.widget, 12)
        root.add(usage)
        // The spin button is the setting, both ways (`gsettings set` shows here), unless BOXOFFICE_DAILY_BUDGET wins
        // for this run: the spin button then shows that, and the setting keeps what the user chose.
        if let settings, !model.isBudgetFromEnvironment { settings.bind(.dailyBudget, to: spin.raw, property: "value") }
        changed = spin.onValueChanged { [weak self] budget in self?.model.setBudget(budget) }
        model.changes.observe([.budget, .progress], until: root) { [weak self] _ in self?.update() }
        update()
    }

    private func update() {
        let budget = Double(model.budget)
        changed.withBlocked { spin.value = budget }
        spin.isSensitive = !model.isBudgetFromEnvironment
        let note =
            model.isBudgetFromEnvironment ? " " + tr("The budget is set by BOXOFFICE_DAILY_BUDGET for this run.") : ""
        usage.text = model.usageText + "." + note
    }
}
