/// A film as the detail window shows it, from KOBIS searchMovieInfo.
public struct FilmDetails: Hashable, Sendable {
    public struct Person: Hashable, Sendable {
        public let name: String
        public let nameEnglish: String
    }
    public struct Actor: Hashable, Sendable {
        public let name: String
        public let nameEnglish: String
        /// The character played; often "" for recent films.
        public let role: String
        public let roleEnglish: String
    }
    public struct Company: Hashable, Sendable {
        public let code: String
        public let name: String
        public let nameEnglish: String
        /// 제작사, 배급사, 제공, 수입사 …
        public let part: String
    }
    public struct ShowType: Hashable, Sendable {
        public let group: String
        public let name: String
    }
    public struct Staff: Hashable, Sendable {
        public let name: String
        public let nameEnglish: String
        public let role: String
    }

    public let code: String
    public let title: String
    public let titleEnglish: String
    public let titleOriginal: String
    public let productionYear: Int?
    public let openDate: Day?
    public let runtimeMinutes: Int?
    public let status: String
    public let type: String
    public let nations: [String]
    public let genres: [String]
    public let directors: [Person]
    public let actors: [Actor]
    /// The first audit's grade (전체관람가 …); nil when KOBIS lists none.
    public let watchGrade: String?
    public let companies: [Company]
    public let showTypes: [ShowType]
    public let staffs: [Staff]

    /// Companies grouped by role, in the order roles first appear.
    public var companiesByPart: [(part: String, names: [String])] {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for c in companies {
            if names[c.part] == nil { order.append(c.part) }
            names[c.part, default: []].append(c.name)
        }
        return order.map { ($0, names[$0] ?? []) }
    }
}
