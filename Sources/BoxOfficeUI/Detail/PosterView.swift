import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The detail poster: a loading animation until the image is decoded, then the poster fades in;
/// a tinted card with the title and the reason when there is no poster.
@MainActor
final class PosterView {
    /// Its tree: `PosterView.ui`, the frame inside the film window's template.
    private static let template = Template<Box>(
        "BoxOfficePosterView", parent: gtk_box_get_type(), resource: "Detail/PosterView.ui",
        children: ["clamp", "stack", "spinner", "picture", "placeholder_title", "placeholder_reason"])

    /// The poster area: 220 px wide at most, its height the poster's own (2:3), reserved from the start
    /// so nothing moves when the poster arrives.
    @Owned var root: Box
    @Owned private var clamp: Clamp
    @Owned private var stack: Stack
    @Owned private var spinner: Spinner
    @Owned private var picture: Picture
    @Owned private var placeholderTitle: Label
    @Owned private var placeholderReason: Label

    /// Registers the template class, so a template naming `BoxOfficePosterView` can be built.
    static func register() { _ = template }

    /// The frame a template made (`BoxOfficePosterView`).
    init(_ root: Box) {
        let template = Self.template
        func child<W: TemplateWidget>(_ name: String) -> W { template.child(name, of: root) }
        _root = Owned(wrappedValue: root)
        _clamp = Owned(wrappedValue: child("clamp"))
        _stack = Owned(wrappedValue: child("stack"))
        _spinner = Owned(wrappedValue: child("spinner"))
        _picture = Owned(wrappedValue: child("picture"))
        _placeholderTitle = Owned(wrappedValue: child("placeholder_title"))
        _placeholderReason = Owned(wrappedValue: child("placeholder_reason"))
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
        clamp.maximum = width
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
