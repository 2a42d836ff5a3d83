import ArgumentParser
import BoxOfficeCore

extension ChartSegment {
    /// For a table's heading: "Korean films · Seoul", "" for the whole market — the window's words.
    func label(_ language: DisplayLanguage, region named: Region?) -> String {
        ChartTitles(language).segment(self, regions: named.map { [$0] } ?? Region.bundled) ?? ""
    }
}
