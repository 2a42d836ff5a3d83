import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view's records scope: one `MarketRecordList.ui` per list of records (the fastest to each mark,
/// the opening days …), each a `MarketSection` whose rows open their film's window. Made when first shown.
@MainActor
final class MarketRecords {
    private static let template = Template<Box>(
        "BoxOfficeMarketRecordList", parent: gtk_box_get_type(), resource: "Market/MarketRecordList.ui",
        children: ["heading", "list", "note"])

    @Owned var root: Box
    private(set) var sections: [MarketSection] = []
    /// Each list's heading and list, kept to name them.
    private var parts: [Part] = []
    init(root: Box) {
        _root = Owned(wrappedValue: root)
    }

    func show(_ lists: [MarketRecordList]) {
        root.isVisible = !lists.isEmpty
        while sections.count < lists.count {
            let template = Self.template
            let box = template.make()
            let list: ListBox = template.child("list", of: box)
            parts.append(Part(heading: template.child("heading", of: box), list: list))
            sections.append(MarketSection(root: box, list: list, note: template.child("note", of: box)))
            root.append(box)
        }
        for (index, section) in sections.enumerated() {
            guard lists.indices.contains(index) else {
                section.show([])
                continue
            }
            parts[index].heading.text = lists[index].heading
            parts[index].list.setAccessibleLabel(lists[index].heading)
            section.show(lists[index].lines)
        }
    }

    private struct Part {
        @Owned var heading: Label
        @Owned var list: ListBox
    }
}
