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
    /// Its tree and widgets: `ChartCard.ui`.
    let ui = ChartCardChildren.make()
    var root: Box { ui.root }
    private var posterTask: Task<Void, Never>?
    private(set) var movieCode: String?
    /// The poster frame's width (`ChartCard.ui` sets it, and the card's, with the frame's 2:3 height).
    static let posterWidth: Int32 = 150

    init() {
        CutText.tooltipWhenCut(ui.title)  // the whole title, only when two lines cut it
    }

    func show(_ row: ChartRowModel, thumbnails: PosterThumbnails) {
        recycle()
        movieCode = row.movieCode
        ui.rank.text = row.rank
        RankBadge.show(row, on: ui.badge)
        ui.title.text = row.title
        ui.placeholderTitle.text = row.title
        // "뽀로로 극장판 공룡섬 / 대모험", not "… 대모 / 험": Korean titles break between words.
        LineBreaks.keepWordsWhole(ui.title)
        LineBreaks.keepWordsWhole(ui.placeholderTitle)
        ui.audience.text = row.audience
        ui.change.text = row.periodChange ?? ""
        ui.change.tooltip = row.periodChange
        ui.change.isVisible = row.periodChange != nil
        ui.root.setAccessibleLabel(row.accessibleLabel)
        // What takes focus is GTK's list item widget, this one's parent (`GtkListItem:accessible-label` is 4.12):
        // it carries the sentence a screen reader reads for the focused item.
        if let item = ui.root.parent { boxoffice_accessible_set_label(item, row.accessibleLabel) }
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
        ui.poster.clear()
        ui.posterStack.show("placeholder", transition: GTK_STACK_TRANSITION_TYPE_NONE)
    }

    private func showPoster(_ image: DecodedImage) {
        guard ui.poster.show(image) else { return }
        ui.posterStack.show("poster")
    }
}
