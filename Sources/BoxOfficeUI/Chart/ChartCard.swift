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
    /// Its tree: `ChartCard.ui`, one instance per card the grid makes (about as many as fit on screen).
    private static let template = Template<Box>(
        "BoxOfficeChartCard", parent: gtk_box_get_type(), resource: "Chart/ChartCard.ui",
        children: ["poster", "placeholder_title", "poster_stack", "rank", "badge", "title", "audience", "change"])

    @Owned var root: Box
    @Owned private var poster: Picture
    @Owned private var placeholderTitle: Label
    @Owned private var posterStack: Stack
    @Owned private var rank: Label
    private let badge: RankBadge
    @Owned private var title: Label
    @Owned private var audience: Label
    @Owned private var change: Label
    private var posterTask: Task<Void, Never>?
    private(set) var movieCode: String?
    /// The poster frame's width (`ChartCard.ui` sets it, and the card's, with the frame's 2:3 height).
    static let posterWidth: Int32 = 150

    init() {
        let template = Self.template
        let root = template.make()
        _root = Owned(wrappedValue: root)
        _poster = Owned(wrappedValue: template.child("poster", of: root))
        _placeholderTitle = Owned(wrappedValue: template.child("placeholder_title", of: root))
        _posterStack = Owned(wrappedValue: template.child("poster_stack", of: root))
        _rank = Owned(wrappedValue: template.child("rank", of: root))
        badge = RankBadge(label: template.child("badge", of: root))
        _title = Owned(wrappedValue: template.child("title", of: root))
        _audience = Owned(wrappedValue: template.child("audience", of: root))
        _change = Owned(wrappedValue: template.child("change", of: root))
        CutText.tooltipWhenCut(title)  // the whole title, only when two lines cut it
    }

    func show(_ row: ChartRowModel, thumbnails: PosterThumbnails) {
        recycle()
        movieCode = row.movieCode
        rank.text = row.rank
        badge.show(row)
        title.text = row.title
        placeholderTitle.text = row.title
        // "뽀로로 극장판 공룡섬 / 대모험", not "… 대모 / 험": Korean titles break between words.
        LineBreaks.keepWordsWhole(title)
        LineBreaks.keepWordsWhole(placeholderTitle)
        audience.text = row.audience
        change.text = row.periodChange ?? ""
        change.tooltip = row.periodChange
        change.isVisible = row.periodChange != nil
        root.setAccessibleLabel(row.accessibleLabel)
        // What takes focus is GTK's list item widget, this one's parent (`GtkListItem:accessible-label` is 4.12):
        // it carries the sentence a screen reader reads for the focused item.
        if let item = root.parent { boxoffice_accessible_set_label(item, row.accessibleLabel) }
        let code = row.movieCode
        posterTask = thumbnails.load(row.posterQuery) { [weak self] image in
            guard let self, self.movieCode == code else { return }  // the card now shows another film
            self.showPoster(image)
        }
    }

    /// The card left the screen or shows another film: stop its request, forget its poster.
    func recycle() {
        posterTask?.cancel()
        posterTask = nil
        movieCode = nil
        poster.clear()
        posterStack.show("placeholder", transition: GTK_STACK_TRANSITION_TYPE_NONE)
    }

    private func showPoster(_ image: DecodedImage) {
        guard poster.show(image) else { return }
        posterStack.show("poster")
    }
}
