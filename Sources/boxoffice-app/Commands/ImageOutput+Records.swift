import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeStore
import BoxOfficeTerminal
import BoxOfficeViewModels
import Foundation

extension ImageOutput {
    /// `records --format png`: the records page as the Market view's Copy as Image draws it (the fastest to
    /// 10 million), from the records `boxoffice records` printed.
    @MainActor static func records(_ records: FilmRecords, history: HistoryStore?, now: Date, options: ImageOptions)
        throws
    {
        let latest = KoreanTime.yesterday(now: now)
        let model = MarketViewModel(
            history: history, fill: nil, language: Translations.displayLanguage, latest: { latest },
            records: { records })
        model.choose(.records)
        model.setActive(true)
        try write(
            model.imageContent.flatMap { MarketImage.png($0, scale: options.scale, width: Double(options.width)) },
            options)
    }
}
