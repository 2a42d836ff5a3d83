import BoxOfficeCore
import BoxOfficeDrawing
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport

/// "Copy as Image" (Ctrl+Shift+C) and "Save as Image…" (Ctrl+Shift+S): the chart on screen drawn by
/// `ChartImage`, put on the clipboard as a picture or saved as a PNG file the user names.
@MainActor
final class ChartImageShare {
    private let dialog = CSVSaveDialog()
    private let toast: @MainActor (String) -> Void

    /// The open save dialog, until it answers.
    var chooser: FileChooserNative? { dialog.chooser }

    init(toast: @escaping @MainActor (String) -> Void) { self.toast = toast }

    /// A texture, not PNG bytes as "image/png" only: GTK then offers every image format it can serialize,
    /// which is what chat apps and editors ask for.
    func copy(_ model: ChartViewModel, window: Widget) {
        guard let content = model.imageContent, let png = ChartImage.png(content), let texture = PNGStream.texture(png)
        else { return toast(ChartViewModel.nothingToExport) }
        defer { g_object_unref(texture.raw) }  // the clipboard holds its own reference
        gdk_clipboard_set_texture(gtk_widget_get_clipboard(window), cast(texture))
        toast(ChartViewModel.imageCopiedToast)
    }

    /// The image is drawn now: what was on screen when the user asked is what gets saved.
    func save(_ model: ChartViewModel, parent: Widget) {
        guard let content = model.imageContent, let png = ChartImage.png(content) else {
            return toast(ChartViewModel.nothingToExport)
        }
        dialog.present(title: tr("Save as Image"), name: model.suggestedImageName, parent: parent, filter: .png) {
            [toast] path in
            guard let path else { return }
            toast(ChartViewModel.write(png, to: URL(fileURLWithPath: path)))
        }
    }

    /// The dialog answered (see `CSVSaveDialog.finish`).
    func finish(saving path: String?) { dialog.finish(saving: path) }
}
