import BoxOfficeCore
import BoxOfficeTerminal

/// `film --format table`: labelled lines, lists joined.
struct FilmTable {
    let film: FilmDetails
    let language: DisplayLanguage

    func render() -> String {
        let ko = language == .korean
        let dash = "-"
        var lines: [(String, String)] = [
            (ko ? "제목" : "Title", film.title),
            (ko ? "영문 제목" : "English title", film.titleEnglish.isEmpty ? dash : film.titleEnglish),
            (ko ? "코드" : "Code", film.code),
            (ko ? "제작연도" : "Production year", film.productionYear.map(String.init) ?? dash),
            (ko ? "개봉일" : "Opened", film.openDate?.iso ?? dash),
            (
                ko ? "상영시간" : "Running time",
                film.runtimeMinutes.map { NumberFormatting(language).runtime(minutes: $0) } ?? dash
            ),
            (ko ? "관람등급" : "Rating", film.watchGrade ?? dash),
            (ko ? "제작국가" : "Nations", list(film.nations)),
            (ko ? "장르" : "Genres", list(film.genres)),
            (ko ? "감독" : "Directors", list(film.directors.map(\.name))),
            (ko ? "배우" : "Actors", list(film.actors.map { $0.role.isEmpty ? $0.name : "\($0.name) (\($0.role))" }))
        ]
        for (part, names) in film.companiesByPart { lines.append((part, list(names))) }
        lines.append((ko ? "상영형태" : "Show types", list(film.showTypes.map { "\($0.group) \($0.name)" })))
        let width = lines.map { TextWidth.columns($0.0) }.max() ?? 0
        return lines.map { TextWidth.padRight($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n")
    }

    private func list(_ items: [String]) -> String { items.isEmpty ? "-" : items.joined(separator: ", ") }
}
