import CGtk
import Foundation

/// Every warning and critical that GTK, GDK, GSK, GLib (GObject, GIO), Pango or libadwaita logs while the
/// UI tests run, kept so that `UITestCase.tearDown` fails the test during which it was logged. GLib
/// takes one log writer per process, set once (a second `g_log_set_writer_func` aborts), so the writer
/// is installed the first time a UI test starts and records into this store; each test takes what was
/// logged since the last test took it. Messages still reach stderr through GLib's default writer.
///
/// Without this, a warning only fails a run under ASan, where `G_DEBUG=fatal-criticals` is set, and
/// even then not a warning.
final class GLibWarnings: @unchecked Sendable {
    static let shared = GLibWarnings()

    /// The log domains whose warnings fail a test: GLib's own ("GLib", "GLib-GObject", "GLib-GIO", and
    /// glib-networking's "GLib-Net") and the toolkit's. Matched as the domain or its prefix before "-".
    static let domains = ["Gtk", "Gdk", "Gsk", "GLib", "Pango", "Adwaita"]

    /// Messages that come from GTK itself, whatever the app does, each with the reason it cannot be
    /// avoided. Matched narrowly: the domain and the start of the message.
    static let unavoidable: [(domain: String, prefix: String)] = []

    private let lock = NSLock()
    private var messages: [String] = []
    private var installed = false

    /// Installs the writer once per process (later calls do nothing).
    func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        g_log_set_writer_func(
            { level, fields, count, _ in
                GLibWarnings.shared.consider(level, fields, Int(count))
                return g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
    }

    /// What was recorded since the last call, oldest first; the store is empty afterwards.
    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = messages
        messages = []
        return taken
    }

    /// Called on whichever thread logged: GIO's workers log too.
    private func consider(_ level: GLogLevelFlags, _ fields: UnsafePointer<GLogField>?, _ count: Int) {
        let severity: String
        if level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 {
            severity = "ERROR"
        } else if level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 {
            severity = "CRITICAL"
        } else if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 {
            severity = "WARNING"
        } else {
            return
        }
        guard let fields else { return }
        var domain = ""
        var message = ""
        for field in UnsafeBufferPointer(start: fields, count: count) {
            guard let key = field.key, let value = field.value else { continue }
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = Self.text(value, field.length)
            case "MESSAGE": message = Self.text(value, field.length)
            default: break
            }
        }
        guard Self.domains.contains(where: { domain == $0 || domain.hasPrefix($0 + "-") }),
            !Self.unavoidable.contains(where: { $0.domain == domain && message.hasPrefix($0.prefix) })
        else { return }
        lock.lock()
        messages.append("\(domain)-\(severity): \(message)")
        lock.unlock()
    }

    /// A field's value: NUL-terminated when `length` is -1, else `length` bytes.
    private static func text(_ value: UnsafeRawPointer, _ length: Int) -> String {
        if length < 0 { return String(cString: value.assumingMemoryBound(to: CChar.self)) }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: length), as: UTF8.self)
    }
}
