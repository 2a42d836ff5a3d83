import CAdw
import CGtk
import GLibSupport

/// Attaches a Swift object to a GObject: the GObject owns it and releases it when finalized.
enum ObjectData {
    static func attach(_ object: AnyObject, to owner: some GPointer, key: String) {
        g_object_set_data_full(cast(owner), key, Unmanaged.passRetained(object).toOpaque()) { data in
            if let data { Unmanaged<AnyObject>.fromOpaque(data).release() }
        }
    }

    static func get<T: AnyObject>(_ owner: some GPointer, key: String, as: T.Type) -> T? {
        guard let data = g_object_get_data(cast(owner), key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }
}
