import BoxOfficeCore
import CAdw
import CGtk
import Foundation
import GLibSupport

/// A save dialog for one CSV file (the portal's when there is one): titled, named, opening in Documents
/// and showing CSV files (or, with `filter`, another kind: the chart's image). It answers once, with a path
/// or nil (cancelled); the chart's Export, its Save as Image and a film window's Export each hold one.
@MainActor
final class CSVSaveDialog {
    /// The open dialog, held until it answers (a GtkNativeDialog has no other owner).
    private(set) var chooser: FileChooserNative?
    private var answer: (@MainActor (String?) -> Void)?

    /// The files the dialog lists.
    struct Filter {
        let name: String
        let patterns: [String]
        let mimeTypes: [String]
        static var csv: Filter { Filter(name: tr("CSV files"), patterns: ["*.csv"], mimeTypes: ["text/csv"]) }
        static var png: Filter { Filter(name: tr("PNG images"), patterns: ["*.png"], mimeTypes: ["image/png"]) }
    }

    /// Shows the dialog; a dialog still open is closed first, and its answer never comes.
    func present(
        title: String, name: String, parent: Widget, filter: Filter = .csv,
        _ answer: @escaping @MainActor (String?) -> Void
    ) {
        chooser?.destroy()
        let dialog = FileChooserNative(saving: title, parent: parent, accept: tr("_Save"), cancel: tr("_Cancel"))
        chooser = dialog
        self.answer = answer
        dialog.isModal = true
        dialog.setCurrentName(name)
        if let folder = Self.defaultFolder { dialog.setCurrentFolder(path: folder) }
        dialog.addFilter(name: filter.name, patterns: filter.patterns, mimeTypes: filter.mimeTypes)
        dialog.onResponse { [weak self, weak dialog] accepted in
            guard let self, let dialog, self.chooser === dialog else { return }
            let path = accepted ? dialog.path : nil
            let opener = dialog.transientFor.map { KeptWidget($0) }
            self.finish(saving: path)
            // The keyboard goes back to the window that asked. Without a window manager (a bare X session,
            // Xvfb) nobody else does it: when GTK's own dialog (no portal) unmaps, X reverts the input focus
            // to the root window and the opener stays inactive, so Esc after Ctrl+E left keys going nowhere.
            // With a window manager this only repeats what it does. (Only on an answer: `finish` from a
            // window closing must not show that window again.)
            if let opener, opener.widget.isVisible { opener.widget.present() }
        }
        dialog.show()
    }

    /// The dialog answered: `path` (nil: cancelled) goes to the answer, and the dialog closes (also from a
    /// window closing with its dialog open).
    ///
    /// Not a way for tests to answer: GTK 4.8's dialog hidden or destroyed within a few milliseconds of being
    /// mapped (before it has read its folder) shows "The folder contents could not be displayed: Operation was
    /// cancelled" in a modal GtkMessageDialog; destroyed, as here, that one has no parent, outlives every
    /// window, and its modal grab takes every later key of the process (the lost XTest keys, Ctrl+3 timing
    /// out in later tests). A user's answer comes through the dialog after it has read the folder (a real Esc
    /// or Enter through X, at the earliest, never brought it up); tests answer with its own buttons and keys.
    func finish(saving path: String?) {
        guard let dialog = chooser, let answer else { return }
        chooser = nil  // GLib holds the dialog while its signal runs
        self.answer = nil
        dialog.destroy()  // hides it, whoever sent the answer
        answer(path)
    }

    /// Documents, else home: where a spreadsheet file is looked for.
    private static var defaultFolder: String? {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first?.path
        if let documents, FileManager.default.fileExists(atPath: documents) { return documents }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }
}
