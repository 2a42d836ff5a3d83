import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The Market view's records scope: one `MarketRecordList.ui` per list of records (the fastest to each mark,
/// the opening days …), each a `MarketSection` whose rows open their film's window. Made when first shown.
@MainActor
final class MarketRecords {
    /// The Market view's children: the lists go in `ui.recordsBox`.
    let ui: MarketViewChildren
    private(set) var sections: [MarketSection] = []
    /// Each list's tree (`MarketRecordList.ui`), its heading and list kept to name them.
    private var parts: [MarketRecordListChildren] = []
    init(_ ui: MarketViewChildren) {
        self.ui = ui
    }

    func show(_ lists: [MarketRecordList]) {
        ui.recordsBox.isVisible = !lists.isEmpty
        while sections.count < lists.count {
            let part = MarketRecordListChildren.make()
            parts.append(part)
            sections.append(MarketSection { [part] in .init(root: part.root, list: part.list, note: part.note) })
            ui.recordsBox.append(part.root)
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
}
