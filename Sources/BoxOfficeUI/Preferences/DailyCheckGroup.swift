import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "Daily Check" group: the switch that turns the daily check's systemd user timer on or off, when
/// it runs, and why it cannot be switched here when it cannot.
@MainActor
final class DailyCheckGroup {
    @Owned var root: PreferencesGroup
    @Owned var toggle: Switch
    @Owned var note: Label
    private let model: PreferencesViewModel
    private var switched: SignalHandler?

    /// Its widgets, from `PreferencesWindow.ui` (`dailyCheckGroup`, `dailyCheckRow`, `dailyCheckSwitch`,
    /// `dailyCheckNote`); the row's subtitle says the time, so it is set here.
    init(model: PreferencesViewModel, ui: PreferencesWindowChildren) {
        self.model = model
        _root = Owned(wrappedValue: ui.dailyCheckGroup)
        _toggle = Owned(wrappedValue: ui.dailyCheckSwitch)
        _note = Owned(wrappedValue: ui.dailyCheckNote)
        ui.dailyCheckRow.subtitle = DailyCheckSwitch.summary
        switched = toggle.onSwitched { [weak self] on in self?.model.setDailyCheck(on) }
        model.changes.observe([.dailyCheck], until: root) { [weak self] _ in self?.update() }
        update()
        model.readDailyCheck()
    }

    private func update() {
        let state = model.dailyCheck
        switched.withBlocked { toggle.isActive = state.isOn }
        toggle.isSensitive = state.isSensitive
        note.show(state.sentence)
    }
}
