import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "Daily Check" group: the switch that turns the daily check's systemd user timer on or off, when
/// it runs, and why it cannot be switched here when it cannot.
@MainActor
final class DailyCheckGroup {
    /// The window's children: the group's widgets are read there.
    private let ui: PreferencesWindowChildren
    private let model: PreferencesViewModel
    private var switched: SignalHandler?

    /// Its widgets, from `PreferencesWindow.ui` (`dailyCheckGroup`, `dailyCheckRow`, `dailyCheckSwitch`,
    /// `dailyCheckNote`); the row's subtitle says the time, so it is set here.
    init(model: PreferencesViewModel, ui: PreferencesWindowChildren) {
        self.model = model
        self.ui = ui
        ui.dailyCheckRow.subtitle = DailyCheckSwitch.summary
        switched = ui.dailyCheckSwitch.onSwitched { [weak self] on in self?.model.setDailyCheck(on) }
        model.changes.observe([.dailyCheck], until: ui.dailyCheckGroup) { [weak self] _ in self?.update() }
        update()
        model.readDailyCheck()
    }

    private func update() {
        let state = model.dailyCheck
        switched.withBlocked { ui.dailyCheckSwitch.isActive = state.isOn }
        ui.dailyCheckSwitch.isSensitive = state.isSensitive
        ui.dailyCheckNote.show(state.sentence)
    }
}
