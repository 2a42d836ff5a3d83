import CAdw
import CGtk

/// libadwaita constructors used across screens.
@MainActor
func adwClamp(_ child: Widget, maximum: Int32) -> Widget {
    let clamp = adw_clamp_new()!
    adw_clamp_set_maximum_size(cast(clamp), maximum)
    adw_clamp_set_child(cast(clamp), child)
    return clamp
}
