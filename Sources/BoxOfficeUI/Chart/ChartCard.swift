import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One grid card: poster thumbnail (loaded lazily), rank with badge, title, audience (and in a weekly chart
/// the change on the period before). A recycled card
/// cancels its poster request and never shows another film's poster.
@MainActor
final class ChartCard {
    @Owned var root: Widget = Build.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["chart-card"])
    @Owned private var poster: Widget = gtk_picture_new()!
    @Owned private var placeholderTitle: Widget = Build.label("", classes: ["placeholder-title"], xalign: 0.5, wrap: true)
    @Owned private var posterStack: Widget = gtk_stack_new()!
    @Owned private var rank: Widget = Build.label("", classes: ["rank-number"])
    private let badge = RankBadge()
    @Owned private var title: Widget = Build.label("", classes: ["heading"], wrap: true)
    @Owned private var audience: Widget = Build.label("", classes: ["numeric", "caption"])
    @Owned private var change: Widget = Build.label("", classes: ["numeric", "caption", "dim-label"])
    private var posterTask: Task<Void, Never>?
    private(set) var movieCode: String?
    static let posterWidth: Int32 = 150

    init() {
        gtk_picture_set_content_fit(cast(poster), GTK_CONTENT_FIT_COVER)
        let placeholder = Build.box(GTK_ORIENTATION_VERTICAL, classes: ["poster-placeholder"], [placeholderTitle])
        gtk_widget_set_valign(placeholderTitle, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(placeholderTitle, 1)
        Build.margins(placeholderTitle, 8)
        Build.limitLines(placeholderTitle, 5)   // never taller than the frame
        gtk_stack_add_named(cast(posterStack), placeholder, "placeholder")
        gtk_stack_add_named(cast(posterStack), poster, "poster")
        gtk_stack_set_transition_type(cast(posterStack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        // A poster's own shape (2:3) at every window width: the frame keeps its size and the card is
        // centred in its cell instead of stretching the frame into a landscape crop.
        gtk_widget_set_size_request(posterStack, Self.posterWidth, Self.posterWidth * 3 / 2)
        gtk_widget_set_halign(posterStack, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(posterStack, GTK_ALIGN_START)
        gtk_widget_set_hexpand(posterStack, 0)
        gtk_widget_set_vexpand(posterStack, 0)
        gtk_widget_add_css_class(posterStack, "card-poster")
        gtk_widget_set_overflow(posterStack, GTK_OVERFLOW_HIDDEN)
        let rankLine = Build.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, classes: ["card-rank-line"], [rank, badge.widget])
        gtk_widget_set_valign(badge.widget, GTK_ALIGN_CENTER)
        gtk_label_set_ellipsize(cast(change), PANGO_ELLIPSIZE_END)
        for w in [posterStack, rankLine, title, audience, change] { gtk_box_append(cast(root), w) }
        gtk_widget_set_size_request(root, Self.posterWidth, -1)
        gtk_widget_set_halign(root, GTK_ALIGN_CENTER)
        // Every card the same height: a title takes two lines at most, and always the room of two.
        gtk_label_set_max_width_chars(cast(title), 16)
        Build.limitLines(title, 2)
        gtk_widget_add_css_class(title, "card-title")
        gtk_label_set_yalign(cast(title), 0)
        CutText.tooltipWhenCut(title)   // the whole title, only when two lines cut it
        Build.margins(root, 8)
    }

    func show(_ row: ChartRowModel, thumbnails: PosterThumbnails) {
        recycle()
        movieCode = row.movieCode
        gtk_label_set_text(cast(rank), row.rank)
        badge.show(row)
        gtk_label_set_text(cast(title), row.title)
        gtk_label_set_text(cast(placeholderTitle), row.title)
        gtk_label_set_text(cast(audience), row.audience)
        gtk_label_set_text(cast(change), row.periodChange ?? "")
        gtk_widget_set_tooltip_text(change, row.periodChange)
        gtk_widget_set_visible(change, row.periodChange == nil ? 0 : 1)
        boxoffice_accessible_set_label(root, row.accessibleLabel)
        let code = row.movieCode
        posterTask = thumbnails.load(row.posterQuery) { [weak self] image in
            guard let self, self.movieCode == code else { return }   // the card now shows another film
            self.showPoster(image)
        }
    }

    /// The card left the screen or shows another film: stop its request, forget its poster.
    func recycle() {
        posterTask?.cancel()
        posterTask = nil
        movieCode = nil
        gtk_picture_set_paintable(cast(poster), nil)
        gtk_stack_set_transition_type(cast(posterStack), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_visible_child_name(cast(posterStack), "placeholder")
        gtk_stack_set_transition_type(cast(posterStack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    private func showPoster(_ image: DecodedImage) {
        guard let texture = Textures.make(image) else { return }
        gtk_picture_set_paintable(cast(poster), texture)
        g_object_unref(texture.raw)
        gtk_stack_set_visible_child_name(cast(posterStack), "poster")
    }
}
