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
    @Owned var root = Box.vertical(spacing: 6, classes: ["chart-card"])
    @Owned private var poster = Picture(fit: GTK_CONTENT_FIT_COVER)
    @Owned private var placeholderTitle = Label("", classes: ["placeholder-title"], xalign: 0.5, wrap: true)
    @Owned private var posterStack = Stack()
    @Owned private var rank = Label("", classes: ["rank-number"])
    private let badge = RankBadge()
    @Owned private var title = Label("", classes: ["heading"], wrap: true)
    @Owned private var audience = Label("", classes: ["numeric", "caption"])
    @Owned private var change = Label("", classes: ["numeric", "caption", "dim-label"])
    private var posterTask: Task<Void, Never>?
    private(set) var movieCode: String?
    static let posterWidth: Int32 = 150

    init() {
        let placeholder = Box.vertical(classes: ["poster-placeholder"], [placeholderTitle])
        placeholderTitle.verticalAlignment = GTK_ALIGN_CENTER
        placeholderTitle.expandsVertically = true
        placeholderTitle.setMargins(8)
        placeholderTitle.limitLines(5)  // never taller than the frame
        posterStack.addNamed(placeholder, "placeholder")
        posterStack.addNamed(poster, "poster")
        posterStack.transition = GTK_STACK_TRANSITION_TYPE_CROSSFADE
        // A poster's own shape (2:3) at every window width: the frame keeps its size and the card is
        // centred in its cell instead of stretching the frame into a landscape crop.
        posterStack.setSizeRequest(width: Self.posterWidth, height: Self.posterWidth * 3 / 2)
        posterStack.horizontalAlignment = GTK_ALIGN_CENTER
        posterStack.verticalAlignment = GTK_ALIGN_START
        posterStack.expandsHorizontally = false
        posterStack.expandsVertically = false
        posterStack.addCSSClass("card-poster")
        posterStack.clipsChildren = true
        let rankLine = Box.horizontal(spacing: 6, classes: ["card-rank-line"], [rank, badge.widget])
        badge.widget.verticalAlignment = GTK_ALIGN_CENTER
        change.ellipsize = PANGO_ELLIPSIZE_END
        for part: any TypedWidget in [posterStack, rankLine, title, audience, change] { root.append(part) }
        root.setSizeRequest(width: Self.posterWidth, height: -1)
        root.horizontalAlignment = GTK_ALIGN_CENTER
        // Every card the same height: a title takes two lines at most, and always the room of two.
        title.maxWidthChars = 16
        title.limitLines(2)
        title.addCSSClass("card-title")
        title.yalign = 0
        CutText.tooltipWhenCut(title)  // the whole title, only when two lines cut it
        root.setMargins(8)
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
