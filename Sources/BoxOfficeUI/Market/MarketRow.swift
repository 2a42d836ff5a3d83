import BoxOfficeViewModels
import CAdw
import CGtk

/// One row of a Market list: its title and detail, the figure at its end and an arrow when it opens
/// something. Rewritten in place when the period changes; its list owns the widgets.
@MainActor
struct MarketRow {
    let row: ActionRow
    private let value: Label
    private let arrow: Image

    init(in list: ListBox) {
        row = ActionRow(title: "")
        // Every line of the detail: at 200 % text an English one takes four.
        row.subtitleLines = 0
        value = Label("", classes: ["numeric", "market-value"], xalign: 1)
        arrow = Image.decorative(icon: "go-next-symbolic")
        row.addSuffix(value)
        row.addSuffix(arrow)
        list.append(row)
    }

    func show(_ line: MarketLine) {
        row.setTitle(line.title)
        row.subtitle = line.subtitle
        value.text = line.value
        row.isActivatable = line.target != nil
        arrow.isVisible = line.target != nil
        // The whole name: GTK 4.8 would add the title label's text after it.
        row.setOnlyName(line.sentence)
    }
}
