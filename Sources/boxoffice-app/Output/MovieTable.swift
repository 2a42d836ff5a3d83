import BoxOfficeCore
import BoxOfficeTerminal

/// `movie --format table`: labelled lines, lists joined.
struct MovieTable {
    let movie: MovieDetails
    let language: DisplayLanguage

    func render() -> String {
        let ko = language == .korean
        let dash = "-"
        var lines: [(String, String)] = [
            (ko ? "제목" : "Title", movie.title),
            (ko ? "영문 제목" : "English title", movie.titleEnglish.isEmpty ? dash : movie.titleEnglish),
            (ko ? "코드" : "Code", movie.code),
            (ko ? "제작연도" : "Production year", movie.productionYear.map(String.init) ?? dash),
            (ko ? "개봉일" : "Opened", movie.openDate?.iso ?? dash),
            (
                ko ? "상영시간" : "Running time",
                movie.runtimeMinutes.map { NumberFormatting(language).runtime(minutes: $0) } ?? dash
            ),
            (ko ? "관람등급" : "Rating", movie.watchGrade ?? dash),
            (ko ? "제작국가" : "Nations", list(movie.nations)),
            (ko ? "장르" : "Genres", list(movie.genres)),
            (ko ? "감독" : "Directors", list(movie.directors.map(\.name))),
            (ko ? "배우" : "Actors", list(movie.actors.map { $0.role.isEmpty ? $0.name : "\($0.name) (\($0.role))" }))
        ]
        for (part, names) in movie.companiesByPart { lines.append((part, list(names))) }
        lines.append((ko ? "상영형태" : "Show types", list(movie.showTypes.map { "\($0.group) \($0.name)" })))
        let width = lines.map { TextWidth.columns($0.0) }.max() ?? 0
        return lines.map { TextWidth.padRight($0.0, to: width) + "  " + $0.1 }.joined(separator: "\n")
    }

    private func list(_ items: [String]) -> String { items.isEmpty ? "-" : items.joined(separator: ", ") }
}
