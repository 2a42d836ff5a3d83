import ArgumentParser
import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore
import BoxOfficeTerminal
import Foundation

/// `boxoffice search film|person|company QUERY`: one page of a KOBIS list search.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: tr("Search KOBIS for films, people or companies."),
        discussion: tr("An empty result is said on stderr with exit status 2; JSON and CSV stay valid documents."))

    enum What: String, ExpressibleByArgument, CaseIterable { case film = "movie", person, company }
    enum Format: String, ExpressibleByArgument, CaseIterable { case table, json, csv }

    @Argument(help: .tr("movie, person or company."))
    var what: What

    @Argument(help: .tr("A title or a name. May be empty for movie with --director or --year."))
    var query: String = ""

    @Option(help: .tr("Opening years for movie: 2019 or 2010-2019."))
    var year: String?

    @Option(help: .tr("A director's name for movie."))
    var director: String?

    @Option(help: .tr("The page of results, from 1."))
    var page: Int = 1

    @Option(help: .tr("table, json or csv."))
    var format: Format = .table

    @OptionGroup var common: CommonOptions

    func run() throws {
        let what = what
        let format = format
        let offline = common.offline
        let page = page
        let query = SearchText.query(query)
        let director = SearchText.query(director ?? "")
        guard (1...10_000).contains(page) else { CommandSupport.usageError("--page takes a number from 1 to 10000") }
        var years: ClosedRange<Int>?
        if let year {
            guard let range = SearchText.yearRange(year) else {
                CommandSupport.usageError("--year takes a year or a range of years, like 2019 or 2010-2019")
            }
            years = range
        }
        if what != .film, year != nil || self.director != nil {
            CommandSupport.usageError("--year and --director go with search movie")
        }
        if query.isEmpty, what != .film || (director.isEmpty && years == nil) {
            CommandSupport.usageError(
                "Say what to search for, like: boxoffice search \(what.rawValue) \(what == .film ? "괴물" : what == .person ? "봉준호" : "쇼박스")"
            )
        }
        try CommandSupport.run {
            let search = AppServices.forCommand(offline: offline).search
            let header = SearchOutput.header(what)
            let (rows, json, total, size, empty): ([[String]], String, Int, Int, String)
            let shown = query.isEmpty ? director : query
            /// One page as table rows and JSON: the same for films, people and companies.
            func summarize<Item, Result: Encodable>(
                _ loaded: Loaded<SearchPage<Item>>, kind: String, row: (Item) -> [String],
                result: (Item) -> Result
            ) -> ([[String]], String, Int, Int) {
                CommandSupport.note(loaded)
                let p = loaded.value
                let json = ChartJSON.encode(
                    SearchOutput.Page(
                        kind: kind, query: query, page: page, pageSize: p.pageSize, totalCount: p.totalCount,
                        results: p.items.map(result)), fallback: "{}")
                return (p.items.map(row), json, p.totalCount, p.pageSize)
            }
            switch what {
            case .film:
                (rows, json, total, size) = summarize(
                    try await search.films(query: query, director: director, years: years, page: page),
                    kind: "movie", row: SearchOutput.row, result: SearchOutput.Film.init)
                empty = tr("No films match '{query}'", ["query": shown])
            case .person:
                (rows, json, total, size) = summarize(
                    try await search.people(name: query, page: page),
                    kind: "person", row: SearchOutput.row, result: SearchOutput.Person.init)
                empty = tr("No people match '{query}'", ["query": shown])
            case .company:
                (rows, json, total, size) = summarize(
                    try await search.companies(name: query, page: page),
                    kind: "company", row: SearchOutput.row, result: SearchOutput.CompanyRow.init)
                empty = tr("No companies match '{query}'", ["query": shown])
            }
            switch format {
            // An empty table would be a header over nothing: the sentence below says it instead.
            case .table:
                if !rows.isEmpty {
                    print(SearchOutput.table(header: header, rows: rows))
                    let first = (page - 1) * size + 1
                    let last = first + rows.count - 1
                    let range = [
                        "first": NumberFormatting.grouped(Int64(first)), "last": NumberFormatting.grouped(Int64(last)),
                        "total": NumberFormatting.grouped(Int64(total)), "next": String(page + 1)
                    ]
                    print(
                        last < total
                            ? tr("{first}–{last} of {total}; --page {next} for more", range)
                            : tr("{first}–{last} of {total}", range))
                }
            case .json: print(json)
            case .csv: print(SearchOutput.csv(header: header, rows: rows), terminator: "")
            }
            if rows.isEmpty {
                CommandSupport.printError("boxoffice: \(empty).")
                throw ExitCode(CommandSupport.noNumbersStatus)
            }
        }
    }
}
