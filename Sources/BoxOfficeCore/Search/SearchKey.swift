import Foundation

/// The cache key of a KOBIS list search: the parameters sorted, then page and size. Values are
/// percent-encoded: a typed "&" or "=" would otherwise make two searches one key.
public enum SearchKey {
    public static func key(_ parameters: [String: String], page: Int, size: Int) -> String {
        func encoded(_ value: String) -> String {
            value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        }
        return
            (parameters.keys.sorted().map { "\($0)=\(encoded(parameters[$0] ?? ""))" } + [
                "page=\(page)", "size=\(size)"
            ])
            .joined(separator: "&")
    }

    /// One page of the films registered to open in `year`, as the Coming list asks for it.
    public static func filmsOpening(in year: Int, page: Int, size: Int = ComingPaging.pageSize) -> String {
        key(FilmSearch(title: "", years: year...year).parameters, page: page, size: size)
    }
}
