import CGtk
import CTemplate

/// A widget class whose tree is a `.ui` template in the app's GResource, as GNOME apps declare their
/// windows (Text Editor's `editor-window.ui`, Loupe's `window.ui`): the layout, margins, CSS classes,
/// accessible labels and translatable text live in the XML; Swift keeps behaviour and reaches the
/// template's children by their ids. `children` are the ids bound in the class (as
/// `gtk_widget_class_bind_template_child` does); the class is registered once per process. Each template's
/// is generated from its `.ui` file, with its children typed (`TemplateChildren`).
@MainActor
struct Template<Root: TemplateWidget> {
    let type: GType

    init(_ typeName: String, parent: GType, resource: String, children: [String]) {
        Resources.register()
        var names = children.map { strdup($0) }
        names.append(nil)
        defer { names.forEach { free($0) } }
        let list: [UnsafePointer<CChar>?] = names.map { $0.map { UnsafePointer($0) } }
        type = boxoffice_template_type(typeName, parent, Resources.path(resource), list)
    }

    /// A new instance, its template applied. Floating unless it is a window (GTK keeps windows).
    /// A new one, its controls with underlined letters named without the mark (`MnemonicNames`), the parts
    /// libadwaita builds inside its widgets named or hidden (`InnerParts`).
    func make() -> Root {
        let root = Root(unchecked: boxoffice_template_new(type))
        MnemonicNames.nameAll(in: root.widget)
        InnerParts.mend(in: root.widget)
        return root
    }

    /// The child with id `name` (listed in `children`), as the wrapper its class is.
    func child<Child: TemplateWidget>(_ name: String, of root: Root, as _: Child.Type = Child.self) -> Child {
        Child(unchecked: object(name, of: root).assumingMemoryBound(to: GtkWidget.self))
    }

    /// A child that is not a widget (a menu model, a string list, a size group), as a raw GObject.
    func object(_ name: String, of root: Root) -> UnsafeMutableRawPointer {
        // A name not bound in `children` or not in the XML is a programming error the first test shows.
        guard let object = boxoffice_template_child(root.widget, type, name) else {
            fatalError("template \(String(cString: g_type_name(type))) has no child \"\(name)\"")
        }
        return UnsafeMutableRawPointer(object)
    }
}

/// A typed widget a template can make or hand out as a child.
protocol TemplateWidget: TypedWidget {
    init(unchecked widget: Widget)
}
