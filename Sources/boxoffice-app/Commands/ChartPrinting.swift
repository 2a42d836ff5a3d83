import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

/// What `daily` and `weekly` share: ask the repository for one chart (a request when it must), print it.
struct ChartRequest {
    let period: ChartPeriod
    let segment: SegmentOptions
    let format: ChartFormat
    var bom = false
    let refresh: Bool
    let image: ImageOptions

    @MainActor func run(_ services: AppServices) async throws {
        let (segment, region) = await self.segment.resolve(services.charts)
        let query = ChartQuery(period: period, segment: segment)
        let loaded = try await services.charts.chart(query, refresh: refresh)
        try ChartPrinting.print(loaded, query: query, region: region, format: format, bom: bom)
        if format == .png { try ImageOutput.chart(loaded.value, query: query, region: region, options: image) }
    }
}
