/// Every action the app defines, one enum per group. Each name is spelled here and nowhere else.

/// The application's actions (`BoxOfficeApplication.startup()`).
enum AppAction: String, ActionName {
    static let group = "app"
    case quit, preferences, search, about
    case fillHistory = "fill-history"
    /// With a film's code: its window (a chart row, a card, a search result, a notification, the desktop's search,
    /// `--film`). With a text: the search window on it (the desktop's search, `--search`).
    case openFilm = "open-film", searchFilms = "search-films"
    /// With a film's code: its window as of the chart on show, with that day's figures (a chart row, a card, a table
    /// row, Enter in the chart's search). Opened by `open-film` instead, the same film shows its whole run.
    case openChartRow = "open-chart-row"
    /// With a person's or a company's code: their window (a search result, a film's credits).
    case openPerson = "open-person", openCompany = "open-company"
    /// With a name: the search window on people (a name in a film's credits).
    case searchPeople = "search-people"
    /// The followed films' window.
    case following
    /// The films opening in the next four weeks (KOBIS's film list).
    case coming
    /// With a weekend's Friday ("20180105"): the main window on that weekend's chart (a notification's click).
    case showWeekend = "show-weekend"
    /// With a day ("20220103"): the main window's chart on that day, in the kind shown (`boxoffice --date DAY`
    /// while BoxOffice is running).
    case showDay = "show-day"
    /// With a string array (id, title, body, action, target): `boxoffice check` asks the running app to send
    /// a notification it cannot send itself while this process holds the app's name.
    case tell
    /// F1: the user guide in the help browser (`help:kr.boxoffice.BoxOffice`, the Mallard pages in `help/`).
    case help
    /// Radio: "default", "light" or "dark" colours; the GSettings key of the same name (`StyleVariant`).
    case styleVariant = "style-variant"

    var shape: ActionShape {
        switch self {
        case .openFilm, .openChartRow, .searchFilms, .openPerson, .openCompany, .searchPeople, .showWeekend, .showDay,
            .tell:
            .taking
        case .styleVariant: .own
        default: .plain
        }
    }

    var keys: [String] {
        switch self {
        case .search: ["<Control>k"]
        case .help: ["F1"]
        case .following: ["<Shift><Control>d"]
        case .coming: ["<Shift><Control>o"]
        case .preferences: ["<Control>comma"]
        case .quit: ["<Control>q"]
        default: []
        }
    }
}

/// The main window's actions (`MainWindow.handle`; the choices in `MainWindow+Choices.swift` and `+Market.swift`).
enum WinAction: String, ActionName {
    static let group = "win"
    case refresh, copy, find
    case previousDay = "previous-day", nextDay = "next-day", latestDay = "latest-day"
    case showList = "show-list", showGrid = "show-grid", showTable = "show-table", toggleLayout = "toggle-layout"
    case exportCSV = "export-csv"
    case copyImage = "copy-image", saveImage = "save-image"
    /// Ctrl+P: the chart, or the market page when the Market view is shown.
    case print
    case showHelpOverlay = "show-help-overlay"
    /// Radio actions: a string state, chosen with a target (`chartKind.with("weekend")`).
    case chartKind = "chart-kind", nation, films, region
    case resetSegment = "reset-segment"
    /// Radio: the window's view, "chart" (박스오피스) or "market" (시장).
    case view
    /// Radio: the Market view's year, month or weekends; its year ("2018"); its month of the year ("3").
    case marketScope = "market-scope", marketYear = "market-year", marketMonth = "market-month"
    case fillMarket = "fill-market", showAllFilms = "show-all-films"
    /// With a film code: follow it, or unfollow it if followed (a chart row's context menu).
    case followFilm = "follow-film"
    /// With a day ("20220105"): that day's chart, the keyboard on it (a day picked in the calendar).
    case pickDay = "pick-day"
    /// With a day: the daily chart of that day, or the weekend chart of that Friday, in the charts' view (a bar or
    /// a row of the Market view).
    case dayChart = "day-chart", weekendChart = "weekend-chart"
    /// With two days ("20220129-20220202"): history filled with the days between them it lacks (a holiday
    /// without a record, in the Market view).
    case fillDays = "fill-days"

    var shape: ActionShape {
        switch self {
        case .view, .marketYear, .marketMonth: .choice
        case .followFilm, .pickDay, .dayChart, .weekendChart, .fillDays: .taking
        // The choices, made in `MainWindow+Choices` and `+Market`.
        case .chartKind, .nation, .films, .region, .marketScope: .own
        default: .plain
        }
    }

    var keys: [String] {
        switch self {
        case .refresh: ["F5", "<Control>r"]
        case .previousDay: ["<Alt>Left"]
        case .nextDay: ["<Alt>Right"]
        case .latestDay: ["<Control>t"]
        case .showList: ["<Control>1"]
        case .showGrid: ["<Control>2"]
        case .showTable: ["<Control>3"]
        case .copy: ["<Control>c"]
        case .exportCSV: ["<Control>e"]
        case .copyImage: ["<Shift><Control>c"]
        case .saveImage: ["<Shift><Control>s"]
        case .print: ["<Control>p"]
        case .find: ["<Control>f"]
        case .resetSegment: ["<Alt>0"]
        case .fillMarket: ["<Shift><Control>f"]
        case .showHelpOverlay: ["<Control>question"]
        default: []
        }
    }

    var keysByTarget: [(target: String, keys: [String])] {
        switch self {
        case .chartKind:
            [("daily", ["<Alt>1"]), ("weekend", ["<Alt>2"]), ("week", ["<Alt>3"]), ("weekdays", ["<Alt>4"])]
        case .view: [("chart", ["<Control>b"]), ("market", ["<Control>m"])]
        case .marketScope:
            [
                ("year", ["<Alt>y"]), ("month", ["<Alt>m"]), ("weekends", ["<Alt>w"]), ("holidays", ["<Alt>h"]),
                ("records", ["<Alt>r"])
            ]
        default: []
        }
    }
}

/// A film window's run section (`Detail/RunSection.swift`).
enum RunAction: String, ActionName {
    static let group = "run"
    case fill, copy, export, print
    /// The run drawn as a picture (`Share/ImageShare`), copied or saved.
    case copyImage = "copy-image", saveImage = "save-image"
    /// Radio: the figure the chart draws.
    case metric
    /// On/off.
    case logScale = "log-scale"
    /// On/off: the forecast's similar runs as faint lines on the cumulative chart.
    case similar
    /// The forecast's "About this estimate" dialog.
    case aboutForecast = "about-forecast"
    /// How good the forecast has been (`Detail/ForecastAccuracyWindow`), reached from "About this estimate".
    case forecastAccuracy = "forecast-accuracy"
    /// Takes the typed break-even ("400만", "4,000,000"; empty forgets it).
    case breakEven = "break-even"

    var shape: ActionShape {
        switch self {
        case .breakEven: .taking
        case .metric, .logScale, .similar: .own  // the choices, made in `RunSection.installActions`
        default: .plain
        }
    }

    var keys: [String] {
        switch self {
        case .copy: ["<Control>c"]
        case .export: ["<Control>e"]
        case .copyImage: ["<Shift><Control>c"]
        case .saveImage: ["<Shift><Control>s"]
        case .print: ["<Control>p"]
        case .similar: ["<Control>l"]
        default: []
        }
    }
}

/// The Fill History window (`History/FillHistoryWindow.swift`).
enum FillAction: String, ActionName {
    static let group = "fill"
    case start, pause, resume, cancel
    /// Radio: how many days back ("7", "30" … or "custom").
    case range
    /// Toggle: each day's Korean films' chart too.
    case koreanToo

    var shape: ActionShape {
        switch self {
        case .range: .choice
        case .koreanToo: .toggle
        default: .plain
        }
    }
}

/// The Search KOBIS window (`Search/SearchWindow.swift`).
enum SearchAction: String, ActionName {
    static let group = "search"
    case more
    /// Radio: films, people or companies.
    case kind

    var shape: ActionShape { self == .kind ? .choice : .plain }
}

/// The two actions every window about a KOBIS subject has (`Search/KobisPages.swift`).
protocol KobisAction: ActionName {
    static var openKobis: Self { get }
    static var copyCode: Self { get }
}

/// A film's window.
enum FilmAction: String, KobisAction {
    static let group = "film"
    case openKobis = "open-kobis", copyCode = "copy-code"
    /// On/off: the star in the header.
    case follow

    var shape: ActionShape { self == .follow ? .toggle : .plain }
    var keys: [String] { self == .follow ? ["<Control>d"] : [] }
}

/// A person's or a company's window.
enum SubjectAction: String, KobisAction {
    static let group = "subject"
    case openKobis = "open-kobis", copyCode = "copy-code"
}

/// GTK's own window actions (every GtkWindow has them).
enum WindowAction: String, ActionName {
    static let group = "window"
    case close

    var keys: [String] { ["<Control>w"] }
}

/// GTK's own clipboard actions on a label or an entry.
enum ClipboardAction: String, ActionName {
    static let group = "clipboard"
    case copy
}
