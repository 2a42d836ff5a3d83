import BoxOfficeCore
import BoxOfficeTerminal

/// `film --format table`: labelled lines, lists joined.
struct FilmTable {
    let film: FilmDetails
    let language: DisplayLanguage

    func render() -> String {
        let dash = "-"
        var lines: [(String, String)] = [
            (trCtx("command line", "Title"), film.title),
            (trCtx("command line", "English title"), film.titleEnglish.isEmpty ? dash : film.titleEnglish),
            (trCtx("command line", "Code"), film.code),
            (trCtx("command line", "Production year"), film.productionYear.map(String.init) ?? dash),
            (trCtx("command line", "Opened"), film.openDate?.iso ?? dash),
            (
                trCtx("command line", "Running time"),
                film.runtimeMinutes.map { NumberFormatting(language).runtime(minutes: $0) } ?? dash
            ),
            (trCtx("command line", "Rating"), film.watchGrade ?? dash),
            (trCtx("command line", "Nations"), list(film.nations)),
            (trCtx("command line", "Genres"), list(film.genres)),
            (trCtx("command line", "Directors"), list(film.directors.map(\.name))),
            (
                trCtx("command line", "Actors"),
                list(film.actors.map { $0.role.isEmpty ? $0.name : "\($0.name) (\($0.role))" })
            )
        ]
        for (part, names) in film.companiesByPart { lines.append((part, list(names))) }
        lines.append((trCtx("command line", "Show types"), list(film.showTypes.map { "\($0.group) \($0.name)" })))
        let width = lines.map { TextWidth.columns($0.0) }.max() ?? 0
        return lines.map { TextWidth.padRight($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n")
    }

    private func list(_ items: [String]) -> String { items.isEmpty ? "-" : items.joined(separator: ", ") }
}
