/// The temporary public holidays (임시공휴일) the government declared: a dated table, one line a holiday
/// (`Data/calendar/temporary-holidays.tsv`: the day, its name, its source, tab-separated; `#` begins a comment).
/// They are decided a few weeks before, year by year, so they are data, not a rule; the Store finds the file.
public struct TemporaryHolidays: Sendable, Equatable {
    public struct Holiday: Sendable, Equatable {
        public let day: Day
        public let name: String
        public let source: String
    }

    public let holidays: [Holiday]
    private let days: Set<Day>

    public init(_ holidays: [Holiday]) {
        self.holidays = holidays.sorted { $0.day < $1.day }
        days = Set(holidays.map(\.day))
    }

    /// The table read from its text: a line that is not a day, a name and a source is left out (a hand-edited
    /// file must not stop the holidays), and so is a line past the first 1,000.
    public init(text: String) {
        var found: [Holiday] = []
        for line in text.split(whereSeparator: \.isNewline).prefix(1_000) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let day = Day(String(fields[0]).trimmingSpaces), !fields[1].isEmpty,
                !fields[2].isEmpty
            else { continue }
            found.append(Holiday(day: day, name: String(fields[1].prefix(200)), source: String(fields[2].prefix(500))))
        }
        self.init(found)
    }

    /// No table (the rule's breaks only).
    public static let none = TemporaryHolidays([])

    public func contains(_ day: Day) -> Bool { days.contains(day) }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
