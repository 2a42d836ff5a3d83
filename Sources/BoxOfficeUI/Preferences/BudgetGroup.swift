import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "KOBIS Requests" group: the daily budget a history fill stops at, and how many requests
/// the app made today (Korea time). KOBIS allows about 3,000 a day per key.
@MainActor
final class BudgetGroup {
    @Owned var root: PreferencesGroup
    @Owned var spin: SpinButton
    @Owned var usage: Label
    private let model: HistoryFillViewModel
    private var changed: SignalHandler?

    /// Its widgets, from `PreferencesWindow.ui` (`budgetGroup`, `budgetSpin`, `budgetUsage`).
    init(model: HistoryFillViewModel, settings: AppSettings? = nil, ui: PreferencesWindowChildren) {
        self.model = model
        _root = Owned(wrappedValue: ui.budgetGroup)
        _spin = Owned(wrappedValue: ui.budgetSpin)
        _usage = Owned(wrappedValue: ui.budgetUsage)
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
