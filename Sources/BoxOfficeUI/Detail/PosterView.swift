import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The detail poster: a loading animation until the image is decoded, then the poster fades in;
/// a tinted card with the title and the reason when there is no poster.
@MainActor
final class PosterView {
    /// The poster area: 220 px wide at most, its height the poster's own (2:3), reserved from the start
    /// so nothing moves when the poster arrives.
    @Owned var root: Widget
    @Owned private var stack: Widget
    @Owned private var spinner: Widget = gtk_spinner_new()
    @Owned private var picture: Widget = gtk_picture_new()
    @Owned private var placeholderTitle: Widget = Build.label("", classes: ["placeholder-title", "title-3"], xalign: 0.5, wrap: true)
    @Owned private var placeholderReason: Widget = Build.label("", classes: ["dim-label", "caption"], xalign: 0.5, wrap: true)

    init() {
        let stack = gtk_stack_new()!
        _stack = Owned(wrappedValue: stack)
        _root = Owned(wrappedValue: adwClamp(stack, maximum: 220))
        Build.limitLines(placeholderTitle, 4)
        Build.limitLines(placeholderReason, 6)
        gtk_widget_set_size_request(spinner, 32, 32)
        gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        boxoffice_accessible_set_label(spinner, tr("Loading the poster"))
        let loading = Build.box(GTK_ORIENTATION_VERTICAL, classes: ["poster-placeholder"], [spinner])
        gtk_widget_set_vexpand(spinner, 1)
        gtk_picture_set_content_fit(cast(picture), GTK_CONTENT_FIT_CONTAIN)
        let placeholder = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 8, classes: ["poster-placeholder"],
                                    [placeholderTitle, placeholderReason])
        gtk_widget_set_valign(placeholderTitle, GTK_ALIGN_END)
        gtk_widget_set_vexpand(placeholderTitle, 1)
        gtk_widget_set_vexpand(placeholderReason, 1)
        gtk_widget_set_valign(placeholderReason, GTK_ALIGN_START)
        Build.margins(placeholder, 0)
        for w in [placeholderTitle, placeholderReason] {
            gtk_widget_set_margin_start(w, 12); gtk_widget_set_margin_end(w, 12)
        }
        gtk_stack_add_named(cast(stack), loading, "loading")
        gtk_stack_add_named(cast(stack), picture, "poster")
        gtk_stack_add_named(cast(stack), placeholder, "placeholder")
        gtk_stack_set_transition_type(cast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_stack_set_transition_duration(cast(stack), 400)
        gtk_widget_set_size_request(stack, 220, 330)
        gtk_widget_set_halign(root, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(stack, "poster-frame")
        gtk_widget_set_overflow(stack, GTK_OVERFLOW_HIDDEN)
    }

    func show(_ state: MovieDetailViewModel.PosterState, title: String) {
        switch state {
        case .loading:
            gtk_spinner_start(cast(spinner))
            gtk_stack_set_visible_child_name(cast(stack), "loading")
        case .loaded(let image):
            gtk_spinner_stop(cast(spinner))
            if let texture = Textures.make(image) {
                gtk_picture_set_paintable(cast(picture), texture)
                g_object_unref(texture.raw)
                boxoffice_accessible_set_label(picture, tr("Poster of {title}", ["title": title]))
                gtk_stack_set_visible_child_name(cast(stack), "poster")
            } else {
                show(.placeholder(tr("The poster could not be shown.")), title: title)
            }
        case .placeholder(let reason):
            gtk_spinner_stop(cast(spinner))
            gtk_label_set_text(cast(placeholderTitle), title)
            gtk_label_set_text(cast(placeholderReason), reason)
            gtk_stack_set_visible_child_name(cast(stack), "placeholder")
        }
    }

    /// 220 × 330, or 160 × 240 in a narrow film window, where the run chart must show under it without scrolling.
    func setSmall(_ small: Bool) {
        let width: Int32 = small ? 160 : 220
        adw_clamp_set_maximum_size(cast(root), width)
        gtk_widget_set_size_request(stack, width, width * 3 / 2)
    }

    /// Back to the loading page at once, without the last film's poster (a window kept for the next film).
    func reset() {
        gtk_spinner_stop(cast(spinner))
        gtk_picture_set_paintable(cast(picture), nil)
        gtk_stack_set_visible_child_full(cast(stack), "loading", GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// Whether a poster image is held (shown, or fading out).
    var holdsImage: Bool { gtk_picture_get_paintable(cast(picture)) != nil }
    var isFading: Bool { gtk_stack_get_transition_running(cast(stack)) != 0 }

    var visiblePage: String { String(cString: gtk_stack_get_visible_child_name(cast(stack))) }
}
