import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The printer, its options and the paper chosen in this session, as GNOME apps keep them: the next print
/// dialog opens on them. Made once by `WindowRegistry` and handed to the windows that print; it owns
/// one reference to each GtkPrintSettings and GtkPageSetup it keeps, dropped when replaced.
@MainActor
final class PrintSetup {
    /// The GtkPrintSettings the last print finished with.
    private(set) var settings: ObjectRef?
    /// Each printout's own paper and orientation (the chart across the page, a film's run down it).
    private(set) var pageSetups: [PrintDocument.Kind: ObjectRef] = [:]

    /// Gives a new operation what was last chosen: the settings, and `kind`'s page setup or, the first
    /// time, A4 in the orientation the printout reads best in.
    func apply(to operation: UnsafeMutablePointer<GtkPrintOperation>, kind: PrintDocument.Kind, landscape: Bool) {
        if let settings { gtk_print_operation_set_print_settings(operation, settings.opaque) }  // refs it
        if let kept = pageSetups[kind] {
            gtk_print_operation_set_default_page_setup(operation, kept.opaque)
            return
        }
        let pageSetup = ObjectRef(taking: UnsafeMutableRawPointer(gtk_page_setup_new()!))
        gtk_page_setup_set_orientation(
            pageSetup.opaque, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
        gtk_print_operation_set_default_page_setup(operation, pageSetup.opaque)  // refs it; ours goes here
    }

    /// Keeps `settings` (a reference of its own) for the next dialog: what a finished print chose.
    func remember(settings new: OpaquePointer) {
        settings = ObjectRef(retaining: UnsafeMutableRawPointer(new))
    }

    /// Keeps a copy of the page setup a print used, for the next print of the same kind.
    func remember(pageSetup: OpaquePointer, for kind: PrintDocument.Kind) {
        pageSetups[kind] = ObjectRef(taking: UnsafeMutableRawPointer(gtk_page_setup_copy(pageSetup)!))
    }
}
