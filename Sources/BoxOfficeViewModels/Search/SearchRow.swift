import BoxOfficeCore
import Foundation

/// One search result as the page shows it: a title line, a second line, a third, and the whole read
/// out as one accessible name. `code` opens the film, person or company window.
public struct SearchRow: Equatable, Sendable, Identifiable {
    public let kind: SearchViewModel.Kind
    public let code: String
    public let title: String
    public let subtitle: String
    public let detail: String
    public let accessibleName: String

    public var id: String { kind.rawValue + ":" + code }

    init(kind: SearchViewModel.Kind, code: String, title: String, subtitle: [String], detail: String) {
        self.kind = kind
        self.code = code
        self.title = title
        let parts = subtitle.filter { !$0.isEmpty }
        self.subtitle = parts.joined(separator: " · ")
        self.detail = detail
        accessibleName = ([title] + parts + [detail]).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    public init(film: FilmListItem, language: DisplayLanguage) {
        let year = film.openDate.map { String($0.year) } ?? film.productionYear.map(String.init) ?? ""
        let title = language == .english && !film.titleEnglish.isEmpty ? film.titleEnglish : film.title
        let other = title == film.title ? film.titleEnglish : film.title
        self.init(
            kind: .films, code: film.code, title: title,
            subtitle: [other, year, film.nation, film.genres.joined(separator: ", ")],
            detail: film.directors.isEmpty
                ? "" : tr("Directed by {names}", ["names": film.directors.joined(separator: ", ")]))
    }

    public init(person: PersonListItem, language: DisplayLanguage) {
        let name = language == .english && !person.nameEnglish.isEmpty ? person.nameEnglish : person.name
        let other = name == person.name ? person.nameEnglish : person.name
        let films = person.filmography.prefix(3).joined(separator: ", ") + (person.filmography.count > 3 ? " …" : "")
        self.init(
            kind: .people, code: person.code, title: name, subtitle: [other, person.role],
            detail: films.isEmpty ? "" : tr("Known for {titles}", ["titles": films]))
    }

    public init(company: CompanyListItem, language: DisplayLanguage) {
        let name = language == .english && !company.nameEnglish.isEmpty ? company.nameEnglish : company.name
        let other = name == company.name ? company.nameEnglish : company.name
        self.init(
            kind: .companies, code: company.code, title: name, subtitle: [other, company.parts.joined(separator: ", ")],
            detail: company.ceo.isEmpty ? "" : tr("CEO {name}", ["name": company.ceo]))
    }
}
