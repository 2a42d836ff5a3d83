import BoxOfficeViewModels
import CAdw
import CGtk
import GLibSupport

/// The one list model both views show: a GtkStringList of film codes behind a single selection.
/// Rows read their data from the view-model by position when they are bound.
@MainActor
final class ChartItems {
    let strings = StringList()
    let selection: SingleSelection

    init() { selection = SingleSelection(strings) }

    func replace(with rows: [ChartRowModel]) { strings.replaceAll(with: rows.map(\.movieCode)) }

    var count: Int { strings.count }
}
