import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// "Upcoming Films": the films opening in the next four weeks, by day, this week first; Enter or a click opens
/// a film's window, the star follows it before it opens. A first read of the day says its cost and waits for
/// Read the List.
@MainActor
final class ComingWindow {
    /// Its tree and widgets: `ComingWindow.ui`.
    let ui = ComingWindowChildren.make()
    var window: Widget { ui.root.widget }
    private let model: ComingViewModel
    /// The day headings and lists shown, removed when the list is drawn again.
    private var shown: [any TypedWidget] = []
    /// Each list's films, in the list's order, so a row's index finds its film.
    private(set) var lists: [(list: ListBox, rows: [ComingSection.Row])] = []
    /// Each film's star, updated in place when a follow changes (a rebuilt list would lose the keyboard focus).
    private(set) var stars: [(film: ComingSection.Row, button: Button)] = []
    /// How many films the list holds, above the days: where the keyboard goes when the list comes in, which says
    /// it came (`ResultFocus`).
    let count = Label(classes: ["title-4"], xalign: 0, wrap: true)
    /// The list was being read: its arrival moves the keyboard to the count.
    private var wasLoading = false

    init(model: ComingViewModel, parent: Widget?, application: UnsafeMutablePointer<GtkApplication>) {
        self.model = model
        ui.root.application = application
        ui.fetch.onClicked { [weak model] in model?.fetch() }
        ui.root.setTransient(for: parent)
        Actions.closeOnEscape(window)
        gtk_box_prepend(ui.sections.pointer, count.widget)
        ResultFocus.keep(count, ui.reason)
        model.changes.observe([.state], until: window) { [weak self] _ in self?.update() }
        model.changes.observe([.follows], until: window) { [weak self] _ in self?.showStars() }
        // The window's wait for the list ends with it (and the read, when no other window waits for it).
        Lifetime.onDestroy(window) { [model] in model.close() }
        update()
        model.start()
    }

    func present() { ui.root.present() }

    private func update() {
        let state = model.state
        var listShown = false
        // What went wrong, or why nothing is listed: a label under the title rather than the status page's
        // description, so the keyboard can land on it when the read ends (`ResultFocus`).
        var reason: String?
        ui.fetch.isVisible = false
        ui.spinner.isActive = false
        ui.status.text = ""
        switch state.phase {
        case .asking(let cost):
            ui.status.title = tr("Films Opening in the Next Four Weeks")
            ui.status.text = cost
            ui.fetch.isVisible = true
        case .loading:
            ui.status.title = tr("Reading KOBIS's Film List…")
            ui.spinner.isActive = true
        case .failed(let sentence):
            ui.status.title = tr("The List Could Not Be Read")
            reason = sentence
            // The model reads again on `fetch()`: KOBIS may answer now, a key may have been set, the network
            // come back. Tab from the sentence reaches it.
            ui.fetch.label = tr("_Try Again")
            ui.fetch.setAccessibleLabel(MnemonicNames.plain(ui.fetch.label ?? ""))
            ui.fetch.isVisible = true
        case .shown(let films, let warnings):
            listShown = !films.films.isEmpty
            ui.status.title = tr("No Film Opens in the Next Four Weeks")
            reason = warnings.isEmpty ? model.emptyPeriod : warnings.joined(separator: " ")
            ui.note.show(warnings.isEmpty ? nil : warnings.joined(separator: " "))
        }
        ui.reason.show(listShown ? nil : reason)
        ui.scrolled.isVisible = listShown  // the status page is its opposite (ComingWindow.ui)
        drawList()
        let films = model.sections.reduce(0) { $0 + $1.rows.count }
        count.text = trPlural(
            "{count} film opens in the next four weeks", "{count} films open in the next four weeks", count: films)
        if wasLoading { focusResult(listShown: listShown) }
        if case .loading = state.phase { wasLoading = true } else { wasLoading = false }
    }

    /// The read ended: the keyboard goes to the count, or to the sentence saying why nothing is listed, named
    /// with the title above it ("목록을 읽지 못했습니다: KOBIS가 HTTP 오류 503으로 응답했습니다.").
    private func focusResult(listShown: Bool) {
        if listShown {
            ResultFocus.move(to: count, named: count.text)
        } else if ui.reason.isVisible {
            let name = tr("{title}: {reason}", ["title": ui.status.title, "reason": ui.reason.text])
            ResultFocus.move(to: ui.reason, named: name)
        }
    }

    private func drawList() {
        for widget in shown { ui.sections.remove(widget) }
        shown = []
        lists = []
        stars = []
        for section in model.sections {
            let heading = Label(section.heading, classes: ["heading"], xalign: 0)
            let list = ListBox(classes: ["boxed-list"])
            list.setAccessibleLabel(section.heading)
            for film in section.rows {
                let row = ActionRow(title: film.title, subtitle: film.details)
                row.isActivatable = true
                row.subtitleLines = 0
                if model.canFollow { row.addSuffix(followButton(film)) }
                row.addSuffix(Image(icon: "go-next-symbolic"))
                list.append(row)
            }
            let rows = section.rows
            list.onRowActivated { [list] index in
                guard index < rows.count else { return }
                Actions.activate(list.widget, AppAction.openFilm.with(rows[index].code))
            }
            ui.sections.append(heading)
            ui.sections.append(list)
            shown += [heading, list]
            lists.append((list, rows))
        }
    }

    private func followButton(_ film: ComingSection.Row) -> Button {
        let button = Button(icon: "non-starred-symbolic", tooltip: tr("Follow {title}", ["title": film.title]))
        button.addCSSClass("flat")
        button.verticalAlignment = GTK_ALIGN_CENTER
        button.onClicked { [weak model] in
            guard let model else { return }
            model.setFollowed(!model.isFollowed(film.code), code: film.code, title: film.title)
        }
        stars.append((film, button))
        showStar(film, button)
        return button
    }

    private func showStars() {
        for (film, button) in stars { showStar(film, button) }
    }

    private func showStar(_ film: ComingSection.Row, _ button: Button) {
        let followed = model.isFollowed(film.code)
        button.iconName = followed ? "starred-symbolic" : "non-starred-symbolic"
        button.describe(
            followed ? tr("Unfollow {title}", ["title": film.title]) : tr("Follow {title}", ["title": film.title]))
    }
}

extension ComingWindow: ListsFilms {
    func listed(_ code: String) -> ListedFilm? {
        lists.lazy.flatMap(\.rows).first { $0.code == code }.map { .titled($0.title) }
    }
}
