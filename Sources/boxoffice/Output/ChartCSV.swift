import BoxOfficeCore

/// `daily --format csv`: RFC 4180, the same columns as the JSON.
enum ChartCSV {
    static let header = ["rank", "movieCode", "title", "rankChange", "isNew", "openDate", "audience", "audienceChange",
                         "audienceTotal", "sales", "salesShare", "salesTotal", "screens", "shows"]

    static func render(_ chart: Chart) -> String {
        let rows = chart.entries.map { e in
            [String(e.rank), e.movieCode, e.title, String(e.rankChange.signedValue), String(e.rankChange.isNew),
             e.openDate?.iso ?? "", String(e.audience), String(e.audienceChange), String(e.audienceTotal),
             String(e.sales), e.salesShare, String(e.salesTotal), String(e.screens), String(e.shows)]
        }
        return ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    static func field(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}
