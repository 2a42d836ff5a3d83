import BoxOfficeCore
import CAdw
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
            XCTAssertEqual(search.ui.entry.text, "엘리 멘탈")
            waitFor("KOBIS asked") {
                self.api.server.requests(to: "/kobis/movie/searchMovieList.json").last?.query["movieNm"] == "엘리 멘탈"
            }
        }
    }

    /// The results as the Shell's overview lists them (icon, name, description), drawn by a client from the
    /// provider's metas over the real 2018 history, for the README's screenshot.
    func testTheResultsAsTheOverviewShowsThem() throws {
        try MainActor.assumeIsolated {
            try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
            try launch(ownsBusName: true)
            let client = try shellClient()
            let ids = try client.initialResultSet(["신과"])
            let metas = try client.resultMetas(ids)
            XCTAssertEqual(metas.map(\.name), ["신과함께-죄와 벌", "신과함께-인과 연"], "the best-known first")
            XCTAssertEqual(metas.first?.description, "2017 · 14.4 million admissions · best #1")
            let list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            for meta in metas {
                // As the Shell does: the meta's icon is a serialized GIcon (a file, or the theme's names).
                guard let gicon = g_icon_new_for_string(meta.icon ?? "kr.boxoffice.BoxOffice", nil),
                    let icon = gtk_image_new_from_gicon(gicon)
                else { return XCTFail("no icon in \(meta)") }
                g_object_unref(UnsafeMutableRawPointer(gicon))
                gtk_image_set_pixel_size(cast(icon), 48)
                let name = gtk_label_new(meta.name)!
                gtk_widget_add_css_class(name, "heading")
                gtk_label_set_xalign(cast(name), 0)
                let description = gtk_label_new(meta.description)!
                gtk_widget_add_css_class(description, "dim-label")
                gtk_label_set_xalign(cast(description), 0)
                let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
                gtk_box_append(cast(texts), name)
                gtk_box_append(cast(texts), description)
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
                gtk_box_append(cast(row), icon)
                gtk_box_append(cast(row), texts)
                gtk_box_append(cast(list), row)
            }
            gtk_widget_set_margin_top(list, 18)
            gtk_widget_set_margin_bottom(list, 18)
            gtk_widget_set_margin_start(list, 18)
            gtk_widget_set_margin_end(list, 18)
            let overview = gtk_window_new()!
            gtk_window_set_title(cast(overview), "BoxOffice — Activities search for 신과")
            gtk_window_set_child(cast(overview), list)
            gtk_window_set_default_size(cast(overview), 420, -1)
            gtk_window_present(cast(overview))
            waitFor("the results shown") { gtk_widget_get_mapped(list) != 0 }
            waitForFrame(list)
            screenshot("search-provider-results", overview)
            gtk_window_destroy(cast(overview))
        }
    }
}
