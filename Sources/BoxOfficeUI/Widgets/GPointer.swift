import CAdw
import CGtk

/// GTK hands out two kinds of pointers in Swift: `UnsafeMutablePointer<T>` for types with a public
/// struct and `OpaquePointer` for final/opaque ones. `cast` converts between them; the typed values in
/// this folder are where it is used, so the screens read `label.text = …` rather than
/// `gtk_label_set_text(cast(label), text)`.
public typealias Widget = UnsafeMutablePointer<GtkWidget>

public protocol GPointer { var raw: UnsafeMutableRawPointer { get } }
extension OpaquePointer: GPointer { public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) } }
extension UnsafeMutablePointer: GPointer { public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) } }
extension UnsafeMutableRawPointer: GPointer { public var raw: UnsafeMutableRawPointer { self } }

@inline(__always) func cast<T>(_ p: some GPointer) -> UnsafeMutablePointer<T> { p.raw.assumingMemoryBound(to: T.self) }
@inline(__always) func cast(_ p: some GPointer) -> OpaquePointer { OpaquePointer(p.raw) }
@inline(__always) func widget(_ p: some GPointer) -> Widget { p.raw.assumingMemoryBound(to: GtkWidget.self) }

/// Runs `body` with a NULL-terminated C string array (accelerator lists and the like).
func withCStrings<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
    }
}
