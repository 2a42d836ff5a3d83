import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// One film: poster, titles, facts, actors (the first ones, all with roles on demand), companies by
/// role, show types, its run. Its widgets are a `DetailWindowShell`, new or kept from a closed film's
/// window. Esc or Ctrl+W closes it, which cancels its requests: the window leaves the application, and
/// everything this object registered goes with it (see `Lifetime`).
@MainActor
final class FilmWindow {
    let shell: DetailWindowShell
    let model: FilmDetailViewModel
    /// The film's run from the history (nil when there is no history store).
    let run: RunSection?
    private var builtDetails = false
    /// The window's "film" group (replaced when the shell takes another film), holding `film.follow`.
    private var actions: Owned<UnsafeMutablePointer<GSimpleActionGroup>>?

    var window: Widget { shell.window.widget }
    var poster: PosterView { shell.poster }
    private var titleLabel: Label { shell.ui.titleLabel }
    private var subtitleLabel: Label { shell.ui.subtitleLabel }
    private var statusLabel: Label { shell.ui.statusLabel }
    private var failure: StatusPage { shell.ui.failure }

    init(
        model: FilmDetailViewModel, run runModel: FilmRunViewModel?, following: FollowingModel,
        shell: DetailWindowShell, application: UnsafeMutablePointer<GtkApplication>
    ) {
        self.model = model
        self.shell = shell
        run = runModel == nil ? nil : shell.run
        shell.film = self
        // First: what is registered below goes when the window leaves the application.
        shell.join(application)  // the app keeps running while it is open
        shell.ui.windowTitle.title = model.chartTitle
        shell.ui.windowTitle.subtitle = ""
        titleLabel.text = model.chartTitle
        shell.window.title = model.chartTitle
        // Above the credits: the film's figures for the day the chart shows.
        shell.day.show(model.dayHeading, model.dayFigures)
        let code = model.movieCode
        let group = KobisPages.installActions(FilmAction.self, on: window, subject: .film, code: code) {
            [weak self] action, parameter in
            guard action == .follow, let on = parameter.isOn else { return }
            following.setFollowed(on, code: code, title: self?.model.title ?? code)
        }
        actions = Owned(wrappedValue: group)
        Actions.setState(group, FilmAction.follow, following.isFollowed(code))
        shell.ui.star.isVisible = following.canFollow
        shell.showFollowed(following.isFollowed(code))
        // The star follows the Store, whichever window or row changed it.
        following.changes.observe([.follows], until: window) { [weak self] _ in
            guard let self, let group = self.actions?.wrappedValue else { return }
            let followed = following.isFollowed(code)
            Actions.setState(group, FilmAction.follow, followed)
            self.shell.showFollowed(followed)
        }
        if let runModel, let run { run.bind(runModel) }
        // The poster's description names the film, known with its details.
        model.changes.observe([.poster, .info], until: window) { [weak self] _ in self?.showPoster() }
        model.changes.observe([.info], until: window) { [weak self] _ in
            self?.showInfo()
            self?.run?.showMissing()  // the fill's cost counts the request the details made
        }
        showPoster()
        showInfo()
        model.start()
    }

    private func showPoster() { poster.show(model.poster, title: model.title) }

    private func showInfo() {
        failure.isVisible = false
        switch model.info {
        case .loading:
            statusLabel.isVisible = true
            statusLabel.text = tr("Loading details…")
        case .failed(let message):
            // A film KOBIS lacks, or a failed request: a page saying why, and a way to try again.
            statusLabel.isVisible = false
            failure.text = message
            failure.isVisible = true
        case .loaded(let details):
            statusLabel.isVisible = model.isSample
            statusLabel.text = tr("Sample data")
            show(details)
        }
    }

    private func show(_ d: FilmDetailModel) {
        titleLabel.text = d.title
        subtitleLabel.show(d.subtitle)
        shell.ui.windowTitle.title = d.title
        shell.ui.windowTitle.subtitle = d.subtitle
        shell.window.title = d.title
        guard !builtDetails else { return }
        builtDetails = true
        shell.facts.show(tr("Details"), d.facts)
        shell.actors.show(d)
        shell.companies.show(tr("Companies"), d.companies)
        shell.showTypes.show(tr("Show Types"), d.showTypes)
        // A name searches KOBIS's people for it (`app.search-people`), a company opens its window (`app.open-company`).
        shell.links.show(
            tr("People and Companies on KOBIS"),
            d.links.map { link in
                let opens: TargetedAction
                switch link.target {
                case .person(let name): opens = AppAction.searchPeople.with(name)
                case .company(let code): opens = AppAction.openCompany.with(code)
                }
                return RowGroup.Item(title: link.title, subtitle: link.subtitle, opens: opens)
            })
    }

    func present() {
        shell.window.present()
        if !shown {
            shown = true
            shell.focusFirstButton()
        }
    }

    /// Whether the window was presented for this film (a second `present` only raises it).
    private var shown = false
}
