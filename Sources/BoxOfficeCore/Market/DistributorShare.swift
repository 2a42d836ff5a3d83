/// A distributor's part of a period's market, from the films' saved details (배급사). A film with several
/// distributors is split evenly between them, film and sales, as KOFIC counts it ("13.5편").
public struct DistributorShare: Sendable, Equatable {
    public let name: String
    /// Films, halves and thirds included.
    public let films: Double
    /// The top-10 sales of its films in the period (their share of it), in won.
    public let sales: Int64
    /// Of the market's estimated sales, in %.
    public let share: Double?

    /// The distributors, largest first. `distributors`: each film's distributors by code, for the films whose
    /// details are saved (a film missing here is counted by `filmsWithoutDetails`); `marketSales`: the period's
    /// estimated market sales.
    public static func shares(films: [MarketFilm], distributors: [String: [String]], marketSales: Int64)
        -> [DistributorShare]
    {
        var count: [String: Double] = [:]
        var sales: [String: Int64] = [:]
        for film in films {
            let names = Array(Set(distributors[film.movieCode] ?? [])).sorted()
            guard !names.isEmpty else { continue }
            let n = Int64(names.count)
            // The remainder of the division goes a won at a time to the first names, so nothing is lost.
            let part = film.sales / n
            let remainder = film.sales % n
            for (i, name) in names.enumerated() {
                count[name, default: 0] += 1 / Double(n)
                sales[name] = MarketTotals.sum(sales[name] ?? 0, part + (Int64(i) < remainder ? 1 : 0))
            }
        }
        return sales.map { name, s in
            DistributorShare(
                name: name, films: count[name] ?? 0, sales: s,
                share: marketSales > 0 ? Double(s) / Double(marketSales) * 100 : nil)
        }.sorted { ($0.sales, $1.name) > ($1.sales, $0.name) }
    }

    /// The period's films with no saved details (their distributors are unknown).
    public static func filmsWithoutDetails(films: [MarketFilm], distributors: [String: [String]]) -> Int {
        films.filter { (distributors[$0.movieCode] ?? []).isEmpty }.count
    }

    /// The distributors a film's details name (배급사), in their order, without repeats.
    public static func distributors(of details: FilmDetails) -> [String] {
        var seen = Set<String>()
        return details.companies.filter { $0.part == "배급사" && !$0.name.isEmpty && seen.insert($0.name).inserted }.map(
            \.name)
    }
}
