import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk

/// The chart-kind and segment actions: radio actions whose state always shows the view-model's choice.
extension MainWindow {
    func installChoiceActions() {
        let model = self.model
        if let settings = app.settings.persistent {
            // The kind's action is the setting itself; each change of it reaches the view-model, which stays the
            // truth of what is shown (and writes the setting back when it changes the kind itself).
            Actions.addSetting(windowActions, WinAction.chartKind, settings, .chartKind) { value in
                ChartKind(rawValue: value).map(model.setKind)
            }
        } else {
            Actions.addRadio(windowActions, WinAction.chartKind, initial: model.kind.rawValue) { value in
                ChartKind(rawValue: value).map(model.setKind)
            }
        }
        Actions.addRadio(windowActions, WinAction.nation, initial: model.segment.nation.rawValue) { value in
            ChartSegment.Nation(rawValue: value).map(model.setNation)
        }
        Actions.addRadio(windowActions, WinAction.films, initial: model.segment.films.rawValue) { value in
            ChartSegment.Films(rawValue: value).map(model.setFilms)
        }
        // "" is nationwide; anything else must be a region KOBIS lists.
        Actions.addRadio(windowActions, WinAction.region, initial: model.segment.region ?? "") { value in
            if value.isEmpty {
                model.setRegion(nil)
            } else if let region = Region.find(value, in: model.regions) {
                model.setRegion(region.code)
            }
        }
    }

    /// Called from `update()`: the title names the segment chosen, and the totals follow.
    func updateChoices() {
        let title = model.segmentTitle.map { "BoxOffice · \($0)" } ?? "BoxOffice"
        toplevel.title = title
        showTotals()
    }

    /// The totals under the chart. Lines break between words only (Korean broke "전체 시 / 장"); in a
    /// narrow window each part ("상위 10편 …", "전체 시장 매출 ≈ …") takes a line of its own.
    func showTotals() {
        let line = model.totalsLine ?? ""
        ui.totalsLabel.text = compact ? line.replacingOccurrences(of: " · ", with: "\n") : line
        ui.totalsLabel.wrapMode = PANGO_WRAP_WORD
        LineBreaks.only(at: " ", ui.totalsLabel)
        ui.totalsLabel.isVisible = model.totalsLine != nil
    }
}
