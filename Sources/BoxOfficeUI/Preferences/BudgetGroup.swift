import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "KOBIS Requests" group: the daily budget a history fill stops at, and how many requests
/// the app made today (Korea time). KOBIS allows about 3,000 a day per key.
@MainActor
final class BudgetGroup {
    /// The window's children: the group's widgets are read there.
    private let ui: PreferencesWindowChildren
    private let model: HistoryFillViewModel
    private var changed: SignalHandler?

    /// Its widgets, from `PreferencesWindow.ui` (`budgetGroup`, `budgetSpin`, `budgetUsage`).
    init(model: HistoryFillViewModel, settings: AppSettings? = nil, ui: PreferencesWindowChildren) {
        self.model = model
        self.ui = ui
        // The spin button is the setting, both ways (`gsettings set` shows here), unless BOXOFFICE_DAILY_BUDGET wins
        // for this run: the spin button then shows that, and the setting keeps what the user chose.
        if let settings, !model.isBudgetFromEnvironment {
            settings.bind(.dailyBudget, to: ui.budgetSpin.raw, property: "value")
        }
        changed = ui.budgetSpin.onValueChanged { [weak self] budget in self?.model.setBudget(budget) }
        model.changes.observe([.budget, .progress], until: ui.budgetGroup) { [weak self] _ in self?.update() }
        update()
    }

    private func update() {
        let budget = Double(model.budget)
        changed.withBlocked { ui.budgetSpin.value = budget }
        ui.budgetSpin.isSensitive = !model.isBudgetFromEnvironment
        let note =
            model.isBudgetFromEnvironment ? " " + tr("The budget is set by BOXOFFICE_DAILY_BUDGET for this run.") : ""
        ui.budgetUsage.text = model.usageText + "." + note
    }
}
