import CAdw
import CGtk
import GLibSupport

/// An AdwApplication: the process's GApplication. This object holds its one reference and drops it
/// with itself; windows and action maps take `pointer`.
@MainActor
final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    private var gApplication: UnsafeMutablePointer<GApplication> {
        pointer.raw.assumingMemoryBound(to: GApplication.self)
    }

    init(id: String, flags: GApplicationFlags) {
        pointer = adw_application_new(id, flags)!.raw.assumingMemoryBound(to: GtkApplication.self)
    }

    isolated deinit { g_object_unref(pointer.raw) }

    /// Runs the GLib main loop until the last window closes (or `quit`), with the process's arguments.
    func run(arguments: [String]) -> Int32 {
        withCStrings(arguments) { argv in
            g_application_run(
                gApplication, Int32(arguments.count),
                UnsafeMutablePointer(mutating: argv).withMemoryRebound(
                    to: UnsafeMutablePointer<CChar>?.self,
                    capacity: arguments.count + 1
                ) { $0 })
        }
    }

    func quit() { g_application_quit(gApplication) }

    /// "startup", "activate" or "shutdown".
    func on(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
        Signals.connect(pointer.raw, signal) { _ in handler() }
    }
}
