import BoxOfficeCore

/// A film's details as the detail window shows them: labelled facts and lists, ready to display.
public struct FilmDetailModel: Equatable, Sendable {
    public struct Fact: Equatable, Sendable {
        public let label: String
        public let value: String
    }
    public struct Credit: Equatable, Sendable {
        public let name: String
        public let role: String
    }

    public let title: String
    public let subtitle: String
    public let facts: [Fact]
    public let actors: [Credit]
    public let companies: [Fact]
    /// Show types by group: "2D" → "디지털, 필름".
    public let showTypes: [Fact]
    /// Credits that lead on: a person (KOBIS's film details carry no person codes, so the link searches
    /// the name) or a company (by its code).
    public struct Link: Equatable, Sendable {
        public enum Target: Equatable, Sendable { case person(name: String), company(code: String) }
        public let title: String
        public let subtitle: String
        public let target: Target
    }
    /// The directors, the first ten actors and every company, in that order.
    public let links: [Link]
    /// How many actors the summary row names before "Show all".
    public static let actorsPreviewCount = 5

    public var actorsPreview: String {
        let names = actors.prefix(Self.actorsPreviewCount).map(\.name).joined(separator: ", ")
        return actors.count > Self.actorsPreviewCount
            ? tr("{names} and {count} more", ["names": names, "count": String(actors.count - Self.actorsPreviewCount)])
            : names
    }

    public init(_ m: FilmDetails, language: DisplayLanguage) {
        let dash = "—"
        func list(_ items: [String]) -> String { items.isEmpty ? dash : items.joined(separator: ", ") }
        let english = language == .english && !m.titleEnglish.isEmpty
        title = english ? m.titleEnglish : m.title
        subtitle = english ? m.title : m.titleEnglish
        // KOBIS's fixed vocabulary (ratings, roles, genres, nations) in the interface's language.
        let word: (String) -> String = language == .english ? KobisVocabulary.english : { $0 }
        facts = [
            Fact(
                label: tr("Directors"),
                value: list(m.directors.map { english && !$0.nameEnglish.isEmpty ? $0.nameEnglish : $0.name })),
            Fact(label: tr("Production year"), value: m.productionYear.map(String.init) ?? dash),
            Fact(label: tr("Release date"), value: m.openDate.map { DayFormatting(language).medium($0) } ?? dash),
            Fact(
                label: tr("Running time"),
                value: m.runtimeMinutes.map { NumberFormatting(language).runtime(minutes: $0) } ?? dash),
            Fact(label: tr("Rating"), value: m.watchGrade.map(word) ?? dash),
            Fact(label: tr("Nations"), value: list(m.nations.map(word))),
            Fact(label: tr("Genres"), value: list(m.genres.map(word)))
        ]
        actors = m.actors.map {
            Credit(name: english && !$0.nameEnglish.isEmpty ? $0.nameEnglish : $0.name, role: $0.role)
        }
        companies = m.companiesByPart.map { Fact(label: word($0.part), value: $0.names.joined(separator: ", ")) }
        var groups: [String] = []
        var names: [String: [String]] = [:]
        for t in m.showTypes {
            if names[t.group] == nil { groups.append(t.group) }
            names[t.group, default: []].append(t.name)
        }
        showTypes = groups.map { Fact(label: $0, value: (names[$0] ?? []).joined(separator: ", ")) }
        let shown = { (name: String, en: String) in english && !en.isEmpty ? en : name }
        links =
            m.directors.map {
                Link(title: shown($0.name, $0.nameEnglish), subtitle: tr("Director"), target: .person(name: $0.name))
            }
            + m.actors.prefix(10).map {
                Link(title: shown($0.name, $0.nameEnglish), subtitle: tr("Actor"), target: .person(name: $0.name))
            }
            + m.companies.filter { !$0.code.isEmpty }.map {
                Link(title: shown($0.name, $0.nameEnglish), subtitle: word($0.part), target: .company(code: $0.code))
            }
    }
}
