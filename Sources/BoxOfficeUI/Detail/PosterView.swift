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
    @Owned var root = Clamp(maximum: 220)
    @Owned private var stack = Stack()
    @Owned private var spinner = Spinner()
    @Owned private var picture = Picture(fit: GTK_CONTENT_FIT_CONTAIN)
    @Owned private var placeholderTitle = Label("", classes: ["placeholder-title", "title-3"], xalign: 0.5, wrap: true)
    @Owned private var placeholderReason = Label("", classes: ["dim-label", "caption"], xalign: 0.5, wrap: true)

    init() {
        root.setChild(stack)
        placeholderTitle.limitLines(4)
        placeholderReason.limitLines(6)
        spinner.setSizeRequest(width: 32, height: 32)
        spinner.horizontalAlignment = GTK_ALIGN_CENTER
        spinner.verticalAlignment = GTK_ALIGN_CENTER
        spinner.setAccessibleLabel(tr("Loading the poster"))
        let loading = Box.vertical(classes: ["poster-placeholder"], [spinner])
        spinner.expandsVertically = true
        let placeholder = Box.vertical(
            spacing: 8, classes: ["poster-placeholder"], [placeholderTitle, placeholderReason])
        placeholderTitle.verticalAlignment = GTK_ALIGN_END
        placeholderTitle.expandsVertically = true
        placeholderReason.expandsVertically = true
        placeholderReason.verticalAlignment = GTK_ALIGN_START
        placeholder.setMargins(0)
        for label in [placeholderTitle, placeholderReason] { label.setHorizontalMargins(12) }
        stack.addNamed(loading, "loading")
        stack.addNamed(picture, "poster")
        stack.addNamed(placeholder, "placeholder")
        stack.transition = GTK_STACK_TRANSITION_TYPE_CROSSFADE
        stack.transitionDuration = 400
        stack.setSizeRequest(width: 220, height: 330)
        root.horizontalAlignment = GTK_ALIGN_CENTER
        stack.addCSSClass("poster-frame")
        stack.clipsChildren = true
    }

    func show(_ state: FilmDetailViewModel.PosterState, title: String) {
        switch state {
        case .loading:
            spinner.isSpinning = true
            stack.show("loading")
        case .loaded(let image):
            spinner.isSpinning = false
            if picture.show(image) {
                picture.setAccessibleLabel(tr("Poster of {title}", ["title": title]))
                stack.show("poster")
            } else {
                show(.placeholder(tr("The poster could not be shown.")), title: title)
            }
        case .placeholder(let reason):
            spinner.isSpinning = false
            placeholderTitle.text = title
            placeholderReason.text = reason
            stack.show("placeholder")
        }
    }

    /// 220 × 330, or 160 × 240 in a narrow film window, where the run chart must show under it without scrolling.
    func setSmall(_ small: Bool) {
        let width: Int32 = small ? 160 : 220
        root.maximum = width
        stack.setSizeRequest(width: width, height: width * 3 / 2)
    }

    /// Back to the loading page at once, without the last film's poster (a window kept for the next film).
    func reset() {
        spinner.isSpinning = false
        picture.clear()
        stack.show("loading", transition: GTK_STACK_TRANSITION_TYPE_NONE)
    }

    /// Whether a poster image is held (shown, or fading out).
    var holdsImage: Bool { picture.holdsImage }
    var isFading: Bool { stack.isTransitionRunning }

    var visiblePage: String { stack.visibleChildName ?? "" }
}
