import BoxOfficeViewModels

/// What a window listing a film knows of it, so that the film's window, opened by its code alone
/// (`app.open-film`), shows the title and the poster at once rather than after KOBIS's details.
enum ListedFilm {
    /// A row of the chart on show: the film's figures of that day, and its run as of that day.
    case chartRow(ChartRowModel)
    /// A search result, a filmography's, Upcoming Films' or Following's row: its title as shown there.
    case titled(String)

    /// The title alone: a chart's film opened by its code, not as of the chart's day.
    var titled: ListedFilm {
        switch self {
        case .chartRow(let row): .titled(row.title)
        case .titled: self
        }
    }
}

/// A window whose rows open films: asked what it shows of a film when `app.open-film` opens one.
@MainActor
protocol ListsFilms {
    func listed(_ code: String) -> ListedFilm?
}
