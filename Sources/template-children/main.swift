import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Run by the CompileResources plugin: reads every `.ui` file of BoxOfficeUI and writes one Swift file with,
/// for each `<template class="BoxOfficeX" parent="…">`, a `struct XChildren` holding each object with an
/// `id` as the Swift wrapper of its class (`<object class="GtkLabel" id="open_date">` is `openDate: Label`)
/// and the template class itself, its ids bound as `gtk_widget_class_bind_template_child` binds them.
/// The `.ui` file is where a child is named: a renamed or removed id fails the build where Swift reads it.
///
///     template-children <output.swift> <source folder> <file.ui>…

/// GTK and libadwaita classes and the wrappers in `BoxOfficeUI/Widgets/` that type them; a widget class
/// missing here is a plain `Widget`. A new wrapper a template hands out gets its line here.
let wrappers: [String: String] = [
    "AdwActionRow": "ActionRow", "AdwApplicationWindow": "ApplicationWindow", "GtkBox": "Box",
    "GtkButton": "Button", "GtkCalendar": "Calendar", "GtkCheckButton": "CheckButton", "AdwClamp": "Clamp",
    "GtkColumnView": "ColumnView", "GtkDrawingArea": "DrawingArea", "GtkDropDown": "DropDown", "GtkEntry": "Entry",
    "AdwEntryRow": "EntryRow", "AdwPasswordEntryRow": "EntryRow", "GtkExpander": "Expander",
    "AdwExpanderRow": "ExpanderRow", "GtkFlowBox": "FlowBox", "GtkGridView": "GridView", "AdwHeaderBar": "HeaderBar",
    "GtkImage": "Image", "GtkLabel": "Label", "GtkListBox": "ListBox", "GtkListView": "ListView",
    "GtkMenuButton": "MenuButton", "GtkPicture": "Picture", "GtkPopover": "Popover",
    "AdwPreferencesGroup": "PreferencesGroup", "AdwPreferencesPage": "PreferencesPage",
    "AdwPreferencesWindow": "PreferencesWindowWidget", "GtkProgressBar": "ProgressBar",
    "GtkScrolledWindow": "ScrolledWindow", "GtkSearchBar": "SearchBar", "GtkSearchEntry": "SearchEntry",
    "GtkSpinButton": "SpinButton", "GtkSpinner": "Spinner", "AdwSqueezer": "Squeezer", "GtkStack": "Stack",
    "AdwStatusPage": "StatusPage", "GtkSwitch": "Switch", "AdwToastOverlay": "ToastOverlay",
    "GtkToggleButton": "ToggleButton", "AdwViewStack": "ViewStack", "AdwViewSwitcher": "ViewSwitcher",
    "AdwViewSwitcherBar": "ViewSwitcherBar", "AdwWindow": "Window", "GtkWindow": "Window",
    "AdwWindowTitle": "WindowTitle"
]

/// Classes a `.ui` file may name that are not widgets: handed out as a raw GObject pointer.
let notWidgets: Set<String> = [
    "GtkAdjustment", "GtkSizeGroup", "GtkStringList", "GtkStackPage", "AdwViewStackPage", "GtkNoSelection",
    "GtkSingleSelection", "GtkEntryBuffer", "GtkTextBuffer", "GtkShortcutController", "GtkEventControllerKey",
    "GtkGestureClick", "GMenu", "GtkSignalListItemFactory", "GtkBuilderListItemFactory"
]

let swiftKeywords: Set<String> = [
    "as", "break", "case", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false",
    "for", "func", "guard", "if", "import", "in", "init", "internal", "is", "let", "nil", "operator", "private",
    "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "true", "try", "var", "where", "while"
]

/// One `.ui` file's template and its objects with an id, in the file's order.
struct TemplateFile {
    let resource: String
    var templateClass: String?
    var parent: String?
    var objects: [(id: String, type: String)] = []
}

final class Reader: NSObject, XMLParserDelegate {
    var file: TemplateFile
    init(resource: String) { file = TemplateFile(resource: resource) }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if element == "template" {
            file.templateClass = attributes["class"]
            file.parent = attributes["parent"]
        } else if element == "object", let id = attributes["id"], let type = attributes["class"] {
            file.objects.append((id, type))
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("template-children: \(message)\n".utf8))
    exit(1)
}

/// `open_date` → `openDate`; `kobisRow` stays.
func swiftName(_ id: String) -> String {
    let parts = id.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    guard let first = parts.first else { fail("an empty id") }
    let name = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// `AdwPreferencesWindow` → `adw_preferences_window_get_type()`.
func typeFunction(_ gtkClass: String) -> String {
    var snake = ""
    for (index, character) in gtkClass.enumerated() {
        if character.isUppercase && index > 0 { snake += "_" }
        snake += character.lowercased()
    }
    return snake + "_get_type()"
}

guard CommandLine.arguments.count >= 3 else { fail("usage: template-children <output.swift> <folder> <file.ui>…") }
let output = CommandLine.arguments[1]
let folder = URL(fileURLWithPath: CommandLine.arguments[2]).standardizedFileURL.path + "/"
var files: [TemplateFile] = []
for path in CommandLine.arguments.dropFirst(3).sorted() {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard url.path.hasPrefix(folder) else { fail("\(path) is not in \(folder)") }
    guard let parser = XMLParser(contentsOf: url) else { fail("cannot read \(path)") }
    let reader = Reader(resource: String(url.path.dropFirst(folder.count)))
    parser.delegate = reader
    guard parser.parse() else { fail("\(path): \(parser.parserError.map { "\($0)" } ?? "not XML")") }
    files.append(reader.file)
}

/// Our own template classes stand for their parent's wrapper (a `BoxOfficePosterView` in a tree is a `Box`).
var parents: [String: String] = [:]
for file in files { if let name = file.templateClass, let parent = file.parent { parents[name] = parent } }

@MainActor func wrapper(_ gtkClass: String) -> (type: String, isWidget: Bool) {
    if let parent = parents[gtkClass] { return wrapper(parent) }
    if notWidgets.contains(gtkClass) { return ("UnsafeMutableRawPointer", false) }
    return (wrappers[gtkClass] ?? "Widget", true)
}

func structName(_ templateClass: String) -> String {
    let base = templateClass.hasPrefix("BoxOffice") ? String(templateClass.dropFirst("BoxOffice".count)) : templateClass
    return base + "Children"
}

var swift = """
    // Generated by the CompileResources plugin (Sources/template-children) from the `.ui` files: each
    // template's children by id, typed. Edit the `.ui` file, not this.
    import CAdw
    import CGtk

    """
for file in files {
    guard let templateClass = file.templateClass, let parent = file.parent else { continue }
    let root = wrapper(parent).type
    let name = structName(templateClass)
    let ids = file.objects.map { "\"\($0.id)\"" }.joined(separator: ", ")
    // Template classes this one names, registered before its class is first made.
    let inner = Set(file.objects.map(\.type).filter { parents[$0] != nil }).sorted().map(structName)
    let registered = inner.map { "\($0).register()\n        " }.joined()
    swift += """

        /// `\(file.resource)`: the `\(templateClass)` template (a \(parent)) and its children by id.
        @MainActor
        struct \(name): TemplateChildren {
            static let template: Template<\(root)> = {
                \(registered)return Template(
                    "\(templateClass)", parent: \(typeFunction(parent)), resource: "\(file.resource)",
                    children: [\(ids)])
            }()

            @Owned var root: \(root)

        """
    // A child that is one of our templates is its own `XChildren` (which owns its root and children).
    for object in file.objects {
        if swiftName(object.id) == "root" { fail("\(file.resource): the id \"root\" is the template itself") }
        if parents[object.type] != nil {
            swift += "    let \(swiftName(object.id)): \(structName(object.type))\n"
        } else {
            swift += "    @Owned var \(swiftName(object.id)): \(wrapper(object.type).type)\n"
        }
    }
    swift += "\n    init(_ root: \(root)) {\n        _root = Owned(wrappedValue: root)\n"
    for object in file.objects {
        let name = swiftName(object.id)
        let lookup = wrapper(object.type).isWidget ? "child" : "object"
        let found = "Self.template.\(lookup)(\"\(object.id)\", of: root)"
        if parents[object.type] != nil {
            swift += "        \(name) = \(structName(object.type))(\(found))\n"
        } else {
            swift += "        _\(name.replacingOccurrences(of: "`", with: "")) = Owned(wrappedValue: \(found))\n"
        }
    }
    swift += "    }\n}\n"
}
do {
    try swift.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output): \(error)")
}
