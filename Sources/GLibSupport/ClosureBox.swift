import CGLib

/// A Swift closure handed to GLib. GLib owns the box: it is retained when passed and released
/// by the destroy notify GLib calls when the connection or source goes away.
public final class ClosureBox<F>: @unchecked Sendable {
    public let call: F
    public init(_ call: F) { self.call = call }

    /// A +1 pointer for GLib's `user_data`.
    public func retainedPointer() -> gpointer { Unmanaged.passRetained(self).toOpaque() }

    public static func from(_ data: gpointer) -> ClosureBox<F> {
        Unmanaged<ClosureBox<F>>.fromOpaque(data).takeUnretainedValue()
    }

    /// The `GClosureNotify`/`GDestroyNotify` that balances `retainedPointer()`.
    public static var releaseNotify: GClosureNotify {
        { data, _ in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } }
    }
    public static var destroyNotify: GDestroyNotify {
        { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } }
    }
}
