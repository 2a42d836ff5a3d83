import CGLib

/// GVariant types by their type string, each made once and kept for the process: a type pointer must outlive the
/// call that reads it (a C string Swift makes for an argument lives only for that call), and types are few.
/// Main thread only, where GDBus hands its calls and replies.
public enum VariantType {
    nonisolated(unsafe) private static var made: [String: OpaquePointer] = [:]

    public static func named(_ text: String) -> OpaquePointer? {
        if let type = made[text] { return type }
        guard let type = g_variant_type_new(text) else { return nil }
        made[text] = type
        return type
    }
}
