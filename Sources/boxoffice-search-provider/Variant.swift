import CGLib
import GLibSupport

/// The few GVariant shapes the interface takes and gives, without GLib's variadic builders (Swift cannot
/// call them). Values made here are floating: the tuple or reply they go into takes them.
enum Variant {
    /// At most this many strings are read from an array the Shell (or anyone on the bus) sends.
    static let arrayLimit = 64
    /// Each string's first this many bytes are read: more than any title or term needs.
    static let byteLimit = 1024

    /// The strings of an `as` child of `tuple`, bounded in count and length; invalid UTF-8 (GDBus checks
    /// messages, but a bound costs nothing) becomes U+FFFD.
    static func strings(_ tuple: OpaquePointer, at index: Int) -> [String] {
        guard index < g_variant_n_children(tuple), let child = g_variant_get_child_value(tuple, gsize(index)) else {
            return []
        }
        defer { g_variant_unref(child) }
        guard g_variant_is_of_type(child, type("as")) != 0 else { return [] }
        let count = min(Int(g_variant_n_children(child)), arrayLimit)
        return (0..<count).map { i in string(child, at: i) }
    }

    /// The `s` child of `tuple` at `index`, bounded; "" for anything else.
    static func string(_ tuple: OpaquePointer, at index: Int) -> String {
        guard index < g_variant_n_children(tuple), let child = g_variant_get_child_value(tuple, gsize(index)) else {
            return ""
        }
        defer { g_variant_unref(child) }
        guard g_variant_is_of_type(child, type("s")) != 0 else { return "" }
        var length: gsize = 0
        guard let bytes = g_variant_get_string(child, &length) else { return "" }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            String(decoding: UnsafeBufferPointer(start: $0, count: min(Int(length), byteLimit)), as: UTF8.self)
        }
    }

    static func type(_ text: String) -> OpaquePointer? { VariantType.named(text) }

    /// `(as)`: a reply of result ids.
    static func stringsReply(_ items: [String]) -> OpaquePointer? {
        tuple([array("s", items.map { g_variant_new_string($0) })])
    }

    static func array(_ childType: String, _ children: [OpaquePointer?]) -> OpaquePointer? {
        children.withUnsafeBufferPointer {
            g_variant_new_array(type(childType), $0.baseAddress, gsize($0.count))
        }
    }

    static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// A `{sv}` entry of an `a{sv}` dictionary.
    static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }
}
