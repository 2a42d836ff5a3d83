import BoxOfficeCore

/// `daily`, `weekly`, `run`, `market`, `forecast`, `records` or `coming` with their options, read by a small parser of its own: ArgumentParser's
/// reflection costs more than the rest of a cached answer. It accepts a strict subset of what the
/// app's commands accept, with the same meaning (BoxOfficeTerminalTests compares the two); anything
/// else — help, `--refresh`, a repeated or unknown option, a value that looks like an option — is nil,
/// and the app's own parser takes the arguments.
public struct CachedRequest: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case daily
        case weekly(WeeklyOptions.Period)
        case run(film: String, compare: String?)
        case market(year: Int, month: Int?, weekends: Bool)
        /// `market --holidays [--year YYYY]`.
        case marketHolidays(year: Int?)
        case forecast(ForecastRequest)
        case records
        /// `coming [--weeks N]`: answered when the day's pages are all saved and fresh.
        case coming(weeks: Int)

        /// The chart `daily` or `weekly` prints; nil for `run`.
        public var chartKind: ChartKind? {
            switch self {
            case .daily: return .daily
            case .weekly(let period): return period.kind
            case .run, .market, .marketHolidays, .forecast, .records, .coming: return nil
            }
        }
    }

    public var command: Command
    public var date: String?
    public var nation: NationOption?
    public var films: FilmsOption?
    public var region: String?
    public var format: ChartFormat = .table
    public var offline = false

    public static func parse(_ arguments: [String]) -> CachedRequest? {
        guard let name = arguments.first else { return nil }
        var options: [String: String] = [:]
        var offline = false
        var weekends = false
        var holidays = false
        var backtest = false
        var positional: [String] = []
        var rest = arguments.dropFirst()[...]
        let valued: Set<String>
        switch name {
        case "daily": valued = ["date", "nation", "films", "region", "format"]
        case "weekly": valued = ["date", "period", "nation", "films", "region", "format"]
        case "run": valued = ["format", "compare", "nation", "films", "region"]
        case "market": valued = ["year", "month", "format"]
        case "forecast": valued = ["as-of", "at-day", "break-even", "format", "from", "to"]
        case "records": valued = ["format"]
        case "coming": valued = ["weeks", "format"]
        default: return nil
        }
        while let token = rest.popFirst() {
            guard token.hasPrefix("--") else {
                guard !token.hasPrefix("-") else { return nil }
                positional.append(token)
                continue
            }
            let body = token.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            if key == "offline", parts.count == 1, name != "run", name != "records", !offline {
                offline = true
                continue
            }
            if key == "weekends", parts.count == 1, name == "market", !weekends {
                weekends = true
                continue
            }
            if key == "holidays", parts.count == 1, name == "market", !holidays {
                holidays = true
                continue
            }
            if key == "backtest", parts.count == 1, name == "forecast", !backtest {
                backtest = true
                continue
            }
            guard valued.contains(key), options[key] == nil else { return nil }
            let value: String
            if parts.count == 2 {
                // ArgumentParser reads "--date=" as a bare "--date": not this parser's to guess.
                guard !parts[1].isEmpty else { return nil }
                value = String(parts[1])
            } else {
                guard let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            options[key] = value
        }
        let command: Command
        switch name {
        case "daily":
            guard positional.isEmpty else { return nil }
            command = .daily
        case "weekly":
            guard positional.isEmpty else { return nil }
            var period = WeeklyOptions.Period.weekend
            if let text = options["period"] {
                guard let p = WeeklyOptions.Period(rawValue: text) else { return nil }
                period = p
            }
            command = .weekly(period)
        case "market":
            // Int(String) is how ArgumentParser reads an Int; what MarketOptions.validate refuses is the app's to say.
            if holidays {
                guard positional.isEmpty, options["month"] == nil, !weekends else { return nil }
                var year: Int?
                if let text = options["year"] {
                    guard let y = Int(text) else { return nil }
                    year = y
                }
                let format = options["format"].flatMap(ChartFormat.init(rawValue:)) ?? .table
                guard options["format"] == nil || options["format"].flatMap(ChartFormat.init(rawValue:)) != nil,
                    MarketOptions.holidaysProblem(year: year, month: nil, weekends: false, format: format) == nil
                else { return nil }
                command = .marketHolidays(year: year)
                break
            }
            guard positional.isEmpty, let year = options["year"].flatMap({ Int($0) }) else { return nil }
            var month: Int?
            if let text = options["month"] {
                guard let m = Int(text) else { return nil }
                month = m
            }
            guard MarketOptions.problem(year: year, month: month, weekends: weekends) == nil else { return nil }
            command = .market(year: year, month: month, weekends: weekends)
        case "records":
            guard positional.isEmpty else { return nil }
            command = .records
        case "coming":
            // A week count out of range, or a picture (the app's command has none), is the app's to refuse.
            guard positional.isEmpty, let weeks = Int(options["weeks"] ?? "4"), ComingFilms.weekRange.contains(weeks),
                options["format"] != "png"
            else { return nil }
            command = .coming(weeks: weeks)
        case "forecast":
            // What the app's parser would refuse (a day, a number, two films) is the app's to say.
            guard positional.count <= 1 else { return nil }
            var atDay: Int?
            if let text = options["at-day"] {
                guard let n = Int(text) else { return nil }
                atDay = n
            }
            let format = options["format"].flatMap(ChartFormat.init(rawValue:)) ?? .table
            let forecast = ForecastRequest(
                film: positional.first, asOf: options["as-of"], atDay: atDay, breakEven: options["break-even"],
                format: format, backtest: backtest, from: options["from"], to: options["to"])
            guard options["format"] == nil || options["format"].flatMap(ChartFormat.init(rawValue:)) != nil,
                format != .png, forecast.problem == nil
            else { return nil }
            return CachedRequest(command: .forecast(forecast))
        default:
            guard positional.count == 1 else { return nil }
            command = .run(film: positional[0], compare: options["compare"])
        }
        var request = CachedRequest(
            command: command, date: options["date"], region: options["region"], offline: offline)
        if let text = options["nation"] {
            guard let nation = NationOption(rawValue: text) else { return nil }
            request.nation = nation
        }
        if let text = options["films"] {
            guard let films = FilmsOption(rawValue: text) else { return nil }
            request.films = films
        }
        if let text = options["format"] {
            // A picture needs cairo, which the static `boxoffice` does not link: the app draws it.
            guard let format = ChartFormat(rawValue: text), format != .png else { return nil }
            request.format = format
        }
        return request
    }

    /// The segment when the bundled region list names the region (or none was asked for); nil when
    /// only KOBIS's current list could say.
    var bundledSegment: (segment: ChartSegment, region: Region?)? {
        SegmentOptions.bundledResolution(nation: nation, films: films, region: region)
    }
}
