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
    /// Its tree and widgets: `DetailWindowShell.ui` (with `PosterView.ui` and `CastGroup.ui` in it); the run
    /// section is added when there is a history.
    let ui = FilmWindowChildren.make()
    var window: Window { ui.root }
    let poster: PosterView
    /// The run chart and its controls (nil when there is no history store).
    let run: RunSection?
    /// The film bound to these widgets now; the retry button asks it.
    weak var film: FilmWindow?
    /// The film's figures for the day the chart shows (above the run).
    let day: RowGroup
    let facts: RowGroup
    let actors: CastGroup
    let companies: RowGroup
    let showTypes: RowGroup
    /// "People and Companies on KOBIS": each credit opens the person (through a search by name) or the company.
    let links: RowGroup
    /// Whether the window has left the application since it was made (it was kept between two films).
    private var hasLeft = false
    /// Whether the run stands beside the poster (see `wideWidth`).
    private(set) var wide = true

    init(fill: HistoryFillViewModel?, parent: Widget?, printSetup: PrintSetup, settings: AppSettings? = nil) {
        poster = PosterView(ui.poster)
        actors = CastGroup(ui.actors)
        day = RowGroup { [ui] in ui.day }
        facts = RowGroup { [ui] in ui.facts }
        companies = RowGroup { [ui] in ui.companies }
        showTypes = RowGroup { [ui] in ui.showTypes }
        links = RowGroup(activatable: true) { [ui] in ui.links }
        let window = ui.root
        run = fill.map { RunSection(fill: $0, window: window.widget, printSetup: printSetup, settings: settings) }
        if let run {
            ui.top.append(run.root)
            run.root.expandsHorizontally = true
        }
        showFollowed(false)
        ui.retry.onClicked { [weak self] in self?.film?.model.retryInfo() }
        // From `wideWidth` the run stands beside the poster, as the main window's probe sets its compact form (GTK 4.8
        // has no breakpoints: libadwaita 1.4's https://gnome.pages.gitlab.gnome.org/libadwaita/doc/main/class.Breakpoint.html).
        ui.widthProbe.onResize { [weak self] width, _ in self?.layOut(width: Int(width)) }
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
        ui.header.showsEndTitleButtons = false
        ui.header.showsEndTitleButtons = true
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
        ui.star.iconName = Self.starIcon(followed: followed)
        ui.star.describe(ShortcutsWindow.tooltip(followed ? tr("Unfollow") : tr("Follow"), for: FilmAction.follow))
    }

    /// From this width the run is beside the poster: a 300 px column of poster and titles, and the run's
    /// controls whole beside it. Narrower, it follows the titles, under a smaller poster, so the chart is in
    /// the first screen of a 560 × 680 window.
    static let wideWidth = 860

    private func layOut(width: Int) {
        setWide(width >= Self.wideWidth)
        // "Open on KOBIS" and "Copy Code" side by side, or one above the other where the two pills do not fit
        // (they held a film window at 378 px in Korean, 382 in English): the pills' own widths (the same in
        // either orientation) against the column they stand in.
        var pair: Int32 = 0
        for button in ui.kobis.children {
            pair += button.naturalWidth + (pair > 0 ? 12 : 0)
        }
        let column = wide ? Self.identityWidth : width - 2 * Self.margin
        // Stacked when they only just fit too: a window the side-by-side pair holds at its minimum still shrinks.
        let stacked = Int(pair) >= column
        ui.kobis.orientation = stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    }

    /// The poster and titles' column beside the run (wide), and the content's margin.
    private static let identityWidth = 300, margin = 24

    private func setWide(_ on: Bool) {
        guard on != wide else { return }
        wide = on
        ui.top.orientation = on ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        ui.top.spacing = on ? 36 : 18
        ui.identity.maximum = Int32(on ? Self.identityWidth : 640)
        ui.clamp.maximum = on ? 1120 : 640
        poster.setSmall(!on)
    }

    /// The keyboard at the first button, as a film's window is first shown: "Open on KOBIS", not the selectable
    /// subtitle (the first focusable widget, which a saved film's window would otherwise start on).
    func focusFirstButton() {
        window.focus = ui.firstButton.widget
    }

    /// Empties what the last film showed: its groups, poster, texts, scroll position and focus.
    func clear() {
        film = nil
        for group in [day, facts, companies, showTypes, links] { group.hide() }
        actors.show(nil)
        ui.failure.isVisible = false
        ui.subtitleLabel.isVisible = false
        run?.unbind()
        poster.reset()
        window.focus = nil
        ui.scrolled.verticalPosition = 0
    }
}
