import BoxOfficeCore
import BoxOfficeService
import BoxOfficeTerminal

extension SegmentOptions {
    /// The segment, with the region resolved. The bundled list answers without a request; a name it
    /// lacks is looked up in KOBIS's current list (saved 30 days) before it is called unknown.
    @MainActor func resolve(_ repository: BoxOfficeRepository) async -> (segment: ChartSegment, region: Region?) {
        if let bundled = bundledResolution { return bundled }
        var segment = nationAndFilms
        let regions = await repository.regions()
        guard let region, let found = Region.find(region, in: regions) else {
            CommandSupport.usageError(
                tr(
                    "There is no region \"{region}\"; name one of {names}, or give its code (boxoffice regions lists them)",
                    ["region": region ?? "", "names": Self.names(regions)]))
        }
        segment.region = found.code
        return (segment, found)
    }
}
