import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import CXTest
import XCTest

@testable import BoxOfficeUI

extension UITestCase {
    /// Fill History opened by its action, shown and drawn.
    @MainActor func openFillHistory() -> FillHistoryWindow? {
        activate(AppAction.fillHistory)
        guard let fill = app.fillWindow else {
            XCTFail("no Fill History window")
            return nil
        }
        waitFor("the window shown") { gtk_widget_get_mapped(fill.window) != 0 }
        waitForFrame(fill.window)
        return fill
    }

    /// The app launched on 2018-01-31 (the clock says 2018-02-01, 10:00 in Korea), every film's details answered
    /// from one template, and Fill History opened.
    @MainActor func openFillHistoryOn2018() throws -> FillHistoryWindow? {
        clock.set("2018-02-01T01:00:00Z")
        try launch(language: DisplayLanguage.fromEnvironment()) { $0.movieTemplate = "movie_20124079.json" }
        return openFillHistory()
    }

    /// One of Fill History's range choices, by its label ("최근 7일").
    @MainActor func fillChoice(_ label: String, in fill: FillHistoryWindow) -> Widget? {
        firstDescendant(
            of: fill.window, type: gtk_check_button_get_type(),
            where: { gtk_check_button_get_label(cast($0)).map { String(cString: $0) } == label })
    }

    /// A 7-day fill started with Alt+S while the server holds its days, the app then unfocused, and the days let go:
    /// what a fill running in the background does next is told on the desktop.
    @MainActor func runSevenDayFillUnfocused() -> HistoryFillViewModel? {
        api.server.holding = "/kobis/boxoffice/searchDailyBoxOfficeList.json"
        guard let fill = openFillHistory() else { return nil }
        activate(FillAction.range.with("7"), on: fill.window)
        press(Int32(GDK_KEY_s), alt: true, in: fill.window)  // Start's mnemonic
        let model = app.model.historyFill
        waitFor("the fill running") { model.isRunning }
        XCTAssertNotEqual(boxoffice_xtest_unfocus(window.window), 0)
        waitFor("the app unfocused") { !self.app.notifications.hasFocus }
        api.server.holding = nil
        api.server.release()
        return model
    }
}
