import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences' "Daily Check" group: the switch that turns the daily check's systemd user timer on or off, when
/// it runs, and why it cannot be switched here when it cannot.
@MainActor
final class DailyCheckGroup {
    @Owned var root = PreferencesGroup(title: tr("Daily Check"))
    @Owned var toggle = Switch()
    @Owned var note = Label("", classes: ["dim-label"], xalign: 0, wrap: true)
    private let model: PreferencesViewModel
    private var switched: SignalHandler?

    init(model: PreferencesViewModel) {
        self.model = model
        let row = ActionRow(title: tr("_Check every day"), subtitle: DailyCheckSwitch.summary)
        row.usesUnderline = true
        row.subtitleLines = 0
        toggle.verticalAlignment = GTK_ALIGN_CENTER
        toggle.setAccessibleLabel(tr("Check every day"))
        row.addSuffix(toggle)
        row.setActivatableWidget(toggle)
        root.add(row)
        note.marginTop = 12
        root.add(note)
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
