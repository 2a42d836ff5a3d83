import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// A GtkSignalListItemFactory whose items own a Swift object: created in setup, attached to the list
/// item (which releases it), filled on bind, recycled on unbind.
@MainActor
enum ItemFactory {
    static func make<Item: AnyObject>(
        create: @escaping @MainActor () -> (Item, Widget),
        bind: @escaping @MainActor (Item, Int) -> Void,
        unbind: @escaping @MainActor (Item) -> Void = { _ in }
    ) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let key = "boxoffice-item"
        Signals.connect1(factory.raw, "setup") { _, listItem in
            let (item, root) = create()
            ListItem(listItem!).child = root
            ListItem(listItem!).attach(item, key: key)
        }
        Signals.connect1(factory.raw, "bind") { _, listItem in
            guard let item = ListItem(listItem!).attached(key: key, as: Item.self) else { return }
            bind(item, ListItem(listItem!).position)
        }
        Signals.connect1(factory.raw, "unbind") { _, listItem in
            guard let item = ListItem(listItem!).attached(key: key, as: Item.self) else { return }
            unbind(item)
        }
        return OpaquePointer(factory.raw)
    }
}
