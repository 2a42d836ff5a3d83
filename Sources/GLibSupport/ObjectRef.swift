import CGLib

/// Owns one strong reference to a GObject and drops it when released. Sinks floating references,
/// so the owner is always this wrapper.
public final class ObjectRef: @unchecked Sendable {
    public let raw: UnsafeMutableRawPointer

    /// Takes a reference the caller already owns (transfer full).
    public init(taking raw: UnsafeMutableRawPointer) { self.raw = raw }

    /// Adds a reference of its own (transfer none), sinking a floating one.
    public init(retaining raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref_sink(raw)
    }

    deinit { g_object_unref(raw) }

    public func cast<T>() -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    public var opaque: OpaquePointer { OpaquePointer(raw) }
}

/// Reads and frees a GError, returning its message.
public func consumeError(_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> (
    domain: GQuark, code: Int32, message: String
)? {
    guard let e = error.pointee else { return nil }
    let result = (e.pointee.domain, e.pointee.code, String(cString: e.pointee.message))
    g_error_free(e)
    error.pointee = nil
    return result
}
