import BoxOfficeCore
import CGLib

/// One result as the Shell shows it (`GetResultMetas`): the title, the summary line under it and an icon,
/// the saved poster's file when there is one, else the app's icon from the theme.
struct ResultMeta {
    let film: KnownFilm
    let posterFile: String?
    let language: DisplayLanguage

    /// The app's icon in the theme (Data/icons), the same name as the app id.
    static let appIconName = "kr.boxoffice.BoxOffice"

    /// An `a{sv}` dictionary: id, name, description, and icon as `g_icon_serialize` makes it (what the Shell
    /// hands to `g_icon_deserialize`).
    var variant: OpaquePointer? {
        let icon: OpaquePointer?
        if let posterFile, let file = g_file_new_for_path(posterFile) {
            icon = g_file_icon_new(file)
            g_object_unref(UnsafeMutableRawPointer(file))
        } else {
            icon = g_themed_icon_new(Self.appIconName)
        }
        var entries = [
            Variant.entry("id", g_variant_new_string(film.movieCode)),
            Variant.entry("name", g_variant_new_string(film.title)),
            Variant.entry("description", g_variant_new_string(film.summary(language)))
        ]
        if let icon {
            if let serialized = g_icon_serialize(icon) {
                entries.append(Variant.entry("icon", serialized))
                g_variant_unref(serialized)  // the variant wrapping it holds its own reference
            }
            g_object_unref(UnsafeMutableRawPointer(icon))
        }
        return Variant.array("{sv}", entries)
    }
}
