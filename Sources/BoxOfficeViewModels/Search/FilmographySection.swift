import BoxOfficeCore

/// One part of a filmography as the window lists it: "배우 (35)" and a row per film (its code opens it).
public struct FilmographySection: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let code: String
        public let title: String
        /// The year when known, else "".
        public let year: String
        public let accessibleName: String
    }

    public let part: String
    public let heading: String
    public let rows: [Row]

    public init(_ group: FilmographyGroup) {
        part = group.part
        heading = tr(
            "{part} ({count})", ["part": group.part, "count": NumberFormatting.grouped(Int64(group.films.count))])
        rows = group.films.map { film in
            let year = film.year.map(String.init) ?? ""
            return Row(
                code: film.code, title: film.title, year: year,
                accessibleName: [film.title, year, group.part].filter { !$0.isEmpty }.joined(separator: ", "))
        }
    }
}
