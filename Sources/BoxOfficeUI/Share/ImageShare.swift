import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// "Copy as Image" (Ctrl+Shift+C) and "Save as Image…" (Ctrl+Shift+S): a picture drawn by BoxOfficeDrawing
/// (the chart, the market page or a film's run), put on the clipboard or saved as a PNG file the user names.
/// `say` shows how it went (the main window's toast, the run's status line).
@MainActor
final class ImageShare {
    private let dialog = CSVSaveDialog()
    private let say: @MainActor (String) -> Void

    /// The open save dialog, until it answers.
    var chooser: FileChooserNative? { dialog.chooser }

    init(say: @escaping @MainActor (String) -> Void) { self.say = say }

    /// What one share draws: the PNG (nil when nothing is on screen), its file name, and the sentences.
    struct Picture {
        let png: Data?
        let name: String
        let copied: String
        let nothing: String
    }

    /// A texture, not PNG bytes as "image/png" only: GTK then offers every image format it can serialize,
    /// which is what chat apps and editors ask for.
    func copy(_ picture: Picture, window: Widget) {
        guard let png = picture.png, let texture = PNGStream.texture(png) else { return say(picture.nothing) }
        defer { g_object_unref(texture.raw) }  // the clipboard holds its own reference
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(window), cast(texture))
        say(picture.copied)
    }

    /// The image is drawn now: what was on screen when the user asked is what gets saved.
    func save(_ picture: Picture, parent: Widget) {
        guard let png = picture.png else { return say(picture.nothing) }
        dialog.present(title: tr("Save as Image"), name: picture.name, parent: parent, filter: .png) { [say] path in
            guard let path else { return }
            say(ChartViewModel.write(png, to: URL(fileURLWithPath: path)))
        }
    }

    /// The dialog answered (see `CSVSaveDialog.finish`).
    func finish(saving path: String?) { dialog.finish(saving: path) }
}

@MainActor
extension ImageShare.Picture {
    /// The chart on screen.
    init(_ chart: ChartViewModel) {
        self.init(
            png: chart.imageContent.flatMap { ChartImage.png($0) }, name: chart.suggestedImageName,
            copied: ChartViewModel.imageCopiedToast, nothing: ChartViewModel.nothingToExport)
    }

    /// The market page on screen.
    init(_ market: MarketViewModel) {
        self.init(
            png: market.imageContent.flatMap { MarketImage.png($0) }, name: market.imageName,
            copied: MarketViewModel.imageCopiedToast, nothing: MarketViewModel.nothingToShare)
    }

    /// A film's run.
    init(_ run: FilmRunViewModel) {
        self.init(
            png: run.imageContent.flatMap { RunImage.png($0) }, name: run.imageName,
            copied: FilmRunViewModel.imageCopiedToast, nothing: FilmRunViewModel.nothingToExport)
    }
}
