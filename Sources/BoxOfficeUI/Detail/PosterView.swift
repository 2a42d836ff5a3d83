import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The detail poster: a loading animation until the image is decoded, then the poster fades in;
/// a tinted card with the title and the reason when there is no poster.
@MainActor
final class PosterView {
    /// Its tree and widgets: `PosterView.ui`, the frame inside the film window's template. The poster area:
    /// 220 px wide at most, its height the poster's own (2:3), reserved from the start so nothing moves when
    /// the poster arrives.
    let ui: PosterViewChildren
    var root: Box { ui.root }

    /// The frame a template made (`BoxOfficePosterView`).
    init(_ ui: PosterViewChildren) { self.ui = ui }

    func show(_ state: FilmDetailViewModel.PosterState, title: String) {
        switch state {
        case .loading:
            ui.spinner.isSpinning = true
            ui.stack.show("loading")
        case .loaded(let image):
            ui.spinner.isSpinning = false
            if ui.picture.show(image) {
                ui.picture.setAccessibleLabel(tr("Poster of {title}", ["title": title]))
                ui.stack.show("poster")
            } else {
                show(.placeholder(tr("The poster could not be shown.")), title: title)
            }
        case .placeholder(let reason):
            ui.spinner.isSpinning = false
            ui.placeholderTitle.text = title
            ui.placeholderReason.text = reason
            ui.stack.show("placeholder")
        }
    }

    /// 220 × 330, or 160 × 240 in a narrow film window, where the run chart must show under it without scrolling.
    func setSmall(_ small: Bool) {
        let width: Int32 = small ? 160 : 220
        ui.clamp.maximum = width
        ui.stack.setSizeRequest(width: width, height: width * 3 / 2)
    }

    /// Back to the loading page at once, without the last film's poster (a window kept for the next film).
    func reset() {
        ui.spinner.isSpinning = false
        ui.picture.clear()
        ui.stack.show("loading", transition: GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// Whether a poster image is held (shown, or fading out).
    var holdsImage: Bool { ui.picture.holdsImage }
    var isFading: Bool { ui.stack.isTransitionRunning }

    var visiblePage: String { ui.stack.visibleChildName ?? "" }
}
