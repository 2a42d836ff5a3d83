import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A widget (or any GObject) a Swift object keeps a pointer to. The wrapper holds one strong
/// reference, so the pointer stays valid as long as the Swift object lives — even after its window
/// was destroyed and GTK let go — and drops it with the Swift object. Every kept pointer in the UI
/// is declared `@Owned`.
@propertyWrapper
struct Owned<Pointer: GPointer> {
    let wrappedValue: Pointer
    private let reference: ObjectRef

    init(wrappedValue: Pointer) {
        self.wrappedValue = wrappedValue
        reference = ObjectRef(retaining: wrappedValue.raw)  // sinks a floating widget: the reference is ours
    }
}
