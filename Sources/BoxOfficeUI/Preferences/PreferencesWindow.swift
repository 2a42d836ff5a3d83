import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Preferences: the KOBIS key and the Kakao REST key, each in a password row with a Test button and
/// the result in plain words. Applying a row saves both keys (mode 0600) and takes effect at once.
@MainActor
final class PreferencesWindow {
    @Owned var window: Widget = adw_preferences_window_new()
    let model: PreferencesViewModel
    @Owned var kobisRow: Widget = adw_password_entry_row_new()
    @Owned var kakaoRow: Widget = adw_password_entry_row_new()
    @Owned var kobisTest: Widget = Build.button(tr("_Test"), classes: ["flat"])
    @Owned var kakaoTest: Widget = Build.button(tr("T_est"), classes: ["flat"])
    @Owned var kobisResult: Widget = Build.label("", classes: ["dim-label", "caption"], wrap: true)
    @Owned var kakaoResult: Widget = Build.label("", classes: ["dim-label", "caption"], wrap: true)
    @Owned private var problem: Widget = Build.label("", classes: ["error"], wrap: true)

    init(model: PreferencesViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        gtk_window_set_application(cast(window), application)   // the app keeps running while it is open
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(cast(page), tr("API Keys"))
        adw_preferences_page_set_icon_name(cast(page), "dialog-password-symbolic")
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(cast(group), tr("API Keys"))
        adw_preferences_group_set_description(cast(group), Markup.escape(
            tr("Without a KOBIS key BoxOffice shows sample data. Keys are free: kobis.or.kr/kobisopenapi for KOBIS, developers.kakao.com (REST API key) for posters.")))
        configure(kobisRow, title: tr("KOBIS key"), value: model.kobisKey, test: kobisTest, service: .kobis)
        configure(kakaoRow, title: tr("Kakao REST API key"), value: model.kakaoKey, test: kakaoTest, service: .kakao)
        for w in [kobisRow, kakaoRow] { adw_preferences_group_add(cast(group), w) }
        let results = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [kobisResult, kakaoResult, problem])
        gtk_widget_set_margin_top(results, 12)
        adw_preferences_group_add(cast(group), results)
        adw_preferences_page_add(cast(page), cast(group))
        adw_preferences_window_add(cast(window), cast(page))
        adw_preferences_window_set_search_enabled(cast(window), 0)
        gtk_window_set_title(cast(window), tr("Preferences"))
        gtk_window_set_default_size(cast(window), 560, 460)
        if let parent {
            gtk_window_set_transient_for(cast(window), cast(parent))
            gtk_window_set_modal(cast(window), 1)
        }
        Lifetime.observe(model.observers, until: window) { [weak self] in self?.update() }
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
    }

    private func configure(_ row: Widget, title: String, value: String, test: Widget, service: PreferencesViewModel.Service) {
        adw_preferences_row_set_title(cast(row), title)
        gtk_editable_set_text(cast(row), value)
        adw_entry_row_set_show_apply_button(cast(row), 1)
        gtk_widget_set_valign(test, GTK_ALIGN_CENTER)
        Build.describe(test, tooltip: tr("Test this key with one request"))
        adw_entry_row_add_suffix(cast(row), test)
        if model.isFromEnvironment(service) {
            gtk_widget_set_sensitive(row, 0)
            gtk_widget_set_tooltip_text(row, service == .kobis ? tr("Set by BOXOFFICE_KOBIS_KEY") : tr("Set by BOXOFFICE_KAKAO_KEY"))
        }
        Signals.connect(row.raw, "apply") { [weak self] _ in self?.save() }
        Signals.connect(test.raw, "clicked") { [weak self] _ in
            guard let self else { return }
            self.model.startTest(service, key: Self.text(row))
        }
    }

    func save() { model.save(kobis: Self.text(kobisRow), kakao: Self.text(kakaoRow)) }

    static func text(_ editable: Widget) -> String { String(cString: gtk_editable_get_text(cast(editable))) }

    private func update() {
        gtk_label_set_text(cast(kobisResult), model.kobisResult.map { "KOBIS: " + $0 } ?? "")
        gtk_label_set_text(cast(kakaoResult), model.kakaoResult.map { "Kakao: " + $0 } ?? "")
        gtk_label_set_text(cast(problem), model.saveProblem ?? model.keyFileProblem ?? "")
        gtk_widget_set_sensitive(kobisTest, model.testing == nil ? 1 : 0)
        gtk_widget_set_sensitive(kakaoTest, model.testing == nil ? 1 : 0)
    }

    func present() { gtk_window_present(cast(window)) }
}
