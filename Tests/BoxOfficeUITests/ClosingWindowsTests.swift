import BoxOfficeCore
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// Closing a window while its work is in flight: the request is dropped at the server, the window's
/// Swift object goes away, and nothing writes to a widget that is gone (the AddressSanitizer run with
/// G_DEBUG=fatal-criticals turns any such write into a failure).
final class ClosingWindowsTests: UITestCase {
    func testClosingPreferencesDuringATest() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            api.server.holding = "/kobis/boxoffice"
            activate(AppAction.preferences)
            weak var closed = app.preferences
            guard let model = closed?.model, let window = closed?.window, let row = closed?.ui.kobisRow,
                let test = closed?.ui.kobisTest
            else { return XCTFail("no preferences window") }
            row.text = FixtureAPI.kobisKey
            gtk_widget_activate(test.widget)  // what a click does
            waitFor("the test's request at the server") { self.api.server.requests(to: "/kobis").count == 2 }
            XCTAssertEqual(model.testing, .kobis)
            gtk_window_close(cast(window))
            waitFor("the window gone") { self.app.preferences == nil }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            waitFor("the request dropped") { self.api.server.dropped == 1 }
            waitFor("the test over") { model.testing == nil }
            XCTAssertNil(model.kobisResult, "a cancelled test reports nothing")
            waitFor("the window's Swift object released") { closed == nil }
        }
    }

    func testClosingADetailWindowDuringThePosterDownload() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-05"))
            api.server.holding = "/img/"
            openFilm(at: 0)
            weak var closed = app.details["20199882"]
            guard let model = closed?.model, let window = closed?.window else { return XCTFail("no detail window") }
            waitFor("the poster download at the server") { self.api.server.requests(to: "/img/").count == 1 }
            gtk_window_close(cast(window))
            waitFor("the window gone") { self.app.details.isEmpty }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            waitFor("the download dropped") { self.api.server.dropped == 1 }
            XCTAssertEqual(model.poster, .loading, "nothing was delivered to the closed window")
            waitFor("the window's Swift object released") { closed == nil }
        }
    }

    func testClosingTheMainWindowDuringALoad() throws {
        try MainActor.assumeIsolated {
            try launchOnSlowChart()
            let chart = self.chart
            weak var closed = app.mainWindow
            waitFor("the chart request at the server") { self.api.server.requests(to: "/kobis").count == 1 }
            XCTAssertEqual(chart.phase, .loading)
            gtk_window_close(cast(window.window))
            waitFor("the window gone") { self.app.mainWindow == nil }
            api.server.release()  // sent now, a request its client gave up on counts as dropped
            waitFor("the request dropped") { self.api.server.dropped == 1 }
            XCTAssertEqual(chart.phase, .loading, "no result reached the closed window")
            waitFor("the window's Swift object released") { closed == nil }
        }
    }

    /// Launches with every chart answer held back.
    @MainActor private func launchOnSlowChart() throws {
        try launch(initialDay: Day("2022-01-05"), waitForChart: false) { api in api.server.holding = "/kobis/boxoffice"
        }
    }
}
