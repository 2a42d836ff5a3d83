import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// Prints a `PrintDocument` through GTK's print dialog (Ctrl+P): printer, copies, pages and paper are
/// chosen there, "Print to File" makes a PDF. The operation runs asynchronously; this object is its one
/// owner from the dialog to its "done", and remembers in `setup` what the user chose.
@MainActor
final class DocumentPrinter {
    private let setup: PrintSetup
    private let toast: @MainActor (String) -> Void
    /// The operation under way (its dialog open, or its pages being sent), until "done".
    private var running: (operation: ObjectRef, pages: PrintPages)?

    init(setup: PrintSetup, toast: @escaping @MainActor (String) -> Void) {
        self.setup = setup
        self.toast = toast
    }

    /// Whether a print dialog or job of this window is still under way.
    var isPrinting: Bool { running != nil }

    /// Opens the print dialog for `document` over `parent`; nil (nothing on screen) says so instead.
    func print(_ document: PrintDocument?, nothing: String, parent: Window) {
        guard running == nil else { return }  // the dialog is modal: a second Ctrl+P finds it open
        guard let document else { return toast(nothing) }
        let operation = ObjectRef(taking: UnsafeMutableRawPointer(gtk_print_operation_new()!))
        let op: UnsafeMutablePointer<GtkPrintOperation> = operation.cast()
        let pages = PrintPages(document)
        running = (operation, pages)
        setup.apply(to: op, kind: document.kind, landscape: document.prefersLandscape)
        gtk_print_operation_set_job_name(op, document.title)
        gtk_print_operation_set_embed_page_setup(op, 1)  // paper and orientation in the dialog itself
        gtk_print_operation_set_allow_async(op, 1)
        Signals.connect1(operation.raw, "begin-print") { [setup] op, context in
            guard let context else { return }
            let count = pages.begin(OpaquePointer(context))
            gtk_print_operation_set_n_pages(op.assumingMemoryBound(to: GtkPrintOperation.self), Int32(count))
            if let used = gtk_print_context_get_page_setup(OpaquePointer(context)) {
                setup.remember(pageSetup: used, for: document.kind)
            }
        }
        Signals.connectPointerInt(operation.raw, "draw-page") { _, context, page in
            if let context { pages.draw(OpaquePointer(context), page: Int(page)) }
        }
        Signals.connectUInt(operation.raw, "done") { [weak self] op, result in
            self?.finish(op.assumingMemoryBound(to: GtkPrintOperation.self), result: GtkPrintOperationResult(result))
        }
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent.pointer, &error)
        if let failure = consumeError(&error) {
            finish(op, result: GTK_PRINT_OPERATION_RESULT_ERROR, message: failure.message)
        } else if result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS {
            finish(op, result: result)
        }
    }

    private func finish(
        _ op: UnsafeMutablePointer<GtkPrintOperation>, result: GtkPrintOperationResult, message: String? = nil
    ) {
        guard let running, running.operation.raw == UnsafeMutableRawPointer(op) else { return }
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY:
            if let settings = gtk_print_operation_get_print_settings(op) { setup.remember(settings: settings) }
        case GTK_PRINT_OPERATION_RESULT_ERROR:
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(op, &error)
            let reason = consumeError(&error)?.message ?? message ?? ""
            toast(tr("Could not print: {reason}", ["reason": reason]))
        default: break
        }
        // Released after the signal's emission, which is still using the operation.
        MainContextSources.idle { [weak self] in
            if self?.running?.operation === running.operation { self?.running = nil }
            return false
        }
    }
}
