import BoxOfficeCore
import CGtk
import Foundation
import GLibSupport
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// The desktop's search opening BoxOffice: the Shell's `ActivateResult` and `LaunchSearch` sent over the session
/// bus to the provider (started by D-Bus from its service file), which asks the running app for its
/// `app.open-film` / `app.search-films` action (`org.freedesktop.Application.ActivateAction`).
final class SearchProviderUITests: UITestCase {
    static let provider = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("boxoffice-search-provider")

    /// The provider on the app's own cache, asking the app under its test id.
    @MainActor func shellClient() throws -> ShellSearchClient {
        try ShellSearchClient(
            provider: Self.provider,
            environment: [
                "BOXOFFICE_CACHE_DIR": dir.appendingPathComponent("cache").path, "LANG": "C.UTF-8", "LANGUAGE": "",
                "LC_ALL": "", "LC_MESSAGES": "", "BOXOFFICE_APP_ID": "kr.boxoffice.BoxOffice.Test\(Self.launches)"
            ])
    }

    func testActivateResultOpensTheFilmsWindow() throws {
        try MainActor.assumeIsolated {
            // The chart of 2022-01-05 is fetched and written to history as the window loads it.
            try launch(ownsBusName: true)  // as the app does: other processes reach it by its id
            let client = try shellClient()
            XCTAssertEqual(try client.initialResultSet(["ㄱㄱㅇㅍ"]), ["20199882"], "경관의 피, from the chart just saved")
            XCTAssertEqual(try client.resultMetas(["20199882"]).map(\.name), ["경관의 피"])
            XCTAssertNil(app.details["20199882"])
            try client.activateResult("20199882", terms: ["ㄱㄱㅇㅍ"])
            waitFor("the film's window") {
                self.app.details["20199882"].map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let film = app.details["20199882"] else { return }
            waitForText("The Policeman’s Lineage", in: { film.shell.window })
            XCTAssertEqual(app.details.count, 1)
            // Unknown ids open nothing.
            try client.activateResult("00000000", terms: [])
            XCTAssertEqual(try client.initialResultSet(["ㄱㄱㅇㅍ"]), ["20199882"], "the provider answered after it")
            XCTAssertEqual(app.details.keys.sorted(), ["20199882"])
        }
    }

    func testLaunchSearchOpensTheSearchWithTheTerms() throws {
        try MainActor.assumeIsolated {
            try launch(ownsBusName: true)  // as the app does: other processes reach it by its id
            let client = try shellClient()
            XCTAssertNil(app.searchWindow)
            try client.launchSearch(["엘리", "멘탈"])
            waitFor("the search window") {
                self.app.searchWindow.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
            }
            guard let search = app.searchWindow else { return }
            XCTAssertEqual(search.entry.text, "엘리 멘탈")
            waitFor("KOBIS asked") {
                self.api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["movieNm"] == "엘리 멘탈"
            }
        }
    }
}
