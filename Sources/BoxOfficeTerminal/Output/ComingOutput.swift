import BoxOfficeCore
import Foundation

/// `boxoffice coming`: the films opening in the next weeks, by day, in three formats.
public struct ComingOutput {
    let films: ComingFilms

    public init(_ films: ComingFilms) { self.films = films }

    public func table() -> String {
        let names = { (list: [String]) in list.isEmpty ? "—" : list.joined(separator: ", ") }
        return AlignedColumns.lines(
            [[tr("Opens"), tr("Title"), tr("Genres"), tr("Nations"), tr("Directors"), tr("Distributors")]]
                + films.films.map {
                    [
                        $0.openDate.iso, $0.title, names($0.genres), names($0.nations), names($0.directors),
                        names($0.distributors)
                    ]
                }, right: []
        ).joined(separator: "\n")
    }

    public func json() -> String {
        ChartJSON.encode(
            JSONValue.list(
                films.films.map { f in
                    let list = { (names: [String]) in JSONValue.list(names.map { .text($0) }) }
                    return .object([
                        "movieCd": .text(f.code), "title": .text(f.title), "openDate": .text(f.openDate.iso),
                        "genres": list(f.genres), "nations": list(f.nations), "directors": list(f.directors),
                        "distributors": list(f.distributors), "type": .text(f.type)
                    ])
                }))
    }

    /// Lists within a cell joined by "; " (a title may hold a comma, the CSV quotes it).
    public func csv() -> String {
        let header = ["movieCd", "title", "openDate", "genres", "nations", "directors", "distributors", "type"]
        let rows = films.films.map { f in
            [
                f.code, f.title, f.openDate.iso, f.genres.joined(separator: "; "), f.nations.joined(separator: "; "),
                f.directors.joined(separator: "; "), f.distributors.joined(separator: "; "), f.type
            ]
        }
        return ChartExport.csv(rows: [header] + rows)
    }
}
