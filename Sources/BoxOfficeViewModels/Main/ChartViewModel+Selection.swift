import BoxOfficeCore
import BoxOfficeService

/// Choosing the chart's kind and segment: remembered across runs, and loaded at once.
extension ChartViewModel {
    /// Daily, weekend, week or weekdays: the same days when that period has ended, else the latest.
    public func setKind(_ newKind: ChartKind) {
        guard newKind != kind else { return }
        var next = selection.switching(to: newKind, latest: repository.latestPeriod(newKind))
        let samples = repository.samplePeriods(newKind)
        if !samples.isEmpty, !samples.contains(next.period), let last = samples.last {
            next = next.moved(to: last.last)
        }
        show(next)
        // Remembered once shown: a window following the setting then finds the kind it is told of already chosen.
        state?[.chartKind] = newKind.rawValue
    }

    /// A chart of `newKind` holding `day` in one step (the Market view's weekend or day): one load, not the
    /// kind's default period first. A period not ended yet gives the latest one, as `setKind` does.
    public func open(_ newKind: ChartKind, on day: Day) {
        let target = ChartSelection(kind: newKind, day: day, segment: segment)
        guard target.day <= repository.latestPeriod(newKind).last, !repository.isSampleMode else {
            setKind(newKind)
            return select(day)
        }
        show(target)
        state?[.chartKind] = newKind.rawValue
    }

    public func setSegment(_ newSegment: ChartSegment) {
        guard newSegment != segment else { return }
        state?[.nation] = newSegment.nation.rawValue
        state?[.films] = newSegment.films.rawValue
        state?[.region] = newSegment.region ?? ""
        show(selection.with(newSegment))
    }

    public func setNation(_ nation: ChartSegment.Nation) {
        var s = segment
        s.nation = nation
        setSegment(s)
    }
    public func setFilms(_ films: ChartSegment.Films) {
        var s = segment
        s.films = films
        setSegment(s)
    }
    /// nil: nationwide.
    public func setRegion(_ code: String?) {
        var s = segment
        s.region = code
        setSegment(s)
    }

    /// What the shown chart adds up to: "상위 10편 관객 2,966,418명 · 매출 217억 … · 전체 시장 매출 ≈ 605억 …"; the
    /// market's sales (a filtered chart's: its films') are estimated from the shares (≈). nil while nothing is shown.
    public var totalsLine: String? {
        guard phase == .loaded, let chart = shownChart, !chart.entries.isEmpty else { return nil }
        let totals = ChartTotals(chart.entries)
        let numbers = NumberFormatting(language)
        var line = tr(
            "Top {count}: {audience}, {sales} in sales",
            [
                "count": String(chart.entries.count),
                "audience": numbers.audience(totals.audience), "sales": numbers.money(totals.sales)
            ])
        if let market = totals.estimatedMarketSales {
            // An estimate: to the nearest 10,000 won, not to the won.
            let rounded = (market / 10_000 + (market % 10_000 >= 5_000 ? 1 : 0)) * 10_000
            // A filtered chart's shares are within its films (API_NOTES): the estimate is theirs, not the market's.
            if let segment = segmentTitle {
                line += " · " + tr("all of {segment} ≈ {sales}", ["segment": segment, "sales": numbers.money(rounded)])
            } else {
                line += " · " + tr("whole market ≈ {sales}", ["sales": numbers.money(rounded)])
            }
        }
        return line
    }

    /// KOBIS's region list, once per 30 days (the bundled list answers until then and offline).
    public func loadRegions() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            let list = await self.repository.regions()
            guard list != self.regions else { return }
            self.regions = list
            self.changes.send(.regions)
        }
    }
}

extension ChartTitles {
    /// "2022년 1월 5일 (수)", or for a weekly kind "2011년 12월 30일–2012년 1월 1일 · 52주 주말", with the week
    /// number KOBIS reported when that chart is on screen.
    /// `naming`: false leaves the kind and week number out.
    public func period(_ selection: ChartSelection, shown: Chart?, withYear: Bool, naming: Bool = true) -> String {
        let formatting = DayFormatting(language)
        guard selection.kind.isWeekly else {
            return withYear ? formatting.long(selection.day) : formatting.short(selection.day)
        }
        let period = selection.period
        var week = period.yearWeek.week
        if case .week(_, let last, _, let yearWeek)? = shown?.period, last == period.last,
            yearWeek.count == 6, let reported = Int(yearWeek.suffix(2)), (1...53).contains(reported)
        {
            week = reported
        }
        let range = formatting.range(period.first, period.last, withYear: withYear)
        // A narrow window shows the range only: the kind is on the switch under the header.
        guard withYear, naming else { return range }
        return range + " · " + tr("{kind}, week {week}", ["kind": kind(selection.kind), "week": String(week)])
    }
}
