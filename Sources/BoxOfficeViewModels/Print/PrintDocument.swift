import BoxOfficeCore
import Foundation

/// What a printout says, every text ready to draw: a title and subtitle repeated at the top of each page,
/// sections of lines and tables, and the source line in each page's footer. The UI's printer only lays it
/// out on paper (`PrintPagination` decides what goes on which page).
public struct PrintDocument: Equatable, Sendable {
    /// Which printout: each remembers its own paper and orientation within the session.
    public enum Kind: String, Sendable, Hashable {
        case chart, run, market
    }

    public enum Alignment: Sendable, Equatable {
        case leading, trailing
    }

    public struct Column: Equatable, Sendable {
        public let header: String
        public let alignment: Alignment

        public init(_ header: String, _ alignment: Alignment) {
            self.header = header
            self.alignment = alignment
        }
    }

    /// Rows of cells under column headings; every row has one cell a column.
    public struct Table: Equatable, Sendable {
        public let columns: [Column]
        public let rows: [[String]]
        /// The column (a title) that takes the page's spare width, so the table spans it; nil keeps the
        /// table as narrow as its figures.
        public let stretching: Int?

        public init(columns: [Column], rows: [[String]], stretching: Int? = nil) {
            self.columns = columns
            self.rows = rows
            self.stretching = stretching
        }
    }

    /// A titled part of the page: its lines of text, then its table.
    public struct Section: Equatable, Sendable {
        public let title: String?
        public let lines: [String]
        public let table: Table?

        public init(title: String? = nil, lines: [String] = [], table: Table? = nil) {
            self.title = title
            self.lines = lines
            self.table = table
        }
    }

    public let kind: Kind
    /// "일별 박스오피스 · 2022년 1월 5일 (수)": on every page.
    public let title: String
    /// The segment or the film's opening, under the title on every page; nil for none.
    public let subtitle: String?
    public let sections: [Section]
    /// "자료: 영화관입장권통합전산망 (KOBIS)": in every page's footer.
    public let source: String

    public init(kind: Kind, title: String, subtitle: String?, sections: [Section], source: String) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.sections = sections
        self.source = source
    }

    /// The chart's many columns read best across the page.
    public var prefersLandscape: Bool { kind == .chart }

    /// "1 / 2": the footer's page number.
    public static func pageNumber(_ page: Int, of count: Int) -> String { "\(page + 1) / \(count)" }
}
