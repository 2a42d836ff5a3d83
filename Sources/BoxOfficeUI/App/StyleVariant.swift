import BoxOfficeViewModels
import CAdw
import CGtk

/// The app's colours as the main menu's Style chose them (`app.style-variant`, kept in GSettings): the system's,
/// always light or always dark, applied through libadwaita's style manager so every window and chart follows.
enum StyleVariant: String, CaseIterable {
    case `default`, light, dark

    var scheme: AdwColorScheme {
        switch self {
        case .default: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
    }

    /// Makes `app.style-variant` the setting's action and applies the setting now and whenever it changes
    /// (here, in another instance or with `gsettings set`).
    @MainActor static func install(on application: UnsafeMutablePointer<GtkApplication>, settings: AppSettings?) {
        guard let settings else { return }
        Actions.addSetting(application, AppAction.styleVariant, settings, .styleVariant) { value in
            apply(StyleVariant(rawValue: value) ?? .default)
        }
        apply(StyleVariant(rawValue: settings.text(.styleVariant) ?? "") ?? .default)
    }

    @MainActor static func apply(_ variant: StyleVariant) {
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), variant.scheme)
    }
}
