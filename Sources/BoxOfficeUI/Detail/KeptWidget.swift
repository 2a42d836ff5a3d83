import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A widget kept in an array: the reference is this value's, like `@Owned`.
struct KeptWidget<W: GPointer> {
    @Owned var widget: W
    init(_ widget: W) { _widget = Owned(wrappedValue: widget) }
}
