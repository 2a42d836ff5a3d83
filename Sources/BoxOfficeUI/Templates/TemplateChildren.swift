/// A template and its children, typed and by id, generated from its `.ui` file by the CompileResources
/// plugin (`Sources/template-children`): `<template class="BoxOfficeFollowingWindow">` is
/// `FollowingWindowChildren`, its `<object class="GtkListBox" id="list">` is `list: ListBox`, as Text Editor
/// binds a child with `gtk_widget_class_bind_template_child` and Loupe with `#[template_child]`. The id is
/// written once, in the `.ui` file; a renamed one fails the build where Swift reads it.
///
///     let ui = FollowingWindowChildren.make()
///     ui.list.append(row)
///
/// Every child is `@Owned` by the value (copies share the references), so a screen keeps one `ui` and its
/// widgets stay valid as long as the screen does, even after GTK destroyed the window.
@MainActor
protocol TemplateChildren {
    associatedtype Root: TemplateWidget
    /// The template class, registered the first time it is read (with the template classes it names).
    static var template: Template<Root> { get }
    /// The children of `root`, made by this template (by `make()`, or as a child of another template).
    init(_ root: Root)
}

extension TemplateChildren {
    /// A new instance and its children.
    static func make() -> Self { Self(template.make()) }

    /// Registers the class, so GTK can build a template naming it.
    static func register() { _ = template }
}
