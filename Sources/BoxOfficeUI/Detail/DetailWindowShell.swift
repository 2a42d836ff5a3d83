import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A film window's widgets without a film: header, poster, titles, KOBIS buttons, the status and failure
/// pages, the run section and boxes for the film's own groups. A `FilmWindow` binds one to a film;
/// when that window closes, the app may keep the shell hidden and bind the next film to it, so opening a
/// film costs a frame of layout rather than a new window (its widgets and their styles are already made).
@MainActor
final class DetailWindowShell {
    /// Its tree: `DetailWindowShell.ui` (with `PosterView.ui` and `CastGroup.ui` in it); the run section is
    /// added when there is a history.
    private static let template = Template<Window>(
        "BoxOfficeFilmWindow", parent: adw_window_get_type(), resource: "Detail/DetailWindowShell.ui",
        children: [
            "width_probe", "header", "window_title", "star", "scrolled", "clamp", "top", "identity", "poster",
            "title_label", "subtitle_label", "kobis", "first_button", "status_label", "failure", "retry", "day",
            "facts", "actors", "companies", "show_types", "links"
        ])

    @Owned var window: Window
    let poster: PosterView
    /// The run chart and its controls (nil when there is no history store).
    let run: RunSection?
    /// The film bound to these widgets now; the retry button asks it.
    weak var film: FilmWindow?
    @Owned var windowTitle: WindowTitle
    @Owned var titleLabel: Label
    @Owned var subtitleLabel: Label
    @Owned var failure: StatusPage
    @Owned var statusLabel: Label
    /// The film's figures for the day the chart shows (above the run).
    let day: RowGroup
    let facts: RowGroup
    let actors: CastGroup
    let companies: RowGroup
    let showTypes: RowGroup
    /// "People and Companies on KOBIS": each credit opens the person (through a search by name) or the company.
    let links: RowGroup
    @Owned private var scrolled: ScrolledWindow
    @Owned private var header: HeaderBar
    /// Follow the film (`film.follow`, Ctrl+D): filled while followed.
    @Owned var star: ToggleButton
    /// "Open on KOBIS": where the keyboard starts in each film's window (not the selectable subtitle,
    /// the first focusable widget, which a saved film's window would otherwise start on).
    @Owned private var firstButton: Widget
    /// "Open on KOBIS" and "Copy Code": side by side, or one above the other where the two pills do not fit
    /// (they held a film window at 378 px in Korean, 382 in English).
    @Owned private var kobis: Box
    /// Whether the window has left the application since it was made (it was kept between two films).
    private var hasLeft = false
    /// Poster and titles, and beside them (wide) or under them (narrow) the run; then the film's groups.
    @Owned private var top: Box
    @Owned private var identity: Clamp
    @Owned private var clamp: Clamp
    /// Whether the run stands beside the poster (see `wideWidth`).
    private(set) var wide = true

    init(fill: HistoryFillViewModel?, parent: Widget?, printSetup: PrintSetup, settings: AppSettings? = nil) {
        PosterView.register()  // the classes the template names, before it is built
        CastGroup.register()
        let template = Self.template
        let window = template.make()
        func child<W: TemplateWidget>(_ name: String) -> W { template.child(name, of: window) }
        _window = Owned(wrappedValue: window)
        poster = PosterView(child("poster"))
        actors = CastGroup(child("actors"))
        day = RowGroup(child("day"))
        facts = RowGroup(child("facts"))
        companies = RowGroup(child("companies"))
        showTypes = RowGroup(child("show_types"))
        links = RowGroup(child("links"), activatable: true)
        _windowTitle = Owned(wrappedValue: child("window_title"))
        _titleLabel = Owned(wrappedValue: child("title_label"))
        _subtitleLabel = Owned(wrappedValue: child("subtitle_label"))
        _failure = Owned(wrappedValue: child("failure"))
        _statusLabel = Owned(wrappedValue: child("status_label"))
        _scrolled = Owned(wrappedValue: child("scrolled"))
        _header = Owned(wrappedValue: child("header"))
        _star = Owned(wrappedValue: child("star"))
        _firstButton = Owned(wrappedValue: (child("first_button") as Button).widget)
        _kobis = Owned(wrappedValue: child("kobis"))
        _top = Owned(wrappedValue: child("top"))
        _identity = Owned(wrappedValue: child("identity"))
        _clamp = Owned(wrappedValue: child("clamp"))
        run = fill.map { RunSection(fill: $0, window: window.widget, printSetup: printSetup, settings: settings) }
        if let run {
            top.append(run.root)
            run.root.expandsHorizontally = true
        }
        showFollowed(false)
        (child("retry") as Button).onClicked { [weak self] in self?.film?.model.retryInfo() }
        // From `wideWidth` the run stands beside the poster, as the main window's probe sets its compact form (GTK 4.8
        // has no breakpoints: libadwaita 1.4's https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.Breakpoint.html).
        (child("width_probe") as DrawingArea).onResize { [weak self] width, _ in self?.layOut(width: Int(width)) }
        layOut(width: 560)  // as the default size opens
        // A size asked for (a window shown again at another size) takes its layout before it is laid out: the
        // wide layout's minimum (about 790 px) would otherwise keep a window asked for 360 px at that width.
        window.onDefaultWidthChanged { [weak self] width in
            if width > 0 { self?.layOut(width: Int(width)) }
        }
        if let parent { window.setTransient(for: parent) }

        Actions.closeOnEscape(window.widget)
        clear()
    }

    /// Puts the window in the application for a film. GTK 4.8's buttons stop following a window's actions
    /// once it has left the application: a kept window gets its close button made again (the run section
    /// inserts its actions again, and the KOBIS actions are new for each film).
    func join(_ application: UnsafeMutablePointer<GtkApplication>) {
        window.application = application
        guard hasLeft else { return }
        header.showsEndTitleButtons = false
        header.showsEndTitleButtons = true
    }

    /// Between two films: hidden, out of the application (which ends the film's window: its requests,
    /// observers and Swift object go, see `Lifetime`) and emptied.
    func leave() {
        window.isVisible = false
        window.application = nil
        hasLeft = true
        clear()
    }

    static func starIcon(followed: Bool) -> String { followed ? "starred-symbolic" : "non-starred-symbolic" }

    /// The star as the film is followed or not.
    func showFollowed(_ followed: Bool) {
        star.iconName = Self.starIcon(followed: followed)
        star.describe(ShortcutsWindow.tooltip(followed ? tr("Unfollow") : tr("Follow"), for: FilmAction.follow))
    }

    /// From this width the run is beside the poster: a 300 px column of poster and titles, and the run's
    /// controls whole beside it. Narrower, it follows the titles, under a smaller poster, so the chart is in
    /// the first screen of a 560 × 680 window.
    static let wideWidth = 860

    private func layOut(width: Int) {
        setWide(width >= Self.wideWidth)
        // The pills' own widths (the same in either orientation) against the column they stand in.
        var pair: Int32 = 0
        for button in kobis.children {
            pair += button.naturalWidth + (pair > 0 ? 12 : 0)
        }
        let column = wide ? Self.identityWidth : width - 2 * Self.margin
        // Stacked when they only just fit too: a window the side-by-side pair holds at its minimum still shrinks.
        let stacked = Int(pair) >= column
        kobis.orientation = stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    }

    /// The poster and titles' column beside the run (wide), and the content's margin.
    private static let identityWidth = 300, margin = 24

    private func setWide(_ on: Bool) {
        guard on != wide else { return }
        wide = on
        top.orientation = on ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        top.spacing = on ? 36 : 18
        identity.maximum = Int32(on ? Self.identityWidth : 640)
        clamp.maximum = on ? 1120 : 640
        poster.setSmall(!on)
    }

    /// The keyboard at the first button, as a film's window is first shown.
    func focusFirstButton() {
        window.focus = firstButton
    }

    /// Empties what the last film showed: its groups, poster, texts, scroll position and focus.
    func clear() {
        film = nil
        for group in [day, facts, companies, showTypes, links] { group.hide() }
        links.onActivate = nil
        actors.show(nil)
        failure.isVisible = false
        subtitleLabel.isVisible = false
        run?.unbind()
        poster.reset()
        window.focus = nil
        scrolled.verticalPosition = 0
    }
}
