import BoxOfficeCore
import BoxOfficeService
import BoxOfficeStore

/// The records as `FilmRecords.load` reads them, read again only when a chart row was saved since (the
/// history's forecast stamp): the records scope is shown again after every day a fill brings in.
@MainActor
final class RecordsMemo {
    private let services: AppServices
    private var kept: (stamp: HistoryStore.ForecastStamp?, records: FilmRecords)?

    init(services: AppServices) { self.services = services }

    func records() -> FilmRecords {
        let stamp = services.history?.forecastStamp
        if let kept, stamp != nil, kept.stamp == stamp { return kept.records }
        let records = FilmRecords.load(shipped: services.configuration.referenceRunsFile, history: services.history)
        kept = (stamp, records)
        return records
    }
}
